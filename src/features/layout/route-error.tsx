/**
 * Shown when a route throws while rendering or loading (not a gateway failure the machines turned into a
 * state). Offers a retry and the way home; the error goes to the gateway log.
 */
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { postLog, LOG_SERVICE } from '../../api/log';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    postLog('error', {
      service: LOG_SERVICE,
      short_message: 'route error',
      message: JSON.stringify({ agent: navigator.userAgent, url: window.location.href, error: error instanceof Error ? error.message : String(error) }),
    }).catch(() => {});
  }, [error]);
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
