/**
 * View model of the start / continue / restart buttons: runs {@link courseStartMachine} (learners straight on,
 * assessors through 'Pilih Jadwal') and hands each `start.open` target to `onOpen` (the route follows it).
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../flows/flow-actor';
import { useEmitted } from '../../flows/use-emitted';
import { courseStartMachine } from '../../../machines/course-start.machine';
import type { StartTarget } from '../../../machines/shared/course-progress';
import type { EnrolledCourse } from '../../api/my-course';
import { createCourseStartActors } from './my-courses.actors';

export type CourseStartLogic = typeof courseStartMachine;

export function useCourseStart(
  input: { userId: number; assessor: boolean; lmsUrl: string },
  onOpen: (target: StartTarget) => void,
  onReload: () => void,
  logic?: CourseStartLogic,
) {
  const [machine] = useState(() => logic ?? courseStartMachine.provide({ actors: createCourseStartActors() }));
  const actor = useFlowActor(machine, { input });
  useEmitted(actor, 'start.open', (e) => onOpen(e.target));
  useEmitted(actor, 'list.reload', onReload);

  const busyCourseId = useSelector(actor, (s) => (s.hasTag('busy') ? (s.context.course?.course.id ?? null) : null));
  const picking = useSelector(actor, (s) => s.matches('picking'));
  const schedules = useSelector(actor, (s) => s.context.schedules);
  const chosen = useSelector(actor, (s) => s.context.chosen);
  const pickError = useSelector(actor, (s) => s.context.pickError);
  const failure = useSelector(actor, (s) => (s.hasTag('blocking') ? (s.context.failure?.message ?? '') : null));
  return {
    busyCourseId,
    picking,
    schedules,
    chosen,
    pickError,
    failure,
    start: (course: EnrolledCourse) => actor.send({ type: 'course.start', course }),
    choose: (scheduleId: number) => actor.send({ type: 'schedule.choose', scheduleId }),
    confirm: () => actor.send({ type: 'schedule.confirm' }),
    close: () => actor.send({ type: 'picker.close' }),
    confirmFailure: () => actor.send({ type: 'failure.confirm' }),
  };
}
