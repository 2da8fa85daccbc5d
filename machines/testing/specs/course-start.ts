/** Model spec of machines/course-start.machine.ts: learners go straight on, assessors load schedules and pick one. */
import type { AnyMachineSnapshot } from 'xstate';
import { courseStartMachine, type CourseStartContext } from '../../course-start.machine';
import { apiError, networkError } from '../fixtures';
import { enrolled, LMS, schedule } from '../learning-fixtures';
import type { ModelSpec } from '../model';

const webinarCourse = enrolled(8, { schema: 'offline' });
const slugCourse = enrolled(7, { schema: 'webinar' });

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
  promiseActors: ['loadSchedules'],
};
