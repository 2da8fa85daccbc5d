import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { WorkInfo } from '../src/api/assignment';
import type { SurveyQuestion } from '../src/api/survey';
import { surveyMachine, type StoreSurveyInput } from './survey.machine';
import { fieldErrors, taskUploadMachine, type SubmitWorkInput } from './task-upload.machine';
import { apiError, controllable, flush } from './testing/fixtures';
import { fakeFile, question, workInfo } from './testing/learning-fixtures';

const TYPE_MESSAGE = "Ma'af tipe file yang bisa di upload adalah doc, docx, xls, xlsx, ppt, pptx, jpeg, jpg, png, mp4";

function start() {
  const check = controllable<string | null, { file: File }>();
  const submit = controllable<WorkInfo, SubmitWorkInput>();
  const load = controllable<SurveyQuestion[], { courseId: number }>();
  const store = controllable<void, StoreSurveyInput>();
  const survey = surveyMachine.provide({ actors: { loadQuestions: load.logic, storeSurvey: store.logic } });
  const actor = createActor(taskUploadMachine.provide({ actors: { checkFile: check.logic, submitWork: submit.logic, survey } }), {
    input: { userId: 1, userName: 'Siti', userEmail: 'anggota@demo.test', userImage: '', courseId: 13, scheduleId: 8 },
  });
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type === 'task.notice' ? e.message : e.type));
  actor.start();
  return { actor, check, submit, load, store, emitted };
}

describe('taskUploadMachine (commerce §2 Upload Tugas page, §4, §5 "Assignment upload", §8)', () => {
  it('requires a file and a description after a submit attempt', () => {
    const { actor, submit } = start();
    expect(fieldErrors(actor.getSnapshot().context)).toEqual({ file: null, description: null });
    actor.send({ type: 'task.submit' });
    expect(fieldErrors(actor.getSnapshot().context)).toEqual({ file: 'File tugas harus diisi', description: 'Deskripsi tugas harus diisi' });
    expect(submit.calls).toHaveLength(0);
  });

  it('a refused file shows the exact alert and clears the input', async () => {
    const { actor, check } = start();
    actor.send({ type: 'file.pick', file: fakeFile('tugas.exe', 'application/x-msdownload') });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(check.last().input.file.name).toBe('tugas.exe');
    check.last().resolve(TYPE_MESSAGE);
    await flush();
    const c = actor.getSnapshot().context;
    expect(c.alert).toBe(TYPE_MESSAGE);
    expect(c.file).toBeNull();
    expect(c.inputKey).toBe(1);
    actor.send({ type: 'alert.dismiss' });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it("uploads with progress, says 'Success Upload Task', then the survey that cannot be cancelled, then done", async () => {
    const { actor, check, submit, load, store, emitted } = start();
    actor.send({ type: 'file.pick', file: fakeFile('tugas.png') });
    check.last().resolve(null);
    await flush();
    actor.send({ type: 'description.change', value: '  Roti manis saya  ' });
    actor.send({ type: 'task.submit' });
    const call = submit.last().input;
    expect(call).toMatchObject({ userId: 1, userEmail: 'anggota@demo.test', courseId: 13, scheduleId: 8, description: 'Roti manis saya' });
    expect(call.file.name).toBe('tugas.png');
    call.onProgress(0.4);
    expect(actor.getSnapshot().context.progress).toBe(0.4);
    call.onProgress(7);
    expect(actor.getSnapshot().context.progress).toBe(1);
    submit.last().resolve(workInfo(13));
    await flush();
    expect(actor.getSnapshot().matches('surveying')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('Success Upload Task');
    const child = actor.getSnapshot().children.survey!;
    expect(child.getSnapshot().context.cancellable).toBe(false);
    load.last().resolve([question(1)]);
    await flush();
    child.send({ type: 'answer.set', surveyId: 1, value: 'Ya' });
    child.send({ type: 'survey.submit' });
    store.last().resolve();
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.notice).toBe('Terimakasih sudah mengisi survey');
    expect(emitted).toEqual(['Success Upload Task', 'Terimakasih sudah mengisi survey', 'task.finished']);
  });

  it('an upload failure shows the server message; Tutup goes back to the form with the file kept', async () => {
    const { actor, check, submit } = start();
    actor.send({ type: 'file.pick', file: fakeFile('tugas.png') });
    check.last().resolve(null);
    await flush();
    actor.send({ type: 'description.change', value: 'x' });
    actor.send({ type: 'task.submit' });
    submit.last().reject(apiError(409, 'Tugas sudah dikirim'));
    await flush();
    expect(actor.getSnapshot().context.failure?.message).toBe('Tugas sudah dikirim');
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.file?.name).toBe('tugas.png');
  });
});
