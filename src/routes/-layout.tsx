/**
 * The default layout (portal §2 Layout): skip link, header, the page in `<main id="konten">`, footer, toasts. The root
 * route renders it around its `<Outlet />` (routes/__root.tsx); Home's first paint, which hydrates before the router
 * has loaded, renders the same layout around Home (src/app/home-start.tsx, decision 109) — one component, so both
 * draw the same markup.
 */
import { Suspense, type ReactNode } from 'react';
import { SiteHeader } from '../features/layout/site-header';
import { Toaster } from '../ui/toast';
import { island } from '../ui/island';

/** The footer is below the fold: an island (decision 092), server-rendered, hydrated once its chunk has come. */
const SiteFooter = island(() => import('../features/layout/site-footer').then((m) => m.SiteFooter));

export interface SiteLayoutProps {
  /** No header cart (Checkout). */
  hideCart: boolean;
  /** The page's path, search and hash: the header's 'Masuk' returns there. */
  currentHref: string;
  /** The page, in `<main id="konten">`. */
  children: ReactNode;
  /** After the footer, before the toasts (the member's support chat). */
  extra?: ReactNode;
  /** After the toasts (the router's hydration scripts). */
  tail?: ReactNode;
}

export function SiteLayout({ hideCart, currentHref, children, extra, tail }: SiteLayoutProps) {
  return (
    <>
      <a className="skip-link" href="#konten">
        Lewati ke konten
      </a>
      <SiteHeader hideCart={hideCart} currentHref={currentHref} />
      <main id="konten" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      {extra}
      <Toaster />
      {tail}
    </>
  );
}
