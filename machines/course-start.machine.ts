/**
 * Starting a course from 'Kursus Saya' (commerce spec §4 "Start behaviour, non-assessor", "Start behaviour,
 * assessor", §5 "Schedule", §6 assessors, §8 "Schedule load", §9 schedule list limit 1000; readings in decision 031).
 *
 * One actor per course tab; one start at a time. `course.start { course }` decides with {@link startTarget}:
 * - a learner, or any course whose schema is not normal/offline/sync2024: emit `start.open` with the learning-site
 *   lesson (webinar lesson by course id and order id, or the lesson by slug) or CertificateTask for a learner's
 *   finished normal/offline course. The view renders these as plain links too; the machine is the rule.
 * - an assessor with schema normal/offline/sync2024 → `loadingSchedules` (tag `busy`, `context.course` is the card
 *   whose button waits): `loadSchedules({ userId, courseId })` (page 1, limit 1000) →
 *   - more than one → `picking`: the 'Pilih Jadwal' modal. `schedule.choose { scheduleId }`, then
 *     `schedule.confirm`: none chosen → 'Jadwal harus diisi' under the choices; chosen → the webinar with that
 *     schedule's order id. `picker.close` closes it.
 *   - one (or none in a successful answer) → straight to the webinar with its order id (the course's own order id
 *     when there is none);
 *   - 404 ('Data tidak ditemukan': no schedule) → no alert (§8), an empty list, so straight to the webinar with
 *     the course's order id, where the learning site says the schedule is missing;
 *   - any other failure → `failed` (tag `blocking`): the alert with the message and 'Coba Lagi' that an outside
 *     click cannot dismiss. `failure.confirm` emits `list.reload` (the spec reloads the page: the list reloads).
 *
 * Emitted: `start.open { target }` — the view follows it (`lesson`: the learning site; `certificateTask`: the SPA
 * route); `list.reload`.
 * Actors (injected by src/features/my-courses/my-courses.actors.ts): `loadSchedules` → `Schedule[]`.
 */
import { assign, emit, setup } from 'xstate';
import type { EnrolledCourse } from '../src/api/my-course';
import type { Schedule } from '../src/api/schedule';
import { SCHEDULE_REQUIRED } from './learning-messages';
import { orderIdOf, startTarget, webinarUrl, type StartTarget } from './shared/course-progress';
import { toFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';

export interface CourseStartInput {
  userId: number;
  /** Roles 'assesor' (53) or 'assesor live' (54). */
  assessor: boolean;
  /** The learning site's base URL (config.lmsUrl). */
  lmsUrl: string;
}

export interface LoadSchedulesInput {
  userId: number;
  courseId: number;
}

export interface CourseStartContext extends CourseStartInput {
  /** The course being started (its card shows busy), or null. */
  course: EnrolledCourse | null;
  /** The loaded schedules, earliest first. */
  schedules: Schedule[];
  /** The picked schedule id, or null. */
  chosen: number | null;
  /** 'Jadwal harus diisi' under the picker's choices, or null. */
  pickError: string | null;
  failure: Failure | null;
}

export type CourseStartEvent =
  | { type: 'course.start'; course: EnrolledCourse }
  | { type: 'schedule.choose'; scheduleId: number }
  | { type: 'schedule.confirm' }
  | { type: 'picker.close' }
  | { type: 'failure.confirm' };

export type CourseStartEmitted = { type: 'start.open'; target: StartTarget } | { type: 'list.reload' };

/** Where an assessor goes once the schedules are known: the given one, else the only one, else the course's order. */
const assessorTarget = (c: CourseStartContext, scheduleOrderId?: number): StartTarget => ({
  kind: 'lesson',
  url: webinarUrl(c.lmsUrl, c.course!.course.id, scheduleOrderId ?? c.schedules[0]?.order_id ?? orderIdOf(c.course!)),
});

const reset = (): Pick<CourseStartContext, 'course' | 'schedules' | 'chosen' | 'pickError'> => ({ course: null, schedules: [], chosen: null, pickError: null });

export const courseStartMachine = setup({
  types: {
    context: {} as CourseStartContext,
    events: {} as CourseStartEvent,
    input: {} as CourseStartInput,
    emitted: {} as CourseStartEmitted,
    tags: {} as 'busy' | 'blocking',
  },
  actors: {
    loadSchedules: notProvided<Schedule[], LoadSchedulesInput>('courseStart.loadSchedules'),
  },
  guards: {
    needsSchedules: ({ context }, params: { course: EnrolledCourse }) => startTarget(params.course, context.assessor, context.lmsUrl).kind === 'schedules',
    hasSeveral: (_, params: { schedules: Schedule[] }) => params.schedules.length > 1,
    isNotFound: (_, params: { error: unknown }) => toFailure(params.error).code === 404,
    hasChosen: ({ context }) => context.chosen !== null && context.schedules.some((s) => s.schedule_id === context.chosen),
    isOffered: ({ context }, params: { scheduleId: number }) => context.schedules.some((s) => s.schedule_id === params.scheduleId),
  },
  actions: {
    openDirectly: emit(({ context }, params: { course: EnrolledCourse }) => ({
      type: 'start.open' as const,
      target: startTarget(params.course, context.assessor, context.lmsUrl),
    })),
    openWebinar: emit(({ context }, params: { orderId?: number }) => ({ type: 'start.open' as const, target: assessorTarget(context, params.orderId) })),
    reset: assign(() => reset()),
  },
}).createMachine({
  id: 'courseStart',
  description: 'The start / continue / restart button of Kursus Saya: learners go straight on, assessors pick a webinar schedule.',
  context: ({ input }) => ({ ...input, ...reset(), failure: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting for a start button.',
      on: {
        'course.start': [
          {
            guard: { type: 'needsSchedules', params: ({ event }) => ({ course: event.course }) },
            target: 'loadingSchedules',
            actions: assign({ course: ({ event }) => event.course, schedules: [], chosen: null, pickError: null, failure: null }),
            description: 'An assessor opens a normal, offline or sync2024 course: load its schedules.',
          },
          {
            actions: { type: 'openDirectly', params: ({ event }) => ({ course: event.course }) },
            description: 'A learner (or another schema): the lesson, the webinar lesson or CertificateTask.',
          },
        ],
      },
    },
    loadingSchedules: {
      tags: ['busy'],
      description: 'Loading the webinar schedules of the course (limit 1000).',
      invoke: {
        id: 'loadSchedules',
        src: 'loadSchedules',
        input: ({ context }) => ({ userId: context.userId, courseId: context.course!.course.id }),
        onDone: [
          {
            guard: { type: 'hasSeveral', params: ({ event }) => ({ schedules: event.output }) },
            target: 'picking',
            actions: assign({ schedules: ({ event }) => event.output }),
            description: "More than one schedule: open 'Pilih Jadwal'.",
          },
          {
            target: 'idle',
            actions: [assign({ schedules: ({ event }) => event.output }), { type: 'openWebinar', params: {} }, 'reset'],
            description: 'One schedule: straight to the webinar with its order id.',
          },
        ],
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: [{ type: 'openWebinar', params: {} }, 'reset'],
            description: '404 (no schedule): no alert; an empty list, so straight to the webinar.',
          },
          {
            target: 'failed',
            actions: assign({ failure: ({ event }) => toFailure(event.error) }),
            description: "Another failure: the alert with 'Coba Lagi'.",
          },
        ],
      },
    },
    picking: {
      description: "'Pilih Jadwal': the schedules as choices.",
      on: {
        'schedule.choose': {
          guard: { type: 'isOffered', params: ({ event }) => ({ scheduleId: event.scheduleId }) },
          actions: assign({ chosen: ({ event }) => event.scheduleId, pickError: null }),
          description: 'A schedule is chosen.',
        },
        'schedule.confirm': [
          {
            guard: 'hasChosen',
            target: 'idle',
            actions: [
              { type: 'openWebinar', params: ({ context }) => ({ orderId: context.schedules.find((s) => s.schedule_id === context.chosen)!.order_id }) },
              'reset',
            ],
            description: 'Go to the webinar of the chosen schedule.',
          },
          { actions: assign({ pickError: SCHEDULE_REQUIRED }), description: "Nothing chosen: 'Jadwal harus diisi'." },
        ],
        'picker.close': { target: 'idle', actions: 'reset', description: 'The picker is closed without a choice.' },
      },
    },
    failed: {
      tags: ['blocking'],
      description: "The schedules failed: the message with 'Coba Lagi'; an outside click does not close it.",
      on: {
        'failure.confirm': {
          target: 'idle',
          actions: ['reset', assign({ failure: null }), emit({ type: 'list.reload' })],
          description: "'Coba Lagi': the page reloads (the list loads again).",
        },
      },
    },
  },
});
