/**
 * Every user-visible text of the review pages: ReviewAddMenu, the review edit page and ReviewMenu (commerce spec §2
 * "Reviews", §5 "Reviews", §8 "Reviews"). The spec's own strings ('Rating harus diisi', 'Review harus diisi',
 * 'Kursus slug tidak ditemukan', 'Produk slug tidak ditemukan', 'Review berhasil ditambahkan', 'Review berhasil atau
 * diupdate') come from the contract (src/api/review.ts) and the machine (machines/messages.ts); the rest is plain
 * Indonesian UI text.
 */
export const T = {
  addTitle: 'Beri Ulasan',
  editTitle: 'Ubah Ulasan',
  listTitle: 'Ulasan Saya',
  tabs: { course: 'Kursus', product: 'Produk' },
  kind: { lms: 'Kursus', ecom: 'Produk' },
  ratingLabel: 'Rating',
  reviewLabel: 'Review',
  reviewHint: 'Ceritakan pengalamanmu: apa yang kamu suka dan apa yang bisa lebih baik.',
  characters: (n: number, max: number) => `${n.toLocaleString('id-ID')}/${max.toLocaleString('id-ID')} karakter`,
  submitAdd: 'Kirim Ulasan',
  submitEdit: 'Simpan Perubahan',
  saving: 'Menyimpan…',
  cancel: 'Batal',
  saveFailedTitle: 'Ulasan gagal disimpan',
  fetchFailedTitle: 'Ulasan gagal dimuat',
  close: 'Tutup',
  confirm: 'OK',
  tabsLabel: 'Jenis ulasan',
  reviewedOn: (date: string) => `Diulas ${date}`,
  orderMissing: 'Pesanan untuk ulasan ini tidak ditemukan.',
  toOrders: 'Lihat History Pembelian',
  toReviews: 'Lihat Ulasan Saya',
  loadingForm: 'Memuat ulasan',
  loadingList: 'Memuat daftar ulasan',
  updated: 'Diperbarui',
  edit: 'Ubah Ulasan',
  editLabel: (title: string) => `Ubah ulasan ${title}`,
  openItem: (title: string) => `Buka ${title}`,
  empty: 'Data tidak ditemukan',
  emptyHint: 'Ulasan muncul di sini setelah kamu memberi ulasan pada pesanan yang sudah selesai.',
  pageLabel: 'Halaman ulasan',
} as const;
