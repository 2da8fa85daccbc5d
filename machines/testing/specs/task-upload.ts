/**
 * Model spec of machines/task-upload.machine.ts: a file checked (accepted, refused), the description, a submit with
 * and without both, the upload with progress, success → the survey (a silent stand-in: survey.ts is its spec).
 */
import type { AnyMachineSnapshot } from 'xstate';
import { taskUploadMachine, type TaskUploadContext } from '../../task-upload.machine';
import { apiError } from '../fixtures';
import { fakeFile, workInfo } from '../learning-fixtures';
import type { ModelSpec } from '../model';

const TYPE_MESSAGE = "Ma'af tipe file yang bisa di upload adalah doc, docx, xls, xlsx, ppt, pptx, jpeg, jpg, png, mp4";

export const taskUploadSpec: ModelSpec = {
  name: 'taskUpload',
  machine: taskUploadMachine,
  input: { userId: 1, userName: 'Siti', userEmail: 'anggota@demo.test', userImage: '', courseId: 13, scheduleId: 8 },
  userEvents: [
    { type: 'file.pick', file: fakeFile('tugas.png') },
    { type: 'description.change', value: 'Roti saya' },
    { type: 'alert.dismiss' },
    { type: 'task.submit' },
    { type: 'upload.progress', fraction: 0.5 },
    { type: 'failure.dismiss' },
  ],
  busyEvents: ['upload.progress'],
  allow: (s: AnyMachineSnapshot, e) => (e.type === 'upload.progress' ? s.matches('uploading') : true),
  outputs: { checkFile: [null, TYPE_MESSAGE], submitWork: [workInfo(13)], survey: [{ stored: true }, { stored: false }] },
  errors: { checkFile: [apiError(0, 'File tidak dapat dibaca')], submitWork: [apiError(409, 'Tugas sudah dikirim')], survey: [apiError(0, 'survey crashed')] },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as TaskUploadContext;
    return [c.file !== null, c.description !== ''];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as TaskUploadContext;
    return { file: c.file?.name ?? null, description: c.description, attempted: c.attempted, alert: c.alert, inputKey: c.inputKey, progress: c.progress, notice: c.notice, failure: c.failure };
  },
  promiseActors: ['checkFile', 'submitWork', 'survey'],
};
