import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Certificate } from '../src/api/certificate';
import { certificateRenameMachine, firstNameError, type RenameCallInput } from './certificate-rename.machine';
import { apiError, controllable, flush } from './testing/fixtures';
import { certificate } from './testing/learning-fixtures';

function start() {
  const rename = controllable<Certificate, RenameCallInput>();
  const actor = createActor(certificateRenameMachine.provide({ actors: { rename: rename.logic } }), { input: { userId: 1, email: 'anggota@demo.test' } });
  const renamed: Certificate[] = [];
  actor.on('certificate.renamed', (e) => renamed.push(e.certificate));
  actor.start();
  return { actor, rename, renamed };
}

describe('certificateRenameMachine (commerce §5 "Certificate rename", §7 name update, §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("requires a first name ('Nama Depan harus diisi'), sends id, email, the code and the joined name, then says 'Nama Sertifikat berhasil diubah' for 3 s", async () => {
    const { actor, rename, renamed } = start();
    actor.send({ type: 'rename.open', certificate: certificate(26, { name: 'Siti Rahmawati', code: 'DK-SEED0026' }) });
    expect(actor.getSnapshot().context).toMatchObject({ first: 'Siti', last: 'Rahmawati' });
    actor.send({ type: 'first.change', value: '  ' });
    actor.send({ type: 'rename.submit' });
    expect(firstNameError(actor.getSnapshot().context)).toBe('Nama Depan harus diisi');
    expect(rename.calls).toHaveLength(0);
    actor.send({ type: 'first.change', value: 'Sri ' });
    actor.send({ type: 'last.change', value: '' });
    actor.send({ type: 'rename.submit' });
    expect(rename.last().input).toEqual({ id: 1, email: 'anggota@demo.test', voucher: 'DK-SEED0026', name: 'Sri' });
    rename.last().resolve(certificate(26, { name: 'Sri' }));
    await flush();
    expect(actor.getSnapshot().matches('renamed')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('Nama Sertifikat berhasil diubah');
    expect(renamed.map((c) => c.name)).toEqual(['Sri']);
    vi.advanceTimersByTime(3000);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('a failure shows the server message for 3 s in the open modal', async () => {
    const { actor, rename } = start();
    actor.send({ type: 'rename.open', certificate: certificate(26, { name: 'Siti' }) });
    expect(actor.getSnapshot().context.last).toBe('');
    actor.send({ type: 'rename.submit' });
    rename.last().reject(apiError(404, 'Sertifikat tidak ditemukan'));
    await flush();
    expect(actor.getSnapshot().context.notice).toBe('Sertifikat tidak ditemukan');
    vi.advanceTimersByTime(3000);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'rename.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });
});
