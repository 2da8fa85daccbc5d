/**
 * Error500 (portal §8, commerce §8): shows `error_code` and `error_message` from the query (defaults 500 and
 * 'Internal Server Error'), then sends the browser to the sign-in site after 1 second (portal §9 "Error page
 * redirect delay"). Blank layout.
 */
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import * as v from 'valibot';
import { signInUrl } from '../config/config';
import { ErrorPage } from '../features/layout/error-page';

/** Delay before going to the sign-in site, ms (portal §9). */
export const ERROR_REDIRECT_MS = 1000;

const Search = v.object({
  error_code: v.fallback(v.optional(v.union([v.number(), v.string()]), 500), 500),
  error_message: v.fallback(v.optional(v.string(), 'Internal Server Error'), 'Internal Server Error'),
});

export const Route = createFileRoute('/500')({
  staticData: { blankLayout: true },
  validateSearch: Search,
  component: Error500,
});

function Error500() {
  const { error_code, error_message } = Route.useSearch();
  useEffect(() => {
    const timer = setTimeout(() => window.location.assign(signInUrl(new URL('/', window.location.origin).toString())), ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <ErrorPage code={String(error_code || 500)} title={error_message || 'Internal Server Error'} message="Kamu akan dialihkan ke halaman masuk...">
      <a href={signInUrl(new URL('/', window.location.origin).toString())} className="btn btn--primary">
        Masuk sekarang
      </a>
    </ErrorPage>
  );
}
