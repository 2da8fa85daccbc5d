/** Error404 (portal §8 "404 links home"); unknown paths land here (root notFoundComponent). Blank layout. */
import { createFileRoute, Link } from '@tanstack/react-router';
import { ErrorPage } from '../features/layout/error-page';

export const Route = createFileRoute('/404')({
  staticData: { blankLayout: true },
  component: () => (
    <ErrorPage code="404" title="Halaman tidak ditemukan" message="Halaman yang kamu cari tidak ada atau sudah dipindahkan.">
      <Link to="/" className="btn btn--primary">
        Kembali ke Beranda
      </Link>
    </ErrorPage>
  ),
});
