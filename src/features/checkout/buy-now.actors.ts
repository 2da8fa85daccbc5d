/**
 * The buy-now's gateway side (an actors module: it reads and writes from explicit dependencies, as the flows'
 * actors do; its one caller is the route's loader). A buy-now (decision 083): 'Beli Sekarang' on a course or product
 * page checks out that one item without creating an order first. The item is already in the member's cart (the page put it there, so it stays if they walk away); this
 * stores a checkout of that line alone with no invoice, and the checkout's payment then makes the order and its
 * token in one 'Direct order add' (commerce §7; machines/payment.machine.ts `ordering`). Nothing waits in 'History
 * Pembelian' for a checkout the member abandons.
 *
 * Reads: GET the cart (the member's price list and warehouse, limit 1000) for the line; POST the cart calculation of
 * that line for the summary shown until the checkout's own calculation answers. Writes the stored checkout
 * (src/lib/checkout-storage.ts, encrypted, 1 day).
 */
import { calculateCart, CART_PAGE_LIMIT, getCart, type ItemType } from '../../api/cart';
import type { Warehouse } from '../../api/catalogue';
import { checkoutPriceFromSummary, summaryFromCalculation } from '../../../machines/shared/price';
import { priceTierOf, type Member } from '../../../machines/shared/member';
import { saveCheckout, type KeyValueStorage } from '../../lib/checkout-storage';

export interface BuyNowDeps {
  member: Member;
  /** The session's warehouse and zone (a product is bought from it). */
  warehouse: Warehouse | null;
  zone: { id: number; name: string; slug: string } | null;
  storage: KeyValueStorage;
  cookieKey: string;
  /** Epoch ms. */
  now: number;
}

/**
 * Store the checkout of one cart line (`type`, `itemId`) with no invoice.
 * @returns false when the member's cart has no such line (the caller opens the cart instead).
 * @throws the cart read's or the calculation's ApiError.
 */
export async function prepareBuyNow(deps: BuyNowDeps, item: { type: ItemType; itemId: number }): Promise<boolean> {
  const { member, warehouse } = deps;
  const priceList = { type: member.type, tier: priceTierOf(member.tier) };
  const cart = await getCart({
    user_id: member.id,
    warehouse_id: warehouse?.id ?? undefined,
    pricelist_type: priceList.type,
    pricelist_tier: priceList.tier,
    limit: CART_PAGE_LIMIT,
    page: 1,
  });
  const lms = item.type === 'lms' ? cart.data.lms_cart.filter((c) => c.item_id === item.itemId) : [];
  const ecom = item.type === 'ecom' ? cart.data.ecom_cart.filter((p) => p.item_id === item.itemId) : [];
  const line = lms[0] ?? ecom[0];
  if (!line) return false;
  const calculation = await calculateCart({
    user_id: member.id,
    price_type: priceList.type,
    price_tier: priceList.tier,
    warehouse_id: warehouse?.id ?? null,
    cart: [{ type: item.type, item_id: line.item_id, quantity: line.quantity }],
    promo_code: '',
  });
  await saveCheckout(
    deps.storage,
    deps.cookieKey,
    member.id,
    {
      invoice: '',
      promoCode: '',
      promoSelected: false,
      promoUsed: false,
      price: checkoutPriceFromSummary(summaryFromCalculation(calculation)),
      lms: lms.slice(0, 1),
      ecom: ecom.slice(0, 1),
      warehouse: ecom.length > 0 ? warehouse : null,
      zone: ecom.length > 0 ? deps.zone : null,
      progress: { addressId: null, methodType: null, courierRateId: null, insuranceApplied: false },
    },
    deps.now,
  );
  return true;
}
