import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { NOTICE_MS } from './add-to-cart.machine';
import { inviteMachine } from './invite.machine';
import { apiError, controllable, networkError } from './testing/fixtures';

const LINK = 'http://localhost/sso/register?redirect=http%3A%2F%2Flocalhost%2F';

function start() {
  const send = controllable<unknown, { email: string }>();
  const copy = controllable<boolean, { text: string }>();
  const actor = createActor(inviteMachine.provide({ actors: { sendInvite: send.logic, copyText: copy.logic } }), { input: { link: LINK } });
  const emitted: unknown[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, send, copy, emitted };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('invite machine (portal §2 "Invite friend", §5, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the address, tells the view to clear the field, and hides the success notice after exactly 3 s', async () => {
    const { actor, send, emitted } = start();
    expect(actor.getSnapshot().context.link).toBe(LINK);
    actor.send({ type: 'invite.submit', email: 'teman@contoh.id' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'invite.submit', email: 'x@y.id' })).toBe(false);
    expect(send.last().input).toEqual({ email: 'teman@contoh.id' });
    send.last().resolve({ id: 1, email: 'teman@contoh.id', created_at: '2026-11-24T00:00:00Z' });
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'sent', email: 'teman@contoh.id' });
    expect(emitted).toEqual([{ type: 'invite.sent', email: 'teman@contoh.id' }]);
    await vi.advanceTimersByTimeAsync(NOTICE_MS - 1);
    expect(actor.getSnapshot().context.notice).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps the address and shows the server message when the gateway refuses (quota, format, network)', async () => {
    const { actor, send, emitted } = start();
    actor.send({ type: 'invite.submit', email: 'teman@contoh.id' });
    send.last().reject(apiError(429, 'Batas undangan hari ini tercapai, coba lagi besok'));
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ email: 'teman@contoh.id', error: 'Batas undangan hari ini tercapai, coba lagi besok', notice: null });
    expect(emitted).toEqual([]);

    actor.send({ type: 'invite.submit', email: 'teman@contoh.id' });
    expect(actor.getSnapshot().context.error).toBeNull();
    send.last().reject(networkError());
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Pastikan internet anda stabil');
  });

  it('copies the registration link and says whether it worked', async () => {
    const { actor, copy } = start();
    actor.send({ type: 'link.copy' });
    expect(copy.last().input).toEqual({ text: LINK });
    copy.last().resolve(true);
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'copied' });

    actor.send({ type: 'link.copy' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    copy.last().resolve(false);
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'copyFailed' });

    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'link.copy' });
    copy.last().reject(new Error('denied'));
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'copyFailed' });
  });

  it('a new invitation while a notice shows replaces it, and its own notice gets a full 3 s', async () => {
    const { actor, send } = start();
    actor.send({ type: 'invite.submit', email: 'a@contoh.id' });
    send.last().resolve({});
    await flush();
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'invite.submit', email: 'b@contoh.id' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    send.last().resolve({});
    await flush();
    await vi.advanceTimersByTimeAsync(NOTICE_MS - 1);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'sent', email: 'b@contoh.id' });
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('without provided actors an invite fails with a message instead of throwing', async () => {
    vi.useRealTimers();
    const actor = createActor(inviteMachine, { input: { link: LINK } }).start();
    actor.send({ type: 'invite.submit', email: 'a@contoh.id' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.error).toBe('invite.sendInvite not provided');
  });
});
