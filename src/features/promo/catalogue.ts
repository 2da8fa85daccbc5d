/**
 * Every user-visible text of the Kode Promo page and PromoDetailMenu (commerce spec §2 "Promo", §8 "Copy
 * notices", "General", §9 "Promo expiry"). Quoted spec strings are exact; the rest is plain Indonesian UI text.
 */
export const T = {
  // Kode Promo
  listTitle: 'Kode Promo',
  searchCode: 'Cari kode promo',
  searchButton: 'Cari',
  clearSearch: 'Hapus pencarian',
  period: 'Periode',
  /** commerce §9: days left 0. */
  endsToday: 'Berakhir hari ini!',
  daysLeft: (n: number) => `${n} hari lagi`,
  copy: 'Salin',
  copyCode: (code: string) => `Salin kode ${code}`,
  /** commerce §8 "Copy notices". */
  copied: 'Kode berhasil di salin',
  copyFailed: 'Kode gagal disalin',
  seeDetail: 'Lihat Detail',
  seeDetailOf: (code: string) => `Lihat detail promo ${code}`,
  pageLabel: 'Halaman kode promo',
  loadingPromos: 'Memuat kode promo',

  // General (commerce §8)
  notFound: 'Data tidak ditemukan',
  network: 'Pastikan internet anda stabil',
  retry: 'Coba Lagi',

  // PromoDetailMenu
  promoNotFound: 'Promo tidak ditemukan',
  backToList: 'Kembali ke Kode Promo',
  backHome: 'Kembali ke Beranda',
  promoCode: 'Kode Promo',
  endsIn: 'Berakhir dalam',
  ended: 'Promo telah berakhir',
  days: 'hari',
  validUntil: 'Berlaku hingga',
  noMinimum: 'Tanpa minimum transaksi',
  terms: 'Syarat dan Ketentuan',
  courses: 'Kursus yang berlaku',
  searchCourse: 'Cari kursus lalu tekan Enter',
  searchCourseLabel: 'Cari kursus',
  coursePageLabel: 'Halaman kursus promo',
  loadingCourses: 'Memuat kursus',
  discount: (percent: number) => `${percent}%`,
  reviews: (n: number) => `(${n} ulasan)`,
} as const;
