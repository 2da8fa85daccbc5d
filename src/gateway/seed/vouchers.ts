/**
 * Restaurant (ERP) voucher promos for `/promo?code=` (portal spec §2 "/promo", §7 "Voucher"): each has a finite
 * stock of codes. Dates are relative to the seeding time.
 *
 * | code | answer of POST lms/courses/erp/submit_voucher |
 * |---|---|
 * | `RESTO2026` | 200 twice (stock 2), then 403 'Mohon maaf voucher sudah habis' (the e2e journey exhausts it) |
 * | `KOPIPAGI` | 200 (stock 20; the gateway tests use it) |
 * | `RESTOHABIS` | 403 (both codes already claimed) |
 * | `RESTOLAMA` | 424 (ended) |
 * | `RESTONANTI` | 423 (not started) |
 * | `RESTOOFF` | 422 (inactive) |
 */
import { createHash } from 'node:crypto';

export interface SeedVoucherPromo {
  code: string;
  title: string;
  outlet: string;
  is_active: boolean;
  /** Days relative to seeding time. */
  start_days: number;
  end_days: number;
  /** Voucher codes in stock. */
  stock: number;
  /** How many of them are already claimed (by made-up phone numbers). */
  claimed: number;
}

export const SEED_VOUCHER_PROMOS: readonly SeedVoucherPromo[] = [
  { code: 'RESTO2026', title: 'Gratis Dessert di Dapur Kursus Resto', outlet: 'Dapur Kursus Resto, Jl. Braga No. 12, Bandung', is_active: true, start_days: -7, end_days: 30, stock: 2, claimed: 0 },
  { code: 'KOPIPAGI', title: 'Diskon 50% Kopi Pagi', outlet: 'Kedai Kopi Dapur Kursus, Kebon Jeruk, Jakarta Barat', is_active: true, start_days: -3, end_days: 60, stock: 20, claimed: 0 },
  { code: 'RESTOHABIS', title: 'Makan Berdua Gratis Satu', outlet: 'Dapur Kursus Resto, Jl. Braga No. 12, Bandung', is_active: true, start_days: -10, end_days: 20, stock: 2, claimed: 2 },
  { code: 'RESTOLAMA', title: 'Promo Ramadan', outlet: 'Dapur Kursus Resto, Jl. Braga No. 12, Bandung', is_active: true, start_days: -60, end_days: -1, stock: 5, claimed: 1 },
  { code: 'RESTONANTI', title: 'Promo Akhir Tahun', outlet: 'Dapur Kursus Resto, Jl. Braga No. 12, Bandung', is_active: true, start_days: 7, end_days: 40, stock: 5, claimed: 0 },
  { code: 'RESTOOFF', title: 'Promo Dihentikan', outlet: 'Dapur Kursus Resto, Jl. Braga No. 12, Bandung', is_active: false, start_days: -5, end_days: 25, stock: 5, claimed: 0 },
];

/**
 * The n-th voucher code of a promo (1-based), e.g. `RESTO2026-7F3A9C`: the promo code and 6 hex digits of a hash,
 * so a code cannot be guessed from another one (the outlet redeems the code itself).
 */
export const voucherCodeOf = (promo: string, n: number) =>
  `${promo}-${createHash('sha256').update(`dapur-kursus-voucher:${promo}:${n}`).digest('hex').slice(0, 6).toUpperCase()}`;
