/**
 * Every user-visible text of WishlistMenu (portal §2 "Wishlist", §8 "Wishlist" and "Add to cart"; commerce §8
 * "Wishlist" delete confirmation). The spec's quoted strings come from the contract (src/api/wishlist.ts
 * `WISHLIST_TEXT`) or are quoted here exactly; the rest is plain Indonesian UI text (decision 029).
 */
import { WISHLIST_TEXT } from '../../api/wishlist';

export const T = {
  title: 'Wishlist',
  tabsLabel: 'Jenis wishlist',
  tabCourse: WISHLIST_TEXT.tabCourse,
  tabStore: WISHLIST_TEXT.tabStore,
  /** Store tab placeholder (portal §2). */
  searchStore: WISHLIST_TEXT.searchStore,
  /** Course tab placeholder (not in the spec). */
  searchCourse: 'Cari kursus di wishlist',
  searchButton: 'Cari',
  clearSearch: 'Hapus pencarian',
  empty: WISHLIST_TEXT.empty,
  retry: 'Coba Lagi',
  refresh: 'Refresh Data',
  loading: 'Memuat wishlist…',
  seePrice: WISHLIST_TEXT.seePrice,
  otherZones: WISHLIST_TEXT.otherZones,
  detail: WISHLIST_TEXT.detail,
  noWarehouse: WISHLIST_TEXT.noWarehouse,
  addToCart: 'Tambah ke Keranjang',
  adding: 'Menambahkan ke keranjang…',
  remove: (title: string) => `Hapus ${title} dari wishlist`,
  removeAt: (warehouse: string) => `Hapus dari wishlist di ${warehouse}`,
  detailAt: (warehouse: string) => `Detail di ${warehouse}`,
  /** commerce §8 "Wishlist": the delete confirmation. */
  confirmTitle: 'Hapus Wishlist',
  confirm: 'Kamu yakin akan menghapus wishlist ini?',
  confirmYes: 'Ya, Hapus',
  confirmNo: 'Batal',
  deleting: 'Menghapus…',
  /** portal §8: 'Sukses hapus wishlist' with 'Tutup'. */
  deleted: WISHLIST_TEXT.deleted,
  close: WISHLIST_TEXT.close,
  warehouse: 'Gudang',
  price: 'Harga',
  pageLabel: 'Halaman wishlist',
  cartLink: 'Lihat',
} as const;
