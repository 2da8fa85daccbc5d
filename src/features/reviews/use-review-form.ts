/**
 * View model of ReviewAddMenu and the review edit page (commerce spec §2 "Reviews", §8 "Reviews"): runs
 * {@link reviewFormMachine} with the real actors of review-form.actors.ts (provided once) and exposes what the page
 * shows and the intents it may call.
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { reviewFormMachine, type ReviewFormInput, type ReviewFormLogic, type ReviewValues } from '../../../machines/review-form.machine';
import { useFlowActor } from '../../flows/flow-actor';
import { createReviewFormActors } from './review-form.actors';

export type { ReviewFormLogic };

export function useReviewForm(input: ReviewFormInput, logic?: ReviewFormLogic) {
  const [machine] = useState(() => logic ?? reviewFormMachine.provide({ actors: createReviewFormActors() }));
  const actor = useFlowActor(machine, { input });

  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const showForm = useSelector(actor, (s) => s.hasTag('form'));
  const saving = useSelector(actor, (s) => s.matches('submitting'));
  const item = useSelector(actor, (s) => s.context.item);
  const values = useSelector(actor, (s) => s.context.values);
  /** 'Kursus slug tidak ditemukan' / 'Produk slug tidak ditemukan', or null. */
  const slugMissing = useSelector(actor, (s) => (s.matches('slugMissing') ? s.context.notice : null));
  const orderMissing = useSelector(actor, (s) => s.matches('orderMissing'));
  const notFound = useSelector(actor, (s) => s.matches('notFound'));
  /** A load that must go to Error500: `{ code, message }`, or null. */
  const serverError = useSelector(actor, (s) => (s.matches('loadFailed') ? s.context.failure : null));
  /** The review fetch failure shown in a dialog before Error500, or null. */
  const fetchError = useSelector(actor, (s) => (s.matches('fetchFailed') ? (s.context.failure?.message ?? '') : null));
  /** The save failure shown in a dialog over the form, or null. */
  const saveError = useSelector(actor, (s) => (s.matches('submitFailed') ? (s.context.failure?.message ?? '') : null));
  /** The success notice once saved, or null. */
  const savedNotice = useSelector(actor, (s) => (s.matches('saved') ? s.context.notice : null));

  return {
    loading,
    showForm,
    saving,
    item,
    values,
    slugMissing,
    orderMissing,
    notFound,
    serverError,
    fetchError,
    saveError,
    savedNotice,
    submit: (next: ReviewValues) => actor.send({ type: 'review.submit', values: next }),
    dismissError: () => actor.send({ type: 'error.dismiss' }),
    confirmError: () => actor.send({ type: 'error.confirm' }),
  };
}
