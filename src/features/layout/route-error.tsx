/**
 * Shown when a route throws while rendering or loading (not a gateway failure the machines turned into a
 * state). Offers a retry and the way home. The error goes to the gateway log from the root route's `onCatch`
 * (src/routes/__root.tsx), not from this view.
 */
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';

export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <div className="container error-page" role="alert">
      <h1 className="error-page__title">Terjadi kesalahan</h1>
      <p className="error-page__text">Halaman ini gagal dimuat. Silakan coba lagi.</p>
      <div className="error-page__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Coba Lagi
        </button>
        <Link to="/" className="btn btn--outline">
          Kembali ke Beranda
        </Link>
      </div>
    </div>
  );
}
