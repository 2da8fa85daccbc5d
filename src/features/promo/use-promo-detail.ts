/**
 * View model of PromoDetailMenu (commerce spec §2 "Promo"): runs {@link promoDetailMachine} with the real
 * `loadDetail` actor (src/api/promo.ts getPromoDetail) and follows the URL's course query.
 */
import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { getPromoDetail } from '../../api/promo';
import { promoDetailMachine, type LoadPromoDetailInput, type PromoDetailQuery } from '../../../machines/promo-detail.machine';
// Studio live view (docs/decisions/015): reports this actor only while switched on in /statecharts.
import { inspect } from '../../lib/live-inspect';

/** The machine wired to the gateway. Tests pass their own `.provide`d logic instead. */
export const promoDetailLogic = promoDetailMachine.provide({
  actors: {
    loadDetail: fromPromise(({ input }: { input: LoadPromoDetailInput }) => getPromoDetail(input.code, input.query)),
  },
});

export function usePromoDetail(code: string, query: PromoDetailQuery, logic: typeof promoDetailLogic = promoDetailLogic) {
  const actor = useActorRef(logic, { input: { code, query }, inspect });
  const key = `${query.page}|${query.search}`;
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    actor.send({ type: 'query.change', query });
    // `key` captures the query's fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, key]);

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
