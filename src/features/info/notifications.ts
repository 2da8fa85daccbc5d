/**
 * The notification list (portal §2 "Notifications (/notifications) is a static mock list with a filter: all,
 * course, shop or promo"; commerce §9 "the notification list are static samples"). Sample texts in Indonesian;
 * times are fixed sample dates (no clock is read).
 */
export const NOTIFICATION_FILTERS = ['all', 'course', 'shop', 'promo'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
export type NotificationKind = Exclude<NotificationFilter, 'all'>;

export const FILTER_LABEL: Record<NotificationFilter, string> = { all: 'Semua', course: 'Kursus', shop: 'Belanja', promo: 'Promo' };

export interface SampleNotification {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** Sample date, shown as written. */
  date: string;
  read: boolean;
}

export const SAMPLE_NOTIFICATIONS: readonly SampleNotification[] = [
  { id: 1, kind: 'course', title: 'Kursus baru tersedia', body: 'Kelas "Croissant Renyah ala Prancis" sudah bisa kamu ikuti.', date: '20 Nov 2026', read: false },
  { id: 2, kind: 'shop', title: 'Pesanan dikirim', body: 'Pesanan bahan kue kamu sedang dalam perjalanan.', date: '19 Nov 2026', read: false },
  { id: 3, kind: 'promo', title: 'Diskon akhir pekan', body: 'Gunakan kode HEMAT50 untuk potongan kursus pilihan.', date: '18 Nov 2026', read: true },
  { id: 4, kind: 'course', title: 'Tugas sudah direview', body: 'Tugas "Roti Sobek Lembut" sudah dinilai oleh asesor.', date: '15 Nov 2026', read: true },
  { id: 5, kind: 'shop', title: 'Pembayaran diterima', body: 'Terima kasih, pembayaran pesananmu sudah kami terima.', date: '12 Nov 2026', read: true },
  { id: 6, kind: 'promo', title: 'Gratis ongkir', body: 'Gratis ongkir untuk pembelian bahan kue di atas Rp 200.000.', date: '10 Nov 2026', read: true },
];

/** The notifications a filter shows. */
export const filterNotifications = (filter: NotificationFilter, list: readonly SampleNotification[] = SAMPLE_NOTIFICATIONS) =>
  filter === 'all' ? [...list] : list.filter((n) => n.kind === filter);
