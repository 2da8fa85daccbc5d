/** Model spec of machines/add-to-cart.machine.ts: a guest, a member, every answer and the 3 s notice. */
import type { AnyMachineSnapshot } from 'xstate';
import { addToCartMachine, type AddToCartContext } from '../../add-to-cart.machine';
import { apiError, member, networkError } from '../fixtures';
import type { ModelSpec } from '../model';

export const addToCartSpec: ModelSpec = {
  name: 'addToCart',
  machine: addToCartMachine,
  input: undefined,
  moreInputs: [{ wording: 'portal' }],
  userEvents: [
    { type: 'cart.add', item: { type: 'lms', id: 1 }, buyer: null },
    { type: 'cart.add', item: { type: 'lms', id: 1 }, buyer: { member, warehouseId: 2 } },
    { type: 'cart.add', item: { type: 'ecom', id: 9 }, buyer: { member, warehouseId: 2 } },
    { type: 'notice.dismiss' },
  ],
  outputs: { addItem: [{}] },
  errors: { addItem: [apiError(403), apiError(404), apiError(436), networkError()] },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as AddToCartContext;
    return [c.wording, c.item?.type ?? null, c.notice?.tone ?? null];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as AddToCartContext;
    return { wording: c.wording, item: c.item, notice: c.notice };
  },
  promiseActors: ['addItem'],
};
