/**
 * The checkout page (/shopping-cart/checkout; commerce spec §2 "Checkout", §4 "Checkout address and delivery",
 * "Payment popup result", §8 "Order payment"): the checkout machine with the real actors, rendered through the
 * presentational sections.
 *
 * Exits: nothing to check out → `onHome`; warehouse without coordinates → its message, then `onStoreSite`;
 * paid or pending → the stored checkout is cleared and `onPaid(invoice)` (CheckoutStatus); payment 422 →
 * `onProfileIncomplete` (GeneralInformation). Leaving the page (not a reload) clears the stored checkout.
 */
import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createActor } from 'xstate';
import { checkoutMachine, type CheckoutUser } from '../../../machines/checkout.machine';
import { clearCheckout, type KeyValueStorage, type StoredCheckout } from '../../lib/checkout-storage';
import { loadSnap, type SnapResult } from '../../lib/snap';
import { Dialog } from '../../ui/dialog';
import { Skeleton } from '../../ui/skeleton';
import { PromoModal } from '../../ui/promo-modal';
import { showToast } from '../../ui/toast';
import { AddressBox, AddressDeleteDialog } from './address-box';
import type { AreaLookups } from './address-form';
import { activeOnly, createCheckoutActors, moveProductToWishlist, storeCheckoutItems } from './checkout-actors';
import { CourseList, DistanceSlot, PriceSummaryBox, ProductList, WarehouseBox } from './checkout-sections';
import { CourierModal, DeliveryBox, MethodModal } from './delivery';
import { CHECKOUT_TEXT as T } from './texts';
import { useAddressDeleted, useAddressSaved, useCheckout, type CheckoutRef } from './use-checkout';
import './checkout.css';
// Studio live view (docs/decisions/015): reports this actor only while switched on in /statecharts.
import { inspect } from '../../lib/live-inspect';

export interface CheckoutPageProps {
  stored: StoredCheckout;
  user: CheckoutUser;
  storage: KeyValueStorage;
  cookieKey: string;
  onHome(): void;
  onStoreSite(): void;
  onPaid(invoice: string): void;
  onProfileIncomplete(): void;
  /** Tests: the payment popup (given: the provider script is not preloaded), the idempotency key, the area lookups. */
  openPopup?: (token: string) => Promise<SnapResult>;
  newKey?: () => string;
  lookups?: AreaLookups;
  /** Tests: replace the gateway actors of the machine. */
  actors?: Partial<ReturnType<typeof createCheckoutActors>>;
}

let pendingClear: ReturnType<typeof setTimeout> | null = null;

/**
 * Clear the stored checkout when the page goes away. The clear waits one tick so React's development
 * remount (StrictMode) cancels it; a reload never runs it at all, so a reload keeps the step.
 * @returns whether the page is still active (persisting stops once it is not).
 */
function useClearOnLeave(storage: KeyValueStorage): () => boolean {
  const active = useRef(true);
  useEffect(() => {
    active.current = true;
    if (pendingClear) clearTimeout(pendingClear);
    pendingClear = null;
    return () => {
      active.current = false;
      pendingClear = setTimeout(() => {
        pendingClear = null;
        clearCheckout(storage);
      }, 0);
    };
  }, [storage]);
  return useCallback(() => active.current, []);
}

export function CheckoutPage(props: CheckoutPageProps) {
  const { stored, user, storage, cookieKey } = props;
  const isActive = useClearOnLeave(storage);
  const [machine] = useState(() =>
    checkoutMachine.provide({
      actors: {
        ...createCheckoutActors({ storage, cookieKey, initial: stored, openPopup: props.openPopup, isActive }),
        ...props.actors,
      },
    }),
  );
  const checkout = useActorRef(machine, { input: { checkout: stored, user, progress: stored.progress }, inspect });
  // The provider's script loads here (and only here), ahead of the pay button, so the popup opens at once.
  const preload = !props.openPopup;
  useEffect(() => {
    if (preload) loadSnap().catch(() => undefined);
  }, [preload]);
  return <CheckoutView {...props} checkout={checkout} isActive={isActive} />;
}

function CheckoutView(props: CheckoutPageProps & { checkout: CheckoutRef; isActive: () => boolean }) {
  const { checkout, storage, cookieKey, user } = props;
  const vm = useCheckout(checkout, {
    newKey: props.newKey,
    onItemsChanged: (items) => {
      void storeCheckoutItems({ storage: activeOnly(storage, props.isActive), cookieKey }, items);
    },
  });
  const today = useMemo(() => new Date(), []);

  const exits = useRef(props);
  exits.current = props;
  useEffect(() => {
    const e = exits.current;
    if (vm.phase === 'redirectHome') e.onHome();
    else if (vm.phase === 'paid') {
      clearCheckout(storage);
      e.onPaid(vm.invoice);
    } else if (vm.phase === 'profileIncomplete') e.onProfileIncomplete();
  }, [vm.phase, vm.invoice, storage]);

  useAddressSaved(
    checkout,
    useCallback((kind: 'add' | 'update') => showToast({ message: kind === 'add' ? T.addressAdded : T.addressUpdated, tone: 'success' }), []),
  );

  useAddressDeleted(
    checkout,
    useCallback(() => showToast({ message: T.addressDeleted, tone: 'success' }), []),
  );

  const [moving, setMoving] = useState(false);
  const moveToWishlist = (id: number) => {
    const product = vm.ecom.find((p) => p.id === id);
    if (!product || moving) return;
    setMoving(true);
    const actor = createActor(moveProductToWishlist, {
      input: { user: { id: user.id, type: user.type, tier: user.tier }, product, warehouseId: vm.warehouse?.id ?? null },
    });
    actor.subscribe({
      complete: () => {
        setMoving(false);
        vm.removeProduct(id);
        const done = actor.getSnapshot().output;
        showToast({ message: done?.alreadyThere ? T.wishlistExists : T.wishlistAdded, tone: 'success' });
      },
      error: (err) => {
        setMoving(false);
        showToast({ message: err instanceof Error ? err.message : String(err), tone: 'error' });
      },
    });
    actor.start();
  };

  if (vm.phase === 'loading' || vm.phase === 'redirectHome') return <CheckoutSkeleton />;

  if (vm.phase === 'warehouseInvalid') {
    return (
      <Dialog
        open
        role="alertdialog"
        title={T.info}
        dismissible={false}
        onClose={props.onStoreSite}
        footer={
          <button type="button" className="btn btn--primary" onClick={props.onStoreSite}>
            {T.close}
          </button>
        }
      >
        <p>{vm.error}</p>
      </Dialog>
    );
  }

  const hasProducts = vm.ecom.length > 0;
  return (
    <section className="page container checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="page-title">
        {T.title}
      </h1>
      <div className="checkout__main">
        <CourseList courses={vm.lms} />
        <ProductList
          products={vm.ecom}
          quantities={vm.quantities}
          busy={moving || vm.phase === 'paying'}
          onIncrement={vm.increment}
          onDecrement={vm.decrement}
          onQuantityInput={vm.typeQuantity}
          onMoveToWishlist={moveToWishlist}
        />
        {hasProducts && <DistanceSlot distanceKm={vm.distance} hasAddress={vm.selected !== null} warehouse={vm.warehouse} address={vm.selected} />}
        {hasProducts && <WarehouseBox warehouse={vm.warehouse} />}
        <AddressBox
          panel={vm.panel}
          addresses={vm.addresses}
          selected={vm.selected}
          pickedId={vm.pickedId}
          editing={vm.editing ?? vm.selected}
          saving={vm.saving}
          onAdd={vm.addAddress}
          onChoose={vm.chooseAddress}
          onUpdate={vm.updateAddress}
          onPick={vm.pickAddress}
          onConfirm={vm.confirmAddress}
          onClose={vm.closePanel}
          onDelete={vm.deleteAddress}
          onSave={vm.saveAddress}
          lookups={props.lookups}
        />
        <DeliveryBox
          status={vm.deliveryStatus}
          method={vm.method}
          courier={vm.courier}
          insurance={vm.insurance}
          insuranceLocked={vm.insuranceLocked}
          canToggleInsurance={vm.canToggleInsurance}
          isBdx={vm.isBdx}
          canOpenMethod={vm.canOpenMethod}
          canOpenCourier={vm.canOpenCourier}
          totalWeightKg={vm.totalWeightKg}
          today={today}
          methodError={vm.methodError}
          courierError={vm.courierError}
          onOpenMethod={vm.openMethod}
          onOpenCourier={vm.openCourier}
          onToggleInsurance={vm.toggleInsurance}
        />
      </div>
      <PriceSummaryBox
        summary={vm.summary}
        hasCourses={vm.lms.length > 0}
        hasProducts={hasProducts}
        promo={vm.promo}
        canCancelPromo={vm.canCancelPromo}
        canOpenPromo={vm.canOpenPromo}
        onOpenPromo={vm.openPromo}
        canPay={vm.canPay}
        busy={vm.busy}
        onCancelPromo={vm.cancelPromo}
        onPay={vm.pay}
      />
      <PromoModal
        open={vm.promoOpen}
        code={vm.promoDraft}
        selected={vm.promoChecked}
        promos={vm.promos}
        error={vm.promoError}
        checking={vm.promoChecking}
        canCheck={vm.canCheckPromo}
        canApply={vm.canApplyPromo}
        today={today}
        onCodeChange={vm.enterPromo}
        onCheck={vm.checkPromo}
        onChoose={vm.pickPromo}
        onApply={vm.applyPromo}
        onCancel={vm.cancelPromo}
        onClose={vm.closePromo}
        onLoadMore={vm.loadMorePromos}
      />
      <MethodModal
        open={vm.methodOpen}
        methods={vm.methods}
        selectedType={vm.method?.type ?? null}
        isOutOfArea={vm.isMethodOutOfArea}
        today={today}
        onSelect={vm.selectMethod}
        onClose={vm.closeMethod}
      />
      <CourierModal
        open={vm.courierOpen}
        method={vm.method}
        couriers={vm.couriers}
        selectedRateId={vm.courier?.logistic_rate_id ?? null}
        insurance={vm.insurance}
        insuranceLocked={vm.insuranceLocked}
        canToggleInsurance={vm.canToggleInsurance}
        isBdx={vm.isBdx}
        outOfArea={vm.courierOutOfArea}
        today={today}
        onSelect={vm.selectCourier}
        onToggleInsurance={vm.toggleInsurance}
        onClose={vm.closeCourier}
      />
      <AddressDeleteDialog open={vm.deleteOpen && vm.phase === 'active'} deleting={vm.deleting} onConfirm={vm.confirmDelete} onCancel={vm.cancelDelete} />
      <Dialog
        open={vm.error !== null && vm.phase === 'active'}
        role="alertdialog"
        title={T.info}
        onClose={vm.dismissError}
        footer={
          <button type="button" className="btn btn--primary" onClick={vm.dismissError}>
            {T.close}
          </button>
        }
      >
        <p>{vm.error}</p>
      </Dialog>
      <Dialog
        open={vm.paymentError !== null && vm.phase === 'active'}
        role="alertdialog"
        title={T.paymentFailed}
        onClose={vm.dismissPaymentError}
        footer={
          <button type="button" className="btn btn--primary" onClick={vm.dismissPaymentError}>
            {T.close}
          </button>
        }
      >
        <p>{vm.paymentError}</p>
      </Dialog>
    </section>
  );
}

/** Loading placeholders of the checkout page. */
export function CheckoutSkeleton() {
  return (
    <div className="page container checkout" aria-busy="true" aria-label={T.loading}>
      <div className="checkout__main">
        <Skeleton height="6rem" />
        <Skeleton height="8rem" />
        <Skeleton height="6rem" />
      </div>
      <Skeleton height="12rem" />
    </div>
  );
}
