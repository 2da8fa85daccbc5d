/**
 * View model of the Home banner slider (machines/banner-slider.machine.ts): the slide index, how to reach it, and
 * the intents of the slider's controls. A visitor who prefers reduced motion starts paused.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { bannerSliderMachine, BANNER_AUTOPLAY_MS } from '../../../machines/banner-slider.machine';
import { useFlowActor } from '../../flows/flow-actor';

const prefersReducedMotion = () => typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);

export function useBannerSlider(count: number, intervalMs = BANNER_AUTOPLAY_MS) {
  const [startPaused] = useState(prefersReducedMotion);
  const actor = useFlowActor(bannerSliderMachine, { input: { count, intervalMs, startPaused } });
  useEffect(() => {
    if (actor.getSnapshot().context.count !== count) actor.send({ type: 'slides.change', count });
  }, [actor, count]);
  const index = useSelector(actor, (s) => s.context.index);
  const direction = useSelector(actor, (s) => s.context.direction);
  const paused = useSelector(actor, (s) => s.hasTag('paused'));
  const autoplaying = useSelector(actor, (s) => s.hasTag('autoplaying'));
  return {
    index,
    direction,
    paused,
    autoplaying,
    onNext: () => actor.send({ type: 'slider.next' }),
    onPrev: () => actor.send({ type: 'slider.prev' }),
    onGoTo: (i: number) => actor.send({ type: 'slider.goTo', index: i }),
    onSettled: (i: number) => actor.send({ type: 'slider.settled', index: i }),
    onPointer: (inside: boolean) => actor.send({ type: inside ? 'pointer.enter' : 'pointer.leave' }),
    onFocus: (inside: boolean) => actor.send({ type: inside ? 'focus.enter' : 'focus.leave' }),
    onPause: () => actor.send({ type: 'autoplay.pause' }),
    onResume: () => actor.send({ type: 'autoplay.resume' }),
  };
}
