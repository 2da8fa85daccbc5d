/** Error502 (portal §8): the gateway could not be reached. Blank layout. */
import { createFileRoute, Link } from '@tanstack/react-router';
import { ErrorPage } from '../features/layout/error-page';

export const Route = createFileRoute('/502')({
  staticData: { blankLayout: true },
  component: () => (
    <ErrorPage code="502" title="Bad Gateway" message="Server sedang tidak dapat dihubungi. Pastikan internet anda stabil, lalu coba lagi.">
      <button type="button" className="btn btn--primary" onClick={() => window.history.back()}>
        Coba Lagi
      </button>
      <Link to="/" className="btn btn--outline">
        Kembali ke Beranda
      </Link>
    </ErrorPage>
  ),
});
