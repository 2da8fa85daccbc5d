/** View model of the Upload Tugas page: {@link taskUploadMachine} with the file checker, work submit and the survey. */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../flows/flow-actor';
import { useEmitted } from '../../flows/use-emitted';
import { fieldErrors, taskUploadMachine, type TaskUploadInput } from '../../../machines/task-upload.machine';
import { showToast } from '../../ui/toast';
import { createTaskUploadActors } from './my-courses.actors';

export type TaskUploadLogic = typeof taskUploadMachine;

export function useTaskUpload(input: TaskUploadInput, onDone: () => void, logic?: TaskUploadLogic) {
  const [machine] = useState(() => logic ?? taskUploadMachine.provide({ actors: createTaskUploadActors() }));
  const actor = useFlowActor(machine, { input });
  // Notices follow the flow: 'Success Upload Task' when the survey opens, the survey's thanks when it ends.
  useEmitted(actor, 'task.notice', (e) => showToast({ message: e.message, tone: 'success' }));
  useEmitted(actor, 'task.finished', onDone);

  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const uploading = useSelector(actor, (s) => s.matches('uploading'));
  const progress = useSelector(actor, (s) => s.context.progress);
  const errors = useSelector(actor, (s) => fieldErrors(s.context), (a, b) => a.file === b.file && a.description === b.description);
  const alert = useSelector(actor, (s) => s.context.alert);
  const inputKey = useSelector(actor, (s) => s.context.inputKey);
  const fileName = useSelector(actor, (s) => s.context.file?.name ?? null);
  const description = useSelector(actor, (s) => s.context.description);
  const failure = useSelector(actor, (s) => (s.matches('failed') ? (s.context.failure?.message ?? '') : null));
  const survey = useSelector(actor, (s) => s.children.survey ?? null);
  return {
    busy,
    uploading,
    progress,
    errors,
    alert,
    inputKey,
    fileName,
    description,
    failure,
    survey,
    pick: (file: File) => actor.send({ type: 'file.pick', file }),
    describe: (value: string) => actor.send({ type: 'description.change', value }),
    dismissAlert: () => actor.send({ type: 'alert.dismiss' }),
    submit: () => actor.send({ type: 'task.submit' }),
    dismissFailure: () => actor.send({ type: 'failure.dismiss' }),
  };
}
