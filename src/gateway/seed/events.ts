/**
 * Demo events and tickets (commerce spec §2 "Events", §9 "events 5" per page). anggota@demo.test holds 7 tickets
 * (two pages of My Events: 5 + 2; two events are already over), b2b@demo.test one; one event has no ticket holders.
 * Times are relative to the seeding time; banners are /media stand-in placeholders.
 */

export interface SeedEvent {
  slug: string;
  title: string;
  event_type: 'online' | 'offline';
  location: string;
  organizer: string;
  /** Days from seeding time to the start (negative = past). */
  starts_in_days: number;
  duration_hours: number;
  description: string;
  /** Which demo accounts hold a ticket, with the ticket type and price (rupiah). */
  tickets: Array<{ user: 'anggota' | 'b2b'; ticket_type: string; price: number }>;
}

const p = (text: string) => `<p>${text}</p>`;

export const SEED_EVENTS: readonly SeedEvent[] = [
  {
    slug: 'baking-festival-bandung',
    title: 'Baking Festival Bandung',
    event_type: 'offline',
    location: 'Trans Convention Centre, Jl. Gatot Subroto No. 289, Bandung',
    organizer: 'Dapur Kursus',
    starts_in_days: 5,
    duration_hours: 9,
    description: p('Demo masak dari 12 chef, bazar bahan baking, dan kelas singkat gratis untuk pemegang tiket.'),
    tickets: [{ user: 'anggota', ticket_type: 'Reguler', price: 75_000 }],
  },
  {
    slug: 'webinar-bisnis-kue-rumahan',
    title: 'Webinar: Memulai Bisnis Kue Rumahan',
    event_type: 'online',
    location: 'Zoom (tautan dikirim ke e-mail)',
    organizer: 'Dapur Kursus Community',
    starts_in_days: 2,
    duration_hours: 2,
    description: p('Menghitung HPP, menentukan harga jual, dan memasarkan kue lewat media sosial.'),
    tickets: [
      { user: 'anggota', ticket_type: 'Gratis', price: 0 },
      { user: 'b2b', ticket_type: 'Gratis', price: 0 },
    ],
  },
  {
    slug: 'kelas-bersama-roti-sobek-jakarta',
    title: 'Kelas Bersama Roti Sobek Jakarta',
    event_type: 'offline',
    location: 'Studio Dapur Kursus, Jl. Panjang No. 25, Kebon Jeruk, Jakarta Barat',
    organizer: 'Dapur Kursus',
    starts_in_days: 12,
    duration_hours: 4,
    description: p('Praktik langsung membuat roti sobek bersama pengajar, semua bahan disediakan.'),
    tickets: [{ user: 'anggota', ticket_type: 'Peserta Praktik', price: 250_000 }],
  },
  {
    slug: 'kopdar-komunitas-pastry-surabaya',
    title: 'Kopdar Komunitas Pastry Surabaya',
    event_type: 'offline',
    location: 'Gudang Dapur Kursus Surabaya, Jl. Rungkut Industri Raya No. 10',
    organizer: 'Dapur Kursus Community',
    starts_in_days: 20,
    duration_hours: 3,
    description: p('Temu anggota komunitas, tukar resep, dan lomba menghias kue kecil-kecilan.'),
    tickets: [{ user: 'anggota', ticket_type: 'Anggota', price: 0 }],
  },
  {
    slug: 'live-cooking-rendang-nusantara',
    title: 'Live Cooking: Rendang Nusantara',
    event_type: 'online',
    location: 'YouTube Live Dapur Kursus',
    organizer: 'Dapur Kursus Media',
    starts_in_days: 30,
    duration_hours: 2,
    description: p('Memasak rendang bersama Chef Arif Hidayat, dengan sesi tanya jawab langsung.'),
    tickets: [{ user: 'anggota', ticket_type: 'Gratis', price: 0 }],
  },
  {
    slug: 'lomba-kue-kemerdekaan',
    title: 'Lomba Kue Kemerdekaan',
    event_type: 'offline',
    location: 'Studio Dapur Kursus Bandung',
    organizer: 'Dapur Kursus Community',
    starts_in_days: -15,
    duration_hours: 6,
    description: p('Lomba kue bertema merah putih untuk anggota komunitas. Pemenang mendapat paket Growth Pass.'),
    tickets: [{ user: 'anggota', ticket_type: 'Peserta Lomba', price: 50_000 }],
  },
  {
    slug: 'workshop-foto-produk-kuliner',
    title: 'Workshop Foto Produk Kuliner',
    event_type: 'online',
    location: 'Zoom (tautan dikirim ke e-mail)',
    organizer: 'Dapur Kursus Media',
    starts_in_days: -40,
    duration_hours: 2,
    description: p('Memotret kue dan masakan dengan HP agar tampil menarik di marketplace.'),
    tickets: [{ user: 'anggota', ticket_type: 'Reguler', price: 35_000 }],
  },
  {
    slug: 'pameran-alat-baking-jakarta',
    title: 'Pameran Alat Baking Jakarta',
    event_type: 'offline',
    location: 'JIExpo Kemayoran, Jakarta',
    organizer: 'Dapur Kursus Belanja',
    starts_in_days: 45,
    duration_hours: 8,
    description: p('Pameran oven, mixer, dan peralatan usaha kue dengan harga khusus pameran.'),
    tickets: [],
  },
];
