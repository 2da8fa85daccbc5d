/**
 * View model of the promo modal (machines/promo.machine.ts), for any page whose machine invokes the promo child:
 * what the modal shows and the member's intents. Pass the child ref: `useSelector(page, (s) => s.children.promo)`.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { promoView, samePromoView, type PromoMachine, type PromoView } from '../../../machines/promo.machine';

export type PromoRef = ActorRefFrom<PromoMachine>;

const CLOSED: PromoView = { open: false, draft: '', checked: null, error: null, promos: [], busy: false, canCheck: false, canApply: false };

/** The modal's props for src/ui/promo-modal.tsx; closed (and inert) while there is no promo child. */
export function usePromo(ref: PromoRef | undefined) {
  const view = useSelector(ref, (s) => (s ? promoView(s) : CLOSED), samePromoView) ?? CLOSED;
  const send = (event: Parameters<PromoRef['send']>[0]) => ref?.send(event);
  return {
    ...view,
    enter: (code: string) => send({ type: 'promo.enter', code }),
    check: () => send({ type: 'promo.check' }),
    pick: (code: string) => send({ type: 'promo.pick', code }),
    apply: () => send({ type: 'promo.apply' }),
    cancel: () => send({ type: 'promo.cancel' }),
    close: () => send({ type: 'promo.close' }),
    loadMore: () => send({ type: 'promo.loadMore' }),
  };
}
