/**
 * View model of the Kode Promo page (commerce spec §2 "Promo"): runs {@link promoListMachine} with the real
 * actor of promo-list.actors.ts (provided once) and follows the URL query.
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../flows/flow-actor';
import { useQuerySync } from '../../flows/use-query-sync';
import { promoListMachine, type PromoListQuery } from '../../../machines/promo-list.machine';
import { createPromoListActors } from './promo-list.actors';

/** The machine with its actors (tests pass fakes). */
export type PromoListLogic = typeof promoListMachine;

export function usePromoList(query: PromoListQuery, logic?: PromoListLogic) {
  const [machine] = useState(() => logic ?? promoListMachine.provide({ actors: createPromoListActors() }));
  const actor = useFlowActor(machine, { input: { query } });
  useQuerySync(actor, query);

  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const offline = useSelector(actor, (s) => s.matches('offline'));
  const empty = useSelector(actor, (s) => s.matches({ loaded: 'empty' }));
  const list = useSelector(actor, (s) => (s.matches({ loaded: 'showing' }) ? s.context.list : null));
  return { loading, offline, empty, list, retry: () => actor.send({ type: 'list.retry' }) };
}
