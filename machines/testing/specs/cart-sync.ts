/**
 * Model spec of machines/cart-sync.machine.ts (the server cart follows the checkout page): the checkout tells it
 * the products as shown (changed, unchanged, emptied); writes succeed or fail.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { cartSyncMachine, type CartSyncContext, type CartSyncReport } from '../../cart-sync.machine';
import { member, networkError, product } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';

const ctx = (s: AnyMachineSnapshot) => s.context as CartSyncContext;
const cartSyncInvariants: ModelInvariant[] = [
  { name: 'a quantity below 1 is never written', holds: (s) => ctx(s).syncing.every((l) => l.quantity >= 1) },
  { name: 'saving ⇔ a write in flight', holds: (s) => s.matches('saving') === 'syncCart' in s.children },
  { name: 'idle ⇒ nothing being written', in: 'idle', holds: (s) => ctx(s).syncing.length === 0 },
  { name: 'the server cart is known to hold only quantities of at least 1', holds: (s) => Object.values(ctx(s).synced).every((q) => q >= 1) },
  {
    name: 'a failed write is reported to the checkout',
    holds: (_s, sent) => (sent as CartSyncReport[]).every((e) => e.type !== 'failure.reported' || e.message !== ''),
  },
];

export const cartSyncSpec: ModelSpec = {
  name: 'cartSync',
  machine: cartSyncMachine,
  input: { user: member, warehouseId: 2, ecom: [product(3, { quantity: 2, stock: 5 })] },
  moreInputs: [{ user: member, warehouseId: null, ecom: [product(3, { quantity: 2, stock: 5 })] }],
  userEvents: [
    { type: 'cart.sync', ecom: [product(3, { quantity: 3, stock: 5 })] },
    { type: 'cart.sync', ecom: [product(3, { quantity: 2, stock: 5 })] },
    { type: 'cart.sync', ecom: [product(3, { quantity: 0, stock: 5 })] },
  ],
  busyEvents: ['cart.sync'],
  outputs: { syncCart: [undefined] },
  errors: { syncCart: [networkError()] },
  abstract: (s: AnyMachineSnapshot) => [ctx(s).synced[3], ctx(s).ecom.map((p) => p.quantity)],
  project: (s: AnyMachineSnapshot) => ({ synced: ctx(s).synced, syncing: ctx(s).syncing }),
  invariants: cartSyncInvariants,
  promiseActors: ['syncCart'],
};
