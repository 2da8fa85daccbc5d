/**
 * Maintenance (portal §2 Guards): shown during the 3 April 2023 00:00-20:00 window; outside it this path sends
 * the visitor Home. Blank layout. (The header banner's 4 March 2023 reading: src/features/layout/environment.ts.)
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { isUnderMaintenance } from '../features/layout/environment';
import { ErrorPage } from '../features/layout/error-page';

export const Route = createFileRoute('/maintenance')({
  staticData: { blankLayout: true },
  beforeLoad: () => {
    if (!isUnderMaintenance(new Date())) throw redirect({ to: '/', replace: true });
  },
  component: () => (
    <ErrorPage
      code="🛠"
      title="Sedang dalam pemeliharaan"
      message="Kami sedang meningkatkan layanan pada 3 April 2023 pukul 00.00-20.00. Silakan kembali setelah pemeliharaan selesai."
    />
  ),
});
