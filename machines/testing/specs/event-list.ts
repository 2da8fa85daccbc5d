/** Model spec of machines/event-list.machine.ts ('Event Saya'): a query change, retry and dismiss, and every answer. */
import type { AnyMachineSnapshot } from 'xstate';
import { eventListMachine } from '../../event-list.machine';
import type { ModelSpec } from '../model';
import { failures, listProject, page } from './paged-list';

export const eventListSpec: ModelSpec = {
  name: 'eventList',
  machine: eventListMachine,
  input: { userId: 11, query: { q: '', page: 1 } },
  userEvents: [{ type: 'query.change', query: { q: 'roti', page: 2 } }, { type: 'list.retry' }, { type: 'failure.dismiss' }],
  busyEvents: ['query.change'],
  outputs: { loadEvents: [page(2), page(0)] },
  errors: { loadEvents: failures },
  abstract: (s: AnyMachineSnapshot) => (s.context as { query: { page: number } }).query.page,
  project: listProject,
  promiseActors: ['loadEvents'],
};
