/**
 * Paths of the REAL checkout machine (machines/checkout.machine.ts) for the browser, generated with xstate/graph
 * from the gateway's real answers (issue 3, point 4: "the checkout machine's paths also drive Playwright in the
 * browser against the gateway").
 *
 * 1. Capture ({@link captureAnswers}): the member's addresses, and for every address the `shipper/domestic/pricing`
 *    answer and, for every method it offers, the `shipper/domestic/rate` couriers, requested with exactly the
 *    input the machine's invokes compute (read from the pure snapshot's child actor), plus one real calculation.
 * 2. Generate ({@link generatePaths}): xstate/graph `getShortestPaths` over the real machine seen from the browser
 *    ({@link browserLogic}: one transition = one member action, then the machine's own requests settle with the
 *    captured answers, so the model's actors return exactly what the browser will see). Offered actions are only
 *    what a member can do on this page (a fixed list: robust to events added to the machine later) and the payment
 *    popup's buttons ('Bayar' → success, 'Tutup' → close). `serializeState` keeps the state value and the decision
 *    fields (address, ticked address, method, courier kind, insurance, error flags). Shortest paths to every
 *    vertex, each also extended by one more action, are the candidates; a greedy cover keeps the few that reach
 *    every reachable state node (then, up to MAX_PATHS, new transitions).
 * 3. Check ({@link verifyPaths}): each kept path runs on the live machine (machines/testing/model.ts executePath:
 *    fake actors settled by hand, live snapshot = predicted snapshot at every step) and its covered state nodes are
 *    read from the actor's inspection (transient routing states and the history node included).
 */
import {
  createEmptyActor,
  getInitialSnapshot,
  getNextSnapshot,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { checkoutMachine, type CheckoutContext, type CheckoutInput, type CheckoutUser } from '../../../machines/checkout.machine';
import { executePath, transitionKey, type ModelSpec } from '../../../machines/testing/model';
import type { Calculation, CartCourse, CartProduct } from '../../../src/api/cart';
import type { Warehouse } from '../../../src/api/catalogue';
import type { Courier, Pricing } from '../../../src/api/shipper';
import type { Address } from '../../../src/api/user';

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/** What the gateway answered at test start (the model's actors return exactly these). */
export interface GatewayAnswers {
  addresses: Address[];
  /** By address id. */
  pricing: Record<number, Pricing>;
  /** By `${addressId}:${methodType}`. */
  couriers: Record<string, Courier[]>;
  calculation: Calculation;
}

/** The checkout the browser will have after 'Beli Sekarang' (the cart lines as the cart page loads them), no promo. */
export interface BrowserCheckout {
  user: CheckoutUser;
  lms: CartCourse[];
  ecom: CartProduct[];
  warehouse: Warehouse;
}

export const machineInput = (c: BrowserCheckout): CheckoutInput => ({
  user: c.user,
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
  } as CheckoutInput['checkout'],
});

/** A gateway POST (path under /api/) returning `result`. */
export type GatewayPost = (path: string, body: unknown) => Promise<unknown>;

/** The input a pending invoke was started with, from the pure snapshot (the machine computes it, not us). */
function invokeInput(s: AnyMachineSnapshot, id: string): unknown {
  const child = (s.children as Record<string, { getSnapshot(): { input?: unknown } } | undefined>)[id];
  if (!child) throw new Error(`no pending '${id}' in ${JSON.stringify(s.value)}`);
  return child.getSnapshot().input;
}

const send = (s: AnyMachineSnapshot, e: EventObject) => getNextSnapshot(checkoutMachine, s as never, e as never) as AnyMachineSnapshot;

/**
 * Ask the gateway what the browser will be told: pricing per address and couriers per (address, method), with the
 * machine's own invoke inputs (the restore `progress` routes the pure machine to each address and method).
 */
export async function captureAnswers(c: BrowserCheckout, addresses: Address[], post: GatewayPost): Promise<GatewayAnswers> {
  const pricing: Record<number, Pricing> = {};
  const couriers: Record<string, Courier[]> = {};
  let calculation: Calculation | null = null;
  const start = (addressId: number, methodType: string | null) => {
    const input = { ...machineInput(c), progress: { addressId, methodType, courierRateId: null, insuranceApplied: false } };
    return send(getInitialSnapshot(checkoutMachine, input as never) as AnyMachineSnapshot, { type: `${DONE}loadAddresses`, output: addresses } as EventObject);
  };
  for (const a of addresses) {
    const s = start(a.id, null);
    if (!calculation) calculation = (await post('lms/finance/cart/calculation', invokeInput(s, 'calculate'))) as Calculation;
    if (!s.matches({ active: { delivery: 'loadingMethods' } } as never)) continue;
    pricing[a.id] = (await post('shipper/domestic/pricing', invokeInput(s, 'loadMethods'))) as Pricing;
    for (const m of pricing[a.id]!.methods) {
      const t = send(start(a.id, m.type), { type: `${DONE}loadMethods`, output: pricing[a.id] } as EventObject);
      if (!t.matches({ active: { delivery: 'loadingCouriers' } } as never)) continue;
      couriers[`${a.id}:${m.type}`] = ((await post('shipper/domestic/rate', invokeInput(t, 'loadCouriers'))) as { data: Courier[] }).data;
    }
  }
  return { addresses, pricing, couriers, calculation: calculation! };
}

/** Popup buttons of the payment stand-in that do not change the order on the gateway side except paying. */
export const POPUP_RESULTS = [{ result: 'success' as const }, { result: 'close' as const }];

/** Member events performable in the browser on the checkout page (nothing else is ever offered). */
export function browserEvents(a: GatewayAnswers): Array<EventObject & Record<string, unknown>> {
  const methodTypes = [...new Set(Object.values(a.pricing).flatMap((p) => p.methods.map((m) => m.type)))];
  const rateIds = [...new Set(Object.values(a.couriers).flatMap((cs) => cs.map((c) => c.logistic_rate_id)))];
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

/** What the page lets the member click in a snapshot: modal dialogs and open panels take the attention. */
function clickable(s: AnyMachineSnapshot, e: EventObject): boolean {
  const c = s.context as CheckoutContext;
  const m = (v: unknown) => s.matches(v as never);
  if (c.error !== null) return e.type === 'error.dismiss';
  if (c.paymentError !== null) return false;
  if (s.hasTag('methodPicker')) return ['method.select', 'method.close'].includes(e.type);
  if (s.hasTag('courierPicker')) return ['courier.select', 'courier.close', 'insurance.toggle'].includes(e.type);
  if (m({ active: { panel: 'choose' } })) return ['address.pick', 'address.confirm', 'panel.close'].includes(e.type);
  if (m({ active: { panel: 'add' } }) || m({ active: { panel: 'update' } })) return e.type === 'panel.close';
  if (e.type === 'payment.start') return s.hasTag('busy') === false;
  // The address forms are only opened and closed (saving would change the member's data): explored before a
  // method is chosen, which keeps the model small without losing a state.
  if (e.type === 'panel.add' || e.type === 'panel.update') return c.method === null;
  return ['panel.choose', 'panel.add', 'panel.update', 'method.open', 'courier.open', 'insurance.toggle'].includes(e.type);
}

function activeNodes(s: AnyMachineSnapshot): AnyStateNode[] {
  return (s as unknown as { _nodes: AnyStateNode[] })._nodes;
}

/** Done events of running invokes, the first one only (requests settle one at a time), with the real answer. */
function actorEvents(s: AnyMachineSnapshot, a: GatewayAnswers): EventObject[] {
  const pending: string[] = [];
  for (const n of activeNodes(s)) for (const t of n.transitions.keys()) if (t.startsWith(DONE) && !pending.includes(t)) pending.push(t);
  const first = pending[0];
  if (!first) return [];
  const id = first.slice(DONE.length);
  const c = s.context as CheckoutContext;
  const output = (o: unknown) => [{ type: first, output: o } as EventObject];
  switch (id) {
    case 'loadAddresses':
      return output(a.addresses);
    case 'loadMethods': {
      const p = a.pricing[c.addressId!];
      if (!p) throw new Error(`no captured pricing for address ${c.addressId}`);
      return output(p);
    }
    case 'loadCouriers': {
      const list = a.couriers[`${c.addressId}:${c.method?.type}`];
      if (!list) throw new Error(`no captured couriers for ${c.addressId}:${c.method?.type}`);
      return output(list);
    }
    case 'calculate':
      return output(a.calculation);
    case 'persist':
      return output(undefined);
    case 'payOrder':
      return output({ token: 'browser-token' });
    case 'openPayment':
      // The member's choice in the payment popup: a browser action, not settled automatically.
      return POPUP_RESULTS.map((r) => ({ type: first, output: r }) as EventObject);
    default:
      // An invoke added to the machine later needs its real answer captured here before paths can pass it.
      throw new Error(`no captured gateway answer for invoke '${id}' (add it to captureAnswers/actorEvents)`);
  }
}

const isPopup = (e: EventObject) => e.type === `${DONE}openPayment`;

/**
 * Settle every running request with the gateway's answer, as the browser does before the member clicks again.
 * Returns the settled snapshot and the done events delivered (in order).
 */
function settle(s: AnyMachineSnapshot, a: GatewayAnswers, scope: AnyActorScope): { snapshot: AnyMachineSnapshot; events: EventObject[] } {
  const events: EventObject[] = [];
  for (let i = 0; i < 50 && s.status === 'active'; i++) {
    const next = actorEvents(s, a);
    if (next.length === 0 || isPopup(next[0]!)) break;
    events.push(next[0]!);
    s = checkoutMachine.transition(s as never, next[0] as never, scope as never) as AnyMachineSnapshot;
  }
  return { snapshot: s, events };
}

/**
 * The checkout machine seen from the browser, as actor logic for xstate/graph: one transition is one member
 * action (a click, or a popup button) followed by the machine's own requests settling with the real answers.
 */
function browserLogic(a: GatewayAnswers) {
  return {
    transition: (s: AnyMachineSnapshot, e: EventObject, scope: AnyActorScope) =>
      settle(checkoutMachine.transition(s as never, e as never, scope as never) as AnyMachineSnapshot, a, scope).snapshot,
    getInitialSnapshot: (scope: AnyActorScope, input: unknown) =>
      settle(checkoutMachine.getInitialSnapshot(scope as never, input as never) as AnyMachineSnapshot, a, scope).snapshot,
  };
}

function eventsFor(a: GatewayAnswers, user: EventObject[]) {
  return (s: AnyMachineSnapshot): EventObject[] => {
    if (s.status !== 'active') return [];
    const popup = actorEvents(s, a).filter(isPopup);
    if (popup.length) return popup;
    return user.filter((e) => clickable(s, e) && s.can(e as never));
  };
}

/** Decision fields only: the methods and couriers offered follow from the address and method. */
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as CheckoutContext;
  return JSON.stringify([
    s.value,
    s.status,
    c.addressId,
    // The ticked radio matters only while the chooser is open (opening it ticks the selected address).
    s.matches({ active: { panel: 'choose' } } as never) ? c.pickedAddressId : null,
    c.method?.type ?? null,
    c.courier ? [c.courier.must_use_insurance, c.courier.is_default] : null,
    c.courier ? c.insurance : null,
    c.error !== null,
    c.paymentError !== null,
    c.idempotencyKey !== null,
  ]);
};

/** The full machine event list of a browser path: each action followed by the done events that settle it. */
export function expand(c: BrowserCheckout, a: GatewayAnswers, actions: EventObject[]): EventObject[] {
  const scope = mockScope();
  const first = settle(checkoutMachine.getInitialSnapshot(scope as never, machineInput(c) as never) as AnyMachineSnapshot, a, scope);
  const all = [...first.events];
  let s = first.snapshot;
  for (const e of actions) {
    all.push(e);
    const r = settle(checkoutMachine.transition(s as never, e as never, scope as never) as AnyMachineSnapshot, a, scope);
    all.push(...r.events);
    s = r.snapshot;
  }
  return all;
}

export function allStates(): string[] {
  return getStateNodes(checkoutMachine.root).map((n) => n.id);
}

function mockScope(): AnyActorScope {
  const empty = createEmptyActor();
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'browser-model',
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

export interface BrowserPath {
  /** Which checkout (index of the journeys given to generatePaths) the path starts from. */
  journey: number;
  /** What the member does (clicks and popup buttons). */
  actions: EventObject[];
  /** Every machine event: the actions and the done events of the requests they start, with the real answers. */
  events: EventObject[];
  /** The state value reached (JSON). */
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
  events: EventObject[];
  nodes: Set<string>;
  transitions: Set<string>;
  target: string;
}

/** State nodes and transitions one browser action passes through from a settled snapshot. */
function stepCoverage(s: AnyMachineSnapshot, events: EventObject[], scope: AnyActorScope) {
  const nodes = new Set<string>();
  const transitions = new Set<string>();
  for (const e of events) {
    const taken = checkoutMachine.getTransitionData(s as never, e as never) as AnyTransitionDefinition[];
    for (const t of taken) {
      transitions.add(transitionKey(t));
      for (const target of t.target ?? []) if ((target as AnyStateNode).type === 'history') nodes.add((target as AnyStateNode).id);
    }
    for (const m of checkoutMachine.microstep(s as never, e as never, scope) as AnyMachineSnapshot[]) for (const n of activeNodes(m)) nodes.add(n.id);
    s = checkoutMachine.transition(s as never, e as never, scope as never) as AnyMachineSnapshot;
    for (const n of activeNodes(s)) nodes.add(n.id);
  }
  return { nodes, transitions, snapshot: s };
}

/**
 * Generate with xstate/graph (shortest paths to every vertex, and each of them plus one more action, so actions
 * that come back to a known vertex — a popup closed, a picker closed — count too), then keep the fewest paths
 * (greedy cover) that reach every reachable state node; up to {@link MAX_PATHS}, more paths are added while they
 * take new transitions.
 */
export function generatePaths(journeys: Array<{ checkout: BrowserCheckout; answers: GatewayAnswers }>): Generated {
  const candidates: Candidate[] = [];
  let vertices = 0;
  journeys.forEach(({ checkout, answers }, journey) => {
    vertices += candidatesOf(journey, checkout, answers, candidates);
  });
  return cover(candidates, vertices);
}

function candidatesOf(journey: number, c: BrowserCheckout, answers: GatewayAnswers, candidates: Candidate[]): number {
  const input = machineInput(c);
  const logic = browserLogic(answers);
  const options = {
    input,
    events: eventsFor(answers, browserEvents(answers)),
    serializeState,
    serializeEvent: (e: EventObject) => JSON.stringify(e),
    limit: 5_000,
  } as never;
  const shortest = getShortestPaths(logic as never, options) as Array<{ state: AnyMachineSnapshot; steps: Array<{ event: EventObject }> }>;
  const scope = mockScope();
  const events = eventsFor(answers, browserEvents(answers));
  for (const path of shortest) {
    const actions = path.steps.map((st) => st.event).filter((e) => e.type !== 'xstate.init');
    const full = expand(c, answers, actions);
    const start = getInitialSnapshot(checkoutMachine, input as never) as AnyMachineSnapshot;
    const base = stepCoverage(start, full, scope);
    // The start passes through the transient `initializing` (its `always` picks the first real state).
    for (const n of checkoutMachine.root.initial?.target ?? []) base.nodes.add(n.id);
    for (const n of activeNodes(start)) base.nodes.add(n.id);
    candidates.push({ journey, actions, events: full, nodes: base.nodes, transitions: base.transitions, target: JSON.stringify(path.state.value) });
    for (const action of events(base.snapshot)) {
      const after = checkoutMachine.transition(base.snapshot as never, action as never, scope as never) as AnyMachineSnapshot;
      const tail = [action, ...settle(after, answers, scope).events];
      const more = stepCoverage(base.snapshot, tail, scope);
      candidates.push({
        journey,
        actions: [...actions, action],
        events: [...full, ...tail],
        nodes: new Set([...base.nodes, ...more.nodes]),
        transitions: new Set([...base.transitions, ...more.transitions]),
        target: JSON.stringify(more.snapshot.value),
      });
    }
  }
  return shortest.length;
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
    paths: chosen.map((k) => ({ journey: k.journey, actions: k.actions, events: k.events, target: k.target })),
    vertices,
    reachable: allStates().filter((s) => reachable.has(s)),
    unreachable: allStates().filter((s) => !reachable.has(s)),
  };
}

/** The harness spec used to run a path on the live machine (fake actors settled by the path's done events). */
function liveSpec(c: BrowserCheckout): ModelSpec {
  return {
    name: 'checkout/browser',
    machine: checkoutMachine,
    input: machineInput(c),
    userEvents: [],
    outputs: {},
    errors: {},
    abstract: () => null,
    project: (s) => {
      const x = s.context as CheckoutContext;
      return [x.addressId, x.method?.type ?? null, x.courier?.logistic_rate_id ?? null, x.insurance, x.error, x.paymentError];
    },
    promiseActors: ['loadAddresses', 'saveAddress', 'loadMethods', 'loadCouriers', 'calculate', 'payOrder', 'openPayment', 'persist'],
  };
}

/** Run a path on the live machine; the state nodes it covered (throws when live and predicted differ). */
export async function verifyPath(c: BrowserCheckout, path: BrowserPath): Promise<Set<string>> {
  const run = await executePath(liveSpec(c), path.events, machineInput(c));
  return run.nodes;
}

/** One browser step: a click (or the page's entry) and the machine events that follow it without the member. */
export interface BrowserStep {
  /** The member's event (null: the page just opened). */
  event: EventObject | null;
  /** The snapshot the page must show once the step settles. */
  expected: AnyMachineSnapshot;
}

/** An event the member performs in the browser (a click on the page or in the payment popup). */
export const isBrowserAction = (e: EventObject) => isPopup(e) || (!e.type.startsWith(DONE) && !e.type.startsWith(ERROR));

/** Split a path into browser steps, each with the predicted snapshot after the machine's own events settle. */
export function stepsOf(c: BrowserCheckout, path: BrowserPath): BrowserStep[] {
  let s = getInitialSnapshot(checkoutMachine, machineInput(c) as never) as AnyMachineSnapshot;
  const steps: BrowserStep[] = [{ event: null, expected: s }];
  for (const e of path.events) {
    s = send(s, e);
    if (isBrowserAction(e)) steps.push({ event: e, expected: s });
    else steps[steps.length - 1]!.expected = s;
  }
  return steps;
}

/** A readable event for step titles. */
export function describe(e: EventObject | null): string {
  if (!e) return 'open checkout';
  if (e.type === `${DONE}openPayment`) return `popup ${(e as unknown as { output: { result: string } }).output.result}`;
  const { type, ...rest } = e as EventObject & Record<string, unknown>;
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
}

/** Why a checkout state is not reached by the browser paths with the seeded gateway (printed with the coverage). */
export const UNREACHABLE_REASONS: Record<string, string> = {
  'checkout.redirectHome': 'needs an empty checkout or products without a warehouse: the cart page never hands those over',
  'checkout.warehouseInvalid': 'every seeded warehouse has coordinates',
  'checkout.profileIncomplete': 'payment answers 422 only for an incomplete profile; the demo member is complete',
  'checkout.active.panel.empty': 'the member has addresses',
  'checkout.active.panel.add.saving': 'saving an address would change the member shared with the main journey: forms are opened and closed only',
  'checkout.active.panel.update.saving': 'saving an address would change the member shared with the main journey: forms are opened and closed only',
  'checkout.active.delivery.waiting': 'needs no selected address: the member has a default one, and BDX (which clears it beyond 20 km) is not offered beyond 20 km',
  'checkout.active.delivery.awaitingCourier': 'every method the gateway offers has a single or default courier, and couriers always load',
  'checkout.active.delivery.noMethods': 'the gateway offers regular and express at any distance and never fails here',
  'checkout.active.quantity.pending': 'quantity typing is not among the mapped browser events (it changes the shipment and so the answers)',
};

/** The reason for an unreachable state (promo states: promo events are not mapped). */
export function unreachableReason(state: string): string {
  if (UNREACHABLE_REASONS[state]) return UNREACHABLE_REASONS[state]!;
  if (/promo/i.test(state)) return 'promo events are not among the mapped browser events';
  return 'not reached by the mapped browser events with the gateway’s answers';
}
