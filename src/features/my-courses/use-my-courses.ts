/**
 * View model of the 'Kursus Saya' course tab: runs {@link myCoursesMachine} with the real `loadCourses` actor
 * (src/api/my-course.ts getMyCourses, 5 per page) and follows the URL query (q, page).
 */
import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../flows/flow-actor';
import { myCoursesMachine, type MyCoursesQuery } from '../../../machines/my-courses.machine';
import { createMyCoursesActors } from './my-courses.actors';
import { T } from './catalogue';

/** The machine with its actors (tests pass fakes). */
export type MyCoursesLogic = typeof myCoursesMachine;

export function useMyCourses(userId: number, query: MyCoursesQuery, logic?: MyCoursesLogic) {
  const [machine] = useState(() => logic ?? myCoursesMachine.provide({ actors: createMyCoursesActors() }));
  const actor = useFlowActor(machine, { input: { userId, query } });
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
