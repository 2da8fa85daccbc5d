/**
 * Model spec of machines/certificate.machine.ts: completion and webinar certificates, 411 → survey → again, errors.
 * The survey child is a silent stand-in here (its own spec is survey.ts): its output is offered as its done event.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { certificateMachine, type CertificateContext } from '../../certificate.machine';
import { apiError } from '../fixtures';
import { certificate } from '../learning-fixtures';
import type { ModelInvariant, ModelSpec } from '../model';

const completion = { courseId: 35, scheduleId: null, schema: 'normal' };
const webinar = { courseId: 25, scheduleId: 12, schema: 'sync2024' };

const ce = (s: AnyMachineSnapshot) => s.context as CertificateContext;
const INVARIANTS: ModelInvariant[] = [
  { name: 'busy ⇔ a certificate request in flight (the survey modal waits for the member, not busy)', holds: (s) => s.hasTag('busy') === ['generate', 'download'].some((id) => id in s.children) },
  { name: 'surveying ⇒ the survey modal is running', in: 'surveying', holds: (s) => 'survey' in s.children },
  { name: 'the blocking alert has a failure to show', tag: 'blocking', holds: (s) => ce(s).failure !== null },
  { name: 'a request is being served only with a request', tag: 'busy', holds: (s) => ce(s).request !== null },
  { name: 'no failure while idle', in: 'idle', holds: (s) => ce(s).failure === null },
];

export const certificateSpec: ModelSpec = {
  name: 'certificate',
  machine: certificateMachine,
  input: { userId: 1, request: null, surveyCancellable: true },
  moreInputs: [{ userId: 1, request: completion, surveyCancellable: true }],
  userEvents: [
    { type: 'certificate.open', request: completion },
    { type: 'certificate.open', request: webinar },
    { type: 'failure.dismiss' },
  ],
  outputs: { generate: [certificate(35)], download: [certificate(25, { type: 'webinar' })], survey: [{ stored: true }, { stored: false }] },
  errors: {
    generate: [apiError(411, 'Silahkan isi survey terlebih dahulu'), apiError(422, 'Kursus belum selesai')],
    download: [apiError(404, 'Jadwal tidak ditemukan')],
    survey: [apiError(0, 'survey crashed')],
  },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as CertificateContext;
    return [c.request?.schema ?? null, c.surveyed];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as CertificateContext;
    return { request: c.request, certificate: c.certificate?.id ?? null, failure: c.failure, surveyed: c.surveyed };
  },
  invariants: INVARIANTS,
  promiseActors: ['generate', 'download', 'survey'],
};
