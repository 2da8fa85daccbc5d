/**
 * Demo promo codes (commerce spec §3 "Promo", §8 "Promo check", "Cart calculation"). All promos apply to
 * courses only; `promo_price` is the cashback in rupiah. Dates are relative to the seeding time `now`.
 *
 * | code        | check answer                     | how it is modelled                                      |
 * |-------------|----------------------------------|---------------------------------------------------------|
 * | HEMAT50     | valid, Rp 50.000, any course     | active, started 7 days ago, ends in 30 days             |
 * | HABIS       | 403 'Promo sudah habis'          | max_user 1 and one promo_usages row (b2b's INV-DEMO-0001) |
 * | (unknown)   | 404 'Promo tidak ditemukan'      | no row, e.g. TIDAKADA                                   |
 * | NONAKTIF    | 422 'Promo tidak aktif'          | is_active false                                         |
 * | BELUMMULAI  | 423 'Promo belum dimulai'        | starts in 7 days                                        |
 * | KADALUARSA  | 424 'Promo sudah kadarluarsa'    | ended yesterday                                         |
 * | KURSUSSAJA  | valid; calculation with only products → 433 | like HEMAT50 (any course)                    |
 * | KHUSUS      | valid; calculation 404 unless its course is selected | course_ids = [id of rendang-padang-autentik] |
 *
 * Plus 12 more valid promos with staggered end dates (for the Kode Promo list and its pagination).
 */
import { KHUSUS_COURSE_SLUG } from './courses';

/** Promo codes the rest of the project relies on. */
export const PROMO_CODES = {
  valid: 'HEMAT50',
  exhausted: 'HABIS',
  unknown: 'TIDAKADA',
  inactive: 'NONAKTIF',
  notStarted: 'BELUMMULAI',
  expired: 'KADALUARSA',
  courseOnly: 'KURSUSSAJA',
  specificCourse: 'KHUSUS',
} as const;

const DAY_MS = 86_400_000;

export interface SeedPromo {
  promo_code: string;
  event: string;
  /** Cashback, rupiah. */
  promo_price: number;
  is_active: boolean;
  /** Total uses allowed; 0 = unlimited. */
  max_user: number;
  start_date: Date;
  end_date: Date;
  /** Slugs of the courses it applies to (resolved to ids by the seeder); empty = every course. */
  course_slugs: string[];
  terms: string;
}

const terms = (extra: string) =>
  '<ol><li>Berlaku untuk pembelian kursus di Dapur Kursus.</li><li>Tanpa minimum transaksi.</li>' +
  `<li>${extra}</li><li>Tidak dapat digabung dengan promo lain.</li></ol>`;

/** The promos for a seeding time `now`. */
export function seedPromos(now: Date): SeedPromo[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const promo = (p: Partial<SeedPromo> & Pick<SeedPromo, 'promo_code' | 'event' | 'promo_price'>): SeedPromo => ({
    is_active: true,
    max_user: 0,
    start_date: at(-7),
    end_date: at(30),
    course_slugs: [],
    terms: terms('Berlaku untuk semua kursus.'),
    ...p,
  });
  return [
    promo({ promo_code: 'HEMAT50', event: 'Promo Hemat Belajar', promo_price: 50000 }),
    promo({
      promo_code: 'HABIS',
      event: 'Promo Kilat Terbatas',
      promo_price: 75000,
      max_user: 1,
      start_date: at(-30),
      terms: terms('Kuota terbatas untuk 1 pengguna pertama.'),
    }),
    promo({ promo_code: 'NONAKTIF', event: 'Promo Spesial Anggota Lama', promo_price: 40000, is_active: false }),
    promo({ promo_code: 'BELUMMULAI', event: 'Promo Tahun Baru', promo_price: 60000, start_date: at(7), end_date: at(37) }),
    promo({ promo_code: 'KADALUARSA', event: 'Promo Ramadan Kemarin', promo_price: 45000, start_date: at(-40), end_date: at(-1) }),
    promo({
      promo_code: 'KURSUSSAJA',
      event: 'Promo Khusus Kursus',
      promo_price: 30000,
      terms: terms('Hanya berlaku untuk kursus, tidak untuk produk belanja.'),
    }),
    promo({
      promo_code: 'KHUSUS',
      event: 'Promo Kelas Rendang',
      promo_price: 25000,
      course_slugs: [KHUSUS_COURSE_SLUG],
      terms: terms('Hanya berlaku untuk kursus Rendang Padang Autentik.'),
    }),
    // More valid promos, staggered end dates (Kode Promo list, 10 per page).
    promo({ promo_code: 'BAKINGSERU', event: 'Pekan Baking Seru', promo_price: 20000, end_date: at(3) }),
    promo({ promo_code: 'ROTIENAK', event: 'Festival Roti Nusantara', promo_price: 15000, end_date: at(5), course_slugs: ['roti-sobek-lembut', 'shokupan-roti-tawar-jepang', 'sourdough-rumahan-ragi-alami', 'roti-manis-aneka-isi-untuk-usaha', 'donat-kentang-empuk'], terms: terms('Berlaku untuk kursus roti pilihan.') }),
    promo({ promo_code: 'PASTRYHEBAT', event: 'Bulan Pastry', promo_price: 35000, end_date: at(8), course_slugs: ['croissant-renyah-ala-prancis', 'puff-pastry-dari-nol', 'danish-pastry-isi-buah', 'lapis-legit-premium'], terms: terms('Berlaku untuk kursus pastry pilihan.') }),
    promo({ promo_code: 'DESSERTMANIS', event: 'Minggu Dessert Manis', promo_price: 20000, end_date: at(10) }),
    promo({ promo_code: 'MASAKYUK', event: 'Ayo Masak di Rumah', promo_price: 25000, end_date: at(12) }),
    promo({ promo_code: 'KELASBARU', event: 'Sambut Kelas Baru', promo_price: 10000, end_date: at(14) }),
    promo({ promo_code: 'GAJIAN', event: 'Promo Gajian', promo_price: 40000, start_date: at(-2), end_date: at(4) }),
    promo({ promo_code: 'TEMANBARU', event: 'Ajak Teman Belajar', promo_price: 15000, end_date: at(21) }),
    promo({ promo_code: 'BELAJARLAGI', event: 'Semangat Belajar Lagi', promo_price: 20000, end_date: at(25) }),
    promo({ promo_code: 'USAHAKULINER', event: 'Dukung Usaha Kuliner', promo_price: 30000, end_date: at(45), course_slugs: ['kue-kering-lebaran-laris-manis', 'roti-manis-aneka-isi-untuk-usaha', 'dessert-box-kekinian-untuk-jualan', 'aneka-kue-basah-nusantara', 'dimsum-rumahan-untuk-usaha'], terms: terms('Berlaku untuk kursus usaha pilihan.') }),
    promo({ promo_code: 'AKHIRPEKAN', event: 'Promo Akhir Pekan', promo_price: 12000, end_date: at(2) }),
    promo({ promo_code: 'MERDEKABELAJAR', event: 'Merdeka Belajar Memasak', promo_price: 17000, end_date: at(60) }),
  ];
}
