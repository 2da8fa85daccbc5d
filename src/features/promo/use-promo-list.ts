/**
 * View model of the Kode Promo page (commerce spec §2 "Promo"): runs {@link promoListMachine} with the real
 * `loadPromos` actor (src/api/promo.ts getMyPromos, 10 per page) and follows the URL query.
 */
import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { getMyPromos } from '../../api/promo';
import { promoListMachine, type PromoListQuery } from '../../../machines/promo-list.machine';
// Studio live view (docs/decisions/015): reports this actor only while switched on in /statecharts.
import { inspect } from '../../lib/live-inspect';

/** The machine wired to the gateway. Tests pass their own `.provide`d logic instead. */
export const promoListLogic = promoListMachine.provide({
  actors: { loadPromos: fromPromise(({ input }: { input: PromoListQuery }) => getMyPromos(input)) },
});

export function usePromoList(query: PromoListQuery, logic: typeof promoListLogic = promoListLogic) {
  const actor = useActorRef(logic, { input: { query }, inspect });
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
