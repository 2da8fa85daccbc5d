/** Model spec of machines/course-start.machine.ts: learners go straight on, assessors load schedules and pick one. */
import type { AnyMachineSnapshot } from 'xstate';
import { courseStartMachine, type CourseStartContext } from '../../course-start.machine';
import { apiError, networkError } from '../fixtures';
import { enrolled, LMS, schedule } from '../learning-fixtures';
import type { ModelInvariant, ModelSpec } from '../model';

const webinarCourse = enrolled(8, { schema: 'offline' });
const slugCourse = enrolled(7, { schema: 'webinar' });

const cs = (s: AnyMachineSnapshot) => s.context as CourseStartContext;
const INVARIANTS: ModelInvariant[] = [
  { name: 'busy ⇔ the schedules are loading', holds: (s) => s.hasTag('busy') === 'loadSchedules' in s.children },
  { name: 'only an assessor loads or picks schedules', holds: (s) => !(s.matches('loadingSchedules') || s.matches('picking')) || cs(s).assessor },
  { name: 'the picker shows only with several schedules', in: 'picking', holds: (s) => cs(s).schedules.length > 1 && cs(s).course !== null },
  { name: 'a chosen schedule is one of the schedules', holds: (s) => cs(s).chosen === null || cs(s).schedules.some((x) => x.schedule_id === cs(s).chosen) },
  { name: 'the blocking alert has a failure to show', tag: 'blocking', holds: (s) => cs(s).failure !== null },
  { name: 'waiting for a button means no course is being started', in: 'idle', holds: (s) => cs(s).course === null && cs(s).pickError === null },
];

export const courseStartSpec: ModelSpec = {
  name: 'courseStart',
  machine: courseStartMachine,
  input: { userId: 4, assessor: true, lmsUrl: LMS },
  moreInputs: [{ userId: 1, assessor: false, lmsUrl: LMS }],
  userEvents: [
    { type: 'course.start', course: webinarCourse },
    { type: 'course.start', course: slugCourse },
    { type: 'schedule.choose', scheduleId: 3 },
    { type: 'schedule.choose', scheduleId: 99 },
    { type: 'schedule.confirm' },
    { type: 'picker.close' },
    { type: 'failure.confirm' },
  ],
  outputs: { loadSchedules: [[schedule(2), schedule(3)], [schedule(5)]] },
  errors: { loadSchedules: [apiError(404, 'Data tidak ditemukan'), networkError()] },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as CourseStartContext;
    return [c.assessor, c.chosen, c.schedules.length];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as CourseStartContext;
    return { course: c.course?.course.id ?? null, chosen: c.chosen, pickError: c.pickError, failure: c.failure, schedules: c.schedules.length };
  },
  invariants: INVARIANTS,
  promiseActors: ['loadSchedules'],
};
