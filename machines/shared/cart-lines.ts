/**
 * Rules over the cart's lines and selection (commerce spec §2 "Cart": select all, per type, per item; §5 "Cart
 * quantity"; §9 "Course quantity is always 1"). Pure: used by machines/cart.machine.ts and the cart views.
 */
import type { CartCourse, CartLine, CartProduct } from '../../src/api/cart';
import { COURSE_QUANTITY, decrementQuantity, incrementQuantity } from './quantity';

export type CartItemType = 'lms' | 'ecom';

/** The lines of a cart and which of them are selected (cart line ids). */
export interface CartLines {
  courses: CartCourse[];
  products: CartProduct[];
  selectedLms: number[];
  selectedEcom: number[];
}

/** A quantity typed or stepped but not yet saved; `previous` is restored if the save fails. */
export interface PendingQuantity {
  cartId: number;
  itemId: number;
  quantity: number;
  previous: number;
}

/** The selected lines as sent to the calculation and the order: courses quantity 1, products as shown. */
export function selectedLines(c: CartLines): CartLine[] {
  return [
    ...c.courses.filter((x) => c.selectedLms.includes(x.id)).map((x) => ({ type: 'lms' as const, item_id: x.item_id, quantity: COURSE_QUANTITY })),
    ...c.products.filter((p) => c.selectedEcom.includes(p.id)).map((p) => ({ type: 'ecom' as const, item_id: p.item_id, quantity: p.quantity })),
  ];
}

/** Course ids (item_id) of the selected courses: the promo list is for them. */
export const selectedCourseIds = (c: CartLines) => c.courses.filter((x) => c.selectedLms.includes(x.id)).map((x) => x.item_id);

export const hasSelection = (c: CartLines) => c.selectedLms.length + c.selectedEcom.length > 0;

export const isInCart = (c: CartLines, itemType: CartItemType, id: number) =>
  itemType === 'lms' ? c.courses.some((x) => x.id === id) : c.products.some((p) => p.id === id);

/** The 'select all' checkbox: every line of both types is selected (false for an empty cart). */
export function isAllSelected(c: CartLines): boolean {
  const total = c.courses.length + c.products.length;
  return total > 0 && c.selectedLms.length + c.selectedEcom.length === total;
}

/** The per-type checkbox (Kursus or Barang): every line of that type is selected. */
export function isTypeSelected(c: CartLines, itemType: CartItemType): boolean {
  return itemType === 'lms'
    ? c.courses.length > 0 && c.courses.every((x) => c.selectedLms.includes(x.id))
    : c.products.length > 0 && c.products.every((p) => c.selectedEcom.includes(p.id));
}

/** Lines ticked or unticked: one line, every line of a type, or everything. */
export function selectionAfter(
  c: CartLines,
  change: { itemType?: CartItemType; id?: number; selected: boolean },
): Pick<CartLines, 'selectedLms' | 'selectedEcom'> {
  const all = { lms: c.courses.map((x) => x.id), ecom: c.products.map((p) => p.id) };
  const pick = (type: CartItemType, current: number[]) => {
    if (change.itemType && change.itemType !== type) return current;
    if (change.id === undefined) return change.selected ? all[type] : [];
    const others = current.filter((id) => id !== change.id);
    return change.selected ? [...others, change.id] : others;
  };
  return { selectedLms: pick('lms', c.selectedLms), selectedEcom: pick('ecom', c.selectedEcom) };
}

/** Plus or minus would change the shown quantity of product line `id` (plus stops at stock, minus at 1). */
export function canStep(products: CartProduct[], id: number, step: 'up' | 'down'): boolean {
  const p = products.find((x) => x.id === id);
  if (!p) return false;
  return (step === 'up' ? incrementQuantity(p.quantity, p.stock) : decrementQuantity(p.quantity)) !== p.quantity;
}

/** Show a new quantity for product line `id` and remember it as pending (with the quantity to restore on failure). */
export function withPendingQuantity(
  c: { products: CartProduct[]; pending: PendingQuantity[] },
  id: number,
  next: (p: CartProduct) => number,
): { products: CartProduct[]; pending: PendingQuantity[] } {
  const product = c.products.find((p) => p.id === id)!;
  const quantity = next(product);
  const existing = c.pending.some((q) => q.cartId === id);
  return {
    products: c.products.map((p) => (p.id === id ? { ...p, quantity } : p)),
    pending: existing
      ? c.pending.map((q) => (q.cartId === id ? { ...q, quantity } : q))
      : [...c.pending, { cartId: id, itemId: product.item_id, quantity, previous: product.quantity }],
  };
}

/** Drop lines (deleted, or moved to the wishlist) from the cart and the selection. */
export function withoutLines(c: CartLines, ids: readonly number[]): CartLines {
  const kept = (id: number) => !ids.includes(id);
  return {
    courses: c.courses.filter((x) => kept(x.id)),
    products: c.products.filter((p) => kept(p.id)),
    selectedLms: c.selectedLms.filter(kept),
    selectedEcom: c.selectedEcom.filter(kept),
  };
}
