/**
 * Texts of the informational pages (portal spec §2 "Informational pages", §8 "Empty content shows 'Data tidak
 * ditemukan'"; commerce §2 "Help centre and notifications"). Page titles and tab labels follow the spec's names.
 */
import type { HelpChannel } from '../../api/help';
import type { ContentChannel } from '../../api/content';

/** The policy tabs in the spec's order: Kursus (lms), Belanja (ecom), Media, Community; default lms. */
export const POLICY_TABS = ['lms', 'ecom', 'media', 'community'] as const;
export type PolicyChannel = (typeof POLICY_TABS)[number];

export const CHANNEL_LABEL: Record<PolicyChannel, string> = { lms: 'Kursus', ecom: 'Belanja', media: 'Media', community: 'Community' };

/** About Us and Disclaimer read these channels from the query; anything else is the portal (portal §2). */
export const ABOUT_CHANNELS = ['lms', 'ecom', 'media', 'community'] as const;
export const contentChannel = (channel: string | undefined): ContentChannel =>
  (ABOUT_CHANNELS as readonly string[]).includes(channel ?? '') ? (channel as ContentChannel) : 'portal';

export const T = {
  aboutTitle: 'Tentang Kami',
  vision: 'Visi',
  mission: 'Misi',
  organisation: 'Struktur Organisasi',
  gallery: 'Galeri',
  contact: 'Kontak',
  address: 'Alamat',
  hours: 'Jam operasional',
  whatsapp: 'WhatsApp (chat saja)',
  phone: 'Telepon',
  email: 'Email',
  map: 'Lokasi Kami',
  mapUnavailable: 'Peta tidak dapat ditampilkan di perangkat ini.',
  openMap: 'Buka di OpenStreetMap',
  disclaimerTitle: 'Disclaimer',
  privacyTitle: 'Kebijakan Privasi',
  termsTitle: 'Syarat & Ketentuan',
  tabsLabel: 'Pilih layanan',
  helpTitle: 'Pusat Bantuan',
  helpLead: 'Pilih layanan yang ingin kamu tanyakan.',
  helpMenus: 'Topik bantuan',
  backToHelp: 'Kembali ke Pusat Bantuan',
  faqTitle: 'Pertanyaan yang Sering Diajukan',
  notificationsTitle: 'Notifikasi',
  notificationsFilter: 'Filter notifikasi',
  notificationsSample: 'Contoh notifikasi (daftar statis).',
  retryNetwork: 'Coba Lagi',
  retryOther: 'Refresh Data',
} as const;

/** The Help landing's tiles (portal §2: four channel tiles), in the order of `HELP_CHANNELS`. */
export const HELP_TILE: Record<HelpChannel, { title: string; text: string }> = {
  lms: { title: 'Bantuan Kursus', text: 'Kelas online, sertifikat, jadwal dan tugas.' },
  ecom: { title: 'Bantuan Belanja', text: 'Pesanan, pembayaran, pengiriman dan pengembalian.' },
  media: { title: 'Bantuan Media', text: 'Artikel, resep dan konten Dapur Kursus Media.' },
  community: { title: 'Bantuan Community', text: 'Komunitas, poin dan kode referral.' },
};
