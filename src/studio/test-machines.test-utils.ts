/**
 * Small machines that use every statechart feature the studio draws (for the studio's unit tests): compound,
 * parallel, initial, final, shallow and deep history, guards (named, parameterised, and/or/not, inline),
 * `after` (number and named delay), `always`, invoke with onDone/onError (a promise and a child machine), spawn,
 * descriptions, tags, meta, a targetless and a re-entering transition, and a transition into two regions.
 */
import { and, assign, fromPromise, not, or, setup, spawnChild } from 'xstate';

export const childMachine = setup({
  types: { events: {} as { type: 'child.ping' } },
}).createMachine({
  id: 'child',
  description: 'A child machine.',
  initial: 'waiting',
  states: {
    waiting: { description: 'Waiting for a ping.', on: { 'child.ping': { target: 'done', description: 'Pinged.' } } },
    done: { type: 'final', description: 'Pinged once.' },
  },
});

export const kitchenSink = setup({
  types: {
    context: {} as { count: number },
    events: {} as { type: 'go' } | { type: 'toggle' } | { type: 'bump'; by: number } | { type: 'finish' } | { type: 'back' } | { type: 'both' },
    tags: {} as 'busy' | 'idle',
  },
  actors: {
    load: fromPromise<number, { n: number }>(async () => {
      throw new Error('load not provided');
    }),
    child: childMachine,
  },
  guards: {
    isReady: () => true,
    isAbove: ({ context }, params: { min: number }) => context.count > params.min,
  },
  delays: { debounce: 500 },
  actions: { countUp: assign({ count: ({ context }) => context.count + 1 }) },
}).createMachine({
  id: 'sink',
  description: 'Every feature once.',
  context: { count: 0 },
  initial: 'idle',
  meta: { owner: 'studio tests' },
  on: { back: { target: '.idle', description: 'Back to the start from anywhere.' } },
  states: {
    idle: {
      description: 'Nothing happens.',
      tags: ['idle'],
      meta: { figma: 'frame-1' },
      on: {
        go: [
          { guard: 'isReady', target: 'loading', description: 'Ready: load.' },
          { guard: { type: 'isAbove', params: { min: 3 } }, target: 'working', description: 'Enough: work.' },
          { guard: and(['isReady', not('isReady')]), target: 'done' },
          { guard: or(['isReady', ({ context }) => context.count > 9]), target: 'done' },
        ],
        bump: { actions: 'countUp', description: 'Count without moving.' },
      },
    },
    loading: {
      description: 'Loading the number.',
      tags: ['busy'],
      invoke: {
        id: 'loadNumber',
        src: 'load',
        input: ({ context }) => ({ n: context.count }),
        onDone: { target: 'working', description: 'Loaded.' },
        onError: { target: 'idle', description: 'Could not load.' },
      },
      after: { 3000: { target: 'idle', description: 'Too slow.' } },
    },
    working: {
      description: 'Two things at once.',
      type: 'parallel',
      entry: spawnChild('child', { id: 'helper' }),
      on: { finish: { target: 'done', description: 'All done.' } },
      states: {
        left: {
          description: 'The left region.',
          initial: 'a',
          states: {
            a: { description: 'Left a.', on: { toggle: { target: 'b', description: 'To b.' } } },
            b: { description: 'Left b.', after: { debounce: { target: 'a', description: 'Back after the debounce.' } } },
            hist: { type: 'history', history: 'shallow', target: 'b', description: 'Where left was.' },
          },
        },
        right: {
          description: 'The right region.',
          initial: 'checking',
          states: {
            checking: {
              description: 'Decide at once.',
              always: [{ guard: 'isReady', target: 'calling', description: 'Ready: call the child.' }, { target: 'off' }],
            },
            calling: {
              description: 'Running the child machine.',
              invoke: { id: 'childCall', src: 'child', onDone: { target: 'off', description: 'The child finished.' }, onError: { target: 'off' } },
              on: { go: { target: 'calling', reenter: true, description: 'Start the child again.' } },
            },
            off: { description: 'Right is off.', on: { both: { target: ['#sink.working.left.b', '#sink.working.right.off'], description: 'Into two regions.' } } },
            deepHist: { type: 'history', history: 'deep' },
          },
        },
      },
    },
    done: { type: 'final', description: 'Finished.' },
  },
});
