/**
 * Demo recipe subscription packages (commerce §3 "Subscription package": Lite Pass 1 month 50+ recipes, Starter Pass
 * 1 month 100+ recipes, Growth Pass 3 months 200+ recipes; §9 "about 100 thousand rupiah pricing"). Prices are
 * rupiah; `price_after_discount` 0 means no discount. `courses` says which seeded courses each package opens:
 * 'all' or the first N active courses by id.
 */
export interface SeedPackage {
  title: string;
  duration: string;
  price: number;
  price_after_discount: number;
  benefits: string[];
  courses: 'all' | number;
}

export const SEED_PACKAGES: readonly SeedPackage[] = [
  {
    title: 'Lite Pass',
    duration: '1-month',
    price: 99_000,
    price_after_discount: 79_000,
    benefits: ['Akses 50+ resep pilihan selama 1 bulan', 'Video langkah demi langkah', 'Bisa diakses dari HP dan laptop'],
    courses: 3,
  },
  {
    title: 'Starter Pass',
    duration: '1-month',
    price: 149_000,
    price_after_discount: 0,
    benefits: [
      'Akses 100+ resep selama 1 bulan',
      'Video langkah demi langkah',
      'Daftar bahan yang bisa langsung dibeli di toko',
      'Bisa diakses dari HP dan laptop',
    ],
    courses: 6,
  },
  {
    title: 'Growth Pass',
    duration: '3-month',
    price: 399_000,
    price_after_discount: 349_000,
    benefits: [
      'Akses 200+ resep selama 3 bulan',
      'Video langkah demi langkah',
      'Daftar bahan yang bisa langsung dibeli di toko',
      'Resep baru setiap minggu',
      'Bisa diakses dari HP dan laptop',
    ],
    courses: 'all',
  },
];
