import { afterEach, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { configureApi } from '../../api/client';
import type { Warehouse } from '../../api/catalogue';
import { loadCheckout } from '../../lib/checkout-storage';
import { createWishlistMoveActors } from '../../flows/wishlist/wishlist-move.actors';
import { createCartGateway, createCartActors, orderWarehouseOf, type CartActorDeps } from './cart.actors';
import { course, product } from './fixtures.test-utils';

const warehouse: Warehouse = {
  id: 2, erp_id: 'E', city_id: '32.73', province_id: '32', district_id: '32.73.22', village_id: '32.73.22.1001', zone_id: 2,
  code: 'WH-BDG', slug: 'bandung', name: 'Gudang Bandung', address: 'Jl. Soekarno-Hatta', postal_code: '40286', telephone: '022',
  latitude: -6.94, longitude: 107.65, can_be_order: true, is_active: true,
};
const user = { id: 1, type: 'b2c' as const, tier: 3, name: 'Siti', email: 'anggota@demo.test', phone: '0812' };

function fakeGateway(result: (path: string) => unknown) {
  const calls: Array<{ method: string; path: string; body: unknown; headers: Headers }> = [];
  configureApi({
    prefixUrl: 'http://gw.test/api/',
    fetch: (async (input: Request) => {
      const url = new URL(input.url);
      const text = await input.text();
      calls.push({ method: input.method, path: url.pathname + url.search, body: text ? JSON.parse(text) : null, headers: input.headers });
      return new Response(JSON.stringify({ status: true, code: 200, message: 'Success', result: result(url.pathname) }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return calls;
}

afterEach(() => configureApi({ prefixUrl: '/api/', fetch: undefined }));

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}
const deps = (over: Partial<CartActorDeps> = {}): CartActorDeps => ({
  getLocation: () => ({ warehouse, zone: { id: 2, name: 'Bandung', slug: 'bandung' } }),
  storage: memoryStorage(),
  cookieKey: 'test-key',
  now: () => Date.parse('2026-11-24T08:00:00Z'),
  ...over,
});

describe('createCartActors', () => {
  it('creates the order with the warehouse, the member and the Idempotency-Key', async () => {
    const calls = fakeGateway(() => ({ invoice: 'INV-7' }));
    const out = await toPromise(
      createActor(createCartGateway(deps()).createOrder, {
        input: { user, warehouseId: 2, lines: [{ type: 'ecom', item_id: 201, quantity: 2 }], promoCode: 'HEMAT50', idempotencyKey: 'k-1' },
      }).start(),
    );
    expect(out).toEqual({ invoice: 'INV-7' });
    expect(calls[0]!.path).toBe('/api/lms/finance/order/add');
    expect(calls[0]!.headers.get('Idempotency-Key')).toBe('k-1');
    expect(calls[0]!.body).toMatchObject({
      user_id: 1,
      user_info: { id: 1, name: 'Siti', email: 'anggota@demo.test', phone: '0812' },
      warehouse: { id: 2, code: 'WH-BDG', area_id: '32.73.22.1001', latitude: -6.94, longitude: 107.65 },
      order: [{ type: 'ecom', item_id: 201, quantity: 2 }],
      promo_code: 'HEMAT50',
    });
  });

  it('uses the member of the last load for quantity saves and deletes', async () => {
    const calls = fakeGateway((path) => (path.endsWith('/cart') ? { count: 0, page: 1, pages: 0, limit: 1000, data: { ecom_cart: [], lms_cart: [] } } : null));
    const actors = createCartActors(deps());
    await expect(toPromise(createActor(actors.deleteItems, { input: { cartIds: [3] } }).start())).rejects.toThrow('Keranjang belum dimuat');
    await toPromise(createActor(actors.loadCart, { input: { user, warehouseId: 2 } }).start());
    expect(calls[0]!.path).toContain('limit=1000');
    await toPromise(createActor(actors.updateQuantity, { input: { cartId: 21, type: 'ecom', itemId: 201, quantity: 3 } }).start());
    await toPromise(createActor(actors.deleteItems, { input: { cartIds: [21] } }).start());
    expect(calls.slice(1).map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/lms/finance/cart/add', { user_id: 1, carts: [{ type: 'ecom', item_id: 201, quantity: 3 }], warehouse_id: 2, price_type: 'b2c', price_tier: 3, update_cart: true }],
      ['DELETE', '/api/lms/finance/cart/delete', { user_id: 1, cart_id: [21] }],
    ]);
  });

  it('stores the checkout for the checkout page with the session\'s warehouse and zone, encrypted', async () => {
    const storage = memoryStorage();
    const price = { lms_before_discount: 100_000, ecom_before_discount: 0, lms_discount: 0, promo_discount: 0, delivery_cost: 0, insurance_cost: 0, total: 100_000 };
    await toPromise(
      createActor(createCartGateway(deps({ storage })).storeCheckout, {
        input: { userId: user.id, invoice: 'INV-9', lms: [course()], ecom: [], promoCode: '', promoSelected: false, promoUsed: false, price, summary: {} as never },
      }).start(),
    );
    expect(storage.getItem('checkout')).not.toContain('INV-9');
    const stored = await loadCheckout(storage, 'test-key', user.id, Date.parse('2026-11-24T09:00:00Z'));
    expect(stored).toMatchObject({ invoice: 'INV-9', warehouse: { code: 'WH-BDG' }, zone: { slug: 'bandung' }, progress: { addressId: null } });
    // The member's own: another member reads nothing (decision 105).
    expect(await loadCheckout(storage, 'test-key', user.id + 1, Date.parse('2026-11-24T09:00:00Z'))).toBeNull();
  });

  it('the wishlist move stores courses and products (with price list and warehouse), then deletes the line', async () => {
    const calls = fakeGateway(() => null);
    const actors = createWishlistMoveActors(() => ({ user, warehouseId: 2 }));
    await toPromise(createActor(actors.addToWishlist, { input: { itemType: 'lms', item: course() } }).start());
    await toPromise(createActor(actors.addToWishlist, { input: { itemType: 'ecom', item: product() } }).start());
    await toPromise(createActor(actors.removeFromCart, { input: { cartIds: [21] } }).start());
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/lms/component/wishlist/store', { type: 'course', product_id: 101, user_id: 1 }],
      ['POST', '/api/lms/component/wishlist/store', { type: 'ecom', product_id: 201, user_id: 1, pricelist_tier: 3, pricelist_type: 'b2c', warehouse_id: 2 }],
      ['DELETE', '/api/lms/finance/cart/delete', { user_id: 1, cart_id: [21] }],
    ]);
  });

  it('sends no warehouse without coordinates', () => {
    expect(orderWarehouseOf({ ...warehouse, latitude: null })).toBeNull();
    expect(orderWarehouseOf({ ...warehouse, village_id: '' })).toMatchObject({ area_id: 1 });
  });
});
