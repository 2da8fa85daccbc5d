/** Model spec of machines/error-page.machine.ts: the 1 s redirect of Error500. */
import { errorPageMachine } from '../../error-page.machine';
import type { ModelSpec } from '../model';

export const errorPageSpec: ModelSpec = {
  name: 'errorPage',
  machine: errorPageMachine,
  input: undefined,
  userEvents: [],
  outputs: {},
  errors: {},
  abstract: () => null,
  project: () => null,
  promiseActors: [],
};
