/**
 * View model of a header notice (machines/timed-notice.machine.ts): the maintenance banner (portal §2 Header,
 * until 4 March 2023 20:00 WIB) and the app-download notice (no end; closed by the visitor). The time is read once
 * here, when the header starts; the machine hides a timed notice itself when its end comes.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { timedNoticeMachine } from '../../../machines/timed-notice.machine';
import { useFlowActor } from '../../flows/flow-actor';
import { createNoticeActors, wasDismissed } from './notice.actors';

export function useTimedNotice(name: string, until: Date | null, now: () => Date = () => new Date()) {
  const [logic] = useState(() => timedNoticeMachine.provide({ actors: createNoticeActors(name) }));
  const [input] = useState(() => ({ now: now().getTime(), until: until ? until.getTime() : null, dismissed: wasDismissed(name) }));
  const actor = useFlowActor(logic, { input });
  const visible = useSelector(actor, (s) => s.hasTag('visible'));
  return { visible, dismiss: () => actor.send({ type: 'notice.dismiss' }) };
}
