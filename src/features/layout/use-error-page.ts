/**
 * View model of Error500 (machines/error-page.machine.ts): the page shows its code and message and calls `onLeave`
 * when the machine emits `errorPage.leave` (1 s later, commerce §9 "Error page redirect after 1 s").
 */
import { errorPageMachine } from '../../../machines/error-page.machine';
import { useFlowActor } from '../../flows/flow-actor';
import { useEmitted } from '../../flows/use-emitted';

/** @param onLeave where the browser goes once the delay is over (the sign-in site). */
export function useErrorPage(onLeave: () => void, logic: typeof errorPageMachine = errorPageMachine) {
  const page = useFlowActor(logic);
  useEmitted(page, 'errorPage.leave', onLeave);
}
