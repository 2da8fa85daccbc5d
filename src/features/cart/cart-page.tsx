/**
 * The cart page (/shopping-cart; commerce spec §2 "Cart", §4 "Cart"): the long-lived cart actor rendered through
 * {@link CartView}, the promo modal, the error alert ('Tutup') and the hand-over to checkout.
 *
 * On the machine's `checkout.ready` (the order exists and the machine stored the checkout state) the member goes to
 * /shopping-cart/checkout. A guest is sent to the sign-in site.
 */
import { storeSearchUrl } from '../../config/links';
import { useCallback, useEffect, useRef, useState } from 'react';
import { config, signInUrl } from '../../config/config';
import { Dialog } from '../../ui/dialog';
import { showToast } from '../../ui/toast';
import { CartView } from './cart-view';
import { PromoModal } from '../../ui/promo-modal';
import { CART_TEXT as T } from './texts';
import { useCart, useCheckoutReady, useSignInRequired, useWishlistMoved, type CartRef } from './use-cart';
import './cart.css';

export interface CartPageProps {
  cart: CartRef;
  /** Go to /shopping-cart/checkout (called once the checkout state is stored). */
  goToCheckout: () => void;
  /** Idempotency key of one 'Beli Sekarang' (default `crypto.randomUUID()`). */
  newKey?: () => string;
  /**
   * Read the cart afresh on entering (default true): the actor holds a cart from before this visit. False when the
   * actor was created for this visit and is reading it right now (a second read would repeat the first).
   */
  readAfresh?: boolean;
}

/** Store site and learning site targets of the empty view. */
/** 'Mau Belanja' opens the store's search (commerce §2 "Store links: ecom/search"). */
export const STORE_URL = storeSearchUrl();
export const COURSES_URL = `${config.lmsUrl.replace(/\/$/, '')}/category`;

export function CartPage({ cart, goToCheckout, newKey, readAfresh = true }: CartPageProps) {
  const vm = useCart(cart, newKey);
  const [today] = useState(() => new Date());

  // Entering the page fetches the cart afresh (limit 1000), also when the actor already holds one.
  const reloaded = useRef(!readAfresh);
  useEffect(() => {
    if (reloaded.current) return;
    reloaded.current = true;
    if (cart.getSnapshot().matches('ready')) cart.send({ type: 'cart.reload' });
  }, [cart]);

  // A member who signs out on this page: the machine emits `signIn.required` (guests never reach it, the route
  // sends them to the sign-in site first).
  useSignInRequired(cart, () => window.location.assign(signInUrl(window.location.href)));

  const go = useRef(goToCheckout);
  go.current = goToCheckout;
  useCheckoutReady(
    cart,
    useCallback(() => go.current(), []),
  );
  useWishlistMoved(
    cart,
    useCallback((message: string) => showToast({ message, tone: 'success' }), []),
  );

  return (
    <section className="page container cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title" className="page-title">
        {T.title}
      </h1>
      <CartView
        status={vm.status === 'signedOut' ? 'loading' : vm.status}
        courses={vm.courses}
        products={vm.products}
        selected={vm.selected}
        quantities={vm.quantities}
        steps={vm.steps}
        allSelected={vm.allSelected}
        summary={vm.summary}
        promoCount={vm.promoCount}
        canCheckout={vm.canCheckout}
        busy={vm.busy}
        storeUrl={STORE_URL}
        coursesUrl={COURSES_URL}
        onToggleAll={vm.toggleAll}
        onToggleType={vm.toggleType}
        onToggleItem={vm.toggleItem}
        onDelete={vm.remove}
        onMoveToWishlist={vm.moveToWishlist}
        onIncrement={vm.increment}
        onDecrement={vm.decrement}
        onQuantityInput={vm.typeQuantity}
        onOpenPromo={vm.openPromo}
        onCheckout={vm.checkout}
      />
      <PromoModal
        open={vm.promo.open}
        code={vm.promo.draft}
        selected={vm.promo.checked}
        promos={vm.promo.promos}
        error={vm.promo.error}
        checking={vm.promo.busy}
        canCheck={vm.promo.canCheck}
        canApply={vm.promo.canApply}
        today={today}
        onCodeChange={vm.promo.enter}
        onCheck={vm.promo.check}
        onChoose={vm.promo.pick}
        onApply={vm.promo.apply}
        onCancel={vm.promo.cancel}
        onClose={vm.promo.close}
        onLoadMore={vm.promo.loadMore}
      />
      <Dialog
        open={vm.error !== null}
        role="alertdialog"
        title="Informasi"
        onClose={vm.dismissError}
        footer={
          <button type="button" className="btn btn--primary" onClick={vm.dismissError}>
            {T.close}
          </button>
        }
      >
        <p>{vm.error}</p>
      </Dialog>
    </section>
  );
}
