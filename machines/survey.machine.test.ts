import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { SurveyQuestion } from '../src/api/survey';
import { questionError, surveyFailureText, surveyMachine, type StoreSurveyInput } from './survey.machine';
import { apiError, controllable, flush, networkError } from './testing/fixtures';
import { question } from './testing/learning-fixtures';

function start(cancellable = false) {
  const load = controllable<SurveyQuestion[], { courseId: number }>();
  const store = controllable<void, StoreSurveyInput>();
  const actor = createActor(surveyMachine.provide({ actors: { loadQuestions: load.logic, storeSurvey: store.logic } }), {
    input: { userId: 1, courseId: 13, scheduleId: 8, cancellable },
  }).start();
  return { actor, load, store };
}

describe('surveyMachine (commerce §5 "Survey", §7 survey store, §8)', () => {
  it("'Value is required' under each unanswered question only after a submit attempt; then stores every answer in order", async () => {
    const { actor, load, store } = start();
    expect(load.last().input).toEqual({ courseId: 13 });
    load.last().resolve([question(1), question(2, []), question(3)]);
    await flush();
    const c = () => actor.getSnapshot().context;
    expect(questionError(c(), 1)).toBeNull();
    actor.send({ type: 'answer.set', surveyId: 1, value: 'Ya' });
    actor.send({ type: 'answer.set', surveyId: 2, value: '   ' });
    actor.send({ type: 'survey.submit' });
    expect(actor.getSnapshot().matches('answering')).toBe(true);
    expect([1, 2, 3].map((id) => questionError(c(), id))).toEqual([null, 'Value is required', 'Value is required']);
    actor.send({ type: 'answer.set', surveyId: 2, value: ' Enak ' });
    actor.send({ type: 'answer.set', surveyId: 3, value: 'Tidak' });
    actor.send({ type: 'survey.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(store.last().input).toEqual({
      userId: 1,
      courseId: 13,
      scheduleId: 8,
      answers: [
        { survey_id: 1, user_answer: 'Ya' },
        { survey_id: 2, user_answer: 'Enak' },
        { survey_id: 3, user_answer: 'Tidak' },
      ],
    });
    store.last().resolve();
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ stored: true });
  });

  it("a store failure says 'Error Store Survey : {message} ({code})' and Tutup goes back to the answers", async () => {
    const { actor, load, store } = start();
    load.last().resolve([question(1)]);
    await flush();
    actor.send({ type: 'answer.set', surveyId: 1, value: 'Ya' });
    actor.send({ type: 'survey.submit' });
    store.last().reject(apiError(422, 'Jawaban tidak sesuai pilihan'));
    await flush();
    expect(surveyFailureText(actor.getSnapshot().context)).toBe('Error Store Survey : Jawaban tidak sesuai pilihan (422)');
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().matches('answering')).toBe(true);
    expect(actor.getSnapshot().context.answers).toEqual({ 1: 'Ya' });
  });

  it('cannot be cancelled after an upload; the certificate survey can', async () => {
    const locked = start(false);
    locked.load.last().resolve([question(1)]);
    await flush();
    locked.actor.send({ type: 'survey.cancel' });
    expect(locked.actor.getSnapshot().matches('answering')).toBe(true);
    const open = start(true);
    open.load.last().resolve([question(1)]);
    await flush();
    open.actor.send({ type: 'survey.cancel' });
    expect(open.actor.getSnapshot().output).toEqual({ stored: false });
  });

  it('no question ends at once; a load failure offers Coba Lagi and Tutup', async () => {
    const empty = start();
    empty.load.last().resolve([]);
    await flush();
    expect(empty.actor.getSnapshot().output).toEqual({ stored: false });
    const broken = start();
    broken.load.last().reject(networkError());
    await flush();
    expect(broken.actor.getSnapshot().matches('loadFailed')).toBe(true);
    broken.actor.send({ type: 'survey.retry' });
    expect(broken.load.calls).toHaveLength(2);
    broken.load.last().reject(networkError());
    await flush();
    broken.actor.send({ type: 'survey.close' });
    expect(broken.actor.getSnapshot().output).toEqual({ stored: false });
  });
});
