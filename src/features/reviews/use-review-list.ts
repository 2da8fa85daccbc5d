/**
 * View model of ReviewMenu (commerce spec §2 "Reviews"): runs {@link reviewListMachine} with the real actor of
 * review-list.actors.ts (provided once) and follows the URL query.
 */
import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { reviewListMachine, type ReviewListLogic, type ReviewListQuery } from '../../../machines/review-list.machine';
import { useFlowActor } from '../../flows/flow-actor';
import { createReviewListActors } from './review-list.actors';

export type { ReviewListLogic };

export function useReviewList(userId: number, query: ReviewListQuery, logic?: ReviewListLogic) {
  const [machine] = useState(() => logic ?? reviewListMachine.provide({ actors: createReviewListActors(userId) }));
  const actor = useFlowActor(machine, { input: { query } });
  const key = `${query.type}|${query.page}`;
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    actor.send({ type: 'query.change', query });
    // `key` captures the query's fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, key]);

  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const empty = useSelector(actor, (s) => s.matches({ loaded: 'empty' }));
  const list = useSelector(actor, (s) => (s.matches({ loaded: 'showing' }) ? s.context.list : null));
  /** The fetch failure shown in a dialog, or null. */
  const fetchError = useSelector(actor, (s) => (s.matches('failed') ? (s.context.failure?.message ?? '') : null));
  /** Confirmed failure that goes to Error500: `{ code, message }`, or null. */
  const serverError = useSelector(actor, (s) => (s.matches('leaving') ? s.context.failure : null));
  return { loading, empty, list, fetchError, serverError, confirmError: () => actor.send({ type: 'error.confirm' }) };
}
