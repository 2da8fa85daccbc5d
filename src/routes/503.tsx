/** Error503 (portal §8): the service is temporarily unavailable. Blank layout. */
import { createFileRoute, Link } from '@tanstack/react-router';
import { ErrorPage } from '../features/layout/error-page';

export const Route = createFileRoute('/503')({
  staticData: { blankLayout: true },
  component: () => (
    <ErrorPage code="503" title="Layanan Tidak Tersedia" message="Layanan sedang sibuk atau dalam perbaikan. Silakan coba beberapa saat lagi.">
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        Muat Ulang
      </button>
      <Link to="/" className="btn btn--outline">
        Kembali ke Beranda
      </Link>
    </ErrorPage>
  ),
});
