/**
 * Whether '+' and '−' may be pressed for each product line, asked of the machine that owns the quantities
 * (`snapshot.can({ type: 'quantity.increment' | 'quantity.decrement', id })`): the cart and checkout's products
 * child. The views never compare a quantity with the stock themselves (the machine's guards `canIncrement` /
 * `canDecrement` are the one rule; commerce §5 "Cart quantity").
 */

/** Per product cart line id: plus and minus allowed now. */
export type QuantitySteps = Record<number, { up: boolean; down: boolean }>;

interface Asks {
  can(event: { type: "quantity.increment" | "quantity.decrement"; id: number }): boolean;
}

/** The steps of `ids` in a snapshot (a missing snapshot allows nothing). */
export function quantityStepsOf(snapshot: Asks | undefined, ids: readonly number[]): QuantitySteps {
  const steps: QuantitySteps = {};
  for (const id of ids) {
    steps[id] = {
      up: !!snapshot?.can({ type: 'quantity.increment', id }),
      down: !!snapshot?.can({ type: 'quantity.decrement', id }),
    };
  }
  return steps;
}

/** Equality for `useSelector`, so the view re-renders only when a button's state changes. */
export function sameSteps(a: QuantitySteps, b: QuantitySteps): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => a[Number(k)]?.up === b[Number(k)]?.up && a[Number(k)]?.down === b[Number(k)]?.down);
}
