/** Model spec of machines/my-courses.machine.ts ('Kursus Saya' course tab): a query change, a retry, and every answer of its loader. */
import { myCoursesMachine } from '../../my-courses.machine';
import { apiError } from '../fixtures';
import type { ModelSpec } from '../model';
import { page, failures, listProject } from './paged-list';

export const myCoursesSpec: ModelSpec = {
  name: 'myCourses',
  machine: myCoursesMachine,
  input: { userId: 7, query: { q: '', page: 1 } },
  userEvents: [{ type: 'query.change', query: { q: 'roti', page: 1 } }, { type: 'list.retry' }],
  busyEvents: ['query.change'],
  outputs: { loadCourses: [page(2), page(0)] },
  errors: { loadCourses: [...failures, apiError(500, 'Pastikan internet anda stabil')] },
  abstract: (s) => (s.context as { query: { q: string } }).query.q,
  project: listProject,
  promiseActors: ['loadCourses'],
};
