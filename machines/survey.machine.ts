/**
 * The course survey modal (commerce spec §2 "Upload Tugas page ... then a Survey modal that cannot be closed by
 * clicking outside", certificate tab "a survey modal"; §3 "Survey question"; §4 "Assignment upload success opens the
 * survey", "Certificates ... 411, the survey modal opens"; §5 "Survey"; §7 "Survey questions" (limit 1000), "Survey
 * store"; §8 "Certificates and surveys").
 *
 * A child machine for one survey: task-upload.machine.ts and certificate.machine.ts invoke it (id `survey`) and read
 * its output when it ends.
 *
 * - `loading` (tag `busy`): `loadQuestions({ courseId })` → the questions (`options` empty = free text).
 *   No question at all → `closed` (nothing to ask). A failure → `loadFailed`: the message with 'Coba Lagi'
 *   (`survey.retry`) and 'Tutup' (`survey.close`, ends without a survey).
 * - `answering`: `answer.set { surveyId, value }`. `survey.submit`: every question answered (trimmed, non-empty) →
 *   `storing`; otherwise `attempted` becomes true and 'Value is required' shows under each unanswered question
 *   ({@link unansweredIds}). `survey.cancel` ends without a survey only when the parent allows it (`cancellable`:
 *   the certificate's survey; never after an upload).
 * - `storing` (tag `busy`): `storeSurvey({ userId, courseId, scheduleId, answers })` (channel lms, one answer per
 *   question, in question order) → `stored` (final); a failure → `storeFailed`: 'Error Store Survey : {message}
 *   ({code})' with 'Tutup' (`failure.dismiss`, back to the answers).
 *
 * Output: `{ stored: true }` after 'Terimakasih sudah mengisi survey' (the parent says it and moves on), or
 * `{ stored: false }` when closed without one.
 * Actors (injected by src/features/my-courses/my-courses.actors.ts `createSurveyLogic`): `loadQuestions`, `storeSurvey`.
 */
import { assign, setup } from 'xstate';
import type { SurveyQuestion } from '../src/api/survey';
import { SURVEY_VALUE_REQUIRED, surveyStoreError } from './learning-messages';
import { toFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';

export interface SurveyInput {
  userId: number;
  /** The course (the survey's `item_id`). */
  courseId: number;
  /** The learner's schedule, or null. */
  scheduleId: number | null;
  /** Whether the member may close the survey without answering (`survey.cancel`). */
  cancellable: boolean;
}

export interface SurveyContext extends SurveyInput {
  questions: SurveyQuestion[];
  /** Answer text per question id. */
  answers: Record<number, string>;
  /** A submit was tried: unanswered questions show 'Value is required'. */
  attempted: boolean;
  failure: Failure | null;
  /** The answers were stored (the output). */
  stored: boolean;
}

export interface StoreSurveyInput {
  userId: number;
  courseId: number;
  scheduleId: number | null;
  /** One per question, in question order. */
  answers: Array<{ survey_id: number; user_answer: string }>;
}

export interface SurveyOutput {
  stored: boolean;
}

export type SurveyEvent =
  | { type: 'answer.set'; surveyId: number; value: string }
  | { type: 'survey.submit' }
  | { type: 'survey.cancel' }
  | { type: 'survey.retry' }
  | { type: 'survey.close' }
  | { type: 'failure.dismiss' };

/** The ids of questions without a (trimmed, non-empty) answer. */
export const unansweredIds = (c: Pick<SurveyContext, 'questions' | 'answers'>) =>
  c.questions.filter((q) => !(c.answers[q.id] ?? '').trim()).map((q) => q.id);

/** 'Value is required' for a question once a submit was tried and it is unanswered, else null. */
export const questionError = (c: Pick<SurveyContext, 'questions' | 'answers' | 'attempted'>, id: number) =>
  c.attempted && unansweredIds(c).includes(id) ? SURVEY_VALUE_REQUIRED : null;

export const surveyMachine = setup({
  types: {
    context: {} as SurveyContext,
    events: {} as SurveyEvent,
    input: {} as SurveyInput,
    output: {} as SurveyOutput,
    tags: {} as 'busy',
  },
  actors: {
    loadQuestions: notProvided<SurveyQuestion[], { courseId: number }>('survey.loadQuestions'),
    storeSurvey: notProvided<void, StoreSurveyInput>('survey.storeSurvey'),
  },
  guards: {
    hasNoQuestions: (_, params: { questions: SurveyQuestion[] }) => params.questions.length === 0,
    isComplete: ({ context }) => unansweredIds(context).length === 0,
    isCancellable: ({ context }) => context.cancellable,
    isAsked: ({ context }, params: { surveyId: number }) => context.questions.some((q) => q.id === params.surveyId),
  },
}).createMachine({
  id: 'survey',
  description: 'The course survey: every question answered, then stored.',
  context: ({ input }) => ({ ...input, questions: [], answers: {}, attempted: false, failure: null, stored: false }),
  initial: 'loading',
  output: ({ context }) => ({ stored: context.stored }),
  states: {
    loading: {
      tags: ['busy'],
      description: 'Loading the questions of the course (limit 1000).',
      invoke: {
        id: 'loadQuestions',
        src: 'loadQuestions',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: [
          {
            guard: { type: 'hasNoQuestions', params: ({ event }) => ({ questions: event.output }) },
            target: 'closed',
            description: 'Nothing to ask.',
          },
          { target: 'answering', actions: assign({ questions: ({ event }) => event.output }), description: 'The questions arrived.' },
        ],
        onError: { target: 'loadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }), description: 'The questions failed.' },
      },
    },
    loadFailed: {
      description: "The questions could not load: the message with 'Coba Lagi' and 'Tutup'.",
      on: {
        'survey.retry': { target: 'loading', actions: assign({ failure: null }), description: 'Coba Lagi.' },
        'survey.close': { target: 'closed', description: 'Tutup: no survey now.' },
      },
    },
    answering: {
      description: 'The questions with their choices or a text box.',
      on: {
        'answer.set': {
          guard: { type: 'isAsked', params: ({ event }) => ({ surveyId: event.surveyId }) },
          actions: assign({ answers: ({ context, event }) => ({ ...context.answers, [event.surveyId]: event.value }) }),
          description: 'An answer is chosen or typed.',
        },
        'survey.submit': [
          { guard: 'isComplete', target: 'storing', description: 'Every question is answered: store the survey.' },
          { actions: assign({ attempted: true }), description: "'Value is required' under each unanswered question." },
        ],
        'survey.cancel': { guard: 'isCancellable', target: 'closed', description: 'Closed without answering (certificate survey only).' },
      },
    },
    storing: {
      tags: ['busy'],
      description: 'Storing the answers.',
      invoke: {
        id: 'storeSurvey',
        src: 'storeSurvey',
        input: ({ context }) => ({
          userId: context.userId,
          courseId: context.courseId,
          scheduleId: context.scheduleId,
          answers: context.questions.map((q) => ({ survey_id: q.id, user_answer: (context.answers[q.id] ?? '').trim() })),
        }),
        onDone: { target: 'stored', actions: assign({ stored: true }), description: "'Terimakasih sudah mengisi survey'." },
        onError: { target: 'storeFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }), description: 'The store failed.' },
      },
    },
    storeFailed: {
      description: "'Error Store Survey : {message} ({code})' with 'Tutup'.",
      on: { 'failure.dismiss': { target: 'answering', actions: assign({ failure: null }), description: 'Tutup: back to the answers.' } },
    },
    stored: { type: 'final', description: 'The survey is stored.' },
    closed: { type: 'final', description: 'Ended without a survey.' },
  },
});

/** The message of a failed store as the spec words it, or null. */
export const surveyFailureText = (c: Pick<SurveyContext, 'failure'>) => (c.failure ? surveyStoreError(c.failure) : null);
