/** Model spec of machines/my-courses.machine.ts (one tab of 'Kursus Saya'): a query change, a retry, a reload, and every answer of its loader. */
import type { AnyMachineSnapshot } from 'xstate';
import { myCoursesMachine, type MyCoursesContext } from '../../my-courses.machine';
import { apiError } from '../fixtures';
import type { ModelSpec } from '../model';
import { page, failures } from './paged-list';

const courses = (rows: number) => ({ kind: 'courses', page: page(rows) });

export const myCoursesSpec: ModelSpec = {
  name: 'myCourses',
  machine: myCoursesMachine,
  input: { userId: 7, tab: 'course', assessor: false, query: { q: '', page: 1, status: '' } },
  moreInputs: [
    { userId: 7, tab: 'voucher', assessor: false, query: { q: '', page: 1, status: '' } },
    // The page the server rendered (decision 099): shown without a read.
    { userId: 7, tab: 'course', assessor: false, query: { q: '', page: 1, status: '' }, serverList: courses(2) },
  ],
  userEvents: [{ type: 'query.change', query: { q: 'roti', page: 1, status: '' } }, { type: 'list.retry' }, { type: 'list.reload' }],
  busyEvents: ['query.change'],
  outputs: { loadList: [courses(2), courses(0), { kind: 'vouchers', page: page(10) }] },
  errors: { loadList: [...failures, apiError(500, 'Pastikan internet anda stabil')] },
  abstract: (s) => (s.context as MyCoursesContext).query.q,
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as MyCoursesContext;
    return { query: c.query, source: c.source, rows: c.list?.page.data.length ?? null, failure: c.failure };
  },
  promiseActors: ['loadList'],
};
