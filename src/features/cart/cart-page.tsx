/**
 * The cart page (/shopping-cart; commerce spec §2 "Cart", §4 "Cart"): the long-lived cart actor rendered through
 * {@link CartView}, the promo modal, the error alert ('Tutup') and the hand-over to checkout.
 *
 * On the machine's `checkout.ready` the checkout state (invoice, items, promo, price, plus the session's warehouse
 * and zone) is saved with src/lib/checkout-storage.ts and the member goes to /shopping-cart/checkout.
 * A guest is sent to the sign-in site.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { CheckoutReadyEvent } from '../../../machines/cart.machine';
import type { Warehouse } from '../../api/catalogue';
import { config, signInUrl } from '../../config/config';
import { saveCheckout } from '../../lib/checkout-storage';
import { Dialog } from '../../ui/dialog';
import { showToast } from '../../ui/toast';
import { CartView } from './cart-view';
import { PromoModal } from './promo-modal';
import { CART_TEXT as T } from './texts';
import { useCart, useCheckoutReady, useWishlistMoved, type CartRef } from './use-cart';
import './cart.css';

export interface CartLocation {
  warehouse: Warehouse | null;
  zone: { id: number; name: string; slug: string } | null;
}

export interface CartPageProps {
  cart: CartRef;
  /** Reads the session's warehouse and zone at the moment the order is handed to checkout. */
  getLocation: () => CartLocation;
  /** Go to /shopping-cart/checkout (called once the checkout state is saved). */
  goToCheckout: () => void;
  /** Idempotency key of one 'Beli Sekarang' (default `crypto.randomUUID()`). */
  newKey?: () => string;
}

/** Store site and learning site targets of the empty view. */
export const STORE_URL = config.ecomUrl;
export const COURSES_URL = `${config.lmsUrl.replace(/\/$/, '')}/category`;

export function CartPage({ cart, getLocation, goToCheckout, newKey }: CartPageProps) {
  const vm = useCart(cart, newKey);

  // Entering the page fetches the cart afresh (limit 1000), also when the actor already holds one.
  const reloaded = useRef(false);
  useEffect(() => {
    if (reloaded.current) return;
    reloaded.current = true;
    if (cart.getSnapshot().matches('ready')) cart.send({ type: 'cart.reload' });
  }, [cart]);

  useEffect(() => {
    if (vm.status === 'signedOut') window.location.assign(signInUrl(window.location.href));
  }, [vm.status]);

  const location = useRef(getLocation);
  location.current = getLocation;
  const go = useRef(goToCheckout);
  go.current = goToCheckout;
  const onReady = useCallback(
    (facts: CheckoutReadyEvent) => {
      const { warehouse, zone } = location.current();
      void saveCheckout(
        window.localStorage,
        config.cookieKey,
        {
          invoice: facts.invoice,
          promoCode: facts.promoCode,
          promoSelected: facts.promoSelected,
          promoUsed: facts.promoUsed,
          price: facts.price,
          lms: facts.lms,
          ecom: facts.ecom,
          warehouse,
          zone,
          progress: { addressId: null, methodType: null, courierRateId: null, insuranceApplied: false },
        },
        Date.now(),
      ).then(() => go.current());
    },
    [],
  );
  useCheckoutReady(cart, onReady);
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
        open={vm.promoOpen}
        code={vm.promo.code}
        selected={vm.promo.selected}
        promos={vm.promos}
        error={vm.promoError}
        checking={vm.promoChecking}
        canCheck={vm.canCheckPromo}
        canApply={vm.canApplyPromo}
        today={new Date()}
        onCodeChange={vm.enterPromo}
        onCheck={vm.checkPromo}
        onChoose={vm.pickPromo}
        onApply={vm.applyPromo}
        onCancel={vm.cancelPromo}
        onClose={vm.closePromo}
        onLoadMore={vm.loadMorePromos}
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
