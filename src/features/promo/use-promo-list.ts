/**
 * View model of the Kode Promo page (commerce spec §2 "Promo"): runs {@link promoListMachine} with the real
 * actor of promo-list.actors.ts (provided once) and follows the URL query.
 */
import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../flows/flow-actor';
import { promoListMachine, type PromoListQuery } from '../../../machines/promo-list.machine';
import { createPromoListActors } from './promo-list.actors';

/** The machine with its actors (tests pass fakes). */
export type PromoListLogic = typeof promoListMachine;

export function usePromoList(query: PromoListQuery, logic?: PromoListLogic) {
  const [machine] = useState(() => logic ?? promoListMachine.provide({ actors: createPromoListActors() }));
  const actor = useFlowActor(machine, { input: { query } });
  const key = `${query.page}|${query.q}`;
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    actor.send({ type: 'query.change', query });
    // `key` captures the query's fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, key]);

  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const offline = useSelector(actor, (s) => s.matches('offline'));
  const empty = useSelector(actor, (s) => s.matches({ loaded: 'empty' }));
  const list = useSelector(actor, (s) => (s.matches({ loaded: 'showing' }) ? s.context.list : null));
  return { loading, offline, empty, list, retry: () => actor.send({ type: 'list.retry' }) };
}
