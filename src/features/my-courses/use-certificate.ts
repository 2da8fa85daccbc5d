/**
 * View models of the certificate flows: {@link useCertificate} (Lihat Sertifikat / CertificateTask: fetch, 411 →
 * survey → again; `certificate.ready` goes to the image page) and {@link useCertificateRename} (the rename modal).
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../flows/flow-actor';
import { useEmitted } from '../../flows/use-emitted';
import { certificateFailureText, type CertificateRequest } from '../../../machines/certificate.machine';
import { firstNameError } from '../../../machines/certificate-rename.machine';
import { SURVEY_STORED } from '../../../machines/learning-messages';
import type { Certificate } from '../../api/certificate';
import { showToast } from '../../ui/toast';
import { createCertificateLogic, createRenameLogic } from './my-courses.actors';

export type CertificateLogic = ReturnType<typeof createCertificateLogic>;
export type RenameLogic = ReturnType<typeof createRenameLogic>;

export function useCertificate(
  input: { userId: number; request: CertificateRequest | null; surveyCancellable: boolean },
  on: { ready: (c: Certificate) => void; closed?: () => void },
  logic?: CertificateLogic,
) {
  const [machine] = useState(() => logic ?? createCertificateLogic());
  const actor = useFlowActor(machine, { input });
  useEmitted(actor, 'certificate.ready', (e) => on.ready(e.certificate));
  useEmitted(actor, 'certificate.closed', () => on.closed?.());
  useEmitted(actor, 'survey.stored', () => showToast({ message: SURVEY_STORED, tone: 'success' }));
  const busyCourseId = useSelector(actor, (s) => (s.hasTag('busy') ? (s.context.request?.courseId ?? null) : null));
  const survey = useSelector(actor, (s) => s.children.survey ?? null);
  const failure = useSelector(actor, (s) => (s.hasTag('blocking') ? certificateFailureText(s.context) : null));
  return {
    busyCourseId,
    survey,
    failure,
    open: (request: CertificateRequest) => actor.send({ type: 'certificate.open', request }),
    dismiss: () => actor.send({ type: 'failure.dismiss' }),
  };
}

export function useCertificateRename(input: { userId: number; email: string }, onRenamed: () => void, logic?: RenameLogic) {
  const [machine] = useState(() => logic ?? createRenameLogic());
  const actor = useFlowActor(machine, { input });
  useEmitted(actor, 'certificate.renamed', onRenamed);
  const open = useSelector(actor, (s) => s.matches('editing') || s.matches('saving') || s.matches('failed'));
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  const first = useSelector(actor, (s) => s.context.first);
  const last = useSelector(actor, (s) => s.context.last);
  const error = useSelector(actor, (s) => firstNameError(s.context));
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.notice : null));
  const success = useSelector(actor, (s) => (s.matches('renamed') ? s.context.notice : null));
  const title = useSelector(actor, (s) => s.context.certificate?.course_title ?? '');
  return {
    open,
    saving,
    first,
    last,
    error,
    failure,
    success,
    title,
    start: (certificate: Certificate) => actor.send({ type: 'rename.open', certificate }),
    setFirst: (value: string) => actor.send({ type: 'first.change', value }),
    setLast: (value: string) => actor.send({ type: 'last.change', value }),
    submit: () => actor.send({ type: 'rename.submit' }),
    close: () => actor.send({ type: 'rename.close' }),
  };
}
