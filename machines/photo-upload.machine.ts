/**
 * The profile photo upload of the profile editor (portal spec §2 "Profile edit: Profile photo upload", §5 "The
 * photo must be jpeg, jpg or png, by both MIME type and extension. Otherwise: 'Ma'af tipe image hanya bisa jpeg,
 * jpg, png'", §7 POST lms/users/image_upload, §8 "Upload failure: 'Gagal upload image'").
 * docs/decisions/027-account-pages.md.
 *
 * - `idle` (the current photo `imageUrl`, maybe none) — `photo.choose { file }` → `checking`: the file checker
 *   (MIME type, extension, signature, under 2 MB) answers null or the message to show; a refusal goes back to
 *   `idle` with `error` = that message ("Ma'af tipe image hanya bisa jpeg, jpg, png" / 'Ukuran file harus dibawah
 *   2MB') and the photo unchanged.
 * - `uploading` (tag `busy`): the upload actor (a callback actor: XMLHttpRequest progress) reports
 *   `upload.progress { fraction }` (0..1, the progress bar), then `upload.done { imageUrl }` → `idle` with the new
 *   `imageUrl` (saved with the form), or `upload.failed` → `idle` with `error` 'Gagal upload image' (the photo
 *   unchanged). Choosing another file while uploading cancels the running upload and starts over.
 * - `photo.remove` in `idle`: no photo (the form sends `image: ''`).
 *
 * Context the view reads: `imageUrl`, `progress` (0..1 while uploading), `error`, `fileName`.
 * Actors: `checkFile({ file }) → string | null`; `upload({ file })` sends `upload.progress` / `upload.done` /
 * `upload.failed` and aborts the request when stopped.
 */
import { assign, setup, type AnyEventObject } from 'xstate';
import { notProvided, notProvidedCallback } from './shared/not-provided';

/** Upload failure text (portal §8). */
export const PHOTO_UPLOAD_FAILED = 'Gagal upload image';

export interface PhotoUploadInput {
  /** The member's current photo URL ('' when none). */
  imageUrl: string;
}

export interface PhotoUploadContext {
  imageUrl: string;
  file: File | null;
  fileName: string;
  /** Upload progress 0..1. */
  progress: number;
  /** The message to show under the photo, or null. */
  error: string | null;
}

export type PhotoUploadEvent =
  | { type: 'photo.choose'; file: File }
  | { type: 'photo.remove' };

/** What the upload actor reports. */
export type PhotoUploadReport =
  | { type: 'upload.progress'; fraction: number }
  | { type: 'upload.done'; imageUrl: string }
  | { type: 'upload.failed' };

export const photoUploadMachine = setup({
  types: {
    context: {} as PhotoUploadContext,
    events: {} as PhotoUploadEvent | PhotoUploadReport,
    input: {} as PhotoUploadInput,
    tags: {} as 'busy',
  },
  actors: {
    checkFile: notProvided<string | null, { file: File | null }>('photoUpload.checkFile'),
    upload: notProvidedCallback<AnyEventObject, { file: File | null }>('photoUpload.upload'),
  },
  guards: {
    isRefused: (_, params: { message: string | null }) => params.message !== null,
  },
  actions: {
    pick: assign((_, params: { file: File }) => ({ file: params.file, fileName: params.file.name, error: null, progress: 0 })),
  },
}).createMachine({
  id: 'photoUpload',
  description: 'Profile photo: check the file (type by MIME and extension, size), upload with progress, keep the URL for the form.',
  context: ({ input }) => ({ imageUrl: input.imageUrl, file: null, fileName: '', progress: 0, error: null }),
  initial: 'idle',
  on: {
    'photo.choose': {
      target: '.checking',
      reenter: true,
      description: 'A file was chosen (also while uploading: the running upload is cancelled).',
      actions: { type: 'pick', params: ({ event }) => ({ file: event.file }) },
    },
  },
  states: {
    idle: {
      description: 'Showing the current photo (or none) and the last message.',
      on: {
        'photo.remove': {
          target: 'idle',
          description: 'Remove the photo: the form saves without one.',
          actions: assign({ imageUrl: '', error: null, fileName: '' }),
        },
      },
    },
    checking: {
      description: 'Checking the file: MIME type and extension jpeg/jpg/png, its first bytes, under 2 MB.',
      invoke: {
        id: 'checkFile',
        src: 'checkFile',
        input: ({ context }) => ({ file: context.file }),
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ message: event.output }) },
            target: 'idle',
            description: 'Refused: show the checker\'s message, keep the photo.',
            actions: assign({ error: ({ event }) => event.output, file: null }),
          },
          { target: 'uploading', description: 'Accepted: upload it.' },
        ],
        onError: {
          target: 'idle',
          description: "The file could not be read: 'Gagal upload image'.",
          actions: assign({ error: PHOTO_UPLOAD_FAILED, file: null }),
        },
      },
    },
    uploading: {
      tags: ['busy'],
      description: 'Uploading (POST lms/users/image_upload) with a progress bar.',
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ file: context.file }),
        onDone: {
          target: 'idle',
          description: "The upload stopped without an answer: 'Gagal upload image'.",
          actions: assign({ error: PHOTO_UPLOAD_FAILED, file: null }),
        },
        onError: {
          target: 'idle',
          description: "The upload broke: 'Gagal upload image'.",
          actions: assign({ error: PHOTO_UPLOAD_FAILED, file: null }),
        },
      },
      on: {
        'upload.progress': {
          description: 'More bytes sent: move the progress bar.',
          actions: assign({ progress: ({ event }) => Math.min(1, Math.max(0, event.fraction)) }),
        },
        'upload.done': {
          target: 'idle',
          description: 'Uploaded: the new photo is shown and saved with the form.',
          actions: assign({ imageUrl: ({ event }) => event.imageUrl, progress: 1, file: null }),
        },
        'upload.failed': {
          target: 'idle',
          description: "Refused or lost: 'Gagal upload image', the photo unchanged.",
          actions: assign({ error: PHOTO_UPLOAD_FAILED, file: null, progress: 0 }),
        },
      },
    },
  },
});
