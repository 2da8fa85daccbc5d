import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { VOUCHER_EXHAUSTED, VOUCHER_FIELD_REQUIRED, type VoucherClaimed, type VoucherClaimInput } from '../src/api/voucher-claim';
import { apiError, controllable, flush, networkError } from './testing/fixtures';
import { VOUCHER_CLAIM_TEXT, voucherClaimMachine } from './voucher-claim.machine';

const voucher: VoucherClaimed = {
  Code: 'RESTO2026-7F3A9C',
  promo_code: 'RESTO2026',
  title: 'Makan Siang Hemat',
  outlet: 'Dapur Resto Bandung',
  nama_customer: 'Sari',
  no_hp: '081234567890',
  valid_until: '2026-12-31T16:59:59.000Z',
};

function start(code = 'RESTO2026') {
  const claim = controllable<VoucherClaimed[], VoucherClaimInput>();
  const actor = createActor(voucherClaimMachine.provide({ actors: { claimVoucher: claim.logic } }), { input: { code } }).start();
  return { actor, claim };
}

describe('voucherClaimMachine', () => {
  it("uses the spec's texts (the same constants as the contract)", () => {
    expect(VOUCHER_CLAIM_TEXT.fieldRequired).toBe(VOUCHER_FIELD_REQUIRED);
    expect(VOUCHER_CLAIM_TEXT.exhausted).toBe(VOUCHER_EXHAUSTED);
  });

  it('a link without a code cannot claim anything', () => {
    const { actor, claim } = start('  ');
    expect(actor.getSnapshot().value).toBe('noCode');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().can({ type: 'claim.submit', name: 'Sari', phone: '0812' })).toBe(false);
    expect(claim.calls).toHaveLength(0);
  });

  it.each([
    ['', '081234567890'],
    ['Sari', ''],
    ['   ', '  '],
  ])("name %j and phone %j: alert 'Field tidak boleh kosong.' and nothing is sent", (name, phone) => {
    const { actor, claim } = start();
    actor.send({ type: 'claim.submit', name, phone });
    expect(actor.getSnapshot().matches({ form: 'alerting' })).toBe(true);
    expect(actor.getSnapshot().context.alert).toBe('Field tidak boleh kosong.');
    expect(claim.calls).toHaveLength(0);
    actor.send({ type: 'alert.dismiss' });
    expect(actor.getSnapshot().matches({ form: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('a 200 turns the form into the result view with the voucher code', async () => {
    const { actor, claim } = start(' RESTO2026 ');
    actor.send({ type: 'claim.submit', name: ' Sari ', phone: ' 081234567890 ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(claim.last().input).toEqual({ nama_customer: 'Sari', no_hp: '081234567890', code: 'RESTO2026' });
    claim.last().resolve([voucher]);
    await flush();
    expect(actor.getSnapshot().value).toBe('claimed');
    expect(actor.getSnapshot().context.claimed?.Code).toBe('RESTO2026-7F3A9C');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it.each([
    ['stock empty (403)', apiError(403, 'Mohon maaf voucher sudah habis'), 'Mohon maaf voucher sudah habis'],
    ['phone already claimed (409)', apiError(409, 'Nomor HP ini sudah pernah mengklaim voucher promo ini'), 'Nomor HP ini sudah pernah mengklaim voucher promo ini'],
    ['already claimed without a text (409)', apiError(409, ''), 'Nomor HP ini sudah pernah mengklaim voucher promo ini'],
    ['unknown promo (404)', apiError(404, 'Kode promo voucher tidak ditemukan'), 'Kode promo voucher tidak ditemukan'],
    ['ended (424)', apiError(424, 'Promo sudah kadarluarsa'), 'Promo sudah kadarluarsa'],
  ])("%s → its own alert ('Mohon maaf voucher sudah habis' only when no code is left), and the form can be sent again", async (_, error, text) => {
    const { actor, claim } = start();
    actor.send({ type: 'claim.submit', name: 'Sari', phone: '081234567890' });
    claim.last().reject(error);
    await flush();
    expect(actor.getSnapshot().matches({ form: 'alerting' })).toBe(true);
    expect(actor.getSnapshot().context.alert).toBe(text);
    actor.send({ type: 'alert.dismiss' });
    actor.send({ type: 'claim.submit', name: 'Sari', phone: '081334567890' });
    expect(claim.calls).toHaveLength(2);
  });

  it.each([
    ['0812', 'No telepon minimal 10 angka'],
    ['62812345', 'No telepon minimal 10 angka'],
    ['O812-3456-789', 'No telepon harus angka'],
  ])("a phone that cannot be one (%j) gets the field message %j and sends nothing", (phone, message) => {
    const { actor, claim } = start();
    actor.send({ type: 'claim.submit', name: 'Sari', phone });
    expect(actor.getSnapshot().matches({ form: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.phoneError).toBe(message);
    expect(actor.getSnapshot().context.alert).toBeNull();
    expect(claim.calls).toHaveLength(0);
    actor.send({ type: 'claim.submit', name: 'Sari', phone: '+62 812-3456-7890' });
    expect(actor.getSnapshot().context.phoneError).toBeNull();
    expect(claim.calls).toHaveLength(1);
  });

  it("the gateway's refusal of the phone (400 'No HP …') lands at the field, not in the alert", async () => {
    const { actor, claim } = start();
    actor.send({ type: 'claim.submit', name: 'Sari', phone: '081234567890' });
    claim.last().reject(apiError(400, 'No HP harus nomor seluler Indonesia, contoh 081234567890'));
    await flush();
    expect(actor.getSnapshot().matches({ form: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.phoneError).toBe('No HP harus nomor seluler Indonesia, contoh 081234567890');
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('no answer and the rate limit keep their own message', async () => {
    const { actor, claim } = start();
    actor.send({ type: 'claim.submit', name: 'Sari', phone: '081234567890' });
    claim.last().reject(networkError());
    await flush();
    expect(actor.getSnapshot().context.alert).toBe('Pastikan internet anda stabil');
    actor.send({ type: 'alert.dismiss' });
    actor.send({ type: 'claim.submit', name: 'Sari', phone: '081234567890' });
    claim.last().reject(apiError(429, 'Terlalu banyak permintaan, coba lagi nanti'));
    await flush();
    expect(actor.getSnapshot().context.alert).toBe('Terlalu banyak permintaan, coba lagi nanti');
  });

  it('ignores a second submit while claiming', () => {
    const { actor, claim } = start();
    actor.send({ type: 'claim.submit', name: 'Sari', phone: '081234567890' });
    actor.send({ type: 'claim.submit', name: 'Sari', phone: '081234567890' });
    expect(claim.calls).toHaveLength(1);
  });
});
