import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { voucherCopyMachine } from './voucher-copy.machine';
import { controllable, flush } from './testing/fixtures';

function start() {
  const copy = controllable<boolean, { code: string }>();
  const actor = createActor(voucherCopyMachine.provide({ actors: { copyCode: copy.logic } })).start();
  return { actor, copy };
}

describe('voucherCopyMachine (commerce §8 "Copy notices", §9 3 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("copies the code and says 'Kode voucher berhasil di salin' for 3 s", async () => {
    const { actor, copy } = start();
    actor.send({ type: 'code.copy', code: ' PRK-7H2K9Q ' });
    expect(copy.last().input).toEqual({ code: 'PRK-7H2K9Q' });
    copy.last().resolve(true);
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ tone: 'success', message: 'Kode voucher berhasil di salin' });
    vi.advanceTimersByTime(2999);
    expect(actor.getSnapshot().context.notice).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it("a missing code says 'Kode voucher tidak ditemukan' without touching the clipboard; a refused clipboard says so", async () => {
    const { actor, copy } = start();
    actor.send({ type: 'code.copy', code: '' });
    expect(actor.getSnapshot().context.notice).toEqual({ tone: 'error', message: 'Kode voucher tidak ditemukan' });
    expect(copy.calls).toHaveLength(0);
    actor.send({ type: 'code.copy', code: 'PRK-3M8XTA' });
    copy.last().resolve(false);
    await flush();
    expect(actor.getSnapshot().context.notice?.message).toBe('Kode voucher gagal di salin');
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});
