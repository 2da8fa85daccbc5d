/**
 * Paths of the REAL checkout (machines/checkout.machine.ts with its child machines address-book, delivery,
 * checkout-products, promo, price, cart-sync, checkout-progress and payment) for the browser, generated with xstate/graph from the gateway's real answers (issue 3,
 * point 4: "the checkout machine's paths also drive Playwright in the browser against the gateway"; issue 7: the
 * checkout is an orchestrator with children, so the model is the whole actor system, not one machine).
 *
 * 1. Capture ({@link captureAnswers}): the member's addresses, and for every address the `shipper/domestic/pricing`
 *    answer and, for every method it offers, the `shipper/domestic/rate` couriers, requested with exactly the input
 *    the delivery machine computes (its request is recorded by the fake that answers it), plus one calculation.
 * 2. Generate ({@link generatePaths}): xstate/graph `getShortestPaths` over the live system seen from the browser
 *    ({@link browserLogic}): one transition is one member action sent to the actor the page sends it to; the
 *    gateway's answers are synchronous fakes, so every request the action starts has settled when the step ends.
 *    Offered actions are only what a member can do on this page (a fixed list: robust to events added later) and
 *    the payment popup's buttons ('Bayar' → success, 'Tutup' → close). `serializeState` keeps the state values and
 *    the decision fields. Shortest paths to every vertex, each also extended by one more action, are the
 *    candidates; a greedy cover keeps the few that reach every reachable state node (then, up to MAX_PATHS, new
 *    transitions).
 * 3. Check ({@link verifyPath}): each kept path is replayed on a fresh system and its covered state nodes are read
 *    from the system's inspection (transient routing states and the history node included); the replay must end
 *    where the generation said.
 */
import {
  createActor,
  type ActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateNode,
  type EventObject,
  type InspectionEvent,
  type Snapshot,
} from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { addressBookMachine, type CheckoutAddress } from '../../../machines/address-book.machine';
import { checkoutMachine } from '../../../machines/checkout.machine';
import { cartSyncMachine } from '../../../machines/cart-sync.machine';
import { checkoutProgressMachine } from '../../../machines/checkout-progress.machine';
import { checkoutProductsMachine } from '../../../machines/checkout-products.machine';
import { paymentMachine } from '../../../machines/payment.machine';
import { priceMachine } from '../../../machines/price.machine';
import type { CheckoutInput } from '../../../machines/checkout.types';
import { deliveryMachine } from '../../../machines/delivery.machine';
import { promoMachine } from '../../../machines/promo.machine';
import type { Member } from '../../../machines/shared/member';
import { transitionKey } from '../../../machines/testing/model';
import { wishlistMoveMachine } from '../../../machines/wishlist-move.machine';
import type { Calculation, CartCourse, CartProduct } from '../../../src/api/cart';
import type { Warehouse } from '../../../src/api/catalogue';
import type { Address } from '../../../src/api/user';

const DONE = 'xstate.done.actor.';

/** What the gateway answered at test start (the model's actors return exactly these). */
export interface GatewayAnswers {
  addresses: Address[];
  /** Pricing and courier answers by the delivery's own request (JSON of its input). */
  byRequest: Map<string, unknown>;
  calculation: Calculation;
}

/** The checkout the browser will have after 'Beli Sekarang' (the cart lines as the cart page loads them), no promo. */
export interface BrowserCheckout {
  user: Member;
  lms: CartCourse[];
  ecom: CartProduct[];
  warehouse: Warehouse;
}

export const machineInput = (c: BrowserCheckout, progress: CheckoutInput['progress'] = null): CheckoutInput => ({
  user: c.user,
  progress,
  checkout: {
    invoice: 'INV-BROWSER',
    promoCode: '',
    promoSelected: false,
    promoUsed: false,
    price: { lms_before_discount: 0, ecom_before_discount: 0, lms_discount: 0, promo_discount: 0, delivery_cost: 0, insurance_cost: 0, total: 0 },
    lms: c.lms,
    ecom: c.ecom,
    warehouse: c.warehouse,
    zone: null,
  },
});

/** A gateway POST (path under /api/) returning `result`. */
export type GatewayPost = (path: string, body: unknown) => Promise<unknown>;

/** An answer that is not known (yet): the request stays pending. */
const PENDING = Symbol('pending');

/**
 * Actor logic that answers at once: done with `answer(input)` when it starts (so the whole system settles inside
 * one `send`), or pending for ever when the answer is {@link PENDING}.
 */
function answering<TInput, TOutput>(answer: (input: TInput) => TOutput | typeof PENDING) {
  return {
    transition: (s: Snapshot<TOutput>) => s,
    getInitialSnapshot: (_scope: unknown, input: TInput) => {
      const output = answer(input);
      return output === PENDING ? { status: 'active', output: undefined, error: undefined, input } : { status: 'done', output, error: undefined, input };
    },
    getPersistedSnapshot: (s: Snapshot<TOutput>) => s,
  } as unknown as ActorLogic<Snapshot<TOutput>, EventObject, TInput> as never;
}

/** The checkout with its children, every gateway call answered from `a` (requests not captured are recorded). */
function systemOf(a: GatewayAnswers, missing?: Array<{ path: string; input: unknown }>) {
  const byRequest = (path: string) => (input: unknown) => {
    const key = JSON.stringify(input);
    if (a.byRequest.has(key)) return a.byRequest.get(key);
    if (!missing) throw new Error(`no captured gateway answer for ${path} ${key}`);
    missing.push({ path, input });
    return PENDING;
  };
  const pending = answering(() => PENDING);
  return checkoutMachine.provide({
    actors: {
      price: priceMachine.provide({ actors: { calculate: answering(() => a.calculation) } }),
      progress: checkoutProgressMachine.provide({ actors: { persist: answering(() => undefined) } }),
      cartSync: cartSyncMachine.provide({ actors: { syncCart: answering(() => undefined) } }),
      // The member's choice in the payment popup is a browser action: it is sent to the payment child as the done
      // event of openPayment.
      payment: paymentMachine.provide({ actors: { payOrder: answering(() => ({ token: 'browser-token' })), openPayment: pending } }),
      addressBook: addressBookMachine.provide({ actors: { loadAddresses: answering(() => a.addresses), saveAddress: pending, deleteAddress: pending } }),
      delivery: deliveryMachine.provide({
        actors: { loadMethods: answering(byRequest('shipper/domestic/pricing')), loadCouriers: answering(byRequest('shipper/domestic/rate')) },
      }),
      products: checkoutProductsMachine.provide({ actors: { wishlistMove: wishlistMoveMachine.provide({ actors: { addToWishlist: pending, removeFromCart: pending } }) } }),
      promo: promoMachine.provide({ actors: { checkPromo: pending, loadPromos: answering(() => []) } }),
    } as never,
  });
}

/** The checkout page as the browser shows it: the checkout's snapshot and its children's. */
export interface CheckoutView {
  checkout: AnyMachineSnapshot;
  addressBook: AnyMachineSnapshot | null;
  delivery: AnyMachineSnapshot | null;
  products: AnyMachineSnapshot | null;
  promo: AnyMachineSnapshot | null;
  /** The payment attempt, while the checkout is paying. */
  payment: AnyMachineSnapshot | null;
}

const CHILDREN = ['addressBook', 'delivery', 'products', 'promo', 'payment'] as const;
const ADDRESS_BOOK = /^(panel\.|address\.)/;
const DELIVERY = /^(method\.|courier\.|insurance\.)/;

function viewOf(actor: AnyActorRef): CheckoutView {
  const checkout = actor.getSnapshot() as AnyMachineSnapshot;
  const child = (id: (typeof CHILDREN)[number]) => ((checkout.children as Record<string, AnyActorRef | undefined>)[id]?.getSnapshot() as AnyMachineSnapshot | undefined) ?? null;
  return { checkout, addressBook: child('addressBook'), delivery: child('delivery'), products: child('products'), promo: child('promo'), payment: child('payment') };
}

/** The actor the page sends an event to (as src/features/checkout/use-checkout.ts does). */
function targetOf(actor: AnyActorRef, e: EventObject): AnyActorRef {
  const children = (actor.getSnapshot() as AnyMachineSnapshot).children as Record<string, AnyActorRef | undefined>;
  if (ADDRESS_BOOK.test(e.type)) return children.addressBook!;
  if (DELIVERY.test(e.type)) return children.delivery!;
  if (isPopup(e)) return children.payment!;
  return actor;
}
const snapshotOf = (v: CheckoutView, e: EventObject) => (ADDRESS_BOOK.test(e.type) ? v.addressBook : DELIVERY.test(e.type) ? v.delivery : v.checkout);

export interface Replay {
  view: CheckoutView;
  /** State node ids (of every machine of the system) the replay passed through. */
  nodes: Set<string>;
  /** Transitions taken (machines/testing/model.ts transitionKey). */
  transitions: Set<string>;
}

function activeNodes(s: AnyMachineSnapshot): AnyStateNode[] {
  return (s as unknown as { _nodes?: AnyStateNode[] })._nodes ?? [];
}

/** Run `events` on a fresh system (each one sent where the page sends it); everything settles synchronously. */
export function replay(c: BrowserCheckout, a: GatewayAnswers, events: EventObject[], opts: { progress?: CheckoutInput['progress']; missing?: Array<{ path: string; input: unknown }> } = {}): Replay {
  const nodes = new Set<string>();
  const transitions = new Set<string>();
  const inspect = (e: InspectionEvent) => {
    if (e.type !== '@xstate.microstep') return;
    for (const t of e._transitions) {
      transitions.add(transitionKey(t));
      nodes.add((t.source as AnyStateNode).id);
      for (const target of t.target ?? []) if ((target as AnyStateNode).type === 'history') nodes.add((target as AnyStateNode).id);
    }
    for (const n of activeNodes(e.snapshot as AnyMachineSnapshot)) nodes.add(n.id);
  };
  const actor = createActor(systemOf(a, opts.missing), { input: machineInput(c, opts.progress ?? null), inspect });
  actor.start();
  for (const e of events) targetOf(actor, e).send(e);
  const view = viewOf(actor);
  for (const s of Object.values(view)) if (s) for (const n of activeNodes(s)) nodes.add(n.id);
  actor.stop();
  return { view, nodes, transitions };
}

/**
 * Ask the gateway what the browser will be told: pricing per address and couriers per (address, method), with the
 * delivery machine's own requests (a stored progress routes the system to each address and method).
 */
export async function captureAnswers(c: BrowserCheckout, addresses: Address[], post: GatewayPost): Promise<GatewayAnswers> {
  const a: GatewayAnswers = { addresses, byRequest: new Map(), calculation: null as unknown as Calculation };
  a.calculation = (await post('lms/finance/cart/calculation', {
    user_id: c.user.id,
    price_type: c.user.type,
    price_tier: c.user.tier,
    warehouse_id: c.warehouse.id,
    cart: [...c.lms.map((l) => ({ type: 'lms', item_id: l.item_id, quantity: 1 })), ...c.ecom.map((p) => ({ type: 'ecom', item_id: p.item_id, quantity: p.quantity }))],
    promo_code: '',
    logistic: null,
  })) as Calculation;
  const fetchMissing = async (missing: Array<{ path: string; input: unknown }>) => {
    for (const m of missing) {
      const result = await post(m.path, m.input);
      a.byRequest.set(JSON.stringify(m.input), m.path.endsWith('/rate') ? (result as { data: unknown }).data : result);
    }
  };
  for (const address of addresses) {
    const methods: Array<{ path: string; input: unknown }> = [];
    const progress = { addressId: address.id, methodType: null, courierRateId: null, insuranceApplied: false };
    replay(c, a, [], { progress, missing: methods });
    await fetchMissing(methods);
    const offered = (replay(c, a, [], { progress }).view.delivery?.context.methods ?? []) as Array<{ type: string }>;
    for (const m of offered) {
      const couriers: Array<{ path: string; input: unknown }> = [];
      replay(c, a, [], { progress: { addressId: address.id, methodType: m.type, courierRateId: null, insuranceApplied: false }, missing: couriers });
      await fetchMissing(couriers);
    }
  }
  return a;
}

/** Popup buttons of the payment stand-in that do not change the order on the gateway side except paying. */
export const POPUP_RESULTS = [{ result: 'success' as const }, { result: 'close' as const }];

/** Member events performable in the browser on the checkout page (nothing else is ever offered). */
export function browserEvents(a: GatewayAnswers): Array<EventObject & Record<string, unknown>> {
  const answers = [...a.byRequest.values()];
  const methodTypes = [...new Set(answers.flatMap((x) => ((x as { methods?: Array<{ type: string }> }).methods ?? []).map((m) => m.type)))];
  const rateIds = [...new Set(answers.filter(Array.isArray).flatMap((cs) => (cs as Array<{ logistic_rate_id: number }>).map((k) => k.logistic_rate_id)))];
  return [
    { type: 'panel.choose' },
    ...a.addresses.map((x) => ({ type: 'address.pick', id: x.id })),
    { type: 'address.confirm' },
    { type: 'panel.close' },
    { type: 'panel.add' },
    { type: 'panel.update' },
    { type: 'method.open' },
    { type: 'method.close' },
    ...methodTypes.map((methodType) => ({ type: 'method.select', methodType })),
    { type: 'courier.open' },
    { type: 'courier.close' },
    ...rateIds.map((rateId) => ({ type: 'courier.select', rateId })),
    { type: 'insurance.toggle' },
    { type: 'payment.start', idempotencyKey: 'browser' },
    { type: 'error.dismiss' },
  ];
}

const isBusy = (v: CheckoutView) => [v.checkout, v.addressBook, v.delivery].some((s) => !!s && s.hasTag('busy' as never));

/** What the page lets the member click in a view: modal dialogs and open panels take the attention. */
function clickable(v: CheckoutView, e: EventObject): boolean {
  const c = v.checkout.context as { error: string | null; paymentError: string | null };
  const ab = v.addressBook;
  const dv = v.delivery;
  const panel = (p: string) => !!ab && ab.matches({ ready: p } as never);
  if (c.error !== null) return e.type === 'error.dismiss';
  if (c.paymentError !== null) return false;
  if (dv?.hasTag('methodPicker' as never)) return ['method.select', 'method.close'].includes(e.type);
  if (dv?.hasTag('courierPicker' as never)) return ['courier.select', 'courier.close', 'insurance.toggle'].includes(e.type);
  if (panel('choose')) return ['address.pick', 'address.confirm', 'panel.close'].includes(e.type);
  if (panel('add') || panel('update')) return e.type === 'panel.close';
  if (e.type === 'payment.start') return !isBusy(v);
  // The address forms are only opened and closed (saving would change the member's data): explored before a
  // method is chosen, which keeps the model small without losing a state.
  if (e.type === 'panel.add' || e.type === 'panel.update') return !dv?.context.method;
  return ['panel.choose', 'panel.add', 'panel.update', 'method.open', 'courier.open', 'insurance.toggle'].includes(e.type);
}

const isPopup = (e: EventObject) => e.type === `${DONE}openPayment`;

/** The events offered in a view: the popup's buttons while it is open, otherwise the clickable member events. */
function eventsFor(user: EventObject[]) {
  return (state: BrowserState): EventObject[] => {
    const v = state.view;
    if (v.checkout.status !== 'active') return [];
    if (v.payment?.matches('opening' as never)) return POPUP_RESULTS.map((r) => ({ type: `${DONE}openPayment`, output: r }) as EventObject);
    return user.filter((e) => {
      const target = snapshotOf(v, e);
      return !!target && clickable(v, e) && target.can(e as never);
    });
  };
}

/** A state of the browser model: the actions so far and the page they lead to. */
interface BrowserState {
  actions: EventObject[];
  view: CheckoutView;
}

/** Decision fields only: the methods and couriers offered follow from the address and method. */
const serializeState = (state: BrowserState) => {
  const v = state.view;
  const c = v.checkout.context as { address: CheckoutAddress | null; error: string | null; paymentError: string | null; idempotencyKey: string | null };
  const ab = v.addressBook;
  const dv = v.delivery?.context as { method: { type: string } | null; courier: { must_use_insurance: boolean; is_default: boolean } | null; insurance: boolean } | undefined;
  return JSON.stringify([
    v.checkout.value,
    v.checkout.status,
    ab?.value ?? null,
    v.delivery?.value ?? null,
    c.address?.id ?? null,
    // The ticked radio matters only while the chooser is open (opening it ticks the selected address).
    ab && ab.matches({ ready: 'choose' } as never) ? ab.context.pickedAddressId : null,
    dv?.method?.type ?? null,
    dv?.courier ? [dv.courier.must_use_insurance, dv.courier.is_default] : null,
    dv?.courier ? dv.insurance : null,
    c.error !== null,
    c.paymentError !== null,
    c.idempotencyKey !== null,
  ]);
};

/** The checkout system seen from the browser, as logic for xstate/graph: one transition is one member action. */
function browserLogic(c: BrowserCheckout, a: GatewayAnswers) {
  return {
    transition: (s: BrowserState, e: EventObject): BrowserState => {
      const actions = [...s.actions, e];
      return { actions, view: replay(c, a, actions).view };
    },
    getInitialSnapshot: (): BrowserState => ({ actions: [], view: replay(c, a, []).view }),
  };
}

/** Every state node of the machines the page runs (checkout, address book, delivery, products, promo, payment, price, storage, cart sync). */
export function allStates(): string[] {
  return [checkoutMachine, addressBookMachine, deliveryMachine, checkoutProductsMachine, promoMachine, paymentMachine, priceMachine, checkoutProgressMachine, cartSyncMachine].flatMap((m) =>
    getStateNodes(m.root).map((n) => n.id),
  );
}

export interface BrowserPath {
  /** Which checkout (index of the journeys given to generatePaths) the path starts from. */
  journey: number;
  /** What the member does (clicks and popup buttons), in order. */
  actions: EventObject[];
  /** The same list: every request settles inside its action. */
  events: EventObject[];
  /** The checkout's state value reached (JSON). */
  target: string;
}

export interface Generated {
  paths: BrowserPath[];
  vertices: number;
  reachable: string[];
  unreachable: string[];
}

/** At most this many paths go to the browser (each costs a sign-in, a cart and an order). */
export const MAX_PATHS = 8;

interface Candidate {
  journey: number;
  actions: EventObject[];
  nodes: Set<string>;
  transitions: Set<string>;
  target: string;
}

/**
 * Generate with xstate/graph (shortest paths to every vertex, and each of them plus one more action, so actions that
 * come back to a known vertex — a popup closed, a picker closed — count too), then keep the fewest paths (greedy
 * cover) that reach every reachable state node; up to {@link MAX_PATHS}, more paths are added while they reach new
 * nodes of any machine.
 */
export function generatePaths(journeys: Array<{ checkout: BrowserCheckout; answers: GatewayAnswers }>): Generated {
  const candidates: Candidate[] = [];
  let vertices = 0;
  journeys.forEach(({ checkout, answers }, journey) => {
    const logic = browserLogic(checkout, answers);
    const events = eventsFor(browserEvents(answers));
    const shortest = getShortestPaths(logic as never, { events, serializeState, serializeEvent: (e: EventObject) => JSON.stringify(e), limit: 5_000 } as never) as Array<{
      state: BrowserState;
      steps: Array<{ event: EventObject }>;
    }>;
    vertices += shortest.length;
    for (const path of shortest) {
      const actions = path.steps.map((st) => st.event).filter((e) => e.type !== 'xstate.init');
      const base = replay(checkout, answers, actions);
      candidates.push({ journey, actions, nodes: base.nodes, transitions: base.transitions, target: JSON.stringify(base.view.checkout.value) });
      for (const action of events(path.state)) {
        const more = replay(checkout, answers, [...actions, action]);
        candidates.push({ journey, actions: [...actions, action], nodes: more.nodes, transitions: more.transitions, target: JSON.stringify(more.view.checkout.value) });
      }
    }
  });
  return cover(candidates, vertices);
}

function cover(candidates: Candidate[], vertices: number): Generated {
  const reachable = new Set(candidates.flatMap((k) => [...k.nodes]));
  const coveredN = new Set<string>();
  const coveredT = new Set<string>();
  const chosen: Candidate[] = [];
  const gainOf = (k: Candidate) => [[...k.nodes].filter((n) => !coveredN.has(n)).length, [...k.transitions].filter((t) => !coveredT.has(t)).length] as const;
  for (;;) {
    let best: Candidate | null = null;
    let bestGain: readonly [number, number] = [0, 0];
    for (const k of candidates) {
      const g = gainOf(k);
      // New states first, then new transitions; among equals the shorter path (fewer clicks in the browser).
      const better =
        g[0] > bestGain[0] ||
        (g[0] === bestGain[0] && g[1] > bestGain[1]) ||
        (best !== null && g[0] === bestGain[0] && g[1] === bestGain[1] && k.actions.length < best.actions.length);
      if (better && g[0] + g[1] > 0) {
        best = k;
        bestGain = g;
      }
    }
    if (!best) break;
    if (bestGain[0] === 0 && chosen.length >= MAX_PATHS) break;
    chosen.push(best);
    best.nodes.forEach((n) => coveredN.add(n));
    best.transitions.forEach((t) => coveredT.add(t));
  }
  return {
    paths: chosen.map((k) => ({ journey: k.journey, actions: k.actions, events: k.actions, target: k.target })),
    vertices,
    reachable: allStates().filter((s) => reachable.has(s)),
    unreachable: allStates().filter((s) => !reachable.has(s)),
  };
}

/** Replay a path on a fresh system; the state nodes it covered (throws when it does not end where it was generated). */
export async function verifyPath(c: BrowserCheckout, path: BrowserPath, a: GatewayAnswers): Promise<Set<string>> {
  const run = replay(c, a, path.actions);
  const reached = JSON.stringify(run.view.checkout.value);
  if (reached !== path.target) throw new Error(`path ends in ${reached}, generated for ${path.target}`);
  return run.nodes;
}

/** One browser step: a click (or the page's entry) and the page it leads to once everything settled. */
export interface BrowserStep {
  /** The member's event (null: the page just opened). */
  event: EventObject | null;
  /** What the page must show once the step settles. */
  expected: CheckoutView;
}

/** Split a path into browser steps, each with the view after it. */
export function stepsOf(c: BrowserCheckout, path: BrowserPath, a: GatewayAnswers): BrowserStep[] {
  const steps: BrowserStep[] = [{ event: null, expected: replay(c, a, []).view }];
  path.actions.forEach((e, i) => steps.push({ event: e, expected: replay(c, a, path.actions.slice(0, i + 1)).view }));
  return steps;
}

/** A readable event for step titles. */
export function describe(e: EventObject | null): string {
  if (!e) return 'open checkout';
  if (isPopup(e)) return `popup ${(e as unknown as { output: { result: string } }).output.result}`;
  const { type, ...rest } = e as EventObject & Record<string, unknown>;
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
}

/** Why a state is not reached by the browser paths with the seeded gateway (printed with the coverage). */
export const UNREACHABLE_REASONS: Record<string, string> = {
  'checkout.redirectHome': 'needs an empty checkout or products without a warehouse: the cart page never hands those over',
  'checkout.warehouseInvalid': 'every seeded warehouse has coordinates',
  'checkout.profileIncomplete': 'payment answers 422 only for an incomplete profile; the demo member is complete',
  'addressBook.ready.empty': 'the member has addresses',
  'addressBook.ready.add.saving': 'saving an address would change the member shared with the main journey: forms are opened and closed only',
  'addressBook.ready.update.saving': 'saving an address would change the member shared with the main journey: forms are opened and closed only',
  'addressBook.ready.choose.confirmingDelete': 'deleting an address would change the member shared with the main journey',
  'addressBook.ready.choose.deleting': 'deleting an address would change the member shared with the main journey',
  'delivery.waiting': 'needs no selected address: the member has a default one, and BDX (which clears it beyond 20 km) is not offered beyond 20 km',
  'delivery.awaitingCourier': 'every method the gateway offers has a single or default courier, and couriers always load',
  'delivery.noMethods': 'the gateway offers regular and express at any distance and never fails here',
  'products.pending': 'quantity typing is not among the mapped browser events (it changes the shipment and so the answers)',
  'cartSync.saving': 'the server cart is written only after a quantity change, which is not among the mapped browser events',
  'products.moving': 'moving a product to the wishlist is not among the mapped browser events (it changes the member’s cart)',
};

/** The reason for an unreachable state (promo states: promo events are not mapped). */
export function unreachableReason(state: string): string {
  if (UNREACHABLE_REASONS[state]) return UNREACHABLE_REASONS[state]!;
  if (/promo/i.test(state)) return 'promo events are not among the mapped browser events';
  return 'not reached by the mapped browser events with the gateway’s answers';
}

/** An event the member performs in the browser (every event of a path is one). */
export const isBrowserAction = (_e: EventObject) => true;
