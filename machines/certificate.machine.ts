/**
 * Opening a course's certificate (commerce spec §2 certificate tab "'Lihat Sertifikat' ... a survey modal",
 * CertificateTask (param courseId); §4 "Certificates": "Opening a normal or offline course fetches a certificate. If
 * the error code is 411, the survey modal opens. After a successful survey the certificate opens again."; §7
 * "Certificates"; §8 "Certificate: 411 opens the survey. Other errors: 'Error Certificate : {message} ({code})'").
 *
 * Long-lived on a page (the certificate tab, CertificateTask): `certificate.open { request }` starts one; the page
 * may also start with `input.request` (CertificateTask).
 * - `fetching.generating` (tag `busy`): schema normal/offline (or no schedule known) → `generate({ userId,
 *   courseId, scheduleId })` (POST lms/certificate/generate/course_completion);
 * - `fetching.downloading` (tag `busy`): other schemas with a schedule → `download(...)` (POST
 *   lms/certificate/webinar/download, reads `certificate_url`);
 * - success → emit `certificate.ready { certificate }` (the page opens `/certificate/{filename}`) → `idle`;
 * - 411 → `surveying`: invokes the survey child (id `survey`, survey.machine.ts). Stored → emit `survey.stored`
 *   ('Terimakasih sudah mengisi survey') → `fetching.generating` again; closed without a survey → emit
 *   `certificate.closed` → `idle`. A second 411 after a stored survey is not looped on: it is an error like any other;
 * - any other failure → `failed` (tag `blocking`): 'Error Certificate : {message} ({code})' with 'Tutup'
 *   (`failure.dismiss` → emit `certificate.closed` → `idle`).
 *
 * Actors (injected by src/features/my-courses/my-courses.actors.ts `createCertificateLogic`): `generate`, `download` →
 * Certificate; `survey` (the survey machine, provided by `createSurveyLogic`).
 */
import { assign, emit, setup } from 'xstate';
import type { Certificate } from '../src/api/certificate';
import { certificateError, SURVEY_MISSING_CODE } from './learning-messages';
import { isAssignmentSchema } from './shared/course-progress';
import { toFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';
import { surveyMachine, type SurveyOutput } from './survey.machine';

/** Which certificate to open. */
export interface CertificateRequest {
  courseId: number;
  /** The learner's (or the certificate's) schedule, or null. */
  scheduleId: number | null;
  /** The course schema: normal/offline use the course-completion certificate. */
  schema: string;
}

export interface CertificateInput {
  userId: number;
  /** Start at once with this request (CertificateTask), or wait for `certificate.open` (null). */
  request: CertificateRequest | null;
  /** Whether the survey this flow opens may be closed without answering. */
  surveyCancellable: boolean;
}

export interface CertificateCallInput {
  userId: number;
  courseId: number;
  scheduleId: number | null;
}

export interface CertificateContext extends CertificateInput {
  certificate: Certificate | null;
  failure: Failure | null;
  /** A survey was stored during this request (a second 411 is then an error). */
  surveyed: boolean;
}

export type CertificateEvent = { type: 'certificate.open'; request: CertificateRequest } | { type: 'failure.dismiss' };

export type CertificateEmitted =
  | { type: 'certificate.ready'; certificate: Certificate }
  | { type: 'survey.stored' }
  | { type: 'certificate.closed' };

/** 'Error Certificate : {message} ({code})' of the failure in context, or null. */
export const certificateFailureText = (c: Pick<CertificateContext, 'failure'>) => (c.failure ? certificateError(c.failure) : null);

const callInput = ({ context }: { context: CertificateContext }): CertificateCallInput => ({
  userId: context.userId,
  courseId: context.request!.courseId,
  scheduleId: context.request!.scheduleId,
});

export const certificateMachine = setup({
  types: {
    context: {} as CertificateContext,
    events: {} as CertificateEvent,
    input: {} as CertificateInput,
    emitted: {} as CertificateEmitted,
    children: {} as { survey: 'survey' },
    tags: {} as 'busy' | 'blocking',
  },
  actors: {
    generate: notProvided<Certificate, CertificateCallInput>('certificate.generate'),
    download: notProvided<Certificate, CertificateCallInput>('certificate.download'),
    survey: surveyMachine,
  },
  guards: {
    hasRequest: ({ context }) => context.request !== null,
    usesCompletion: ({ context }) => isAssignmentSchema(context.request!.schema) || context.request!.scheduleId === null,
    needsSurvey: ({ context }, params: { error: unknown }) => !context.surveyed && toFailure(params.error).code === SURVEY_MISSING_CODE,
    wasStored: (_, params: { output: SurveyOutput }) => params.output.stored,
  },
  actions: {
    ready: emit((_, params: { certificate: Certificate }) => ({ type: 'certificate.ready' as const, certificate: params.certificate })),
    fail: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
  },
}).createMachine({
  id: 'certificate',
  description: 'Fetch a course certificate; a missing survey (411) opens the survey first, then the certificate again.',
  context: ({ input }) => ({ ...input, certificate: null, failure: null, surveyed: false }),
  initial: 'starting',
  states: {
    starting: {
      description: 'A page that names its course starts at once.',
      always: [
        { guard: 'hasRequest', target: 'fetching', description: 'CertificateTask: fetch the certificate of its course.' },
        { target: 'idle', description: 'The certificate tab: wait for Lihat Sertifikat.' },
      ],
    },
    idle: {
      description: 'No certificate being fetched.',
      on: {
        'certificate.open': {
          target: 'fetching',
          actions: assign({ request: ({ event }) => event.request, certificate: null, failure: null, surveyed: false }),
          description: 'Lihat Sertifikat / Mulai Lagi.',
        },
      },
    },
    fetching: {
      tags: ['busy'],
      description: 'Fetching the certificate.',
      initial: 'choosing',
      states: {
        choosing: {
          description: 'Course completion (normal, offline) or the webinar certificate of a schedule.',
          always: [
            { guard: 'usesCompletion', target: 'generating', description: 'Normal or offline (or no schedule): the course-completion certificate.' },
            { target: 'downloading', description: 'Another schema with a schedule: the webinar certificate.' },
          ],
        },
        generating: {
          description: 'POST generate/course_completion.',
          invoke: {
            id: 'generate',
            src: 'generate',
            input: callInput,
            onDone: {
              target: '#certificate.idle',
              actions: [assign({ certificate: ({ event }) => event.output }), { type: 'ready', params: ({ event }) => ({ certificate: event.output }) }],
              description: 'The certificate: open it.',
            },
            onError: [
              {
                guard: { type: 'needsSurvey', params: ({ event }) => ({ error: event.error }) },
                target: '#certificate.surveying',
                description: '411: fill the survey first.',
              },
              {
                target: '#certificate.failed',
                actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
                description: "'Error Certificate : {message} ({code})'.",
              },
            ],
          },
        },
        downloading: {
          description: 'POST webinar/download.',
          invoke: {
            id: 'download',
            src: 'download',
            input: callInput,
            onDone: {
              target: '#certificate.idle',
              actions: [assign({ certificate: ({ event }) => event.output }), { type: 'ready', params: ({ event }) => ({ certificate: event.output }) }],
              description: 'The webinar certificate: open it.',
            },
            onError: {
              target: '#certificate.failed',
              actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
              description: "'Error Certificate : {message} ({code})'.",
            },
          },
        },
      },
    },
    surveying: {
      description: 'The survey modal (the survey child).',
      invoke: {
        id: 'survey',
        src: 'survey',
        input: ({ context }) => ({
          userId: context.userId,
          courseId: context.request!.courseId,
          scheduleId: context.request!.scheduleId,
          cancellable: context.surveyCancellable,
        }),
        onDone: [
          {
            guard: { type: 'wasStored', params: ({ event }) => ({ output: event.output }) },
            target: 'fetching.generating',
            actions: [assign({ surveyed: true }), emit({ type: 'survey.stored' })],
            description: "Stored ('Terimakasih sudah mengisi survey'): the certificate again.",
          },
          { target: 'idle', actions: emit({ type: 'certificate.closed' }), description: 'Closed without a survey.' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
          description: 'The survey broke.',
        },
      },
    },
    failed: {
      tags: ['blocking'],
      description: "'Error Certificate : {message} ({code})' with 'Tutup'.",
      on: {
        'failure.dismiss': {
          target: 'idle',
          actions: [assign({ failure: null }), emit({ type: 'certificate.closed' })],
          description: 'Tutup.',
        },
      },
    },
  },
});
