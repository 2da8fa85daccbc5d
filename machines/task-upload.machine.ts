/**
 * The 'Upload Tugas' page, `/upload-task/{courseId}/{scheduleId?}` (commerce spec §2 "Upload Tugas page (params
 * courseId, scheduleId optional): file input, description textarea, button 'Kirimkan Tugas', then a Survey modal
 * that cannot be closed by clicking outside. Success goes to route CourseMenu."; §4 "Assignment upload success
 * opens the survey. Survey success goes to CourseMenu."; §5 "Assignment upload"; §7 "Work submit"; §8 "Task upload:
 * success 'Success Upload Task'; failure shows the message", "Certificates and surveys").
 *
 * - `editing`: `file.pick { file }` → `checking` (tag `busy`) invokes `checkFile({ file })` (type by MIME type AND
 *   extension, then size, then the content signature; null or the message to show). A refused file → back to
 *   `editing` with `alert` = the message (e.g. "Ma'af tipe file yang bisa di upload adalah doc, …") and the input
 *   cleared (`file` null, `inputKey` + 1: the view re-creates the file input). `alert.dismiss` hides the alert.
 *   `description.change { value }`. `task.submit`: file and description present → `uploading`; otherwise
 *   `attempted` = true and the required texts show ({@link fieldErrors}: 'File tugas harus diisi',
 *   'Deskripsi tugas harus diisi').
 * - `uploading` (tag `busy`): `submitWork({ …member, courseId, scheduleId, description, file, onProgress })`; the
 *   actor reports `upload.progress { fraction }` through `onProgress` (the progress bar). Success → `surveying`
 *   with the notice 'Success Upload Task'; failure → `failed` (the server message, 'Tutup' → `editing`).
 * - `surveying`: the survey child (id `survey`, not cancellable: no outside-click close, no close button). Ends
 *   → `done` (final; the survey's 'Terimakasih sudah mengisi survey' when stored): the page goes to CourseMenu.
 *
 * Emitted: `task.notice { message }` ('Success Upload Task', then 'Terimakasih sudah mengisi survey') and
 * `task.finished` (go to CourseMenu).
 * Actors (injected by src/features/my-courses/my-courses.actors.ts `createTaskUploadActors`): `checkFile`,
 * `submitWork`, `survey`.
 */
import { assign, emit, setup } from 'xstate';
import type { WorkInfo } from '../src/api/assignment';
import { SURVEY_STORED, TASK_DESCRIPTION_REQUIRED, TASK_FILE_REQUIRED, TASK_UPLOAD_SUCCESS } from './learning-messages';
import { toFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';
import { surveyMachine, type SurveyOutput } from './survey.machine';

/** The member fields work submit carries (commerce §7). */
export interface TaskUploadInput {
  userId: number;
  userName: string;
  userEmail: string;
  userImage: string;
  courseId: number;
  /** The route's optional schedule id, or null. */
  scheduleId: number | null;
}

export interface SubmitWorkInput extends TaskUploadInput {
  description: string;
  file: File;
  /** Upload progress, 0..1; the machine turns it into `upload.progress`. */
  onProgress: (fraction: number) => void;
}

export interface TaskUploadContext extends TaskUploadInput {
  file: File | null;
  /** The file being checked. */
  pending: File | null;
  description: string;
  /** A submit was tried: the required texts show. */
  attempted: boolean;
  /** The refused file's message (alert), or null. */
  alert: string | null;
  /** Bumped whenever the file input must be cleared (the view keys the input with it). */
  inputKey: number;
  /** Upload progress 0..1. */
  progress: number;
  /** 'Success Upload Task', then 'Terimakasih sudah mengisi survey'; null when none. */
  notice: string | null;
  failure: Failure | null;
}

export type TaskUploadEvent =
  | { type: 'file.pick'; file: File }
  | { type: 'description.change'; value: string }
  | { type: 'alert.dismiss' }
  | { type: 'task.submit' }
  | { type: 'failure.dismiss' };

type InternalEvent = { type: 'upload.progress'; fraction: number };

export type TaskUploadEmitted = { type: 'task.notice'; message: string } | { type: 'task.finished' };

/** The required texts under the fields after a submit attempt (null = fine). */
export const fieldErrors = (c: Pick<TaskUploadContext, 'file' | 'description' | 'attempted'>) => ({
  file: c.attempted && !c.file ? TASK_FILE_REQUIRED : null,
  description: c.attempted && !c.description.trim() ? TASK_DESCRIPTION_REQUIRED : null,
});

export const taskUploadMachine = setup({
  types: {
    context: {} as TaskUploadContext,
    events: {} as TaskUploadEvent | InternalEvent,
    input: {} as TaskUploadInput,
    emitted: {} as TaskUploadEmitted,
    children: {} as { survey: 'survey' },
    tags: {} as 'busy',
  },
  actors: {
    checkFile: notProvided<string | null, { file: File }>('taskUpload.checkFile'),
    submitWork: notProvided<WorkInfo, SubmitWorkInput>('taskUpload.submitWork'),
    survey: surveyMachine,
  },
  guards: {
    isRefused: (_, params: { message: string | null }) => params.message !== null,
    isComplete: ({ context }) => context.file !== null && context.description.trim() !== '',
    wasStored: (_, params: { output: SurveyOutput }) => params.output.stored,
  },
  actions: {
    refuse: assign(({ context }, params: { message: string }) => ({ file: null, pending: null, alert: params.message, inputKey: context.inputKey + 1 })),
  },
}).createMachine({
  id: 'taskUpload',
  description: "Upload Tugas: a checked file and a description, sent with a progress bar; then the survey; then Kursus Saya.",
  context: ({ input }) => ({
    ...input,
    file: null,
    pending: null,
    description: '',
    attempted: false,
    alert: null,
    inputKey: 0,
    progress: 0,
    notice: null,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: "The form: file input, description, 'Kirimkan Tugas'.",
      on: {
        'file.pick': { target: 'checking', actions: assign({ alert: null, pending: ({ event }) => event.file }), description: 'A file was chosen: check its type and size.' },
        'description.change': { actions: assign({ description: ({ event }) => event.value }), description: 'The description is typed.' },
        'alert.dismiss': { actions: assign({ alert: null }), description: 'The wrong-type alert is closed.' },
        'task.submit': [
          { guard: 'isComplete', target: 'uploading', actions: assign({ progress: 0, failure: null }), description: "Kirimkan Tugas: send the file and the description." },
          { actions: assign({ attempted: true }), description: 'Something is missing: the required texts show.' },
        ],
      },
    },
    checking: {
      tags: ['busy'],
      description: 'Checking the file (MIME type and extension, size, content).',
      invoke: {
        id: 'checkFile',
        src: 'checkFile',
        input: ({ context }) => ({ file: context.pending! }),
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ message: event.output }) },
            target: 'editing',
            actions: { type: 'refuse', params: ({ event }) => ({ message: event.output! }) },
            description: 'Refused: the alert with the exact text, and the input is cleared.',
          },
          {
            target: 'editing',
            actions: assign({ file: ({ context }) => context.pending, pending: null }),
            description: 'Accepted: the file is kept.',
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'refuse', params: ({ event }) => ({ message: toFailure(event.error).message }) },
          description: 'The file could not be read: refused with the reason.',
        },
      },
    },
    uploading: {
      tags: ['busy'],
      description: 'Sending the assignment (multipart, path upload/tugas) with a progress bar.',
      on: {
        'upload.progress': { actions: assign({ progress: ({ event }) => Math.max(0, Math.min(1, event.fraction)) }), description: 'Bytes sent: the bar grows.' },
      },
      invoke: {
        id: 'submitWork',
        src: 'submitWork',
        input: ({ context, self }) => ({
          userId: context.userId,
          userName: context.userName,
          userEmail: context.userEmail,
          userImage: context.userImage,
          courseId: context.courseId,
          scheduleId: context.scheduleId,
          description: context.description.trim(),
          file: context.file!,
          onProgress: (fraction: number) => self.send({ type: 'upload.progress', fraction }),
        }),
        onDone: {
          target: 'surveying',
          actions: [assign({ progress: 1, notice: TASK_UPLOAD_SUCCESS }), emit({ type: 'task.notice', message: TASK_UPLOAD_SUCCESS })],
          description: "'Success Upload Task', then the survey.",
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }), description: 'The server message.' },
      },
    },
    failed: {
      description: "The upload failed: the server's message with 'Tutup'.",
      on: { 'failure.dismiss': { target: 'editing', actions: assign({ failure: null, progress: 0 }), description: 'Tutup: back to the form.' } },
    },
    surveying: {
      description: 'The survey modal; it cannot be closed by clicking outside.',
      invoke: {
        id: 'survey',
        src: 'survey',
        input: ({ context }) => ({ userId: context.userId, courseId: context.courseId, scheduleId: context.scheduleId, cancellable: false }),
        onDone: [
          {
            guard: { type: 'wasStored', params: ({ event }) => ({ output: event.output }) },
            target: 'done',
            actions: [assign({ notice: SURVEY_STORED }), emit({ type: 'task.notice', message: SURVEY_STORED }), emit({ type: 'task.finished' })],
            description: "'Terimakasih sudah mengisi survey', then Kursus Saya.",
          },
          { target: 'done', actions: emit({ type: 'task.finished' }), description: 'No survey to fill: Kursus Saya.' },
        ],
        onError: { target: 'done', actions: emit({ type: 'task.finished' }), description: 'The survey broke: the assignment is sent, go on to Kursus Saya.' },
      },
    },
    done: { type: 'final', description: 'Go to CourseMenu (Kursus Saya).' },
  },
});
