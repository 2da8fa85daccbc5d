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
 * - `reload()`: the lines changed elsewhere (an item added from a card, an order paid, another tab): reload with
 *   the reload limit (commerce §7: 20 "in reloads after add and in the cart store");
 * - `more()`: the header list was scrolled to its end: read 10 more lines (portal §2, §9: 100 at first, then 10
 *   more each time);
 * - `load(from?)`: the long-lived cart actor, its code fetched and the actor created and started on the first call
 *   (the cart route's loader), told the current member; every later call answers the same actor. `from` is the
 *   cart the server rendered (its persisted snapshot, decision 101): the actor starts in that state and reads
 *   nothing again. On the server the handle waits (`settle`) until the cart it renders holds its lines, the
 *   member's stored selection and their price. The promise it answers is readable by React's `use` at once when
 *   it has resolved (`status`/`value` set, React's thenable convention), so a page renders without suspending.
 * A failed summary read resets the header's lines to empty (portal §4 "Header cart": loading, loaded, or reset to
 * empty on failure).
 */
import type { ActorRefFrom, Snapshot } from 'xstate';
import type { cartMachine } from '../../../machines/cart.machine';
import type { Member } from '../../../machines/shared/member';
import type { CartCourse, CartProduct } from '../../api/cart';

export type CartActorRef = ActorRefFrom<typeof cartMachine>;

/** The cart actor's persisted snapshot (`getPersistedSnapshot()`), as the server dehydrates it into the page. */
export type PersistedCart = Snapshot<unknown>;

/** The lines the header shows. */
export interface CartSummary {
  courses: readonly CartCourse[];
  products: readonly CartProduct[];
  loading: boolean;
  /** The gateway holds more lines than were read (the header reads 10 more on scroll). */
  hasMore: boolean;
}

/** Header cart reads: 100 lines at first, 10 more on each scroll to the end (portal §9). */
export const HEADER_CART_LIMIT = 100;
export const HEADER_CART_STEP = 10;
/** Reloads after a change elsewhere read 20 lines (commerce §7, §9). */
export const HEADER_RELOAD_LIMIT = 20;

export interface CartHandle {
  summary(): CartSummary;
  subscribe(listener: () => void): () => void;
  update(user: Member | null, warehouseId: number | null): void;
  reload(): void;
  more(): void;
  load(from?: PersistedCart): Promise<CartActorRef>;
  /**
   * True once: for the first cart page shown after the actor was created, whose start-up read is that page's read
   * (decision 099); false afterwards, when a page entered finds a cart read before it (and reads it afresh).
   */
  claimFirstRead(): boolean;
}

export interface CartHandleDeps {
  /**
   * Create (not start) the cart actor: fetches the machine's code (a dynamic import). With `from`, the actor is
   * restored from that persisted snapshot (the server's cart, decision 101).
   */
  createActor: (from?: PersistedCart) => Promise<CartActorRef>;
  /** Wait until a started actor's cart can be rendered (the server's render only; decision 101). */
  settle?: (actor: CartActorRef) => Promise<void>;
  /** Read the member's newest `limit` cart lines (the gateway's cart list) and how many there are in all. */
  loadLines: (user: Member, warehouseId: number | null, limit: number) => Promise<{ courses: CartCourse[]; products: CartProduct[]; count: number }>;
}

const EMPTY: CartSummary = { courses: [], products: [], loading: false, hasMore: false };

export function createCartHandle(deps: CartHandleDeps): CartHandle {
  let summary = EMPTY;
  let member: { user: Member | null; warehouseId: number | null } = { user: null, warehouseId: null };
  let actor: CartActorRef | undefined;
  let loading: Promise<CartActorRef> | undefined;
  let firstReadUnclaimed = false;
  let read = 0;
  let limit = HEADER_CART_LIMIT;
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
    deps.loadLines(user, warehouseId, limit).then(
      ({ courses, products, count }) => {
        if (ticket === read && !actor) set({ courses, products, loading: false, hasMore: courses.length + products.length < count });
      },
      () => {
        if (ticket === read && !actor) set(EMPTY);
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
      limit = HEADER_CART_LIMIT;
      if (actor) actor.send({ type: 'session.update', user, warehouseId });
      else readLines();
    },
    reload() {
      if (actor) actor.send({ type: 'cart.reload' });
      else {
        limit = HEADER_RELOAD_LIMIT;
        readLines();
      }
    },
    more() {
      if (actor || !summary.hasMore || summary.loading) return;
      limit = summary.courses.length + summary.products.length + HEADER_CART_STEP;
      readLines();
    },
    claimFirstRead() {
      const first = firstReadUnclaimed;
      firstReadUnclaimed = false;
      return first;
    },
    load(from) {
      loading ??= readable(
        deps
          .createActor(from)
          .then(async (created) => {
            actor = created;
            firstReadUnclaimed = true;
            read++;
            created.subscribe((s) => {
              const next = { courses: s.context.courses, products: s.context.products, loading: s.hasTag('loading'), hasMore: false };
              if (next.courses !== summary.courses || next.products !== summary.products || next.loading !== summary.loading) set(next);
            });
            created.start();
            // A restored cart was read for its member; it reloads only when the session now says otherwise.
            if (!from || (member.user !== null && !sameReader(created, member))) {
              created.send({ type: 'session.update', user: member.user, warehouseId: member.warehouseId });
            }
            await deps.settle?.(created);
            return created;
          })
          .catch((error: unknown) => {
            loading = undefined;
            throw error;
          }),
      );
      return loading;
    },
  };
}

/** Whether the actor's cart was read for this member, price list and warehouse. */
function sameReader(actor: CartActorRef, member: { user: Member | null; warehouseId: number | null }): boolean {
  const { user, warehouseId } = actor.getSnapshot().context;
  return user?.id === member.user?.id && user?.type === member.user?.type && user?.tier === member.user?.tier && warehouseId === member.warehouseId;
}

/** Mark `promise` with its outcome as React's `use` reads it (`status`, `value`/`reason`), so a settled one does not suspend. */
function readable<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  marked.status = 'pending';
  promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return promise;
}
