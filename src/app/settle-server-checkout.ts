/**
 * The checkout the server renders (decision 104): the page's checkout machine with its real actors (the gateway
 * answered in-process, as for the browser's), started for the request's member and stored checkout, and rendered
 * once it stands where the browser's page stands after its start — the addresses loaded, the delivery of the stored
 * progress (or the default address) read, the price calculated, nothing under way. Its persisted snapshot,
 * dehydrated into the page, starts the browser's checkout with nothing left to read.
 */
import { waitFor } from 'xstate';
import { checkoutMachine } from '../../machines/checkout.machine';
import type { Member } from '../../machines/shared/member';
import { createFlowActor } from '../flows/flow-actor';
import type { KeyValueStorage, StoredCheckout } from '../lib/checkout-storage';
import { createCheckoutActors, type CheckoutGateway } from '../features/checkout/checkout.actors';
import type { PersistedCheckout } from '../features/checkout/use-checkout';

/** The longest the server waits for the checkout's reads, ms (answered in-process; a safety net, not a budget). */
export const SERVER_CHECKOUT_TIMEOUT_MS = 5_000;

interface Inspectable {
  getSnapshot(): { status?: string; value?: unknown; children?: Record<string, Inspectable | undefined> };
}

/**
 * True when no read or write is under way anywhere in the actor's tree: every promise actor (an invoked request)
 * has settled. The checkout tree holds machines and promise actors only (no callback actors, which stay active).
 */
export function nothingUnderWay(actor: Inspectable): boolean {
  const s = actor.getSnapshot();
  if (s.value === undefined) return s.status !== 'active';
  return Object.values(s.children ?? {}).every((child) => !child || nothingUnderWay(child));
}

/**
 * Run the member's stored checkout on the server and return its persisted snapshot once it is shown and quiet, or
 * `null` when it is not shown within {@link SERVER_CHECKOUT_TIMEOUT_MS} or ends anywhere but the page (nothing to
 * check out, a warehouse without coordinates): the browser then starts the checkout afresh from `stored`, and the
 * machine's own exits (Home, the warehouse's message) happen there.
 * @param storage a read-only view of the request's cookies (the server never writes the checkout).
 */
export async function settleServerCheckout(input: {
  stored: StoredCheckout;
  user: Member;
  storage: KeyValueStorage;
  cookieKey: string;
  /** Tests: gateway actors replaced, and a shorter wait (ms). */
  actors?: Partial<CheckoutGateway>;
  timeoutMs?: number;
}): Promise<PersistedCheckout | null> {
  const { stored, user, storage, cookieKey } = input;
  const logic = checkoutMachine.provide({ actors: createCheckoutActors({ storage, cookieKey, initial: stored, user }, input.actors) });
  const actor = createFlowActor(logic, { input: { checkout: stored, user, progress: stored.progress } });
  try {
    const settled = whenSettled(actor, input.timeoutMs ?? SERVER_CHECKOUT_TIMEOUT_MS);
    actor.start();
    return (await settled) ? (actor.getPersistedSnapshot() as PersistedCheckout) : null;
  } finally {
    actor.stop();
  }
}

type CheckoutActor = ReturnType<typeof createFlowActor<typeof checkoutMachine>>;

/**
 * Resolve `true` once the checkout shows its page (`open.shopping`) with nothing under way in its tree, `false` when
 * it ends anywhere else or after `timeoutMs`. Looked at after every snapshot of any actor in the checkout's system
 * (its inspection stream), a microtask later: a request's answer is taken by its parent in the same turn.
 */
function whenSettled(actor: CheckoutActor, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (settled: boolean) => {
      if (done) return;
      done = true;
      inspection.unsubscribe();
      resolve(settled);
    };
    const check = () => {
      if (done) return;
      const s = actor.getSnapshot();
      if (s.status !== 'active' || !s.matches('open')) finish(false);
      else if (s.matches({ open: 'shopping' }) && nothingUnderWay(actor as unknown as Inspectable)) finish(true);
    };
    const inspection = actor.system.inspect((event) => {
      if (event.type === '@xstate.snapshot') queueMicrotask(check);
    });
    // The timeout (XState's own timer): fails when the actor is stopped, which is after `done`.
    waitFor(actor, () => done, { timeout: timeoutMs }).then(
      () => undefined,
      () => finish(false),
    );
  });
}
