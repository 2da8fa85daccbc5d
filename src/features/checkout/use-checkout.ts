/**
 * View model of the checkout page: selectors over the checkout actor (machines/checkout.machine.ts) and its
 * children — the address book, the delivery, the products and the promo modal — and intents that send each event
 * to the actor that owns it. Guards stay in the machines: buttons ask `snapshot.can(...)` and tags; notices come
 * from the events the machines emit ({@link useCheckoutNotices}).
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom, Snapshot, SnapshotFrom } from 'xstate';
import { addressPanelOf, selectedAddressOf, type AddressPanel, type CheckoutAddress } from '../../../machines/address-book.machine';
import { checkoutMachine } from '../../../machines/checkout.machine';
import type { Member } from '../../../machines/shared/member';
import { deliveryFieldErrors } from '../../../machines/checkout.types';
import { addressOutOfArea, deliveryStatusOf, methodOutOfArea, type DeliveryStatus } from '../../../machines/delivery.machine';
import { isBdxType } from '../../../machines/shared/delivery';
import { displayedTotal, totalWeightKg } from '../../../machines/shared/price';
import { quantityStepsOf, sameSteps } from '../../flows/cart/quantity-steps';
import type { CartProduct } from '../../api/cart';
import type { DeliveryMethod } from '../../api/shipper';
import type { AddressInput } from '../../api/user';
import { useFlowActor } from '../../flows/flow-actor';
import { usePromo } from '../../flows/promo/use-promo';
import { useEmitted } from '../../flows/use-emitted';
import type { KeyValueStorage, StoredCheckout } from '../../lib/checkout-storage';
import type { SnapResult } from '../../lib/snap';
import { createCheckoutActors, type AreaLookups, type CheckoutGateway } from './checkout.actors';

export type CheckoutRef = ActorRefFrom<typeof checkoutMachine>;
/** The checkout machine's persisted snapshot: what the server's render hands the browser (decision 104), plain data. */
export type PersistedCheckout = Snapshot<unknown>;
type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

export type CheckoutPhase = 'loading' | 'redirectHome' | 'warehouseInvalid' | 'active' | 'paying' | 'paid' | 'profileIncomplete' | 'leaving';

export function checkoutPhase(s: CheckoutSnapshot): CheckoutPhase {
  if (s.matches('redirectHome')) return 'redirectHome';
  if (s.matches('warehouseInvalid')) return 'warehouseInvalid';
  if (s.matches('paid')) return 'paid';
  if (s.matches('profileIncomplete')) return 'profileIncomplete';
  if (s.matches({ open: 'handingOverToProfile' })) return 'leaving';
  if (s.matches({ open: 'paying' })) return 'paying';
  if (s.matches({ open: 'shopping' })) return 'active';
  return 'loading';
}

/** What the page is built from (the route's stored checkout and member; tests replace actors). */
export interface CheckoutDeps {
  stored: StoredCheckout;
  /** The checkout the server rendered (decision 104): the actor is restored from it instead of starting afresh. */
  from?: PersistedCheckout | null;
  user: Member;
  storage: KeyValueStorage;
  cookieKey: string;
  openPopup?: (token: string) => Promise<SnapResult>;
  lookups?: AreaLookups;
  actors?: Partial<CheckoutGateway>;
}

/** The checkout actor of the page, its real actors provided once (the address form provides its own cascade). */
export function useCheckoutActor(deps: CheckoutDeps) {
  const { stored, user, storage, cookieKey } = deps;
  const [logic] = useState(() => ({
    checkout: checkoutMachine.provide({
      actors: createCheckoutActors({ storage, cookieKey, initial: stored, user, openPopup: deps.openPopup }, deps.actors),
    }),
  }));
  const [from] = useState(() => deps.from ?? undefined);
  const checkout = useFlowActor(logic.checkout, { input: { checkout: stored, user, progress: stored.progress }, snapshot: from });
  return { checkout };
}

/** Where the page goes when the machine emits `checkout.leave`. */
export interface CheckoutExits {
  onHome(): void;
  onPaid(invoice: string): void;
  onProfileIncomplete(): void;
}

/** Follow `checkout.leave`: nothing (left) to check out → Home, paid or pending → CheckoutStatus, 422 → the profile. */
export function useCheckoutExit(checkout: CheckoutRef, exits: CheckoutExits) {
  useEmitted(checkout, 'checkout.leave', (e) => {
    if (e.to === 'home') exits.onHome();
    else if (e.to === 'paid') exits.onPaid(e.invoice);
    else exits.onProfileIncomplete();
  });
}

const NO_ADDRESSES: CheckoutAddress[] = [];
const NO_METHODS: DeliveryMethod[] = [];
const NO_COURIERS: never[] = [];

/**
 * @param checkout the checkout actor of the page.
 * @param newKey makes the idempotency key of one payment attempt (default `crypto.randomUUID()`).
 */
export function useCheckout(checkout: CheckoutRef, newKey: () => string = () => crypto.randomUUID()) {
  const addressBook = useSelector(checkout, (s) => s.children.addressBook);
  const delivery = useSelector(checkout, (s) => s.children.delivery);
  const products = useSelector(checkout, (s) => s.children.products);
  const promo = usePromo(useSelector(checkout, (s) => s.children.promo));

  // The checkout itself: phase, price, promo, alerts, payment.
  const phase = useSelector(checkout, checkoutPhase);
  const lms = useSelector(checkout, (s) => s.context.lms);
  const warehouse = useSelector(checkout, (s) => s.context.warehouse);
  const summary = useSelector(checkout, (s) => s.context.summary);
  const applied = useSelector(checkout, (s) => s.context.promo);
  const error = useSelector(checkout, (s) => s.context.error);
  const fieldErrors = useSelector(checkout, (s) => deliveryFieldErrors(s.context), (a, b) => a.method === b.method && a.courier === b.courier);
  const paymentError = useSelector(checkout, (s) => s.context.paymentError);
  const profileProblem = useSelector(checkout, (s) => s.context.profileProblem);
  const canCompleteProfile = useSelector(checkout, (s) => s.can({ type: 'profile.complete' }));
  const invoice = useSelector(checkout, (s) => s.context.invoice);
  const canPay = useSelector(checkout, (s) => s.can({ type: 'payment.start', idempotencyKey: 'probe' }));
  const canCancelPromo = useSelector(checkout, (s) => s.can({ type: 'promo.cancel' }));
  const canOpenPromo = useSelector(checkout, (s) => s.can({ type: 'promo.open' }));
  const checkoutBusy = useSelector(checkout, (s) => s.hasTag('busy'));

  // The address book.
  const panel = useSelector(addressBook, (s): AddressPanel => (s ? addressPanelOf(s) : 'hidden'));
  const addresses = useSelector(addressBook, (s) => s?.context.addresses ?? NO_ADDRESSES);
  const selected = useSelector(addressBook, (s) => (s ? selectedAddressOf(s.context) : null));
  const editing = useSelector(addressBook, (s) => s?.context.addresses.find((a) => a.id === s.context.editingAddressId) ?? null);
  const pickedId = useSelector(addressBook, (s) => s?.context.pickedAddressId ?? null);
  const saving = useSelector(addressBook, (s) => !!s && (s.matches({ ready: { add: 'saving' } }) || s.matches({ ready: { update: 'saving' } })));
  const deleteOpen = useSelector(addressBook, (s) => !!s && (s.hasTag('addressDeleteConfirm') || s.hasTag('addressDeleting')));
  const deleting = useSelector(addressBook, (s) => !!s?.hasTag('addressDeleting'));
  const addressBusy = useSelector(addressBook, (s) => !!s?.hasTag('busy'));

  // The delivery.
  const deliveryContext = useSelector(delivery, (s) => s?.context);
  const status = useSelector(delivery, (s): DeliveryStatus => (s ? deliveryStatusOf(s) : 'courseOnly'));
  const methodOpen = useSelector(delivery, (s) => !!s?.hasTag('methodPicker'));
  const courierOpen = useSelector(delivery, (s) => !!s?.hasTag('courierPicker'));
  const canOpenMethod = useSelector(delivery, (s) => !!s?.can({ type: 'method.open' }));
  const canOpenCourier = useSelector(delivery, (s) => !!s?.can({ type: 'courier.open' }));
  const canToggleInsurance = useSelector(delivery, (s) => !!s?.can({ type: 'insurance.toggle' }));
  const deliveryBusy = useSelector(delivery, (s) => !!s?.hasTag('busy'));

  // The products (quantities as shown while typing).
  const ecom = useSelector(products, (s) => s?.context.ecom) ?? [];
  const productsBusy = useSelector(products, (s) => !!s?.hasTag('busy'));
  const steps = useSelector(products, (s) => quantityStepsOf(s, s?.context.ecom.map((p) => p.id) ?? []), sameSteps);

  const method = deliveryContext?.method ?? null;
  const courier = deliveryContext?.courier ?? null;
  return {
    phase,
    lms,
    ecom,
    warehouse,
    // Address box
    panel,
    addresses,
    selected,
    editing,
    pickedId,
    saving,
    deleteOpen,
    deleting,
    distance: selected?.distance ?? 0,
    isAddressOutOfArea: (a: CheckoutAddress) => (deliveryContext ? addressOutOfArea(deliveryContext, a) : false),
    // Delivery
    deliveryStatus: status,
    methods: deliveryContext?.methods ?? NO_METHODS,
    method,
    couriers: deliveryContext?.couriers ?? NO_COURIERS,
    courier,
    insurance: deliveryContext?.insurance ?? false,
    insuranceLocked: courier?.must_use_insurance ?? false,
    isBdx: isBdxType(method?.type),
    methodOpen,
    courierOpen,
    canOpenMethod,
    canOpenCourier,
    canToggleInsurance,
    courierOutOfArea: status === 'outOfArea',
    isMethodOutOfArea: (m: DeliveryMethod) => (deliveryContext ? methodOutOfArea(deliveryContext, m) : false),
    methodError: fieldErrors.method,
    courierError: fieldErrors.courier,
    totalWeightKg: totalWeightKg(ecom.map((p: CartProduct) => ({ weight: p.weight, quantity: p.quantity }))),
    quantities: Object.fromEntries(ecom.map((p: CartProduct) => [p.id, p.quantity])) as Record<number, number>,
    steps,
    productsBusy,
    // Price, promo, payment
    summary,
    /** The admin fee and the total to pay as shown (commerce §4). */
    displayed: displayedTotal(summary.total),
    promo: applied,
    /** 'n promo dipakai' (commerce §4): 1 once the calculation reported a discount for the code. */
    promoCount: applied.used ? 1 : 0,
    promoModal: promo,
    canCancelPromo,
    canOpenPromo,
    error,
    paymentError,
    /** What the profile lacks after a payment 422 (the gateway's message), shown in the page with 'Lengkapi Profil'. */
    profileProblem,
    canCompleteProfile,
    invoice,
    canPay,
    /** Something the page waits for is under way: buttons that start another request wait. */
    busy: checkoutBusy || addressBusy || deliveryBusy || productsBusy,

    addAddress: () => addressBook?.send({ type: 'panel.add' }),
    chooseAddress: () => addressBook?.send({ type: 'panel.choose' }),
    updateAddress: () => addressBook?.send({ type: 'panel.update' }),
    pickAddress: (id: number) => addressBook?.send({ type: 'address.pick', id }),
    confirmAddress: () => addressBook?.send({ type: 'address.confirm' }),
    closePanel: () => addressBook?.send({ type: 'panel.close' }),
    deleteAddress: (id: number) => addressBook?.send({ type: 'address.delete', id }),
    confirmDelete: () => addressBook?.send({ type: 'address.deleteConfirm' }),
    cancelDelete: () => addressBook?.send({ type: 'address.deleteCancel' }),
    saveAddress: (values: AddressInput) => addressBook?.send({ type: 'address.save', values }),
    openMethod: () => delivery?.send({ type: 'method.open' }),
    closeMethod: () => delivery?.send({ type: 'method.close' }),
    selectMethod: (methodType: string) => delivery?.send({ type: 'method.select', methodType }),
    openCourier: () => delivery?.send({ type: 'courier.open' }),
    closeCourier: () => delivery?.send({ type: 'courier.close' }),
    selectCourier: (rateId: number) => delivery?.send({ type: 'courier.select', rateId }),
    toggleInsurance: () => delivery?.send({ type: 'insurance.toggle' }),
    increment: (id: number) => products?.send({ type: 'quantity.increment', id }),
    decrement: (id: number) => products?.send({ type: 'quantity.decrement', id }),
    typeQuantity: (id: number, value: string) => products?.send({ type: 'quantity.type', id, value }),
    moveToWishlist: (id: number) => products?.send({ type: 'product.moveToWishlist', id }),
    openPromo: () => checkout.send({ type: 'promo.open' }),
    cancelPromo: () => checkout.send({ type: 'promo.cancel' }),
    pay: () => checkout.send({ type: 'payment.start', idempotencyKey: newKey() }),
    dismissError: () => checkout.send({ type: 'error.dismiss' }),
    dismissPaymentError: () => checkout.send({ type: 'paymentError.dismiss' }),
    completeProfile: () => checkout.send({ type: 'profile.complete' }),
  };
}

/**
 * Call `onNotice(message)` for the notices the checkout's children emit: 'Alamat telah berhasil ditambah' /
 * 'dirubah' / 'dihapus' (the address book, commerce §8 "Address") and 'Item ditambahkan ke dalam wishlist' /
 * 'Item sudah ada di wishlist' (the products, commerce §8 "Wishlist").
 */
export function useCheckoutNotices(checkout: CheckoutRef, onNotice: (message: string) => void) {
  const addressBook = useSelector(checkout, (s) => s.children.addressBook);
  const products = useSelector(checkout, (s) => s.children.products);
  useEmitted(addressBook, 'address.saved', (e) => onNotice(e.message));
  useEmitted(addressBook, 'address.deleted', (e) => onNotice(e.message));
  useEmitted(products, 'wishlist.moved', (e) => onNotice(e.message));
}
