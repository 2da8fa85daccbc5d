/**
 * The app's cart, without the cart machine in the initial load (issue 12 point 2, docs/decisions/040-lean-initial-load.md).
 *
 * The header shows the member's cart lines on every page (portal §2 "Cart dropdown", §4 "Header cart"), but only
 * the cart page drives the cart machine (machines/cart.machine.ts: selection, quantities, promo, order). A
 * {@link CartHandle} is what the router context carries as `cart`:
 * - `summary()`/`subscribe()`: the lines the header lists and whether they are loading — read with one gateway
 *   call (`loadLines`, the same cart list the machine reads) until the machine exists, then mirrored from it;
 * - `update(user, warehouseId)`: the session's member or warehouse changed (the app wires it): reload the lines
 *   for them (a guest has none);
 * - `reload()`: the lines changed elsewhere (an item added from a card, an order paid): reload;
 * - `load()`: the long-lived cart actor, its code fetched and the actor created and started on the first call
 *   (the cart route's loader), told the current member; every later call answers the same actor.
 * A failed summary read leaves the lines as they were (the header is not where a cart error is shown).
 */
import type { ActorRefFrom } from 'xstate';
import type { cartMachine } from '../../../machines/cart.machine';
import type { Member } from '../../../machines/shared/member';
import type { CartCourse, CartProduct } from '../../api/cart';

export type CartActorRef = ActorRefFrom<typeof cartMachine>;

/** The lines the header shows. */
export interface CartSummary {
  courses: readonly CartCourse[];
  products: readonly CartProduct[];
  loading: boolean;
}

export interface CartHandle {
  summary(): CartSummary;
  subscribe(listener: () => void): () => void;
  update(user: Member | null, warehouseId: number | null): void;
  reload(): void;
  load(): Promise<CartActorRef>;
}

export interface CartHandleDeps {
  /** Create (not start) the cart actor: fetches the machine's code (a dynamic import). */
  createActor: () => Promise<CartActorRef>;
  /** Read the member's cart lines (the gateway's cart list). */
  loadLines: (user: Member, warehouseId: number | null) => Promise<{ courses: CartCourse[]; products: CartProduct[] }>;
}

const EMPTY: CartSummary = { courses: [], products: [], loading: false };

export function createCartHandle(deps: CartHandleDeps): CartHandle {
  let summary = EMPTY;
  let member: { user: Member | null; warehouseId: number | null } = { user: null, warehouseId: null };
  let actor: CartActorRef | undefined;
  let loading: Promise<CartActorRef> | undefined;
  let read = 0;
  const listeners = new Set<() => void>();
  const set = (next: CartSummary) => {
    summary = next;
    for (const l of listeners) l();
  };

  const readLines = () => {
    const ticket = ++read;
    const { user, warehouseId } = member;
    if (!user) {
      set(EMPTY);
      return;
    }
    set({ ...summary, loading: true });
    deps.loadLines(user, warehouseId).then(
      (lines) => {
        if (ticket === read && !actor) set({ ...lines, loading: false });
      },
      () => {
        if (ticket === read && !actor) set({ ...summary, loading: false });
      },
    );
  };

  return {
    summary: () => summary,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(user, warehouseId) {
      member = { user, warehouseId };
      if (actor) actor.send({ type: 'session.update', user, warehouseId });
      else readLines();
    },
    reload() {
      if (actor) actor.send({ type: 'cart.reload' });
      else readLines();
    },
    load() {
      loading ??= deps.createActor().then((created) => {
        actor = created;
        read++;
        created.subscribe((s) => {
          const next = { courses: s.context.courses, products: s.context.products, loading: s.hasTag('loading') };
          if (next.courses !== summary.courses || next.products !== summary.products || next.loading !== summary.loading) set(next);
        });
        created.start();
        created.send({ type: 'session.update', user: member.user, warehouseId: member.warehouseId });
        return created;
      }).catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}
