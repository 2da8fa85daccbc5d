/**
 * View model of one 'Kursus Saya' tab: runs {@link myCoursesMachine} with the real `loadList` actor and follows the
 * URL query (q, page, status). The page mounts it for the tab in the query only, so only that list loads.
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../flows/flow-actor';
import { useQuerySync } from '../../flows/use-query-sync';
import { myCoursesMachine, type MyCoursesQuery } from '../../../machines/my-courses.machine';
import { categoryUrl, courseUrl, needsSurvey, progressView, taskStatus, uploadTaskPath } from '../../../machines/shared/course-progress';
import type { MyCoursesTab } from '../../../machines/shared/my-courses-tabs';
import type { EnrolledCourse } from '../../api/my-course';
import { listSourceOf } from '../../../machines/shared/my-courses-tabs';
import { useServerSeed } from '../../flows/remote/use-server-seed';
import { createMyCoursesActors, loadList } from './my-courses.actors';
import { T } from './catalogue';

export { MY_COURSES_TABS, type MyCoursesTab } from '../../../machines/shared/my-courses-tabs';

/**
 * What one course card shows, read by machines/shared/course-progress.ts (commerce §4 "My Courses progress", §6):
 * the progress bar and button, the assignment status, the survey warning and the links.
 */
export function courseCardOf(item: EnrolledCourse, isAssessor: boolean, lmsUrl: string) {
  return {
    progress: progressView(item.course.percentage),
    task: taskStatus(item, isAssessor),
    surveyWarning: needsSurvey(item, isAssessor),
    categoryHref: categoryUrl(lmsUrl, item),
    courseHref: courseUrl(lmsUrl, item),
    uploadHref: uploadTaskPath(item),
  };
}

/** The machine with its actors (tests pass fakes). */
export type MyCoursesLogic = typeof myCoursesMachine;

export function useMyCourses(userId: number, tab: MyCoursesTab, assessor: boolean, query: MyCoursesQuery, logic?: MyCoursesLogic) {
  const [machine] = useState(() => logic ?? myCoursesMachine.provide({ actors: createMyCoursesActors() }));
  // The page the server rendered (decision 099): the machine starts with it and reads nothing again.
  const source = listSourceOf(tab, assessor);
  const seeded = useServerSeed(`my-courses:${userId}:${source}:${query.page}:${query.status}:${query.q}`, () => loadList({ userId, source, query }));
  const actor = useFlowActor(machine, { input: { userId, tab, assessor, query, serverList: seeded?.data } });
  useQuerySync(actor, query);

  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const list = useSelector(actor, (s) => (s.matches({ loaded: 'showing' }) ? s.context.list : null));
  /** The empty-state text, or null when rows (or nothing yet) are shown. */
  const emptyText = useSelector(actor, (s) => {
    if (s.matches({ failed: 'offline' })) return T.network;
    if (s.matches({ loaded: 'empty' }) || s.matches('failed')) return T.notFound;
    return null;
  });
  /** The list answered with no row (the subscription tab's own empty state). */
  const empty = useSelector(actor, (s) => s.matches({ loaded: 'empty' }) || s.matches({ failed: 'notFound' }));
  const offline = useSelector(actor, (s) => s.matches({ failed: 'offline' }));
  const alertMessage = useSelector(actor, (s) => (s.hasTag('blocking') ? (s.context.failure?.message ?? '') : null));
  const canRefresh = useSelector(actor, (s) => s.can({ type: 'list.retry' }));
  return {
    loading,
    list,
    emptyText,
    empty,
    offline,
    alertMessage,
    canRefresh,
    retry: () => actor.send({ type: 'list.retry' }),
    reload: () => actor.send({ type: 'list.reload' }),
  };
}
