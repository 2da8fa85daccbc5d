/**
 * The checkout page (/shopping-cart/checkout; commerce spec §2 "Checkout", §4 "Checkout address and delivery",
 * "Payment popup result", §8 "Order payment"): the checkout machine with its real actors, provided once for the
 * page, rendered through the presentational sections.
 *
 * Exits: nothing (left) to check out → `onHome`; warehouse without coordinates → its message, then `onStoreSite`;
 * paid or pending → `onPaid(invoice)` (CheckoutStatus); payment 422 → `onProfileIncomplete` (GeneralInformation).
 * Leaving the route clears the stored checkout (the route's `onLeave`), a reload keeps it.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import type { Member } from '../../../machines/shared/member';
import type { KeyValueStorage, StoredCheckout } from '../../lib/checkout-storage';
import { calendarDayIn } from '../../lib/format';
import { loadSnap, type SnapResult } from '../../lib/snap';
import { AfterHydration } from '../../ui/after-hydration';
import { Dialog } from '../../ui/dialog';
import { showToast } from '../../ui/toast';
import { AddressBox, AddressDeleteDialog } from './address-box';
import type { AreaLookups, CheckoutGateway } from './checkout.actors';
import { CourseList, DistanceSlot, PriceSummaryBox, ProductList, WarehouseBox } from './checkout-sections';
import { CourierModal, DeliveryBox, MethodModal } from './delivery';
import { CHECKOUT_TEXT as T } from './texts';
import { SplitPageSkeleton } from '../../ui/split-page-skeleton';
import { useCheckout, useCheckoutActor, useCheckoutExit, useCheckoutNotices, type CheckoutRef, type PersistedCheckout } from './use-checkout';
import './checkout.css';

/** The promo modal's view loads right after the checkout's first paint (issue 12 point 3), not with it. */
const PromoModal = lazy(() => import('../../ui/promo-modal').then((m) => ({ default: m.PromoModal })));

export interface CheckoutPageProps {
  stored: StoredCheckout;
  /** The checkout the server rendered (its persisted snapshot, decision 104): the page's actor starts in that state. */
  from?: PersistedCheckout | null;
  user: Member;
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
  /** Tests: replace some of the gateway actors (the machine's and its children's). */
  actors?: Partial<CheckoutGateway>;
}

export function CheckoutPage(props: CheckoutPageProps) {
  const { checkout } = useCheckoutActor(props);
  // Leaving the page is what the machine emits (`checkout.leave`), followed here.
  useCheckoutExit(checkout, props);
  // The provider's script loads here (and only here), ahead of the pay button, so the popup opens at once.
  const preload = !props.openPopup;
  useEffect(() => {
    if (preload) loadSnap().catch(() => undefined);
  }, [preload]);
  return <CheckoutView {...props} checkout={checkout} />;
}

function CheckoutView(props: CheckoutPageProps & { checkout: CheckoutRef }) {
  const { checkout } = props;
  const vm = useCheckout(checkout, props.newKey);
  // Counted from the stores' calendar day, so the server's page and the hydrating browser draw the same dates.
  const today = useMemo(() => calendarDayIn(new Date()), []);

  useCheckoutNotices(
    checkout,
    useCallback((message: string) => showToast({ message, tone: 'success' }), []),
  );

  if (vm.phase === 'loading' || vm.phase === 'redirectHome' || vm.phase === 'leaving' || vm.phase === 'profileIncomplete') return <CheckoutSkeleton />;

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
          steps={vm.steps}
          busy={vm.productsBusy || vm.phase === 'paying'}
          onIncrement={vm.increment}
          onDecrement={vm.decrement}
          onQuantityInput={vm.typeQuantity}
          onMoveToWishlist={vm.moveToWishlist}
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
      {vm.profileProblem !== null ? (
        <div className="checkout-profile" role="alert" aria-labelledby="checkout-profile-title">
          <h2 id="checkout-profile-title">{T.profileIncompleteTitle}</h2>
          <p>{vm.profileProblem}</p>
          <p className="checkout-profile__hint">{T.profileIncompleteHint}</p>
          <button type="button" className="btn btn--primary" onClick={vm.completeProfile} disabled={!vm.canCompleteProfile}>
            {T.completeProfile}
          </button>
        </div>
      ) : null}
      <PriceSummaryBox
        summary={vm.summary}
        displayed={vm.displayed}
        hasCourses={vm.lms.length > 0}
        hasProducts={hasProducts}
        promo={vm.promo}
        canCancelPromo={vm.canCancelPromo}
        canOpenPromo={vm.canOpenPromo}
        onOpenPromo={vm.openPromo}
        canPay={vm.canPay}
        deliveryChosen={vm.courier !== null}
        busy={vm.busy}
        onCancelPromo={vm.cancelPromo}
        onPay={vm.pay}
      />
      {/* After hydration: its code loads after the page's (the server's page has none of it, and the modal is closed). */}
      <AfterHydration>
        <Suspense fallback={null}>
        <PromoModal
          open={vm.promoModal.open}
          code={vm.promoModal.draft}
          selected={vm.promoModal.checked}
          promos={vm.promoModal.promos}
          error={vm.promoModal.error}
          checking={vm.promoModal.busy}
          canCheck={vm.promoModal.canCheck}
          canApply={vm.promoModal.canApply}
          today={today}
          onCodeChange={vm.promoModal.enter}
          onCheck={vm.promoModal.check}
          onChoose={vm.promoModal.pick}
          onApply={vm.promoModal.apply}
          onCancel={vm.promoModal.cancel}
          onClose={vm.promoModal.close}
          onLoadMore={vm.promoModal.loadMore}
        />
        </Suspense>
      </AfterHydration>
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
  return <SplitPageSkeleton label={T.loading} />;
}
