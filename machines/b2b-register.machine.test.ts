import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { B2bStatus } from '../src/api/b2b-register';
import { b2bRegisterMachine, selectCanSubmit, type B2bSubmitInput, type B2bSubmitOutput, type B2bUploadInput } from './b2b-register.machine';
import { apiError, controllable, flush, networkError } from './testing/fixtures';

const none: B2bStatus = { status: 'none', company_name: null, submitted_at: null };
const pending: B2bStatus = { status: 'pending', company_name: 'Toko Roti Sari Rasa', submitted_at: '2026-11-27T04:00:00.000Z' };

function start() {
  const load = controllable<B2bStatus, void>();
  const upload = controllable<{ url: string }, B2bUploadInput>();
  const submit = controllable<B2bSubmitOutput, B2bSubmitInput>();
  const actor = createActor(b2bRegisterMachine.provide({ actors: { loadStatus: load.logic, uploadDocument: upload.logic, submit: submit.logic } })).start();
  return { actor, load, upload, submit };
}

describe('b2b register machine (portal §7 b2b_register/submit + status, lms/helper/upload; decision 071)', () => {
  it('reads the status first: none → the form, pending → the notice, approved → nothing to fill', async () => {
    for (const [status, state] of [[none, 'editing'], [pending, 'pending'], [{ status: 'approved', company_name: null, submitted_at: null }, 'approved']] as const) {
      const { actor, load } = start();
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
      load.last().resolve(status);
      await flush();
      expect(actor.getSnapshot().value).toBe(state);
      expect(actor.getSnapshot().context.status).toEqual(status);
    }
  });

  it("a failed read says why; 'Coba Lagi' reads again", async () => {
    const { actor, load } = start();
    load.last().reject(networkError());
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Pastikan internet anda stabil');
    actor.send({ type: 'load.retry' });
    expect(load.calls).toHaveLength(2);
    load.last().resolve(none);
    await flush();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('uploads the picked document; a refused file says why and keeps the earlier one', async () => {
    const { actor, load, upload } = start();
    load.last().resolve(none);
    await flush();
    const file = new Blob(['x']);
    actor.send({ type: 'document.pick', file, name: 'npwp.png' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    expect(upload.last().input).toEqual({ file, name: 'npwp.png' });
    upload.last().resolve({ url: 'http://x/storage/b2b/dokumen/a.png' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ documentUrl: 'http://x/storage/b2b/dokumen/a.png', documentName: 'npwp.png', uploadError: null });
    actor.send({ type: 'document.pick', file, name: 'besar.png' });
    upload.last().reject(apiError(413, 'Ukuran file harus dibawah 2MB'));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ documentUrl: 'http://x/storage/b2b/dokumen/a.png', documentName: 'npwp.png', uploadError: 'Ukuran file harus dibawah 2MB' });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true);
  });

  it('sends the values; success → pending with the text; a refusal → the form with the server message', async () => {
    const { actor, load, submit } = start();
    load.last().resolve(none);
    await flush();
    actor.send({ type: 'form.invalid' });
    expect(actor.getSnapshot().context.invalid).toBe(true);
    actor.send({ type: 'form.submit', values: { company_name: 'A' } });
    expect(actor.getSnapshot().context.invalid).toBe(false);
    expect(submit.last().input).toEqual({ values: { company_name: 'A' } });
    submit.last().reject(apiError(400, 'Dokumen tidak valid, unggah ulang dokumen kamu'));
    await flush();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Dokumen tidak valid, unggah ulang dokumen kamu');
    actor.send({ type: 'form.submit', values: { company_name: 'B' } });
    submit.last().resolve({ status: pending, message: 'Pendaftaran B2B berhasil dikirim' });
    await flush();
    expect(actor.getSnapshot().value).toBe('pending');
    expect(actor.getSnapshot().context).toMatchObject({ status: pending, message: 'Pendaftaran B2B berhasil dikirim', error: null });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
  });
});
