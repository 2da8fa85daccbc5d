/**
 * One remote read for a key (portal §2 Home sections, the compact catalogue's course and product lists; portal §8
 * "Failed list loads are logged and show empty sections"): the simplest flow a page has, written once so that no
 * view makes a request itself.
 *
 * The key names what is read (a query, a page, a price list); the view sends `key.change` when it changes, and the
 * read under way is dropped (its actor stops, its `signal` aborts) for the new one. The data of the last key stays
 * while the next one loads, so the page can dim it instead of flashing a skeleton.
 *
 * - `loading` (tag `loading`): invokes `load({ key })` → `ready` with the data, or `failed` with the failure
 *   (`failure.network`: a lost connection, 'Coba Lagi'; otherwise 'Refresh Data'); the failure clears the data.
 * - `failed` → `remote.retry` → `loading`.
 *
 * Actor (placeholder; the page provides it): `load({ key })` → the data (any shape; the page's view model types it).
 */
import { assign, setup } from 'xstate';
import { toFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';

export interface RemoteInput {
  /** What is read, as a string the page builds from everything the read depends on. */
  key: string;
}

export interface RemoteContext {
  key: string;
  /** The last data read; kept while the next key loads, null after a failure. */
  data: unknown;
  failure: Failure | null;
}

export type RemoteEvent = { type: 'key.change'; key: string } | { type: 'remote.retry' };

export const remoteMachine = setup({
  types: {
    context: {} as RemoteContext,
    events: {} as RemoteEvent,
    input: {} as RemoteInput,
    tags: {} as 'loading',
  },
  actors: {
    load: notProvided<unknown, RemoteInput>('remote.load'),
  },
  guards: {
    isNewKey: ({ context }, params: { key: string }) => params.key !== context.key,
  },
}).createMachine({
  id: 'remote',
  description: 'One remote read for a key; a new key replaces the read under way.',
  context: ({ input }) => ({ key: input.key, data: null, failure: null }),
  initial: 'loading',
  on: {
    'key.change': {
      guard: { type: 'isNewKey', params: ({ event }) => ({ key: event.key }) },
      target: '.loading',
      reenter: true,
      description: 'Something the read depends on changed: read again for the new key (the read under way is dropped).',
      actions: assign({ key: ({ event }) => event.key, failure: null }),
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      description: 'Reading; the previous data stays on screen, dimmed.',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ key: context.key }),
        onDone: { target: 'ready', description: 'Read: show the data.', actions: assign({ data: ({ event }) => event.output, failure: null }) },
        onError: {
          target: 'failed',
          description: 'Not read: the failure (already logged by the transport) and no data.',
          actions: assign({ data: null, failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    ready: { description: 'The data for the key.' },
    failed: {
      description: "The read failed: 'Coba Lagi' for a lost connection, 'Refresh Data' otherwise.",
      on: { 'remote.retry': { target: 'loading', description: 'Read again.' } },
    },
  },
});

export type RemoteMachine = typeof remoteMachine;
