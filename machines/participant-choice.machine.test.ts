import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { participantChoiceMachine, type Participant } from './participant-choice.machine';

function choose(participant: Participant, signedIn: boolean) {
  const actor = createActor(participantChoiceMachine).start();
  actor.send({ type: 'participant.open' });
  actor.send({ type: 'participant.choose', participant, signedIn });
  return actor.getSnapshot();
}

describe("'Kamu Peserta Apa?' (portal §2 Home): the four outcomes", () => {
  it('Non Prakerja, signed in → the claim-voucher page', () => {
    const s = choose('nonPrakerja', true);
    expect(s.matches('toPage')).toBe(true);
    expect(s.context.page).toBe('claimVoucher');
  });
  it('Non Prakerja, signed out → the sign-in site (returning to the claim-voucher page)', () => {
    const s = choose('nonPrakerja', false);
    expect(s.matches('toSignIn')).toBe(true);
    expect(s.context.page).toBe('claimVoucher');
  });
  it('Prakerja, signed in → the voucher-redeem page', () => {
    const s = choose('prakerja', true);
    expect(s.matches('toPage')).toBe(true);
    expect(s.context.page).toBe('redeemVoucher');
  });
  it('Prakerja, signed out → the sign-in site (returning to the voucher-redeem page)', () => {
    const s = choose('prakerja', false);
    expect(s.matches('toSignIn')).toBe(true);
    expect(s.context.page).toBe('redeemVoucher');
  });
});

describe("'Kamu Peserta Apa?' modal", () => {
  it('opens from the hero button and closes without an answer', () => {
    const actor = createActor(participantChoiceMachine).start();
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send({ type: 'participant.choose', participant: 'prakerja', signedIn: true });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'participant.open' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'participant.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.page).toBeNull();
  });
  it('asks again when the visitor comes back to the page', () => {
    const actor = createActor(participantChoiceMachine).start();
    actor.send({ type: 'participant.open' });
    actor.send({ type: 'participant.choose', participant: 'nonPrakerja', signedIn: false });
    expect(actor.getSnapshot().hasTag('leaving')).toBe(true);
    actor.send({ type: 'participant.open' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
  });
});
