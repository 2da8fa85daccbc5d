/**
 * View model of the subscription purchase (commerce §2, §4 "Subscription flow"): runs
 * {@link subscriptionPurchaseMachine} for the member (or a guest) and follows its emitted events: a guest pressing
 * buy goes to the sign-in site (returning here), a success or pending payment to the learning site's my-courses
 * with `type=subscription`.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Member } from '../../../machines/shared/member';
import { subscriptionPurchaseMachine } from '../../../machines/subscription-purchase.machine';
import { signInUrl } from '../../config/config';
import { lmsMyCoursesUrl } from '../../config/links';
import { useFlowActor } from '../../flows/flow-actor';
import { useEmitted } from '../../flows/use-emitted';
import { createSubscriptionPurchaseActors } from './subscription.actors';

export type SubscriptionPurchaseLogic = typeof subscriptionPurchaseMachine;

export interface SubscriptionNavigation {
  /** Leave the SPA (window.location.assign by default). */
  go: (url: string) => void;
}

export function useSubscriptionPurchase(member: Member | null, logic?: SubscriptionPurchaseLogic, nav?: SubscriptionNavigation) {
  const [machine] = useState(() => logic ?? subscriptionPurchaseMachine.provide({ actors: createSubscriptionPurchaseActors() }));
  const actor = useFlowActor(machine, { input: { member } });

  const go = (url: string) => (nav?.go ?? ((u: string) => window.location.assign(u)))(url);
  useEmitted(actor, 'signIn.required', () => go(signInUrl(window.location.href)));
  useEmitted(actor, 'payment.finished', () => go(lmsMyCoursesUrl('subscription')));

  return {
    loading: useSelector(actor, (s) => s.hasTag('loading')),
    paying: useSelector(actor, (s) => s.hasTag('paying')),
    failed: useSelector(actor, (s) => s.matches('failed')),
    packages: useSelector(actor, (s) => s.context.packages),
    active: useSelector(actor, (s) => (s.matches('subscribed') ? s.context.active : null)),
    /** The package of the open confirmation modal (also while paying). */
    selected: useSelector(actor, (s) => (s.matches('confirming') || s.hasTag('paying') ? s.context.selected : null)),
    agreed: useSelector(actor, (s) => s.context.agreed),
    canCheckout: useSelector(actor, (s) => s.can({ type: 'checkout' })),
    /** The payment dialog text (outside clicks cannot close it). */
    paymentFailure: useSelector(actor, (s) => (s.matches('paymentFailed') ? s.context.failure : null)),
    loadFailure: useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null)),
    buy: (packageId: number) => actor.send({ type: 'package.buy', packageId }),
    toggleTerms: (agreed: boolean) => actor.send({ type: 'terms.toggle', agreed }),
    checkout: () => actor.send({ type: 'checkout' }),
    cancel: () => actor.send({ type: 'confirm.cancel' }),
    dismissFailure: () => actor.send({ type: 'failure.dismiss' }),
    retry: () => actor.send({ type: 'offer.retry' }),
  };
}

export type SubscriptionPurchaseView = ReturnType<typeof useSubscriptionPurchase>;
