/**
 * Short labels of actor outputs for the path printer (tests/paths/print-paths.ts) and the studio.
 */
import type { Calculation, Cart } from '../../../src/api/cart';
import type { Order } from '../../../src/api/order';
import type { Promo } from '../../../src/api/promo';
import type { Courier, Pricing } from '../../../src/api/shipper';
import type { Address } from '../../../src/api/user';

/** Short labels for the path printer. */
export function label(id: string, out: unknown): string | undefined {
  const o = out as Record<string, unknown>;
  if (id === 'loadCart') {
    const c = out as Cart;
    return `${c.data.lms_cart.length} course(s) [${c.data.lms_cart.map((x) => x.id)}], ${c.data.ecom_cart.length} product(s) [${c.data.ecom_cart.map((p) => `${p.id}: qty ${p.quantity}/stock ${p.stock}`).join(', ')}]`;
  }
  if (id === 'calculate') return `total Rp ${(out as Calculation).total_amount}, discount Rp ${(out as Calculation).discount}`;
  if (id === 'checkPromo') return `${(out as Promo).promo_code} price Rp ${(out as Promo).promo_price}`;
  if (id === 'loadPromos') return (out as Promo[]).map((p) => `${p.promo_code} (Rp ${p.promo_price})`).join(', ');
  if (id === 'loadAddresses') return (out as Address[]).length ? (out as Address[]).map((a) => `#${a.id} ${a.label}`).join(', ') : 'no addresses';
  if (id === 'saveAddress') return `#${(out as Address).id}`;
  if (id === 'loadMethods') return (out as Pricing).methods.length ? (out as Pricing).methods.map((m) => m.type).join(', ') : 'no methods';
  if (id === 'loadCouriers') {
    return (out as Courier[])
      .map((c) => `rate ${c.logistic_rate_id}${c.is_default ? ' (default)' : ''}${c.must_use_insurance ? ' (must insure)' : ''}`)
      .join(', ');
  }
  if (id === 'loadOrder' || id === 'reloadExpired' || id === 'pollOrder') {
    const order = out as Order;
    return `status ${order.status_code}${order.expire_time ? `, expires ${order.expire_time}` : ''}`;
  }
  if ('invoice' in o && Object.keys(o).length === 1) return `invoice ${String(o.invoice)}`;
  return undefined;
}

