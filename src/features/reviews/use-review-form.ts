/**
 * View model of ReviewAddMenu and the review edit page (commerce spec §2 "Reviews", §8 "Reviews"): runs
 * {@link reviewFormMachine} with the real actors of review-form.actors.ts (provided once) and exposes what the page
 * shows and the intents it may call.
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { reviewFormMachine, type ReviewFormInput, type ReviewFormLogic, type ReviewValues } from '../../../machines/review-form.machine';
import type { Failure } from '../../../machines/shared/failure';
import { useFlowActor } from '../../flows/flow-actor';
import { useEmitted } from '../../flows/use-emitted';
import { createReviewFormActors } from './review-form.actors';

export type { ReviewFormLogic };

/** Where the page goes when the machine emits `review.leave`. */
export interface ReviewFormExits {
  onNotFound(): void;
  onServerError(failure: Failure): void;
  onSaved(notice: string): void;
}

export function useReviewForm(input: ReviewFormInput, exits: ReviewFormExits, logic?: ReviewFormLogic) {
  const [machine] = useState(() => logic ?? reviewFormMachine.provide({ actors: createReviewFormActors() }));
  const actor = useFlowActor(machine, { input });
  useEmitted(actor, 'review.leave', (e) => {
    if (e.to === 'notFound') exits.onNotFound();
    else if (e.to === 'error') exits.onServerError(e.failure);
    else exits.onSaved(e.notice);
  });

  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const showForm = useSelector(actor, (s) => s.hasTag('form'));
  const saving = useSelector(actor, (s) => s.matches('submitting'));
  const item = useSelector(actor, (s) => s.context.item);
  const values = useSelector(actor, (s) => s.context.values);
  /** 'Kursus slug tidak ditemukan' / 'Produk slug tidak ditemukan', or null. */
  const slugMissing = useSelector(actor, (s) => (s.matches('slugMissing') ? s.context.notice : null));
  const orderMissing = useSelector(actor, (s) => s.matches('orderMissing'));
  /** The review fetch failure shown in a dialog before Error500, or null. */
  const fetchError = useSelector(actor, (s) => (s.matches('fetchFailed') ? (s.context.failure?.message ?? '') : null));
  /** The save failure shown in a dialog over the form, or null. */
  const saveError = useSelector(actor, (s) => (s.matches('submitFailed') ? (s.context.failure?.message ?? '') : null));

  return {
    loading,
    showForm,
    saving,
    item,
    values,
    slugMissing,
    orderMissing,
    fetchError,
    saveError,
    submit: (next: ReviewValues) => actor.send({ type: 'review.submit', values: next }),
    dismissError: () => actor.send({ type: 'error.dismiss' }),
    confirmError: () => actor.send({ type: 'error.confirm' }),
  };
}
