/** Model spec of machines/remote.machine.ts: a key change (new or the same), a retry, data or no data, failures. */
import { remoteMachine, type RemoteContext } from '../../remote.machine';
import { apiError, networkError } from '../fixtures';
import type { ModelSpec } from '../model';

export const remoteSpec: ModelSpec = {
  name: 'remote',
  machine: remoteMachine,
  input: { key: 'a' },
  userEvents: [{ type: 'key.change', key: 'b' }, { type: 'key.change', key: 'a' }, { type: 'remote.retry' }],
  busyEvents: ['key.change'],
  outputs: { load: [['row'], []] },
  errors: { load: [networkError(), apiError(500, 'Gagal')] },
  abstract: (s) => (s.context as RemoteContext).key,
  project: (s) => {
    const c = s.context as RemoteContext;
    return { key: c.key, data: c.data, failure: c.failure?.kind ?? null };
  },
  invariant: (s) => (s.matches('failed') && (s.context as RemoteContext).data !== null ? 'a failed read shows no data' : null),
  promiseActors: ['load'],
};
