/** View model of machines/photo-upload.machine.ts (the profile editor's photo): state and intents. */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useFlowActor } from '../../flows/flow-actor';
import { photoUploadLogic } from './account.actors';

export type PhotoUploadLogic = ReturnType<typeof photoUploadLogic>;

export function usePhotoUpload(imageUrl: string, logic?: PhotoUploadLogic) {
  const [machine] = useState(() => logic ?? photoUploadLogic());
  const actor = useFlowActor(machine, { input: { imageUrl } });
  const ctx = useSelector(actor, (s) => s.context);
  const uploading = useSelector(actor, (s) => s.hasTag('busy'));
  const checking = useSelector(actor, (s) => s.matches('checking'));
  return {
    imageUrl: ctx.imageUrl,
    /** 0..100 while uploading. */
    percent: Math.round(ctx.progress * 100),
    uploading,
    /** Checking or uploading: the form waits with its save. */
    busy: uploading || checking,
    error: ctx.error,
    fileName: ctx.fileName,
    choose: (file: File) => actor.send({ type: 'photo.choose', file }),
    remove: () => actor.send({ type: 'photo.remove' }),
  };
}
