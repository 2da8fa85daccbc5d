/**
 * The cart's selection and applied promo survive a reload (issue 18 point 5, decision 054): what the member ticked
 * and the promo they applied are stored for them (encrypted, 1 day: src/lib/checkout-storage.ts, like the checkout
 * state) whenever they change, and given back to the cart machine (`selection.restore`) once the member's lines are
 * loaded after a start. The machine keeps only lines the cart still holds and recalculates (a promo that no longer
 * fits is dropped by the calculation, as always).
 *
 * Persistence wiring, not a flow: it watches the long-lived cart actor's snapshots (the cart page's flow stays in
 * machines/cart.machine.ts) and never touches the lines.
 */
import type { ActorRefFrom } from 'xstate';
import type { cartMachine } from '../../../machines/cart.machine';
import { loadCartSelection, saveCartSelection, type StoredCartSelection } from '../../lib/cart-selection-storage';
import type { KeyValueStorage } from '../../lib/checkout-storage';

export interface CartSelectionSyncDeps {
  storage: KeyValueStorage;
  cookieKey: string;
  /** Epoch ms (tests pass their clock). */
  now?: () => number;
}

/** Keep `cart`'s selection and promo stored per member; returns the unsubscribe. */
export function syncCartSelection(cart: ActorRefFrom<typeof cartMachine>, deps: CartSelectionSyncDeps): () => void {
  const now = deps.now ?? Date.now;
  /** The member whose selection is being kept, and whether theirs has been given back yet. */
  let member: number | null = null;
  let restored = false;
  let restoring = false;
  let last = '';
  /** Writes run one after another (each encrypts first): an earlier selection never lands over a later one. */
  let writing: Promise<void> = Promise.resolve();
  const save = (s: ReturnType<typeof cart.getSnapshot>, userId: number) => {
    const value: StoredCartSelection = { selectedLms: s.context.selectedLms, selectedEcom: s.context.selectedEcom, promoCode: s.context.promoCode };
    const json = JSON.stringify(value);
    if (json === last) return;
    last = json;
    writing = writing.then(() => saveCartSelection(deps.storage, deps.cookieKey, userId, value, now())).catch(() => undefined);
  };
  const subscription = cart.subscribe((s) => {
    const userId = s.context.user?.id ?? null;
    if (userId !== member) {
      member = userId;
      restored = false;
      restoring = false;
      last = '';
    }
    if (userId === null || !s.matches('ready')) return;
    if (restored) {
      save(s, userId);
      return;
    }
    if (restoring) return;
    restoring = true;
    const settle = (stored: StoredCartSelection | null) => {
      if (member !== userId) return;
      restored = true;
      restoring = false;
      // The machine decides whether to take it (not when the member ticked or applied something meanwhile).
      if (stored) cart.send({ type: 'selection.restore', ...stored });
      const current = cart.getSnapshot();
      if (current.matches('ready')) save(current, userId);
    };
    void loadCartSelection(deps.storage, deps.cookieKey, userId, now()).then(settle, () => settle(null));
  });
  return () => subscription.unsubscribe();
}
