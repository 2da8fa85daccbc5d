// @vitest-environment jsdom
/**
 * Decision 104: the checkout the server renders and the browser's checkout that starts from it. The server runs the
 * page's machine for the stored checkout until it shows its page with nothing under way; its persisted snapshot (as
 * the router dehydrates it: JSON) starts the browser's page in the same state with nothing read again.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { PersistInput } from '../../machines/checkout.types';
import type { Calculation } from '../../src/api/cart';
import type { Pricing } from '../../src/api/shipper';
import type { Address } from '../../src/api/user';
import type { KeyValueStorage, StoredCheckout } from '../../src/lib/checkout-storage';
import { cookieFirstStorage, SELECTION_COOKIE_MAX_CHARS } from '../../src/lib/cart-selection-storage';
import { nothingUnderWay, settleServerCheckout } from '../../src/app/settle-server-checkout';
import { CheckoutPage } from '../../src/features/checkout/checkout-page';
import type { CheckoutGateway } from '../../src/features/checkout/checkout.actors';
import type { PersistedCheckout } from '../../src/features/checkout/use-checkout';
import { addressBandung, courier, method, storedCheckout } from '../../src/features/checkout/fixtures.test-utils';

const KEY = 'kunci-uji';
const user = { id: 7, type: 'b2c' as const, tier: 3, name: 'Anggota Demo', email: 'anggota@demo.test', phone: '0812' };
const memoryStorage = (): KeyValueStorage => {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};

const stored: StoredCheckout = {
  ...storedCheckout,
  invoice: 'INV-9',
  promoCode: '',
  promoSelected: false,
  promoUsed: false,
  // Reloaded after choosing the regular method and its default courier.
  progress: { addressId: 5, methodType: 'regular', courierRateId: 11, insuranceApplied: false },
};

const calc = (over: Partial<Calculation> = {}): Calculation => ({
  product_amount: 30_000, course_amount: 300_000, discount_course: 0, discount_product: 0, discount_promo: 0,
  total_discount: 0, delivery_cost: 18_000, insurance_cost: 0, total_amount: 348_000, discount: 0, promo_code: '', ...over,
});
const pricing: Pricing = {
  distance: 5.9,
  methods: [method(), method({ type: 'same_day', name: 'Same Day', courier_count: 1 })],
  volume: { item_packing: 0, item_unpacking: 0, origin_packing: 0, shipping: 0 },
};

/** A gateway whose answers come a little later (as the in-process gateway's do), each call counted. */
function gateway(over: { addresses?: () => Promise<Address[]> } = {}) {
  const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));
  const calls = { addresses: vi.fn(), methods: vi.fn(), couriers: vi.fn(), calculate: vi.fn(), persist: vi.fn() };
  const actors: Partial<CheckoutGateway> = {
    loadAddresses: fromPromise(async () => (calls.addresses(), over.addresses ? over.addresses() : later([addressBandung]))),
    loadMethods: fromPromise(async () => (calls.methods(), later(pricing))),
    loadCouriers: fromPromise(async () => (calls.couriers(), later([courier({ is_default: true })]))),
    calculate: fromPromise(async () => (calls.calculate(), later(calc()))),
    persist: fromPromise<void, PersistInput>(async () => {
      calls.persist();
    }),
  };
  return { actors, calls };
}

afterEach(cleanup);

describe('the checkout rendered on the server (decision 104)', () => {
  it('settles on the page with the stored address, method and courier and their price, nothing under way', async () => {
    const { actors, calls } = gateway();
    const from = await settleServerCheckout({ stored, user, storage: memoryStorage(), cookieKey: KEY, actors });
    expect(from).not.toBeNull();
    const snapshot = JSON.parse(JSON.stringify(from)) as { value: unknown; context: { address: { id: number }; summary: { total: number } }; children: Record<string, { snapshot: { value: unknown } }> };
    expect(snapshot.value).toEqual({ open: 'shopping' });
    expect(snapshot.context.address.id).toBe(5);
    expect(snapshot.context.summary.total).toBe(348_000);
    expect(snapshot.children.delivery!.snapshot.value).toBe('complete');
    expect(calls.addresses).toHaveBeenCalledTimes(1);
    expect(calls.couriers).toHaveBeenCalled();
    expect(calls.calculate).toHaveBeenCalled();
  });

  it('the browser page starts from that snapshot: the same page, and nothing is read again', async () => {
    const server = gateway();
    const from = JSON.parse(JSON.stringify(await settleServerCheckout({ stored, user, storage: memoryStorage(), cookieKey: KEY, actors: server.actors }))) as PersistedCheckout;
    const browser = gateway();
    render(
      <CheckoutPage
        stored={stored}
        from={from}
        user={user}
        storage={memoryStorage()}
        cookieKey={KEY}
        onHome={vi.fn()}
        onStoreSite={vi.fn()}
        onPaid={vi.fn()}
        onProfileIncomplete={vi.fn()}
        openPopup={vi.fn()}
        actors={browser.actors}
      />,
    );
    // Drawn at once (no skeleton first): the lines, the address, the courier and the total.
    expect(screen.getByText('Kursus Roti Sobek')).toBeTruthy();
    expect(screen.getByText(addressBandung.address, { exact: false })).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Ringkasan Belanja' });
    expect(within(summary).getByText('Rp 348.000')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(browser.calls.addresses).not.toHaveBeenCalled();
    expect(browser.calls.methods).not.toHaveBeenCalled();
    expect(browser.calls.couriers).not.toHaveBeenCalled();
    expect(browser.calls.calculate).not.toHaveBeenCalled();
  });

  it('a checkout with nothing in it is left to the browser (which sends the member Home): null', async () => {
    const { actors } = gateway();
    expect(await settleServerCheckout({ stored: { ...stored, lms: [], ecom: [] }, user, storage: memoryStorage(), cookieKey: KEY, actors })).toBeNull();
  });

  it('a gateway that does not answer in time: null, and the browser starts the checkout afresh', async () => {
    const { actors } = gateway({ addresses: () => new Promise<Address[]>(() => undefined) });
    expect(await settleServerCheckout({ stored, user, storage: memoryStorage(), cookieKey: KEY, actors, timeoutMs: 100 })).toBeNull();
  });

  it('nothingUnderWay sees a request pending deep in the tree', () => {
    const tree = (status: string) => ({ getSnapshot: () => ({ value: 'a', children: { child: { getSnapshot: () => ({ value: 'b', children: { request: { getSnapshot: () => ({ status }) } } }) } } }) });
    expect(nothingUnderWay(tree('active'))).toBe(false);
    expect(nothingUnderWay(tree('done'))).toBe(true);
  });

  it('the stored checkout goes to its cookie when it fits, to localStorage when it does not', () => {
    const jar = new Map<string, string>();
    const cookies = { get: (n: string) => jar.get(n), set: (n: string, v: string) => void jar.set(n, v), remove: (n: string) => void jar.delete(n) };
    const local = memoryStorage();
    const store = cookieFirstStorage(cookies, local);
    store.setItem('checkout', 'kecil');
    expect(jar.get('checkout')).toBe('kecil');
    const large = 'x'.repeat(SELECTION_COOKIE_MAX_CHARS + 1);
    store.setItem('checkout', large);
    expect(jar.has('checkout')).toBe(false);
    expect(local.getItem('checkout')).toBe(large);
    expect(store.getItem('checkout')).toBe(large);
  });
});
