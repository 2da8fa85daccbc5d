import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { accountFormMachine, type AccountFormSaved, type SaveAccountFormInput } from './account-form.machine';
import { apiError, controllable, flush, networkError } from './testing/fixtures';

function start() {
  const save = controllable<AccountFormSaved, SaveAccountFormInput>();
  const actor = createActor(accountFormMachine.provide({ actors: { save: save.logic } }));
  actor.start();
  return { actor, save };
}

describe('accountFormMachine (portal §4 "Profile forms")', () => {
  it('an invalid submit stays in the form and marks it invalid; a valid one clears the mark', () => {
    const { actor, save } = start();
    actor.send({ type: 'form.invalid' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.invalid).toBe(true);
    expect(save.calls).toHaveLength(0);
    actor.send({ type: 'form.submit', values: { a: 1 } });
    expect(actor.getSnapshot().context.invalid).toBe(false);
  });

  it('submitting is busy, sends the values and shows the success text; confirm ends the flow', async () => {
    const { actor, save } = start();
    actor.send({ type: 'form.submit', values: { firstname: 'Siti' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(save.last().input).toEqual({ values: { firstname: 'Siti' } });
    // a second submit while saving is ignored
    actor.send({ type: 'form.submit', values: { firstname: 'X' } });
    expect(save.calls).toHaveLength(1);
    save.last().resolve({ message: 'Info berhasil diubah' });
    await flush();
    const s = actor.getSnapshot();
    expect(s.matches('succeeded')).toBe(true);
    expect(s.hasTag('alert')).toBe(true);
    expect(s.context.message).toBe('Info berhasil diubah');
    actor.send({ type: 'alert.confirm' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refused save shows the server message and goes back to editing on confirm', async () => {
    const { actor, save } = start();
    actor.send({ type: 'form.submit', values: {} });
    save.last().reject(apiError(400, 'Password saat ini salah'));
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('Password saat ini salah');
    actor.send({ type: 'alert.confirm' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('a lost connection shows the network text', async () => {
    const { actor, save } = start();
    actor.send({ type: 'form.submit', values: {} });
    save.last().reject(networkError());
    await flush();
    expect(actor.getSnapshot().context.message).toBe('Pastikan internet anda stabil');
  });
});
