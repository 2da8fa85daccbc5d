/**
 * View model of the checkout page: selectors over the checkout actor (machines/checkout.machine.ts) and intents
 * that wrap `send`. Guards stay in the machine: buttons ask `snapshot.can(...)` and tags.
 *
 * The typed product quantity is debounced here (500 ms, commerce §9) before `items.update`, as the machine
 * expects; plus and minus send at once. Changed items are also written into the stored checkout.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { deliveryFieldErrors, type checkoutMachine, type CheckoutAddress } from '../../../machines/checkout.machine';
import { isBdxType, isOutOfArea } from '../../../machines/shared/delivery';
import { totalWeightKg } from '../../../machines/shared/price';
import { clampTypedQuantity, decrementQuantity, incrementQuantity } from '../../../machines/shared/quantity';
import type { CartCourse, CartProduct } from '../../api/cart';
import type { DeliveryMethod } from '../../api/shipper';
import type { AddressInput } from '../../api/user';
import type { AddressPanel } from './address-box';
import type { DeliveryStatus } from './delivery';

export type CheckoutRef = ActorRefFrom<typeof checkoutMachine>;
type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** Typed quantity debounce, ms (commerce §9). */
export const QUANTITY_DEBOUNCE_MS = 500;

export type CheckoutPhase = 'loading' | 'redirectHome' | 'warehouseInvalid' | 'active' | 'paying' | 'paid' | 'profileIncomplete';

export function checkoutPhase(s: CheckoutSnapshot): CheckoutPhase {
  if (s.matches('redirectHome')) return 'redirectHome';
  if (s.matches('warehouseInvalid')) return 'warehouseInvalid';
  if (s.matches('paid')) return 'paid';
  if (s.matches('profileIncomplete')) return 'profileIncomplete';
  if (s.matches('paying') || s.matches('openingPayment')) return 'paying';
  if (s.matches('active')) return 'active';
  return 'loading';
}

/** The address panel shown (hidden while paying: the page keeps its content). */
export function addressPanel(s: CheckoutSnapshot): AddressPanel {
  if (!s.matches('active')) return 'hidden';
  const value = s.value as { active: { panel: string | Record<string, unknown> } };
  const panel = typeof value.active.panel === 'string' ? value.active.panel : Object.keys(value.active.panel)[0]!;
  return (['add', 'choose', 'empty', 'update'] as const).find((p) => p === panel) ?? 'hidden';
}

/** Is a method row out of the delivery area (commerce §4). */
export const methodOutOfArea = (s: Pick<CheckoutSnapshot['context'], 'methods' | 'addressId' | 'distance'>, m: DeliveryMethod | null) =>
  isOutOfArea({ methodType: m?.type ?? null, methodCount: s.methods.length, hasAddress: s.addressId !== null, distanceKm: s.distance });

export function deliveryStatus(s: CheckoutSnapshot): DeliveryStatus {
  const c = s.context;
  if (c.ecom.length === 0) return 'courseOnly';
  if (c.addressId === null) return 'noAddress';
  if (s.matches({ active: { delivery: 'loadingMethods' } }) || s.matches({ active: { delivery: 'loadingCouriers' } })) return 'loading';
  if (methodOutOfArea(c, c.method)) return 'outOfArea';
  if (!c.method) return 'noMethod';
  if (!c.courier) return 'noCourier';
  return 'complete';
}

const selectedOf = (s: CheckoutSnapshot): CheckoutAddress | null => s.context.addresses.find((a) => a.id === s.context.addressId) ?? null;
const editingOf = (s: CheckoutSnapshot): CheckoutAddress | null =>
  s.context.addresses.find((a) => a.id === s.context.editingAddressId) ?? null;

export interface CheckoutIntentsDeps {
  /** Idempotency key of one payment attempt (default `crypto.randomUUID()`). */
  newKey?: () => string;
  /** Items changed on the page: write them into the stored checkout. */
  onItemsChanged?: (items: { lms: CartCourse[]; ecom: CartProduct[] }) => void;
}

export function useCheckout(checkout: CheckoutRef, deps: CheckoutIntentsDeps = {}) {
  const phase = useSelector(checkout, checkoutPhase);
  const panel = useSelector(checkout, addressPanel);
  const lms = useSelector(checkout, (s) => s.context.lms);
  const ecom = useSelector(checkout, (s) => s.context.ecom);
  const warehouse = useSelector(checkout, (s) => s.context.warehouse);
  const addresses = useSelector(checkout, (s) => s.context.addresses);
  const selected = useSelector(checkout, selectedOf);
  const editing = useSelector(checkout, editingOf);
  const pickedId = useSelector(checkout, (s) => s.context.pickedAddressId);
  const distance = useSelector(checkout, (s) => s.context.distance);
  const methods = useSelector(checkout, (s) => s.context.methods);
  const method = useSelector(checkout, (s) => s.context.method);
  const couriers = useSelector(checkout, (s) => s.context.couriers);
  const courier = useSelector(checkout, (s) => s.context.courier);
  const insurance = useSelector(checkout, (s) => s.context.insurance);
  const summary = useSelector(checkout, (s) => s.context.summary);
  const promo = useSelector(checkout, (s) => s.context.promo);
  const error = useSelector(checkout, (s) => s.context.error);
  const methodError = useSelector(checkout, (s) => deliveryFieldErrors(s.context).method);
  const courierError = useSelector(checkout, (s) => deliveryFieldErrors(s.context).courier);
  const paymentError = useSelector(checkout, (s) => s.context.paymentError);
  const invoice = useSelector(checkout, (s) => s.context.invoice);
  const status = useSelector(checkout, deliveryStatus);
  const methodOpen = useSelector(checkout, (s) => s.hasTag('methodPicker'));
  const courierOpen = useSelector(checkout, (s) => s.hasTag('courierPicker'));
  const canOpenMethod = useSelector(checkout, (s) => s.can({ type: 'method.open' }));
  const canOpenCourier = useSelector(checkout, (s) => s.can({ type: 'courier.open' }));
  const canToggleInsurance = useSelector(checkout, (s) => s.can({ type: 'insurance.toggle' }));
  const canCancelPromo = useSelector(checkout, (s) => s.can({ type: 'promo.cancel' }));
  const promoOpen = useSelector(checkout, (s) => s.matches({ active: { promoModal: 'open' } }));
  const promoDraft = useSelector(checkout, (s) => s.context.promoDraft);
  const promoChecked = useSelector(checkout, (s) => s.context.promoChecked);
  const promoError = useSelector(checkout, (s) => s.context.promoError);
  const promos = useSelector(checkout, (s) => s.context.promos);
  const promoChecking = useSelector(checkout, (s) => s.hasTag('promoChecking') || s.hasTag('promoApplying'));
  const canCheckPromo = useSelector(checkout, (s) => s.can({ type: 'promo.check' }));
  const canApplyPromo = useSelector(checkout, (s) => s.can({ type: 'promo.apply' }));
  const canOpenPromo = useSelector(checkout, (s) => s.can({ type: 'promo.open' }));
  const canPay = useSelector(checkout, (s) => s.can({ type: 'payment.start', idempotencyKey: 'probe' }));
  const busy = useSelector(checkout, (s) => s.hasTag('busy'));
  const deleteOpen = useSelector(checkout, (s) => s.hasTag('addressDeleteConfirm') || s.hasTag('addressDeleting'));
  const deleting = useSelector(checkout, (s) => s.hasTag('addressDeleting'));
  const saving = useSelector(
    checkout,
    (s) => s.matches({ active: { panel: { add: 'saving' } } }) || s.matches({ active: { panel: { update: 'saving' } } }),
  );

  const send = checkout.send;
  const newKey = deps.newKey ?? (() => crypto.randomUUID());
  const onItemsChanged = useRef(deps.onItemsChanged);
  onItemsChanged.current = deps.onItemsChanged;

  // Typed quantities wait here for the debounce; the shown value is the draft.
  const [drafts, setDrafts] = useState<Record<number, number>>({});
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const commit = useCallback(
    (extra: Record<number, number>) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const all = { ...draftsRef.current, ...extra };
      setDrafts({});
      const snap = checkout.getSnapshot().context;
      const next = snap.ecom.map((p) => (all[p.id] === undefined ? p : { ...p, quantity: all[p.id]! }));
      if (next.every((p, i) => p.quantity === snap.ecom[i]!.quantity)) return;
      send({ type: 'items.update', lms: snap.lms, ecom: next });
      onItemsChanged.current?.({ lms: snap.lms, ecom: next });
    },
    [checkout, send],
  );

  const quantityOf = (id: number) => draftsRef.current[id] ?? checkout.getSnapshot().context.ecom.find((p) => p.id === id)?.quantity ?? 0;

  return {
    phase,
    panel,
    lms,
    ecom,
    warehouse,
    addresses,
    selected,
    editing,
    pickedId,
    distance,
    methods,
    method,
    couriers,
    courier,
    insurance,
    insuranceLocked: courier?.must_use_insurance ?? false,
    isBdx: isBdxType(method?.type),
    summary,
    promo,
    error,
    methodError,
    courierError,
    paymentError,
    invoice,
    deliveryStatus: status,
    courierOutOfArea: status === 'outOfArea',
    methodOpen,
    courierOpen,
    canOpenMethod,
    canOpenCourier,
    canToggleInsurance,
    canCancelPromo,
    promoOpen,
    promoDraft,
    promoChecked,
    promoError,
    promos,
    promoChecking,
    canCheckPromo,
    canApplyPromo,
    canOpenPromo,
    /** 'n promo dipakai' (commerce §4): 1 once the calculation reported a discount for the code. */
    promoCount: promo.used ? 1 : 0,
    canPay,
    busy,
    saving,
    /** The delete confirmation is shown (asking, or waiting for the delete). */
    deleteOpen,
    deleting,
    totalWeightKg: totalWeightKg(ecom.map((p) => ({ weight: p.weight, quantity: drafts[p.id] ?? p.quantity }))),
    quantities: Object.fromEntries(ecom.map((p) => [p.id, drafts[p.id] ?? p.quantity])) as Record<number, number>,
    isMethodOutOfArea: (m: DeliveryMethod) => methodOutOfArea(checkout.getSnapshot().context, m),

    addAddress: () => send({ type: 'panel.add' }),
    chooseAddress: () => send({ type: 'panel.choose' }),
    updateAddress: () => send({ type: 'panel.update' }),
    pickAddress: (id: number) => send({ type: 'address.pick', id }),
    confirmAddress: () => send({ type: 'address.confirm' }),
    closePanel: () => send({ type: 'panel.close' }),
    deleteAddress: (id: number) => send({ type: 'address.delete', id }),
    confirmDelete: () => send({ type: 'address.deleteConfirm' }),
    cancelDelete: () => send({ type: 'address.deleteCancel' }),
    saveAddress: (values: AddressInput) => send({ type: 'address.save', values }),
    openMethod: () => send({ type: 'method.open' }),
    closeMethod: () => send({ type: 'method.close' }),
    selectMethod: (methodType: string) => send({ type: 'method.select', methodType }),
    openCourier: () => send({ type: 'courier.open' }),
    closeCourier: () => send({ type: 'courier.close' }),
    selectCourier: (rateId: number) => send({ type: 'courier.select', rateId }),
    toggleInsurance: () => send({ type: 'insurance.toggle' }),
    cancelPromo: () => send({ type: 'promo.cancel' }),
    openPromo: () => send({ type: 'promo.open' }),
    closePromo: () => send({ type: 'promo.close' }),
    enterPromo: (code: string) => send({ type: 'promo.enter', code }),
    checkPromo: () => send({ type: 'promo.check' }),
    pickPromo: (code: string) => send({ type: 'promo.pick', code }),
    applyPromo: () => send({ type: 'promo.apply' }),
    loadMorePromos: () => send({ type: 'promo.loadMore' }),
    pay: () => send({ type: 'payment.start', idempotencyKey: newKey() }),
    dismissError: () => send({ type: 'error.dismiss' }),
    dismissPaymentError: () => send({ type: 'paymentError.dismiss' }),
    increment: (id: number) => {
      const p = checkout.getSnapshot().context.ecom.find((x) => x.id === id);
      if (p) commit({ [id]: incrementQuantity(quantityOf(id), p.stock) });
    },
    decrement: (id: number) => commit({ [id]: decrementQuantity(quantityOf(id)) }),
    typeQuantity: (id: number, raw: string) => {
      const p = checkout.getSnapshot().context.ecom.find((x) => x.id === id);
      if (!p) return;
      setDrafts((d) => ({ ...d, [id]: clampTypedQuantity(raw, p.stock) }));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => commit({}), QUANTITY_DEBOUNCE_MS);
    },
    /** Remove a product that went to the wishlist. */
    removeProduct: (id: number) => {
      const c = checkout.getSnapshot().context;
      const ecomLeft = c.ecom.filter((p) => p.id !== id);
      send({ type: 'items.update', lms: c.lms, ecom: ecomLeft });
      onItemsChanged.current?.({ lms: c.lms, ecom: ecomLeft });
    },
  };
}

/**
 * Call `onSaved('add' | 'update')` when an address save finishes without an error, for the notices
 * 'Alamat telah berhasil ditambah' / 'Alamat telah berhasil dirubah' (commerce §8 "Address").
 */
export function useAddressSaved(checkout: CheckoutRef, onSaved: (kind: 'add' | 'update') => void) {
  const cb = useRef(onSaved);
  cb.current = onSaved;
  useEffect(() => {
    let saving: 'add' | 'update' | null = null;
    const sub = checkout.subscribe((s) => {
      if (s.matches({ active: { panel: { add: 'saving' } } })) saving = 'add';
      else if (s.matches({ active: { panel: { update: 'saving' } } })) saving = 'update';
      else if (saving) {
        const kind = saving;
        saving = null;
        if (!s.matches({ active: { panel: { [kind]: 'editing' } } })) cb.current(kind);
      }
    });
    return () => sub.unsubscribe();
  }, [checkout]);
}

/**
 * Call `onDeleted()` when an address delete succeeds (the address left the list), for the notice
 * 'Alamat telah berhasil dihapus' (commerce §8 "Address"). A failure (the address stays) calls nothing: the
 * machine shows the server message in the error dialog.
 */
export function useAddressDeleted(checkout: CheckoutRef, onDeleted: () => void) {
  const cb = useRef(onDeleted);
  cb.current = onDeleted;
  useEffect(() => {
    let deletingId: number | null = null;
    const sub = checkout.subscribe((s) => {
      if (s.hasTag('addressDeleting')) deletingId = s.context.deletingAddressId;
      else if (deletingId !== null) {
        const id = deletingId;
        deletingId = null;
        if (!s.context.addresses.some((a) => a.id === id)) cb.current();
      }
    });
    return () => sub.unsubscribe();
  }, [checkout]);
}
