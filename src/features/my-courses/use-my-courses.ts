/**
 * View model of the 'Kursus Saya' course tab: runs {@link myCoursesMachine} with the real `loadCourses` actor
 * (src/api/my-course.ts getMyCourses, 5 per page) and follows the URL query (q, page).
 */
import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { getMyCourses } from '../../api/my-course';
import { myCoursesMachine, type LoadCoursesInput, type MyCoursesQuery } from '../../../machines/my-courses.machine';
import { T } from './catalogue';
// Studio live view (docs/decisions/015): reports this actor only while switched on in /statecharts.
import { inspect } from '../../lib/live-inspect';

/** The machine wired to the gateway. Tests pass their own `.provide`d logic. */
export const myCoursesLogic = myCoursesMachine.provide({
  actors: {
    loadCourses: fromPromise(({ input }: { input: LoadCoursesInput }) =>
      getMyCourses({ user_id: input.userId, page: input.query.page, q: input.query.q || undefined }),
    ),
  },
});

export function useMyCourses(userId: number, query: MyCoursesQuery, logic: typeof myCoursesLogic = myCoursesLogic) {
  const actor = useActorRef(logic, { input: { userId, query }, inspect });
  const key = `${query.page}|${query.q}`;
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    actor.send({ type: 'query.change', query });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, key]);

  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const list = useSelector(actor, (s) => (s.matches({ loaded: 'showing' }) ? s.context.list : null));
  /** The empty-state text, or null when rows (or nothing yet) are shown. */
  const emptyText = useSelector(actor, (s) => {
    if (s.matches({ failed: 'offline' })) return T.network;
    if (s.matches({ loaded: 'empty' }) || s.matches('failed')) return T.notFound;
    return null;
  });
  const offline = useSelector(actor, (s) => s.matches({ failed: 'offline' }));
  const alertMessage = useSelector(actor, (s) => (s.hasTag('blocking') ? (s.context.failure?.message ?? '') : null));
  const canRefresh = useSelector(actor, (s) => s.can({ type: 'list.retry' }));
  return { loading, list, emptyText, offline, alertMessage, canRefresh, retry: () => actor.send({ type: 'list.retry' }) };
}
