/**
 * The Home banner slider (portal spec §2 Home "A banner slider with a subscription banner and a discount-course
 * banner. It autoplays every 10000 ms and wraps around", §9 "Banner autoplay: 10000 ms").
 *
 * The machine owns which slide shows and when the next one comes: the autoplay is an `after` delay
 * (`autoplay`, the input's `intervalMs`, 10000 ms by default), never a timer in a view. The view (src/ui/banner-
 * slider.tsx over keen-slider) renders `context.index` and moves the track in `context.direction`; a drag on the
 * track reports where it stopped with `slider.settled`.
 *
 * States:
 * - `deciding` → `still` (fewer than two slides: nothing moves), `paused` (the input asks to start paused, e.g. the
 *   visitor prefers reduced motion) or `running`.
 * - `running.playing` (tag `autoplaying`): after `autoplay` → the next slide, wrapping from the last to the first.
 *   Any move (next, previous, a dot, a drag) starts the wait again, so a slide always shows for the full interval.
 * - `running.held`: the pointer is over the slider or focus is inside it (WCAG 2.2.2): no autoplay until both leave.
 * - `paused` (tag `paused`): the visitor pressed the pause button; moves still work; `autoplay.resume` plays again.
 * `slides.change` (the slide count changed) clamps the index and decides again.
 *
 * Context the view reads: `index` (0-based), `count`, `direction` ('next' | 'prev' | 'jump': how the track moves to
 * `index`). No actors.
 */
import { assign, setup } from 'xstate';

/** Banner autoplay, ms (portal §9). */
export const BANNER_AUTOPLAY_MS = 10_000;

export interface BannerSliderInput {
  /** Number of slides. */
  count: number;
  /** Autoplay interval, ms (default {@link BANNER_AUTOPLAY_MS}). */
  intervalMs?: number;
  /** Start paused (the visitor prefers reduced motion); default false. */
  startPaused?: boolean;
}

/** How the track reaches `index`: one step forward, one step back, or straight to a dot's slide. */
export type SlideDirection = 'next' | 'prev' | 'jump';

export interface BannerSliderContext {
  index: number;
  count: number;
  intervalMs: number;
  direction: SlideDirection;
  /** The pointer is over the slider. */
  pointer: boolean;
  /** Keyboard focus is inside the slider. */
  focus: boolean;
  startPaused: boolean;
}

/** Events the view sends. */
export type BannerSliderEvent =
  | { type: 'slider.next' }
  | { type: 'slider.prev' }
  | { type: 'slider.goTo'; index: number }
  | { type: 'slider.settled'; index: number }
  | { type: 'pointer.enter' }
  | { type: 'pointer.leave' }
  | { type: 'focus.enter' }
  | { type: 'focus.leave' }
  | { type: 'autoplay.pause' }
  | { type: 'autoplay.resume' }
  | { type: 'slides.change'; count: number };

const wrap = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);

export const bannerSliderMachine = setup({
  types: {
    context: {} as BannerSliderContext,
    events: {} as BannerSliderEvent,
    input: {} as BannerSliderInput,
    tags: {} as 'autoplaying' | 'paused',
  },
  guards: {
    hasSeveralSlides: ({ context }) => context.count > 1,
    startsPaused: ({ context }) => context.startPaused,
    isHeld: ({ context }) => context.pointer || context.focus,
    isOtherSlide: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < context.count && params.index !== context.index,
  },
  actions: {
    stepForward: assign({ index: ({ context }) => wrap(context.index + 1, context.count), direction: 'next' as const }),
    stepBack: assign({ index: ({ context }) => wrap(context.index - 1, context.count), direction: 'prev' as const }),
    jumpTo: assign((_, params: { index: number }) => ({ index: params.index, direction: 'jump' as const })),
    /** The track is already there (a drag): only record it. */
    recordSettled: assign((_, params: { index: number }) => ({ index: params.index, direction: 'jump' as const })),
    setPointer: assign((_, params: { on: boolean }) => ({ pointer: params.on })),
    setFocus: assign((_, params: { on: boolean }) => ({ focus: params.on })),
    setCount: assign(({ context }, params: { count: number }) => {
      const count = Math.max(0, Math.floor(params.count));
      return { count, index: count === 0 ? 0 : Math.min(context.index, count - 1), direction: 'jump' as const };
    }),
  },
  delays: {
    /** Between two slides, ms (portal §9: 10000). */
    autoplay: ({ context }) => context.intervalMs,
  },
}).createMachine({
  id: 'bannerSlider',
  description: 'Home banner slider: one slide at a time, the next every 10000 ms, wrapping from the last to the first.',
  context: ({ input }) => ({
    index: 0,
    count: Math.max(0, Math.floor(input.count)),
    intervalMs: input.intervalMs ?? BANNER_AUTOPLAY_MS,
    direction: 'jump',
    pointer: false,
    focus: false,
    startPaused: input.startPaused ?? false,
  }),
  initial: 'deciding',
  on: {
    'pointer.enter': { actions: { type: 'setPointer', params: { on: true } }, description: 'The pointer is over the slider (remembered).' },
    'pointer.leave': { actions: { type: 'setPointer', params: { on: false } }, description: 'The pointer left the slider (remembered).' },
    'focus.enter': { actions: { type: 'setFocus', params: { on: true } }, description: 'Focus moved into the slider (remembered).' },
    'focus.leave': { actions: { type: 'setFocus', params: { on: false } }, description: 'Focus left the slider (remembered).' },
    'slides.change': {
      target: '.deciding',
      reenter: true,
      actions: { type: 'setCount', params: ({ event }) => ({ count: event.count }) },
      description: 'The number of slides changed: keep the index inside it and decide again.',
    },
  },
  states: {
    deciding: {
      description: 'Is there anything to slide, and should it play?',
      always: [
        { guard: { type: 'hasSeveralSlides' }, target: 'startOrPause', description: 'Two slides or more.' },
        { target: 'still', description: 'One slide or none: nothing moves.' },
      ],
    },
    startOrPause: {
      description: 'Play, unless asked to start paused.',
      always: [
        { guard: 'startsPaused', target: 'paused', description: 'The visitor prefers reduced motion: start paused.' },
        { target: 'running', description: 'Start playing.' },
      ],
    },
    still: { description: 'One slide or none: no autoplay, no controls.' },
    running: {
      description: 'Autoplay is on; it waits while the slider is hovered or focused.',
      initial: 'checking',
      on: {
        'slider.next': {
          target: '.checking',
          reenter: true,
          actions: 'stepForward',
          description: 'Next (wrapping); the wait starts again.',
        },
        'slider.prev': {
          target: '.checking',
          reenter: true,
          actions: 'stepBack',
          description: 'Previous (wrapping); the wait starts again.',
        },
        'slider.goTo': {
          guard: { type: 'isOtherSlide', params: ({ event }) => ({ index: event.index }) },
          target: '.checking',
          reenter: true,
          actions: { type: 'jumpTo', params: ({ event }) => ({ index: event.index }) },
          description: 'A dot: straight to that slide; the wait starts again.',
        },
        'slider.settled': {
          guard: { type: 'isOtherSlide', params: ({ event }) => ({ index: event.index }) },
          target: '.checking',
          reenter: true,
          actions: { type: 'recordSettled', params: ({ event }) => ({ index: event.index }) },
          description: 'The visitor dragged the track to another slide; the wait starts again.',
        },
        'pointer.enter': {
          target: '.held',
          actions: { type: 'setPointer', params: { on: true } },
          description: 'Hovered: hold the autoplay.',
        },
        'focus.enter': {
          target: '.held',
          actions: { type: 'setFocus', params: { on: true } },
          description: 'Focused: hold the autoplay.',
        },
        'pointer.leave': {
          target: '.checking',
          actions: { type: 'setPointer', params: { on: false } },
          description: 'The pointer left: play again unless focus is still inside.',
        },
        'focus.leave': {
          target: '.checking',
          actions: { type: 'setFocus', params: { on: false } },
          description: 'Focus left: play again unless the pointer is still over it.',
        },
        'autoplay.pause': { target: 'paused', description: 'The pause button: stop the autoplay.' },
      },
      states: {
        checking: {
          description: 'Hovered or focused?',
          always: [
            { guard: 'isHeld', target: 'held', description: 'Still hovered or focused: hold.' },
            { target: 'playing', description: 'Free: play.' },
          ],
        },
        playing: {
          tags: ['autoplaying'],
          description: 'Waiting 10000 ms before the next slide.',
          after: {
            autoplay: {
              target: 'playing',
              reenter: true,
              actions: 'stepForward',
              description: '10000 ms passed: the next slide (the last wraps to the first).',
            },
          },
        },
        held: { description: 'Hovered or focused: the autoplay waits.' },
      },
    },
    paused: {
      tags: ['paused'],
      description: 'Paused by the visitor: slides move only when asked.',
      on: {
        'slider.next': { actions: 'stepForward', description: 'Next (wrapping).' },
        'slider.prev': { actions: 'stepBack', description: 'Previous (wrapping).' },
        'slider.goTo': {
          guard: { type: 'isOtherSlide', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'jumpTo', params: ({ event }) => ({ index: event.index }) },
          description: 'A dot: straight to that slide.',
        },
        'slider.settled': {
          guard: { type: 'isOtherSlide', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'recordSettled', params: ({ event }) => ({ index: event.index }) },
          description: 'The visitor dragged the track to another slide.',
        },
        'autoplay.resume': { target: 'running', description: 'The play button: autoplay again.' },
      },
    },
  },
});

export type BannerSliderMachine = typeof bannerSliderMachine;
