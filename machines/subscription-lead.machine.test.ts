import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { SubscriptionLeadInput } from '../src/api/subscription';
import { subscriptionLeadMachine } from './subscription-lead.machine';
import { apiError, controllable, flush, networkError } from './testing/fixtures';

function start() {
  const submit = controllable<unknown, SubscriptionLeadInput>();
  const actor = createActor(subscriptionLeadMachine.provide({ actors: { submitLead: submit.logic } })).start();
  return { actor, submit };
}

describe('subscriptionLeadMachine', () => {
  it('sends the name and number and thanks the visitor', async () => {
    const { actor, submit } = start();
    actor.send({ type: 'lead.submit', fullname: 'Sari', whatsapp: '6281234567890' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(submit.last().input).toEqual({ fullname: 'Sari', whatsapp: '6281234567890' });
    submit.last().resolve({});
    await flush();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refusal shows the server message until the next submit', async () => {
    const { actor, submit } = start();
    actor.send({ type: 'lead.submit', fullname: 'Sari', whatsapp: '6281234567890' });
    submit.last().reject(apiError(429, 'Terlalu banyak permintaan, coba lagi nanti'));
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toBe('Terlalu banyak permintaan, coba lagi nanti');
    actor.send({ type: 'lead.submit', fullname: 'Sari', whatsapp: '6281234567890' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    submit.last().reject(networkError());
    await flush();
    expect(actor.getSnapshot().context.failure).toBe('Pastikan internet anda stabil');
  });

  it('ignores a second submit while sending', () => {
    const { actor, submit } = start();
    actor.send({ type: 'lead.submit', fullname: 'Sari', whatsapp: '6281234567890' });
    actor.send({ type: 'lead.submit', fullname: 'Sari', whatsapp: '6281234567890' });
    expect(submit.calls).toHaveLength(1);
  });
});
