/** Error504 (portal §8): the gateway took too long to answer. Blank layout. */
import { createFileRoute, Link } from '@tanstack/react-router';
import { ErrorPage } from '../features/layout/error-page';

export const Route = createFileRoute('/504')({
  staticData: { blankLayout: true },
  component: () => (
    <ErrorPage code="504" title="Gateway Timeout" message="Server terlalu lama merespons. Silakan coba lagi.">
      <button type="button" className="btn btn--primary" onClick={() => window.history.back()}>
        Coba Lagi
      </button>
      <Link to="/" className="btn btn--outline">
        Kembali ke Beranda
      </Link>
    </ErrorPage>
  ),
});
