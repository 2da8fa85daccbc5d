/**
 * View model of PromoDetailMenu (commerce spec §2 "Promo"): runs {@link promoDetailMachine} with the real
 * actor of promo-detail.actors.ts (provided once) and follows the URL's course query.
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../flows/flow-actor';
import { useQuerySync } from '../../flows/use-query-sync';
import { promoDetailMachine, type PromoDetailQuery } from '../../../machines/promo-detail.machine';
import { createPromoDetailActors } from './promo-detail.actors';

/** The machine with its actors (tests pass fakes). */
export type PromoDetailLogic = typeof promoDetailMachine;

export function usePromoDetail(code: string, query: PromoDetailQuery, logic?: PromoDetailLogic) {
  const [machine] = useState(() => logic ?? promoDetailMachine.provide({ actors: createPromoDetailActors() }));
  const actor = useFlowActor(machine, { input: { code, query } });
  useQuerySync(actor, query);

  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const promo = useSelector(actor, (s) => s.context.detail?.promo ?? null);
  const courses = useSelector(actor, (s) => (s.matches({ loaded: 'showing' }) ? s.context.detail?.course ?? null : null));
  const empty = useSelector(actor, (s) => s.matches({ loaded: 'empty' }));
  const notFound = useSelector(actor, (s) => s.matches('notFound'));
  const offline = useSelector(actor, (s) => s.matches('offline'));
  const failed = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure?.message || null : null));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'detail.retry' }));
  return { loading, promo, courses, empty, notFound, offline, failed, canRetry, retry: () => actor.send({ type: 'detail.retry' }) };
}
