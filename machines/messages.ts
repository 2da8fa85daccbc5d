/**
 * The exact Indonesian texts the commerce machines put into context (commerce spec §5, §8). Typos are the
 * spec's and are kept on purpose ('kadarluarsa'). Views show these strings as they are.
 */

/** Network timeout / no answer (portal §8, commerce §8 "General"); duplicated from src/api/errors.ts NETWORK_MESSAGE. */
export const NETWORK_MESSAGE = 'Pastikan internet anda stabil';

/** Checkout or the promo dialog with nothing selected (commerce §5 "General"). */
export const NOTHING_SELECTED = 'Silahkan pilih item terlebih dahulu!';
/** A selected product with quantity 0 (commerce §5 "Before paying with products"). */
export const PRODUCT_QUANTITY_MIN = 'Quantity produk pembelian minimal 1 buah';

/**
 * Promo code required (commerce §5 "General": "Promo code is required"). The spec gives no text; this is the
 * contract's own message (src/api/promo.ts PromoCheckQuery) so the client and gateway say the same thing.
 */
export const PROMO_CODE_REQUIRED = 'Kode promo harus diisi';

/** Promo check errors by code (commerce §8 "Promo check"). */
export const PROMO_CHECK_MESSAGES: Readonly<Record<number, string>> = {
  403: 'Promo sudah habis',
  404: 'Promo tidak ditemukan',
  422: 'Promo tidak aktif',
  423: 'Promo belum dimulai',
  424: 'Promo sudah kadarluarsa',
};
/** A promo check answering price 0 (commerce §8 "Promo check", §5 "General"). */
export const VOUCHER_NOT_FOUND = 'Kode voucher tidak ditemukan';

/** Cart calculation errors by code (commerce §8 "Cart calculation"). */
export const CALCULATION_MESSAGES: Readonly<Record<number, string>> = {
  404: 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih',
  433: 'Promo hanya berlaku untuk kursus saja',
};

/** Order payment 404 (commerce §8 "Order payment"). */
export const INVOICE_NOT_FOUND = 'Invoice tidak ditemukan atau order sudah diproses';

/** Recipient completeness (commerce §5). */
export const CREATE_ADDRESS_FIRST = 'Silahkan buat alamat terlebih dahulu';
export const CHOOSE_ADDRESS_FIRST = 'Silahkan pilih alamat terlebih dahulu';
/**
 * 'Alamat tidak lengkap. (list) tidak ditemukan mohon lengkapi alamat terlebih dahulu'. Decision: "(list)" is a
 * placeholder; it is replaced by the missing field names (the spec's names: name, phone, ... postal_code) joined
 * by ', ', without parentheses, e.g. 'Alamat tidak lengkap. latitude, longitude tidak ditemukan mohon lengkapi
 * alamat terlebih dahulu'.
 */
export const incompleteAddress = (missing: readonly string[]) =>
  `Alamat tidak lengkap. ${missing.join(', ')} tidak ditemukan mohon lengkapi alamat terlebih dahulu`;

/** Before paying with products (commerce §5). */
export const METHOD_REQUIRED = 'Silahkan pilih metode / durasi pengiriman terlebih dahulu';
export const COURIER_REQUIRED = 'Silahkan pilih kurir pengiriman terlebih dahulu';
/** The delivery form's field messages (commerce §5 "Before paying with products"). */
export const METHOD_FIELD_REQUIRED = 'Metode Pengiriman harus diisi';
export const COURIER_FIELD_REQUIRED = 'Kurir harus diisi';

/** Warehouse and distance (commerce §5). */
export const WAREHOUSE_WITHOUT_COORDINATES =
  'Tidak dapat menemukan latitude atau longitude alamat warehouse. mohon pilih alamat warehouse lain';
export const BDX_TOO_FAR = 'Alamat pengiriman melebihi 20km. mohon pilih alamat lain atau buat alamat baru';
/** An address outside the delivery area (commerce §4 "Checkout address and delivery"). */
export const OUT_OF_AREA = 'Diluar area pengiriman';

/** Order status history labels (commerce §4 "Order status_code", transaction history reading). */
export const HISTORY_WAITING = 'Menunggu Pembayaran';
export const HISTORY_PAID = 'Lunas';
export const HISTORY_CANCELLED = 'Pesanan Dibatalkan';

/**
 * Reviews (commerce §8 "Reviews"): a missing course or product slug on ReviewAddMenu, and the two success notices.
 * The same strings as src/api/review.ts (machines import no runtime code from src/; review-form.machine.test.ts
 * compares them).
 */
export const COURSE_SLUG_MISSING = 'Kursus slug tidak ditemukan';
export const PRODUCT_SLUG_MISSING = 'Produk slug tidak ditemukan';
export const REVIEW_ADDED = 'Review berhasil ditambahkan';
export const REVIEW_UPDATED = 'Review berhasil atau diupdate';

/** Wishlist (commerce §8 "Wishlist"): added (notice 3 s), or already there (store 403). */
export const WISHLIST_ADDED = 'Item ditambahkan ke dalam wishlist';
export const WISHLIST_EXISTS = 'Item sudah ada di wishlist';

/** Address notices (commerce §8 "Address": "Successes"). */
export const ADDRESS_ADDED = 'Alamat telah berhasil ditambah';
export const ADDRESS_UPDATED = 'Alamat telah berhasil dirubah';
export const ADDRESS_DELETED = 'Alamat telah berhasil dihapus';
