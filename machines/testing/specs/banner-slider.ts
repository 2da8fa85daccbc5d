/**
 * Model spec of machines/banner-slider.machine.ts (the Home banner slider): autoplay ticks, moves, dots, drags,
 * hover and focus holds, the pause button and a changing slide count, from two slides, one slide and a paused start.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { bannerSliderMachine, type BannerSliderContext } from '../../banner-slider.machine';
import type { ModelSpec } from '../model';

const ctx = (s: AnyMachineSnapshot) => s.context as BannerSliderContext;

export const bannerSliderSpec: ModelSpec = {
  name: 'bannerSlider',
  machine: bannerSliderMachine,
  input: { count: 2 },
  moreInputs: [{ count: 1 }, { count: 2, startPaused: true }],
  userEvents: [
    { type: 'slider.next' },
    { type: 'slider.prev' },
    { type: 'slider.goTo', index: 1 },
    { type: 'slider.settled', index: 0 },
    { type: 'pointer.enter' },
    { type: 'pointer.leave' },
    { type: 'focus.enter' },
    { type: 'focus.leave' },
    { type: 'autoplay.pause' },
    { type: 'autoplay.resume' },
    { type: 'slides.change', count: 3 },
    { type: 'slides.change', count: 1 },
  ],
  outputs: {},
  errors: {},
  abstract: (s) => {
    const c = ctx(s);
    return [c.index, c.count, c.pointer, c.focus];
  },
  project: (s) => {
    const c = ctx(s);
    return { index: c.index, count: c.count, direction: c.direction, pointer: c.pointer, focus: c.focus };
  },
  invariant: (s) => {
    const c = ctx(s);
    if (c.count > 0 && (c.index < 0 || c.index >= c.count)) return 'the index stays inside the slides';
    if (s.hasTag('autoplaying') && (c.pointer || c.focus)) return 'no autoplay while hovered or focused';
    return null;
  },
  promiseActors: [],
};
