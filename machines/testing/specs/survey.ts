/** Model spec of machines/survey.machine.ts: questions load, answers, a submit with and without every answer, the store. */
import type { AnyMachineSnapshot } from 'xstate';
import { surveyMachine, unansweredIds, type SurveyContext } from '../../survey.machine';
import { apiError, networkError } from '../fixtures';
import { question } from '../learning-fixtures';
import type { ModelInvariant, ModelSpec } from '../model';

const sv = (s: AnyMachineSnapshot) => s.context as SurveyContext;
const INVARIANTS: ModelInvariant[] = [
  { name: 'busy ⇔ the questions load or the answers are stored', holds: (s) => s.hasTag('busy') === ('loadQuestions' in s.children || 'storeSurvey' in s.children) },
  { name: 'answers are stored only when every question is answered', in: 'storing', holds: (s) => unansweredIds(sv(s)).length === 0 },
  { name: 'stored ⇔ the final stored state', holds: (s) => sv(s).stored === s.matches('stored') },
  { name: 'the failed states show their failure', holds: (s) => !(s.matches('loadFailed') || s.matches('storeFailed')) || sv(s).failure !== null },
  { name: 'answering shows no failure', in: 'answering', holds: (s) => sv(s).failure === null },
  { name: "the output says whether the answers were stored", holds: (s) => s.status !== 'done' || (s.output as { stored: boolean }).stored === sv(s).stored },
];

export const surveySpec: ModelSpec = {
  name: 'survey',
  machine: surveyMachine,
  input: { userId: 1, courseId: 13, scheduleId: 8, cancellable: true },
  moreInputs: [{ userId: 1, courseId: 13, scheduleId: null, cancellable: false }],
  userEvents: [
    { type: 'answer.set', surveyId: 1, value: 'Ya' },
    { type: 'answer.set', surveyId: 2, value: 'Enak sekali' },
    { type: 'answer.set', surveyId: 99, value: 'x' },
    { type: 'survey.submit' },
    { type: 'survey.cancel' },
    { type: 'survey.retry' },
    { type: 'survey.close' },
    { type: 'failure.dismiss' },
  ],
  outputs: { loadQuestions: [[question(1), question(2, [])], []], storeSurvey: [{ item_id: 13, survey_submit: true, answers: 2 }] },
  errors: { loadQuestions: [networkError()], storeSurvey: [apiError(422, 'Jawaban tidak sesuai pilihan')] },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as SurveyContext;
    return [c.cancellable, unansweredIds(c).length];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as SurveyContext;
    return { answers: c.answers, attempted: c.attempted, failure: c.failure, stored: c.stored, output: s.output ?? null };
  },
  invariants: INVARIANTS,
  promiseActors: ['loadQuestions', 'storeSurvey'],
};
