/** The real actor of machines/my-courses.machine.ts: the 'Kursus Saya' course tab (5 per page, search q). */
import { fromPromise } from 'xstate';
import type { LoadCoursesInput } from '../../../machines/my-courses.machine';
import { getMyCourses } from '../../api/my-course';

export const createMyCoursesActors = () => ({
  loadCourses: fromPromise(({ input }: { input: LoadCoursesInput }) => getMyCourses({ user_id: input.userId, page: input.query.page, q: input.query.q || undefined })),
});
