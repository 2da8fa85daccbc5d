/** Model spec of machines/subscription-lead.machine.ts: a lead sent, refused and retried. */
import type { AnyMachineSnapshot } from 'xstate';
import { subscriptionLeadMachine, type SubscriptionLeadContext } from '../../subscription-lead.machine';
import { apiError, networkError } from '../fixtures';
import type { ModelSpec } from '../model';

export const subscriptionLeadSpec: ModelSpec = {
  name: 'subscriptionLead',
  machine: subscriptionLeadMachine,
  input: undefined,
  userEvents: [{ type: 'lead.submit', fullname: 'Sari', whatsapp: '6281234567890' }],
  outputs: { submitLead: [{}] },
  errors: { submitLead: [apiError(429, 'Terlalu banyak permintaan, coba lagi nanti'), networkError()] },
  abstract: (s: AnyMachineSnapshot) => (s.context as SubscriptionLeadContext).failure,
  project: (s: AnyMachineSnapshot) => s.context,
  promiseActors: ['submitLead'],
};
