/** Model spec of machines/buy-again.machine.ts: a completed order (status 7) and one that is not (4). */
import { buyAgainMachine, type BuyAgainContext } from '../../buy-again.machine';
import { apiError } from '../fixtures';
import type { ModelSpec } from '../model';

export const buyAgainSpec: ModelSpec = {
  name: 'buyAgain',
  machine: buyAgainMachine,
  input: { statusCode: 7, lines: [{ type: 'lms', item_id: 1, quantity: 1 }] },
  moreInputs: [{ statusCode: 4, lines: [{ type: 'lms', item_id: 1, quantity: 1 }] }],
  userEvents: [{ type: 'buyAgain.start' }, { type: 'error.dismiss' }],
  outputs: { addItems: [undefined] },
  errors: { addItems: [apiError(436, 'Item stok sudah habis')] },
  abstract: () => null,
  project: (s) => (s.context as BuyAgainContext).error,
  promiseActors: ['addItems'],
};
