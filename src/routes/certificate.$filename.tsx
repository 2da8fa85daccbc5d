/**
 * /certificate/$filename — the certificate image page: public, blank layout (commerce spec §2, §6 "Public: ... the
 * certificate image page", §9 5-character cache-buster).
 */
import { createFileRoute } from '@tanstack/react-router';
import { config } from '../config/config';
import { CertificateImagePage } from '../features/my-courses/certificate-image-page';

export const Route = createFileRoute('/certificate/$filename')({
  staticData: { blankLayout: true },
  component: CertificateRoute,
});

function CertificateRoute() {
  const { filename } = Route.useParams();
  return <CertificateImagePage key={filename} storageUrl={config.storageUrl} filename={filename} random={Math.random} />;
}
