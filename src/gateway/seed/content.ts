/**
 * Portal content for every channel (portal, lms, ecom, media, community), all in Indonesian (portal spec §2
 * "Home", "Informational pages", §3 "Media post", "Org member", §7 "Content"; commerce spec §3 "Help centre
 * entry"): sitemap pages, About Us profiles, the organisation structure, the help centre (entry 61 of channel
 * ecom is the payment help the payment status page links to), the FAQ (8 subscription questions for the public
 * subscription page) and the media posts of 'Artikel Terbaru'.
 *
 * Every HTML value uses only plain formatting tags (h2, h3, p, ul, ol, li, strong, em, a with https or relative
 * href): no scripts, styles, event handlers or embedded frames. The SPA sanitises it with DOMPurify anyway.
 * Images point at the /media stand-in's generated placeholders.
 */
import type { SeedSitemap } from './places';
import { SITE_CONTACT } from '../../lib/site-contact';

export const CONTENT_CHANNELS = ['portal', 'lms', 'ecom', 'media', 'community'] as const;
export type ContentChannel = (typeof CONTENT_CHANNELS)[number];

const LABEL: Record<ContentChannel, string> = {
  portal: 'Dapur Kursus',
  lms: 'Dapur Kursus Kelas',
  ecom: 'Dapur Kursus Belanja',
  media: 'Dapur Kursus Media',
  community: 'Dapur Kursus Community',
};
const WHAT: Record<ContentChannel, string> = {
  portal: 'portal utama yang menghubungkan kelas online, toko bahan baking, media, dan komunitas',
  lms: 'platform kursus online baking dan memasak bersertifikat',
  ecom: 'toko online bahan dan peralatan baking dengan gudang di Jakarta, Bandung, dan Surabaya',
  media: 'kanal artikel resep, tips baking, dan cerita bisnis kuliner',
  community: 'ruang berbagi para pembuat kue, dari pemula sampai pelaku usaha',
};

/** About Us, Disclaimer, Privacy Policy, Terms and Conditions and the footer SEO text for one channel. */
function channelPages(channel: ContentChannel): SeedSitemap[] {
  const label = LABEL[channel];
  const what = WHAT[channel];
  const privacyExtra: Record<ContentChannel, string> = {
    portal: '<li>Preferensi gudang dan zona yang kamu pilih, disimpan terenkripsi di cookie selama 1 hari.</li>',
    lms: '<li>Progres belajar, tugas yang kamu unggah, jawaban survei, dan sertifikat.</li>',
    ecom: '<li>Alamat pengiriman beserta titik lokasi untuk menghitung ongkos kirim dan jarak ke gudang.</li>',
    media: '<li>Artikel yang kamu baca dan simpan, untuk rekomendasi artikel berikutnya.</li>',
    community: '<li>Unggahan, komentar, kode referral, dan poin komunitas kamu.</li>',
  };
  const termsExtra: Record<ContentChannel, string> = {
    portal: '<li>Akun berlaku untuk seluruh kanal Dapur Kursus dengan satu kali masuk (single sign-on).</li>',
    lms:
      '<li>Pembelian kursus dan paket berlangganan tidak dapat dikembalikan (non-refundable).</li>' +
      '<li>Paket berlangganan berlaku sesuai durasi paket (1 bulan = 30 hari) dan tidak dapat di-upgrade di tengah periode.</li>' +
      '<li>Sertifikat diterbitkan setelah seluruh materi, tugas, dan survei diselesaikan.</li>',
    ecom:
      '<li>Harga produk mengikuti gudang pengirim serta tipe dan tier akun pembeli.</li>' +
      '<li>Pengiriman BDX hanya untuk alamat dalam radius 20 km dari gudang.</li>' +
      '<li>Pesanan yang belum dibayar dalam 24 jam dibatalkan otomatis.</li>',
    media: '<li>Artikel boleh dibagikan dengan mencantumkan tautan sumber; dilarang menyalin seluruh isi tanpa izin.</li>',
    community: '<li>Dilarang mengunggah konten SARA, spam, atau promosi tanpa izin moderator.</li><li>Poin referral tidak dapat diuangkan.</li>',
  };
  return [
    {
      channel,
      key: 'about_us',
      value:
        `<h2>Tentang ${label}</h2>` +
        `<p>${label} adalah ${what}. Kami percaya setiap dapur rumah bisa menjadi awal dari usaha kuliner yang ` +
        'membanggakan, dan kami hadir sebagai <strong>one stop baking solution</strong>: belajar, berbelanja bahan, ' +
        'membaca, dan bertumbuh bersama.</p>' +
        '<h3>Perjalanan Kami</h3>' +
        '<p>Berawal dari kelas baking kecil di Bandung pada 2019, kini Dapur Kursus menemani lebih dari satu juta ' +
        'pengguna di seluruh Indonesia dengan ratusan resep, pengajar berpengalaman, dan tiga gudang bahan baking.</p>',
    },
    {
      channel,
      key: 'disclaimer',
      value:
        `<h2>Disclaimer ${label}</h2>` +
        '<p>Seluruh resep, materi kursus, dan artikel disusun untuk tujuan edukasi. Hasil praktik dapat berbeda ' +
        'bergantung pada bahan, peralatan, suhu, dan kondisi dapur masing-masing.</p>' +
        '<p>Informasi harga, stok, dan promo dapat berubah sewaktu-waktu tanpa pemberitahuan. Merek yang disebut ' +
        'dalam materi adalah milik pemiliknya masing-masing dan tidak berarti dukungan resmi.</p>',
    },
    {
      channel,
      key: 'privacy_policy',
      value:
        `<h2>Kebijakan Privasi ${label}</h2>` +
        '<p>Kami hanya mengumpulkan data yang diperlukan untuk menjalankan layanan. Data kamu tidak dijual kepada ' +
        'pihak ketiga dan hanya dibagikan kepada mitra pembayaran dan pengiriman sejauh diperlukan.</p>' +
        '<h3>Data yang kami kumpulkan</h3>' +
        '<ul><li>Data akun: nama, e-mail, dan nomor telepon.</li>' +
        privacyExtra[channel] +
        '</ul>' +
        '<h3>Hak kamu</h3>' +
        '<p>Kamu dapat meminta salinan, perbaikan, atau penghapusan data dengan menghubungi ' +
        '<a href="mailto:halo@dapurkursus.id">halo@dapurkursus.id</a>.</p>',
    },
    {
      channel,
      key: 'terms_and_condition',
      value:
        `<h2>Syarat dan Ketentuan ${label}</h2>` +
        '<ol><li>Dengan mendaftar, kamu menyetujui syarat dan ketentuan ini.</li>' +
        termsExtra[channel] +
        '<li>Dapur Kursus dapat memperbarui ketentuan ini; perubahan berlaku sejak diumumkan di halaman ini.</li></ol>',
    },
    {
      channel,
      key: 'footer_description',
      value:
        `<p><strong>${label}</strong>: ${what}. Kursus baking dan memasak online bersertifikat, mulai dari roti, ` +
        'pastry, dessert, hingga masakan tradisional dan modern, serta bahan baking berkualitas yang dikirim dari ' +
        'gudang terdekat.</p>',
    },
  ];
}

/** The content sitemap rows of every channel (the warehouse_default row stays in places.ts). */
export function sitemapContentRows(): SeedSitemap[] {
  return CONTENT_CHANNELS.flatMap(channelPages);
}

/**
 * Merge sitemap rows: a later row replaces an earlier one with the same (channel, key).
 * @returns one row per (channel, key), in first-seen order.
 */
export function mergeSitemap(...lists: SeedSitemap[][]): SeedSitemap[] {
  const byKey = new Map<string, SeedSitemap>();
  for (const row of lists.flat()) byKey.set(`${row.channel}\u0000${row.key}`, row);
  return [...byKey.values()];
}

// ── About Us profiles ──────────────────────────────────────────────────────────────────────────────────
/** Contact details of the head office: the same defaults as the SPA footer (src/lib/site-contact.ts). */
export const HEAD_OFFICE = SITE_CONTACT;

export interface SeedCompanyProfile {
  channel: ContentChannel;
  title: string;
  vision: string;
  mission: string[];
  gallery: Array<{ id: number; image: string; caption: string }>;
  contact: { address: string; phone: string; whatsapp: string; email: string; hours: string };
  map: { latitude: number; longitude: number; zoom: number; label: string };
}

const GALLERY: Record<ContentChannel, string[]> = {
  portal: ['Dapur studio Dapur Kursus di Bandung', 'Kelas tatap muka roti sobek', 'Tim Dapur Kursus saat peluncuran paket berlangganan', 'Gudang bahan baking Bandung'],
  lms: ['Syuting video kelas croissant', 'Peserta kelas offline lapis legit', 'Penyerahan sertifikat peserta Prakerja'],
  ecom: ['Gudang Bandung', 'Pengemasan pesanan harian', 'Armada BDX siap kirim'],
  media: ['Foto produk untuk artikel resep', 'Wawancara pelaku usaha kue rumahan', 'Redaksi Dapur Kursus Media'],
  community: ['Kopdar komunitas di Jakarta', 'Lomba menghias kue', 'Kelas bersama komunitas Surabaya'],
};
const VISION: Record<ContentChannel, string> = {
  portal: 'Menjadi teman belajar dan berbelanja bagi setiap pembuat kue di Indonesia.',
  lms: 'Menjadi platform kursus kuliner online paling dipercaya di Indonesia.',
  ecom: 'Menghadirkan bahan baking berkualitas yang mudah dijangkau setiap dapur.',
  media: 'Menjadi sumber inspirasi resep dan bisnis kuliner yang jujur dan praktis.',
  community: 'Menumbuhkan komunitas pembuat kue yang saling menguatkan.',
};
const MISSION: Record<ContentChannel, string[]> = {
  portal: ['Menghadirkan kelas berkualitas dari pengajar berpengalaman.', 'Menyediakan bahan baking terbaik dengan harga bersahabat.', 'Membantu pelaku usaha kuliner rumahan bertumbuh.'],
  lms: ['Menyusun materi langkah demi langkah yang mudah dipraktikkan.', 'Memberikan sertifikat yang diakui mitra industri.', 'Mendampingi peserta Prakerja sampai lulus.'],
  ecom: ['Menjaga stok dan kesegaran bahan di setiap gudang.', 'Mengirim pesanan dengan cepat melalui BDX dan kurir mitra.', 'Memberikan harga khusus untuk pelaku usaha.'],
  media: ['Menerbitkan resep yang sudah diuji di dapur kami.', 'Membagikan kisah dan tips usaha kuliner.', 'Menjawab pertanyaan pembaca dengan cepat.'],
  community: ['Mengadakan kopdar dan kelas bersama setiap bulan.', 'Memberi ruang tanya jawab yang ramah untuk pemula.', 'Menghargai kontribusi anggota dengan poin referral.'],
};

/** About Us profile rows (one per channel). */
export function seedCompanyProfiles(): SeedCompanyProfile[] {
  return CONTENT_CHANNELS.map((channel) => ({
    channel,
    title: `Tentang ${LABEL[channel]}`,
    vision: VISION[channel],
    mission: MISSION[channel],
    gallery: GALLERY[channel].map((caption, i) => ({
      id: i + 1,
      image: `/media/gallery/${channel}-${i + 1}-${caption.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.svg`,
      caption,
    })),
    contact: {
      address: HEAD_OFFICE.address,
      phone: HEAD_OFFICE.phone,
      whatsapp: HEAD_OFFICE.whatsapp,
      email: channel === 'portal' ? HEAD_OFFICE.email : `${channel}@dapurkursus.id`,
      hours: HEAD_OFFICE.hours,
    },
    map: { latitude: HEAD_OFFICE.latitude, longitude: HEAD_OFFICE.longitude, zoom: 15, label: 'Kantor Pusat Dapur Kursus, Bandung' },
  }));
}

// ── Organisation structure ─────────────────────────────────────────────────────────────────────────────
export const SEED_ORG_MEMBERS: ReadonlyArray<{ fullname: string; position: string; is_active: boolean }> = [
  { fullname: 'Ratna Kusumadewi', position: 'Chief Executive Officer', is_active: true },
  { fullname: 'Hendra Gunawan', position: 'Chief Operating Officer', is_active: true },
  { fullname: 'Chef Maya Lestari', position: 'Head of Culinary Academy', is_active: true },
  { fullname: 'Yusuf Pratama', position: 'Head of E-Commerce', is_active: true },
  { fullname: 'Dewi Anggraini', position: 'Head of Media & Community', is_active: true },
  { fullname: 'Bima Saputra', position: 'Head of Technology', is_active: true },
  { fullname: 'Lina Marlina', position: 'Head of Human Resources', is_active: true },
  { fullname: 'Agus Salim', position: 'Mantan Head of Finance', is_active: false },
];
export const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

// ── Help centre ────────────────────────────────────────────────────────────────────────────────────────
export interface SeedHelpEntry {
  id: number;
  channel: 'lms' | 'ecom' | 'media' | 'community';
  title: string;
  detail: Array<{ title: string; detail: string }>;
}

/** The payment help entry the payment status page links to (commerce spec §2 "CheckoutStatus"). */
export const PAYMENT_HELP_ID = 61;

export const SEED_HELP_CENTER: readonly SeedHelpEntry[] = [
  {
    id: 11,
    channel: 'lms',
    title: 'Cara Membeli Kursus',
    detail: [
      { title: 'Memilih kursus', detail: '<p>Buka halaman kursus, baca silabus dan ulasan, lalu tekan <strong>Tambah ke Keranjang</strong>.</p>' },
      { title: 'Membayar', detail: '<ol><li>Buka keranjang dan pilih kursus.</li><li>Tekan <strong>Beli Sekarang</strong>.</li><li>Selesaikan pembayaran di jendela pembayaran.</li></ol>' },
    ],
  },
  {
    id: 12,
    channel: 'lms',
    title: 'Mengakses Kursus Saya',
    detail: [
      { title: 'Kursus yang sudah dibeli', detail: '<p>Semua kursus yang sudah dibayar ada di menu <strong>Kursus Saya</strong>. Tekan <em>Mulai Kursus</em> untuk membuka materi.</p>' },
      { title: 'Kursus berlangganan', detail: '<p>Kursus dari paket berlangganan ada di tab <strong>Berlangganan</strong> selama paket masih aktif.</p>' },
    ],
  },
  {
    id: 13,
    channel: 'lms',
    title: 'Tugas, Survei, dan Sertifikat',
    detail: [
      { title: 'Mengunggah tugas', detail: '<p>Setelah progres mencapai 100%, tekan <strong>Upload Tugas</strong>. Format yang diterima: doc, docx, xls, xlsx, ppt, pptx, jpeg, jpg, png, mp4.</p>' },
      { title: 'Mendapatkan sertifikat', detail: '<p>Sertifikat terbit setelah tugas direview dan survei diisi. Buka tab <strong>Sertifikat</strong> untuk mengunduhnya.</p>' },
    ],
  },
  {
    id: 14,
    channel: 'lms',
    title: 'Paket Berlangganan',
    detail: [
      { title: 'Masa aktif', detail: '<p>Satu bulan paket dihitung 30 hari sejak pembayaran dikonfirmasi. Aktivasi paling lambat 1x24 jam.</p>' },
      { title: 'Pengembalian dana', detail: '<p>Paket tidak dapat dikembalikan dan tidak dapat di-upgrade di tengah periode.</p>' },
    ],
  },
  {
    id: 15,
    channel: 'lms',
    title: 'Kursus Prakerja',
    detail: [{ title: 'Menukarkan voucher Prakerja', detail: '<p>Masuk ke akunmu, buka halaman <strong>Redeem Voucher</strong>, lalu masukkan kode voucher dari platform digital mitra Prakerja.</p>' }],
  },
  {
    id: PAYMENT_HELP_ID,
    channel: 'ecom',
    title: 'Status Pembayaran dan Cara Bayar',
    detail: [
      { title: 'Menunggu pembayaran', detail: '<p>Selesaikan pembayaran sebelum batas waktu yang tertera (24 jam). Setelah lewat, pesanan otomatis dibatalkan dan kamu perlu memesan ulang.</p>' },
      { title: 'Membayar dengan Virtual Account', detail: '<ol><li>Salin nomor Virtual Account di halaman status pembayaran.</li><li>Bayar lewat m-banking, internet banking, atau ATM bank yang sama.</li><li>Status berubah menjadi <strong>Lunas</strong> beberapa menit setelah pembayaran diterima.</li></ol>' },
      { title: 'Pembayaran gagal', detail: '<p>Jika pembayaran gagal atau kedaluwarsa, buka <strong>History Pembelian</strong> dan lakukan pembelian ulang. Dana yang terpotong akan dikembalikan oleh bank dalam 1-3 hari kerja.</p>' },
    ],
  },
  {
    id: 62,
    channel: 'ecom',
    title: 'Pengiriman dan BDX',
    detail: [
      { title: 'Apa itu BDX?', detail: '<p>BDX adalah pengiriman langsung dari gudang Dapur Kursus untuk alamat dalam radius 20 km.</p>' },
      { title: 'Kurir mitra', detail: '<p>Untuk alamat lebih jauh, pilih kurir reguler atau ekspres. Ongkos kirim dihitung dari berat dan jarak.</p>' },
    ],
  },
  {
    id: 63,
    channel: 'ecom',
    title: 'Pengembalian Barang',
    detail: [{ title: 'Syarat pengembalian', detail: '<p>Barang rusak atau salah kirim dapat dikembalikan paling lambat 2x24 jam setelah diterima, dengan video unboxing.</p>' }],
  },
  {
    id: 64,
    channel: 'ecom',
    title: 'Harga dan Gudang',
    detail: [{ title: 'Kenapa harga bisa berbeda?', detail: '<p>Harga mengikuti gudang pengirim serta tipe dan tier akunmu. Akun bisnis (b2b) mendapat daftar harga khusus.</p>' }],
  },
  {
    id: 81,
    channel: 'media',
    title: 'Membaca dan Menyimpan Artikel',
    detail: [{ title: 'Menyimpan artikel', detail: '<p>Tekan ikon simpan di artikel untuk membacanya lagi nanti dari profilmu.</p>' }],
  },
  {
    id: 82,
    channel: 'media',
    title: 'Mengirim Tulisan',
    detail: [{ title: 'Menjadi kontributor', detail: '<p>Kirim resep atau kisah usahamu ke <a href="mailto:media@dapurkursus.id">media@dapurkursus.id</a>. Tulisan yang dimuat mendapat honor.</p>' }],
  },
  {
    id: 91,
    channel: 'community',
    title: 'Bergabung dengan Komunitas',
    detail: [{ title: 'Cara bergabung', detail: '<p>Masuk dengan akun Dapur Kursus, lalu pilih komunitas kota terdekat di situs komunitas.</p>' }],
  },
  {
    id: 92,
    channel: 'community',
    title: 'Kode Referral dan Poin',
    detail: [
      { title: 'Membuat kode referral', detail: '<p>Buka menu <strong>Referral</strong> dan tekan <em>Generate My Referral Code</em>. Kode hanya dibuat sekali.</p>' },
      { title: 'Menggunakan poin', detail: '<p>Poin dapat ditukar dengan voucher kursus. Poin tidak dapat diuangkan.</p>' },
    ],
  },
];

// ── FAQ ────────────────────────────────────────────────────────────────────────────────────────────────
export const SEED_FAQS: ReadonlyArray<{ category: 'subscription' | 'umum' | 'kursus' | 'belanja'; question: string; answer: string }> = [
  // The 8 questions of the public subscription page (commerce spec §2, §9).
  { category: 'subscription', question: 'Apa itu paket berlangganan Dapur Kursus?', answer: '<p>Paket berlangganan memberi akses ke ratusan resep dan kursus pilihan selama masa paket, tanpa membeli kursus satu per satu.</p>' },
  { category: 'subscription', question: 'Apa saja pilihan paketnya?', answer: '<ul><li><strong>Lite Pass</strong>: 1 bulan, 50+ resep.</li><li><strong>Starter Pass</strong>: 1 bulan, 100+ resep.</li><li><strong>Growth Pass</strong>: 3 bulan, 200+ resep.</li></ul>' },
  { category: 'subscription', question: 'Berapa lama masa aktif paket?', answer: '<p>Satu bulan dihitung 30 hari. Growth Pass berlaku 3 x 30 = 90 hari sejak paket aktif.</p>' },
  { category: 'subscription', question: 'Kapan paket saya aktif?', answer: '<p>Paket aktif paling lambat 1x24 jam setelah pembayaran dikonfirmasi. Biasanya langsung aktif begitu pembayaran lunas.</p>' },
  { category: 'subscription', question: 'Bagaimana cara membayar?', answer: '<p>Pilih paket di menu <strong>Berlangganan</strong>, centang syarat dan ketentuan, lalu bayar lewat jendela pembayaran dengan transfer bank, kartu, atau e-wallet.</p>' },
  { category: 'subscription', question: 'Di mana saya menemukan kursus dari paket?', answer: '<p>Buka <strong>Kursus Saya</strong> lalu tab <strong>Berlangganan</strong>. Kursus tampil selama paket masih aktif.</p>' },
  { category: 'subscription', question: 'Bisakah saya upgrade paket di tengah periode?', answer: '<p>Belum bisa. Paket baru dapat dibeli setelah paket yang aktif berakhir.</p>' },
  { category: 'subscription', question: 'Apakah pembelian paket bisa dibatalkan atau dikembalikan?', answer: '<p>Pembelian paket berlangganan bersifat final dan tidak dapat dikembalikan (non-refundable).</p>' },
  { category: 'umum', question: 'Apa itu Dapur Kursus?', answer: '<p>Dapur Kursus adalah one stop baking solution: kursus online, toko bahan baking, media, dan komunitas dalam satu akun.</p>' },
  { category: 'umum', question: 'Bagaimana cara menghubungi customer service?', answer: '<p>Hubungi kami lewat WhatsApp (chat saja) atau e-mail halo@dapurkursus.id, Senin - Jumat 09.00 - 18.00 WIB.</p>' },
  { category: 'umum', question: 'Apakah saya perlu membuat akun?', answer: '<p>Kamu bisa menjelajah tanpa akun. Untuk membeli, berlangganan, dan menyimpan wishlist, daftar dan masuk terlebih dahulu.</p>' },
  { category: 'kursus', question: 'Apakah kursus bisa diakses selamanya?', answer: '<p>Kursus yang dibeli satuan dapat diakses selamanya. Kursus dari paket berlangganan dapat diakses selama paket aktif.</p>' },
  { category: 'kursus', question: 'Bagaimana mendapatkan sertifikat?', answer: '<p>Selesaikan semua materi, unggah tugas, dan isi survei. Sertifikat muncul di tab Sertifikat.</p>' },
  { category: 'kursus', question: 'Apa itu kelas offline dan sync?', answer: '<p>Kelas offline berlangsung tatap muka di studio kami, kelas sync berlangsung live bersama pengajar sesuai jadwal yang kamu pilih.</p>' },
  { category: 'belanja', question: 'Dari gudang mana pesanan saya dikirim?', answer: '<p>Dari gudang yang kamu pilih (Jakarta, Bandung, atau Surabaya). Harga dan stok mengikuti gudang tersebut.</p>' },
  { category: 'belanja', question: 'Berapa lama batas waktu pembayaran?', answer: '<p>24 jam sejak pesanan dibuat. Setelah itu pesanan dibatalkan otomatis.</p>' },
  { category: 'belanja', question: 'Apakah bisa kirim ke luar kota?', answer: '<p>Bisa, dengan kurir mitra. BDX hanya melayani alamat dalam radius 20 km dari gudang.</p>' },
];

// ── Media posts ('Artikel Terbaru') ────────────────────────────────────────────────────────────────────
export const SEED_MEDIA_CATEGORIES = [
  { id: 1, slug: 'resep', name: 'Resep' },
  { id: 2, slug: 'tips-baking', name: 'Tips Baking' },
  { id: 3, slug: 'bisnis-kuliner', name: 'Bisnis Kuliner' },
  { id: 4, slug: 'berita', name: 'Berita' },
] as const;

export interface SeedMediaPost {
  slug: string;
  title: string;
  category_id: 1 | 2 | 3 | 4;
  author: string;
  /** Hours before seeding time; negative = scheduled in the future (not listed yet). */
  hours_ago: number;
  status: 'publish' | 'draft';
  summary: string;
}

/** 12 published posts (ages from 3 hours to 60 days), one scheduled, one draft. */
export const SEED_MEDIA_POSTS: readonly SeedMediaPost[] = [
  { slug: 'rahasia-croissant-berlapis-sempurna', title: 'Rahasia Croissant Berlapis Sempurna', category_id: 2, author: 'Chef Maya Lestari', hours_ago: 3, status: 'publish', summary: 'Suhu mentega dan adonan harus seimbang. Ini panduan laminasi yang kami pakai di dapur studio.' },
  { slug: 'resep-bolu-pandan-anti-bantat', title: 'Resep Bolu Pandan Anti Bantat', category_id: 1, author: 'Sari Wulandari', hours_ago: 20, status: 'publish', summary: 'Bolu pandan tinggi dan lembut dengan pasta pandan asli dan teknik kocok yang tepat.' },
  { slug: 'menghitung-hpp-kue-kering-lebaran', title: 'Menghitung HPP Kue Kering Lebaran', category_id: 3, author: 'Yusuf Pratama', hours_ago: 30, status: 'publish', summary: 'Cara menghitung harga pokok per toples agar untung tetap terjaga saat bahan naik.' },
  { slug: 'memilih-tepung-untuk-roti-sobek', title: 'Memilih Tepung untuk Roti Sobek', category_id: 2, author: 'Chef Maya Lestari', hours_ago: 52, status: 'publish', summary: 'Protein tinggi, sedang, atau rendah? Kenali tepung yang cocok untuk roti empuk.' },
  { slug: 'dapur-kursus-buka-gudang-surabaya', title: 'Dapur Kursus Resmi Membuka Gudang Surabaya', category_id: 4, author: 'Redaksi Dapur Kursus', hours_ago: 75, status: 'publish', summary: 'Pelanggan Jawa Timur kini bisa menikmati pengiriman BDX dari gudang Rungkut.' },
  { slug: 'resep-dessert-box-cokelat-lumer', title: 'Resep Dessert Box Cokelat Lumer', category_id: 1, author: 'Sari Wulandari', hours_ago: 110, status: 'publish', summary: 'Tiga lapis cokelat, biskuit, dan krim yang laris untuk jualan online.' },
  { slug: 'kisah-bu-ani-dari-dapur-ke-toko-roti', title: 'Kisah Bu Ani: Dari Dapur Rumah ke Toko Roti', category_id: 3, author: 'Dewi Anggraini', hours_ago: 170, status: 'publish', summary: 'Alumni kelas roti manis yang kini punya dua gerai di Bandung.' },
  { slug: 'cara-menyimpan-butter-agar-awet', title: 'Cara Menyimpan Butter agar Awet', category_id: 2, author: 'Chef Maya Lestari', hours_ago: 260, status: 'publish', summary: 'Kulkas atau freezer? Ini aturan menyimpan butter dan margarin untuk baking.' },
  { slug: 'resep-rendang-untuk-pemula', title: 'Resep Rendang untuk Pemula', category_id: 1, author: 'Chef Arif Hidayat', hours_ago: 400, status: 'publish', summary: 'Rendang empuk dan kering dengan bumbu yang tidak gosong, langkah demi langkah.' },
  { slug: 'tren-kue-kekinian-2026', title: 'Tren Kue Kekinian Tahun Ini', category_id: 4, author: 'Redaksi Dapur Kursus', hours_ago: 600, status: 'publish', summary: 'Dari shokupan sampai dessert box: kue yang paling banyak dicari pelanggan.' },
  { slug: 'foto-produk-kue-dengan-hp', title: 'Foto Produk Kue Cantik Hanya dengan HP', category_id: 3, author: 'Dewi Anggraini', hours_ago: 900, status: 'publish', summary: 'Cahaya jendela, latar sederhana, dan sudut 45 derajat untuk foto yang menjual.' },
  { slug: 'mengenal-jenis-cokelat-untuk-baking', title: 'Mengenal Jenis Cokelat untuk Baking', category_id: 2, author: 'Chef Maya Lestari', hours_ago: 1440, status: 'publish', summary: 'Couverture, compound, dan cokelat bubuk: kapan memakai yang mana.' },
  { slug: 'resep-klepon-gula-aren', title: 'Resep Klepon Gula Aren (Terjadwal)', category_id: 1, author: 'Sari Wulandari', hours_ago: -48, status: 'publish', summary: 'Artikel terjadwal: belum tampil sampai tanggal terbitnya.' },
  { slug: 'draf-panduan-oven-listrik', title: 'Panduan Oven Listrik (Draf)', category_id: 2, author: 'Chef Maya Lestari', hours_ago: 10, status: 'draft', summary: 'Draf yang belum diterbitkan.' },
];

/** The HTML body of a media post. */
export function mediaPostBody(post: SeedMediaPost): string {
  return (
    `<p>${post.summary}</p>` +
    '<h3>Yang perlu disiapkan</h3>' +
    '<ul><li>Bahan yang ditimbang dengan timbangan digital.</li><li>Oven yang sudah dipanaskan sesuai resep.</li><li>Catatan untuk mencatat hasil percobaan.</li></ul>' +
    `<p>Ingin belajar lebih dalam? Ikuti kelasnya di <a href="/subscription">paket berlangganan</a> Dapur Kursus.</p>`
  );
}
