/**
 * View model of ReviewMenu (commerce spec §2 "Reviews"): runs {@link reviewListMachine} with the real actor of
 * review-list.actors.ts (provided once) and follows the URL query.
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { reviewListMachine, type ReviewListLogic, type ReviewListQuery } from '../../../machines/review-list.machine';
import type { Failure } from '../../../machines/shared/failure';
import { useFlowActor } from '../../flows/flow-actor';
import { useEmitted } from '../../flows/use-emitted';
import { useQuerySync } from '../../flows/use-query-sync';
import { createReviewListActors } from './review-list.actors';

export type { ReviewListLogic };

/** @param onServerError called when the machine emits `reviews.leave` (Error500 with the failure). */
export function useReviewList(userId: number, query: ReviewListQuery, onServerError: (failure: Failure) => void, logic?: ReviewListLogic) {
  const [machine] = useState(() => logic ?? reviewListMachine.provide({ actors: createReviewListActors(userId) }));
  const actor = useFlowActor(machine, { input: { query } });
  useQuerySync(actor, query);
  useEmitted(actor, 'reviews.leave', (e) => onServerError(e.failure));

  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const empty = useSelector(actor, (s) => s.matches({ loaded: 'empty' }));
  const list = useSelector(actor, (s) => (s.matches({ loaded: 'showing' }) ? s.context.list : null));
  /** The fetch failure shown in a dialog, or null. */
  const fetchError = useSelector(actor, (s) => (s.matches('failed') ? (s.context.failure?.message ?? '') : null));
  /** Confirmed failure that goes to Error500: `{ code, message }`, or null. */
  return { loading, empty, list, fetchError, confirmError: () => actor.send({ type: 'error.confirm' }) };
}
