import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { NOTICE_MS } from './add-to-cart.machine';
import { referralMachine, type ReferralAnswer } from './referral.machine';
import { apiError, controllable, networkError } from './testing/fixtures';

function start(userId = 1) {
  const load = controllable<ReferralAnswer, { userId: number }>();
  const generate = controllable<ReferralAnswer, { userId: number }>();
  const copy = controllable<boolean, { text: string }>();
  const actor = createActor(referralMachine.provide({ actors: { loadCode: load.logic, generateCode: generate.logic, copyText: copy.logic } }), {
    input: { userId },
  });
  actor.start();
  return { actor, load, generate, copy };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const canGenerate = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().can({ type: 'referral.generate' });

describe('referral machine (portal §2 "Referral", commerce §4 "The referral button is disabled once a code exists")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reads the member's code; with a code the button is disabled", async () => {
    const { actor, load } = start(2);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(canGenerate(actor)).toBe(false);
    expect(load.last().input).toEqual({ userId: 2 });
    load.last().resolve({ referral_code: 'BUDIK7Q4MZ' });
    await flush();
    expect(actor.getSnapshot().matches('hasCode')).toBe(true);
    expect(actor.getSnapshot().context.code).toBe('BUDIK7Q4MZ');
    expect(canGenerate(actor)).toBe(false);
  });

  it('without a code the button is enabled; generating shows the new code, says so for 3 s, and disables the button', async () => {
    const { actor, load, generate } = start(1);
    load.last().resolve({ referral_code: null });
    await flush();
    expect(actor.getSnapshot().matches('noCode')).toBe(true);
    expect(canGenerate(actor)).toBe(true);
    actor.send({ type: 'referral.generate' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(canGenerate(actor)).toBe(false);
    expect(generate.last().input).toEqual({ userId: 1 });
    generate.last().resolve({ referral_code: 'SITI7KQ2MX' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ code: 'SITI7KQ2MX', notice: { kind: 'created' }, error: null });
    expect(canGenerate(actor)).toBe(false);
    await vi.advanceTimersByTimeAsync(NOTICE_MS - 1);
    expect(actor.getSnapshot().context.notice).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(actor.getSnapshot().matches({ hasCode: 'idle' })).toBe(true);
    expect(generate.calls).toHaveLength(1);
  });

  it('a refused or empty generation keeps the button enabled and shows why', async () => {
    const { actor, load, generate } = start();
    load.last().resolve({ referral_code: null });
    await flush();
    actor.send({ type: 'referral.generate' });
    generate.last().reject(apiError(403, 'Forbidden'));
    await flush();
    expect(actor.getSnapshot().matches('noCode')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Forbidden');
    actor.send({ type: 'referral.generate' });
    expect(actor.getSnapshot().context.error).toBeNull();
    generate.last().resolve({ referral_code: null });
    await flush();
    expect(actor.getSnapshot().matches('noCode')).toBe(true);
    expect(canGenerate(actor)).toBe(true);
  });

  it('a failed read offers a retry and no generation', async () => {
    const { actor, load } = start();
    load.last().reject(networkError());
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Pastikan internet anda stabil');
    expect(canGenerate(actor)).toBe(false);
    actor.send({ type: 'load.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(load.calls).toHaveLength(2);
    load.last().resolve({ referral_code: 'SITI7KQ2MX' });
    await flush();
    expect(actor.getSnapshot().context.code).toBe('SITI7KQ2MX');
  });

  it('copies the code and says whether it worked; copying again replaces the notice', async () => {
    const { actor, load, copy } = start();
    load.last().resolve({ referral_code: 'SITI7KQ2MX' });
    await flush();
    actor.send({ type: 'code.copy' });
    expect(copy.last().input).toEqual({ text: 'SITI7KQ2MX' });
    copy.last().resolve(true);
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'copied' });
    actor.send({ type: 'code.copy' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    copy.last().reject(new Error('denied'));
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'copyFailed' });
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'code.copy' });
    copy.last().resolve(false);
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'copyFailed' });
  });
});
