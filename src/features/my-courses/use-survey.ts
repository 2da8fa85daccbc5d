/** View model of the survey modal: reads a running survey child (certificate.machine / task-upload.machine invoke it). */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { questionError, surveyFailureText, type surveyMachine } from '../../../machines/survey.machine';

export type SurveyRef = ActorRefFrom<typeof surveyMachine>;

export function useSurvey(ref: SurveyRef) {
  const loading = useSelector(ref, (s) => s.matches('loading'));
  const storing = useSelector(ref, (s) => s.matches('storing'));
  const questions = useSelector(ref, (s) => s.context.questions);
  const answers = useSelector(ref, (s) => s.context.answers);
  const errors = useSelector(ref, (s) => Object.fromEntries(s.context.questions.map((q) => [q.id, questionError(s.context, q.id)])) as Record<number, string | null>);
  const loadFailure = useSelector(ref, (s) => (s.matches('loadFailed') ? (s.context.failure?.message ?? '') : null));
  const storeFailure = useSelector(ref, (s) => (s.matches('storeFailed') ? surveyFailureText(s.context) : null));
  const cancellable = useSelector(ref, (s) => s.can({ type: 'survey.cancel' }));
  return {
    loading,
    storing,
    questions,
    answers,
    errors,
    loadFailure,
    storeFailure,
    cancellable,
    answer: (surveyId: number, value: string) => ref.send({ type: 'answer.set', surveyId, value }),
    submit: () => ref.send({ type: 'survey.submit' }),
    cancel: () => ref.send({ type: 'survey.cancel' }),
    retry: () => ref.send({ type: 'survey.retry' }),
    close: () => ref.send({ type: 'survey.close' }),
    dismissFailure: () => ref.send({ type: 'failure.dismiss' }),
  };
}
