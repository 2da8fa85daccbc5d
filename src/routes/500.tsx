/**
 * Error500 (portal §8, commerce §8): shows `error_code` and `error_message` from the query (defaults 500 and
 * 'Internal Server Error'), then sends the browser to the sign-in site after 1 second (portal §9 "Error page
 * redirect delay"): the delay is machines/error-page.machine.ts's, the page only follows it. Blank layout.
 */
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageOrigin, signInUrl } from '../config/config';
import { ErrorPage } from '../features/layout/error-page';
import { useErrorPage } from '../features/layout/use-error-page';

const Search = v.object({
  error_code: v.fallback(v.optional(v.union([v.number(), v.string()]), 500), 500),
  error_message: v.fallback(v.optional(v.string(), 'Internal Server Error'), 'Internal Server Error'),
});

export const Route = createFileRoute('/500')({
  staticData: { blankLayout: true },
  validateSearch: Search,
  component: Error500,
});

const signInHome = () => signInUrl(new URL('/', pageOrigin()).toString());

function Error500() {
  const { error_code, error_message } = Route.useSearch();
  useErrorPage(() => window.location.assign(signInHome()));
  return (
    <ErrorPage code={String(error_code || 500)} title={error_message || 'Internal Server Error'} message="Kamu akan dialihkan ke halaman masuk...">
      <a href={signInHome()} className="btn btn--primary">
        Masuk sekarang
      </a>
    </ErrorPage>
  );
}
