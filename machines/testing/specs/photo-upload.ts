/** Model spec of machines/photo-upload.machine.ts: a refused file, an upload with progress that succeeds or fails, removal. */
import type { AnyMachineSnapshot } from 'xstate';
import { photoUploadMachine, type PhotoUploadContext } from '../../photo-upload.machine';
import type { ModelSpec } from '../model';

/** A stand-in for a chosen file (the machine reads only its name). */
const file = { name: 'foto.png', type: 'image/png', size: 1000 } as unknown as File;

export const photoUploadSpec: ModelSpec = {
  name: 'photoUpload',
  machine: photoUploadMachine,
  input: { imageUrl: 'http://localhost/storage/images/lama.png' },
  moreInputs: [{ imageUrl: '' }],
  userEvents: [
    { type: 'photo.choose', file },
    { type: 'photo.remove' },
    { type: 'upload.progress', fraction: 0.5 },
    { type: 'upload.done', imageUrl: 'http://localhost/storage/images/baru.png' },
    { type: 'upload.failed' },
  ],
  busyEvents: ['photo.choose'],
  outputs: { checkFile: [null, "Ma'af tipe image hanya bisa jpeg, jpg, png"], upload: [undefined] },
  errors: { checkFile: [new Error('unreadable')], upload: [new Error('aborted')] },
  abstract: (s: AnyMachineSnapshot) => (s.context as PhotoUploadContext).imageUrl,
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as PhotoUploadContext;
    return { imageUrl: c.imageUrl, progress: c.progress, error: c.error, fileName: c.fileName };
  },
  allow: (s: AnyMachineSnapshot, e) => (e.type.startsWith('upload.') ? s.matches('uploading') : true),
  promiseActors: ['checkFile'],
  callbackActors: ['upload'],
};
