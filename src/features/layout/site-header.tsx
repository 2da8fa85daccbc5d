/**
 * The header container: reads the session actor and the cart handle's lines from the app's actors and renders {@link Header};
 * shows the 'Logout Failed!' / 'Failed get updated user!' alert from the session.
 */
import type { CartSummary } from '../../flows/cart/cart-handle';
import { useHydrated } from '../../ui/after-hydration';
import { useAppActors } from '../../flows/app-actors';
import { useSelector } from '@xstate/react';
import { useMemo, useSyncExternalStore } from 'react';
import type { CartCourse, CartProduct } from '../../api/cart';
import { pageOrigin, signInUrl } from '../../config/config';
import { Dialog } from '../../ui/dialog';
import {
  displayName,
  selectIsAdmin,
  selectIsSignedIn,
  selectSessionError,
  selectUser,
  selectWarehouse,
} from '../../session/selectors';
import type { HeaderCartItem } from './cart-dropdown';
import { MAINTENANCE_BANNER_UNTIL } from './environment';
import { Header } from './header';
import { lmsCourseUrl, registerUrl, storeProductUrl } from '../../config/links';
import { config } from '../../config/config';
import { useTimedNotice } from './use-timed-notice';

/** Cart lines as header items: courses link to the learning site, products to the store under the warehouse slug. */
export function headerCartItems(
  courses: readonly CartCourse[],
  products: readonly CartProduct[],
  warehouseSlug: string | null,
): HeaderCartItem[] {
  return [
    ...courses.map((c) => ({
      key: `lms-${c.id}`,
      kind: 'course' as const,
      title: c.title,
      thumbnail: c.thumbnail,
      price: c.price,
      quantity: c.quantity,
      href: lmsCourseUrl(c.category_slug, c.slug),
    })),
    ...products.map((p) => ({
      key: `ecom-${p.id}`,
      kind: 'product' as const,
      title: p.title,
      thumbnail: p.thumbnail,
      price: p.price,
      quantity: p.quantity,
      href: storeProductUrl(warehouseSlug ?? 'default', p.category_slug, p.slug),
    })),
  ];
}

/**
 * The header cart as the server renders it and the browser hydrates it (no lines read yet): the lines the cart
 * handle reads after hydration then show as an ordinary update (decision 074).
 */
const SERVER_CART: CartSummary = { courses: [], products: [], loading: false, hasMore: false };
const serverCartSummary = () => SERVER_CART;

/**
 * @param hideCart no header cart (Checkout).
 * @param currentHref the page's path, search and hash (the router's `location.href`, or the browser's before the
 *   router has loaded): 'Masuk' returns there.
 */
export function SiteHeader({ hideCart, currentHref }: { hideCart: boolean; currentHref: string }) {
  const { session, cart } = useAppActors();
  const signedIn = useSelector(session, selectIsSignedIn);
  const user = useSelector(session, selectUser);
  const isAdmin = useSelector(session, selectIsAdmin);
  const warehouse = useSelector(session, selectWarehouse);
  const error = useSelector(session, selectSessionError);
  const signingOut = useSelector(session, (s) => s.matches('signingOut'));
  // The cart handle's lines (src/flows/cart/cart-handle.ts): no cart machine needed for the header.
  const { courses, products, loading: cartLoading } = useSyncExternalStore(cart.subscribe, cart.summary, serverCartSummary);
  // Portal §2 Header: the maintenance banner (until 4 March 2023 20:00 WIB) and the app-download notice.
  const maintenance = useTimedNotice('maintenance', MAINTENANCE_BANNER_UNTIL);
  const appNotice = useTimedNotice('app-download', null);
  // Server rendering (decision 074): the server knows neither this browser's clock nor what it dismissed, so the page
  // is rendered and hydrated with the app notice shown and no maintenance banner; the browser's own reading follows.
  const hydrated = useHydrated();

  const items = useMemo(() => headerCartItems(courses, products, warehouse?.slug ?? null), [courses, products, warehouse?.slug]);
  // Recomputed on navigation so 'Masuk' always returns to the page being viewed.
  const here = new URL(currentHref, pageOrigin()).toString();

  return (
    <>
      <Header
        signedIn={signedIn}
        user={user ? { name: displayName(user), email: user.email, image: user.image } : null}
        isAdmin={isAdmin}
        cartItems={items}
        cartLoading={cartLoading}
        onCartMore={cart.more}
        hideCart={hideCart}
        signingOut={signingOut}
        onSignOut={() => session.send({ type: 'session.signOut' })}
        signInHref={signInUrl(here)}
        registerHref={registerUrl()}
        showBanner={hydrated && maintenance.visible}
        appNotice={(hydrated ? appNotice.visible : true) ? { href: config.appDownloadUrl, onDismiss: appNotice.dismiss } : undefined}
      />
      <Dialog
        open={error !== null}
        role="alertdialog"
        size="sm"
        title="Terjadi kesalahan"
        onClose={() => session.send({ type: 'session.errorDismiss' })}
        footer={
          <button type="button" className="btn btn--primary" onClick={() => session.send({ type: 'session.errorDismiss' })}>
            Tutup
          </button>
        }
      >
        <p>{error}</p>
      </Dialog>
    </>
  );
}
