/**
 * Every user-visible text of the order pages: CheckoutStatus, 'History Pembelian' and the transaction detail
 * (commerce spec §2 "CheckoutStatus", "Transactions", §4 "Order status_code", "Status filter", "Tracking").
 * Quoted spec strings are exact; the rest is plain Indonesian UI text.
 */
export const T = {
  // History Pembelian
  historyTitle: 'History Pembelian',
  searchInvoice: 'Cari nomor invoice',
  searchButton: 'Cari',
  clearSearch: 'Hapus pencarian',
  statusFilter: 'Status pesanan',
  notFound: 'Data tidak ditemukan',
  network: 'Pastikan internet anda stabil',
  retry: 'Coba Lagi',
  orderDate: 'Tanggal',
  total: 'Total Belanja',
  seeDetail: 'Lihat Detail',
  moreItems: (n: number) => `+${n} produk lainnya`,
  quantity: (n: number) => `${n} barang`,
  pageLabel: 'Halaman transaksi',

  // CheckoutStatus
  statusTitle: 'Status Pembayaran',
  waitingTitle: 'Menunggu Pembayaran',
  waitingText: 'Segera selesaikan pembayaran kamu.',
  payBefore: 'Bayar sebelum',
  timeLeft: 'Sisa waktu pembayaran',
  expiredText: 'Waktu pembayaran telah habis.',
  successTitle: 'Pembayaran Berhasil',
  successText: 'Pembayaran kamu sudah kami terima.',
  thankYou: 'Terima kasih! Pesanan kamu sedang kami siapkan.',
  failureTitle: 'Pembayaran Gagal',
  failureText: 'Pembayaran kamu gagal atau waktu pembayaran sudah habis. Silakan lakukan pembayaran ulang.',
  payAgain: 'Bayar Ulang',
  paymentType: 'Metode Pembayaran',
  bank: 'Bank',
  vaNumber: 'Nomor Virtual Account',
  copy: 'Salin',
  copyVa: 'Salin nomor virtual account',
  copied: 'Kode berhasil di salin',
  copyFailed: 'Kode gagal di salin',
  totalPayment: 'Total Pembayaran',
  invoice: 'No. Invoice',
  seeTransaction: 'Lihat Detail Transaksi',
  help: 'Butuh bantuan? Hubungi Pusat Bantuan',
  moreCourses: 'Belanja Kursus Lainnya',
  loadFailed: 'Pesanan tidak dapat dimuat.',
  back: 'Kembali ke Beranda',

  // Transaction detail
  detailTitle: 'Detail Transaksi',
  backToList: 'Kembali ke History Pembelian',
  items: 'Daftar Item',
  courses: 'Kursus',
  products: 'Barang',
  recipient: 'Penerima',
  shipping: 'Pengiriman',
  courier: 'Kurir',
  distance: 'Jarak',
  deliveryCost: 'Ongkos Kirim',
  insuranceCost: 'Biaya Asuransi',
  promo: 'Kode Promo',
  discount: 'Diskon',
  subtotal: 'Subtotal',
  payment: 'Pembayaran',
  tracking: 'Status Pesanan',
  buyAgain: 'Beli Lagi',
  giveReview: 'Beri Ulasan',
  viewCourse: 'Lihat Kursus',
  payNow: 'Bayar Sekarang',
  /** The waiting order's CheckoutStatus page, beside 'Bayar Sekarang' on its detail. */
  paymentStatusLink: 'Lihat Status Pembayaran',
  /** The prefilled messaging link (commerce §7 "A messaging link opens with a prefilled order message"). */
  askOnWhatsapp: 'Tanya pesanan ini lewat WhatsApp',
  orderMessage: (invoice: string) => `Halo Dapur Kursus, saya ingin menanyakan pesanan dengan invoice ${invoice}.`,
  noPromo: 'Tidak memakai promo',
  buyAgainFailed: 'Item gagal ditambahkan ke keranjang',
  close: 'Tutup',
  stepState: { complete: 'selesai', process: 'sedang berjalan', cancel: 'dibatalkan', pending: 'belum' } as const,
} as const;

/**
 * Status filter options of 'History Pembelian' (commerce §4 "Status filter"); the value 1 means all
 * ('Semua'). Labels are the Indonesian names of the spec's statuses.
 */
export const STATUS_OPTIONS: ReadonlyArray<{ value: number; label: string }> = [
  { value: 1, label: 'Semua' },
  { value: 2, label: 'Menunggu Pembayaran' },
  { value: 3, label: 'Pembayaran Diterima' },
  { value: 4, label: 'Pesanan Diproses' },
  { value: 5, label: 'Pesanan Dikirim' },
  { value: 6, label: 'Pesanan Diterima' },
  { value: 7, label: 'Pesanan Selesai' },
  { value: 8, label: 'Pesanan Dibatalkan' },
  { value: 9, label: 'Pembayaran Gagal' },
  { value: 10, label: 'Pesanan Gagal Diproses' },
];

/** The name of one status code (1 'Pesanan Dibuat', then the status filter names). */
export function statusName(code: number): string {
  if (code === 1) return 'Pesanan Dibuat';
  return STATUS_OPTIONS.find((o) => o.value === code)?.label ?? `Status ${code}`;
}

/** What each of the six tracking steps is called before it is reached (commerce §4 "Tracking"). */
export const STEP_DEFAULT_NAMES = ['Pesanan Dibuat', 'Menunggu Pembayaran', 'Pesanan Diproses', 'Pesanan Dikirim', 'Pesanan Diterima', 'Pesanan Selesai'] as const;
