import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { loadCheckout, saveCheckout, type StoredCheckout } from '../../lib/checkout-storage';
import { deleteAddress } from '../../api/user';
import { createCheckoutGateway, paymentMessage, toPaymentOutput } from './checkout.actors';

vi.mock('../../api/user', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/user')>()),
  deleteAddress: vi.fn(async (id: number) => ({ id })),
}));

function storage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

const stored: StoredCheckout = {
  invoice: 'INV-9',
  promoCode: '',
  promoSelected: false,
  promoUsed: false,
  price: { lms_before_discount: 0, ecom_before_discount: 0, lms_discount: 0, promo_discount: 0, delivery_cost: 0, insurance_cost: 0, total: 0 },
  lms: [],
  ecom: [],
  warehouse: null,
  zone: null,
  progress: { addressId: null, methodType: null, courierRateId: null, insuranceApplied: false },
};
const price = { ...stored.price, total: 1000 };
const user = { id: 7, type: 'b2c' as const, tier: 3, name: 'Sari', email: 'a@b.c', phone: '0812' };

describe('payment popup results', () => {
  it('maps the popup result for the machine, with the provider message on error', () => {
    expect(toPaymentOutput({ result: 'success', payload: {} })).toEqual({ result: 'success' });
    expect(toPaymentOutput({ result: 'pending', payload: {} })).toEqual({ result: 'pending' });
    expect(toPaymentOutput({ result: 'close', payload: undefined })).toEqual({ result: 'close' });
    expect(toPaymentOutput({ result: 'error', payload: { status_message: 'Kartu ditolak' } })).toEqual({ result: 'error', message: 'Kartu ditolak' });
    expect(paymentMessage({ error_messages: ['Token kedaluwarsa'] })).toBe('Token kedaluwarsa');
    expect(paymentMessage(undefined)).toBe('Pembayaran gagal');
  });

  it('openPayment runs the popup with the token', async () => {
    const seen: string[] = [];
    const actors = createCheckoutGateway({
      storage: storage(),
      cookieKey: 'k',
      initial: stored,
      user,
      openPopup: async (token: string) => {
        seen.push(token);
        return { result: 'pending', payload: {} };
      },
    });
    const out = await toPromise(createActor(actors.openPayment, { input: { token: 'tok-5' } }).start());
    expect(out).toEqual({ result: 'pending' });
    expect(seen).toEqual(['tok-5']);
  });
});

describe('persist', () => {
  it('merges progress, promo, price and items into the stored checkout (the one writer on the page)', async () => {
    const s = storage();
    await saveCheckout(s, 'k', user.id, stored, 1000);
    const actors = createCheckoutGateway({ storage: s, cookieKey: 'k', initial: stored, user, now: () => 2000 });
    const progress = { addressId: 5, methodType: 'regular', courierRateId: 11, insuranceApplied: true };
    const ecom = [{ ...stored.lms[0], id: 21 }] as never;
    await toPromise(createActor(actors.persist, { input: { invoice: 'INV-9', progress, promoCode: 'HEMAT50', promoUsed: true, price, lms: [], ecom } }).start());
    expect(await loadCheckout(s, 'k', user.id, 3000)).toMatchObject({ invoice: 'INV-9', progress, promoCode: 'HEMAT50', promoUsed: true, price, ecom: [{ id: 21 }] });
  });

  it('writes nothing once the page has gone (the actor was stopped)', async () => {
    const s = storage();
    const actors = createCheckoutGateway({ storage: s, cookieKey: 'k', initial: stored, user });
    const actor = createActor(actors.persist, { input: { invoice: 'INV-9', progress: stored.progress, promoCode: '', promoUsed: false, price, lms: [], ecom: [] } }).start();
    actor.stop();
    await new Promise((r) => setTimeout(r, 20));
    expect(s.getItem('checkout')).toBeNull();
  });
});

describe('quantities changed on checkout reach the gateway (commerce §4 "Quantity changes")', () => {
  async function gateway(result: unknown) {
    const calls: Array<{ method: string; path: string; body: unknown; key: string | null }> = [];
    const fetch = vi.fn(async (req: Request) => {
      calls.push({ method: req.method, path: new URL(req.url).pathname, body: await req.clone().json(), key: req.headers.get('Idempotency-Key') });
      return new Response(JSON.stringify({ status: true, code: 200, message: 'Success', result }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const { configureApi } = await import('../../api/client');
    configureApi({ prefixUrl: 'http://gw.test/api/', fetch: fetch as unknown as typeof globalThis.fetch });
    return { calls, actors: createCheckoutGateway({ storage: storage(), cookieKey: 'k', initial: stored, user }) };
  }
  const member = user;
  const logistic = { name: 'JNE', rate: 'regular', rate_id: 5, distance: 3, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 9000 };

  it('syncCart writes the lines with cart add, update_cart true', async () => {
    const { calls, actors } = await gateway({});
    const lines = [{ type: 'ecom' as const, item_id: 201, quantity: 3 }];
    await toPromise(createActor(actors.syncCart, { input: { user: member, warehouseId: 2, lines } }).start());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toMatch(/cart\/add$/);
    expect(calls[0]!.body).toMatchObject({ user_id: 7, carts: lines, warehouse_id: 2, price_type: 'b2c', price_tier: 3, update_cart: true });
  });

  it('payOrder sends the shown lines as order[] with the Idempotency-Key', async () => {
    const { calls, actors } = await gateway({ token: 'tok-1', invoice: 'INV-9', redirect_url: 'http://gw.test/snap/pay/tok-1' });
    const lines = [{ type: 'ecom' as const, item_id: 201, quantity: 3 }];
    const out = await toPromise(
      createActor(actors.payOrder, { input: { invoice: 'INV-9', user: member, recipient: null as never, promoCode: '', logistic, lines, idempotencyKey: 'pay-1', warehouse: null } }).start(),
    );
    expect(out).toEqual({ token: 'tok-1' });
    expect(calls[0]!.path).toMatch(/order\/payment$/);
    expect(calls[0]!.body).toMatchObject({ invoice: 'INV-9', order: lines });
    expect(calls[0]!.key).toBe('pay-1');
  });
});

describe('deleteAddress', () => {
  it('deletes the address by id (DELETE lms/users/address/{id}) and rejects with the API error', async () => {
    const actors = createCheckoutGateway({ storage: storage(), cookieKey: 'k', initial: stored, user });
    await toPromise(createActor(actors.deleteAddress, { input: { id: 42 } }).start());
    expect(deleteAddress).toHaveBeenCalledWith(42);
    vi.mocked(deleteAddress).mockRejectedValueOnce(new Error('Alamat tidak ditemukan'));
    await expect(toPromise(createActor(actors.deleteAddress, { input: { id: 43 } }).start())).rejects.toThrow('Alamat tidak ditemukan');
  });
});
