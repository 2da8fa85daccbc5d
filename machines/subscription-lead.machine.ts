/**
 * The WhatsApp form of the subscription landing page (commerce spec §2 "Subscription landing page", §5
 * "Subscription": full name and a digits-only WhatsApp number starting with the country code, both required).
 *
 * The form (TanStack Form with the shared `SubscriptionLeadInput` schema) checks the fields and sends
 * `lead.submit` with the parsed values; the gateway records the lead (POST lms/subscription/landing_lead).
 *
 * - `editing`: the form; `context.failure` holds the last refusal (the server message, 'Pastikan internet anda
 *   stabil', or the rate limit's message) until the next submit.
 * - `sending` (tag `busy`): invokes `submitLead({ fullname, whatsapp })`.
 * - `sent` (final): the thank-you view; `context.lead` is what was recorded.
 *
 * Actors (placeholders; the app injects them): `submitLead`.
 */
import { assign, setup } from 'xstate';
import type { SubscriptionLeadInput } from '../src/api/subscription';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';

export interface SubscriptionLeadContext {
  lead: { fullname: string; whatsapp: string } | null;
  failure: string | null;
}

export type SubscriptionLeadEvent = { type: 'lead.submit'; fullname: string; whatsapp: string };

export const subscriptionLeadMachine = setup({
  types: {
    context: {} as SubscriptionLeadContext,
    events: {} as SubscriptionLeadEvent,
    tags: {} as 'busy',
  },
  actors: {
    submitLead: notProvided<unknown, SubscriptionLeadInput>('subscriptionLead.submitLead'),
  },
}).createMachine({
  id: 'subscriptionLead',
  description: 'The landing page lead: full name and WhatsApp number, recorded by the gateway.',
  context: { lead: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The form (with the last refusal, if any).',
      on: {
        'lead.submit': {
          target: 'sending',
          actions: assign(({ event }) => ({ lead: { fullname: event.fullname, whatsapp: event.whatsapp }, failure: null })),
          description: 'The fields passed the form check: send them.',
        },
      },
    },
    sending: {
      tags: ['busy'],
      description: 'Recording the lead.',
      invoke: {
        id: 'submitLead',
        src: 'submitLead',
        input: ({ context }) => context.lead!,
        onDone: { target: 'sent', description: 'Recorded: thank the visitor.' },
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ event }) => toFailure(event.error).message }),
          description: 'Refused or no answer: the message above the form.',
        },
      },
    },
    sent: { type: 'final', description: 'Thank you: the team will contact the visitor on WhatsApp.' },
  },
});

export type SubscriptionLeadMachine = typeof subscriptionLeadMachine;
