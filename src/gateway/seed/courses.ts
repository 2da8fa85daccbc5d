/**
 * Demo course catalogue: the five categories of portal spec §9 (1 Pastry, 2 Bread, 3 Dessert,
 * 6 Masakan Tradisional, 7 Masakan Modern) and 59 Indonesian courses spread across them (58 active, 1 inactive):
 * ids 1–43 the catalogue, 44 the inactive archive course, 45–47 the learning seed's, 48–59 the home sections'.
 *
 * Pricing follows the reading in src/api/catalogue.ts: `price` is what the member pays,
 * `price_before_discount` the list price (rupiah). Free courses have price 0 and `is_free_course`.
 * `popular` and `created_at` are deliberately uncorrelated so the home page's "Terpopuler" and
 * "Terbaru" sections differ. Thumbnails are served by the gateway as generated SVG placeholders.
 */

/** A course category row (ids fixed by portal spec §9). */
export interface SeedCategory {
  id: number;
  slug: string;
  name: string;
}

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  { id: 1, slug: 'pastry', name: 'Pastry' },
  { id: 2, slug: 'bread', name: 'Bread-Roti' },
  { id: 3, slug: 'dessert', name: 'Dessert' },
  { id: 6, slug: 'masakan-tradisional', name: 'Masakan Tradisional' },
  { id: 7, slug: 'masakan-modern', name: 'Masakan Modern' },
];

/** One seeded course; ids are assigned in array order (1-based) on a fresh database. */
export interface SeedCourse {
  slug: string;
  title: string;
  category_id: 1 | 2 | 3 | 6 | 7;
  /** normal | offline | sync2024 | webinar (commerce spec §3 "Enrolled course item" schema). */
  schema: 'normal' | 'offline' | 'sync2024' | 'webinar';
  /** List price, rupiah. */
  price_before_discount: number;
  /** Price paid, rupiah (0 = free; lower than the list price = discounted). */
  price: number;
  rating: number;
  total_review: number;
  total_lesson: number;
  /** Popularity score (enrolments), drives the "popular" ordering. */
  popular: number;
  /** Age of the course in days at seeding time, drives the "latest" ordering. */
  days_ago: number;
  course_duration: string;
  short_description: string;
  is_prakerja?: boolean;
  status?: 'active' | 'inactive';
}

type Row = [
  slug: string,
  title: string,
  category: SeedCourse['category_id'],
  schema: SeedCourse['schema'],
  listPrice: number,
  price: number,
  rating: number,
  reviews: number,
  lessons: number,
  popular: number,
  daysAgo: number,
  duration: string,
  short: string,
  prakerja?: boolean,
];

const rows: Row[] = [
  // ── Pastry ──
  ['croissant-renyah-ala-prancis', 'Croissant Renyah ala Prancis', 1, 'normal', 349000, 249000, 4.8, 312, 14, 2150, 120, '4 jam 30 menit', 'Teknik laminasi adonan untuk croissant berlapis, renyah di luar dan lembut di dalam.'],
  ['puff-pastry-dari-nol', 'Puff Pastry dari Nol', 1, 'normal', 299000, 299000, 4.6, 148, 12, 940, 95, '3 jam 45 menit', 'Membuat puff pastry sendiri beserta lima variasi isian manis dan gurih.'],
  ['pie-susu-bali-lumer', 'Pie Susu Bali Lumer', 1, 'offline', 199000, 149000, 4.7, 221, 8, 1320, 60, '2 jam 15 menit', 'Kulit pie renyah dan vla susu lumer khas oleh-oleh Bali.'],
  ['danish-pastry-isi-buah', 'Danish Pastry Isi Buah', 1, 'sync2024', 399000, 399000, 4.5, 64, 10, 410, 18, '3 jam', 'Danish pastry dengan custard dan buah segar, dibimbing langsung oleh chef.'],
  ['eclair-dan-kue-sus-klasik', 'Eclair dan Kue Sus Klasik', 1, 'normal', 0, 0, 4.4, 530, 6, 3050, 210, '1 jam 40 menit', 'Dasar pate a choux untuk eclair dan kue sus yang mengembang sempurna.'],
  ['kue-kering-lebaran-laris-manis', 'Kue Kering Lebaran Laris Manis', 1, 'normal', 149000, 99000, 4.9, 688, 9, 4120, 300, '2 jam 50 menit', 'Nastar, kastengel, dan putri salju yang siap dijual saat Lebaran.', true],
  ['bolu-pandan-lembut-anti-gagal', 'Bolu Pandan Lembut Anti Gagal', 1, 'webinar', 179000, 179000, 4.3, 97, 5, 560, 7, '1 jam 30 menit', 'Webinar interaktif membuat bolu pandan yang tinggi dan lembut.'],
  ['lapis-legit-premium', 'Lapis Legit Premium', 1, 'offline', 499000, 399000, 4.8, 133, 11, 780, 150, '5 jam', 'Lapis legit wangi rempah dengan lapisan rapi, kelas tatap muka.'],
  ['macaron-prancis-untuk-pemula', 'Macaron Prancis untuk Pemula', 1, 'normal', 259000, 259000, 4.2, 75, 9, 350, 33, '2 jam 40 menit', 'Rahasia kaki macaron yang cantik dan kulit yang mulus.'],
  // ── Bread ──
  ['roti-sobek-lembut', 'Roti Sobek Lembut', 2, 'normal', 0, 0, 4.7, 904, 7, 5200, 400, '2 jam', 'Roti sobek empuk dengan isian cokelat, keju, dan srikaya.'],
  ['shokupan-roti-tawar-jepang', 'Shokupan: Roti Tawar Jepang', 2, 'normal', 229000, 179000, 4.8, 256, 8, 1480, 45, '2 jam 30 menit', 'Roti tawar super lembut dengan metode tangzhong.'],
  ['sourdough-rumahan-ragi-alami', 'Sourdough Rumahan dengan Ragi Alami', 2, 'sync2024', 449000, 449000, 4.9, 88, 13, 620, 12, '6 jam', 'Merawat starter, membentuk, dan memanggang sourdough bersama pengajar.'],
  ['roti-manis-aneka-isi-untuk-usaha', 'Roti Manis Aneka Isi untuk Usaha', 2, 'normal', 199000, 129000, 4.6, 402, 12, 2890, 230, '3 jam 20 menit', 'Resep roti manis skala usaha lengkap dengan hitungan HPP.', true],
  ['bagel-ala-new-york', 'Bagel ala New York', 2, 'webinar', 149000, 149000, 4.1, 41, 4, 190, 3, '1 jam 20 menit', 'Bagel kenyal yang direbus lalu dipanggang, dalam sesi webinar.'],
  ['donat-kentang-empuk', 'Donat Kentang Empuk Tahan Lama', 2, 'offline', 179000, 149000, 4.7, 377, 7, 2410, 260, '2 jam 10 menit', 'Donat kentang yang tetap empuk sampai keesokan hari.'],
  ['baguette-klasik-prancis', 'Baguette Klasik Prancis', 2, 'normal', 249000, 249000, 4.4, 59, 8, 300, 75, '3 jam 10 menit', 'Baguette berkulit renyah dengan rongga adonan yang terbuka.'],
  ['roti-maryam-berlapis', 'Roti Maryam Berlapis', 2, 'normal', 0, 0, 4.5, 615, 5, 3600, 340, '1 jam 30 menit', 'Roti maryam berlapis-lapis yang gurih dan mudah dibuat.'],
  ['focaccia-rosemary-italia', 'Focaccia Rosemary Italia', 2, 'sync2024', 199000, 169000, 4.3, 36, 6, 150, 1, '2 jam', 'Focaccia berminyak zaitun dengan rosemary dan tomat ceri.'],
  // ── Dessert ──
  ['tiramisu-tanpa-oven', 'Tiramisu Tanpa Oven', 3, 'normal', 129000, 99000, 4.7, 498, 5, 2780, 180, '1 jam 15 menit', 'Tiramisu klasik dengan mascarpone, tanpa perlu oven.'],
  ['japanese-cheesecake-lembut', 'Japanese Cheesecake Lembut Bergoyang', 3, 'normal', 219000, 219000, 4.5, 187, 7, 1150, 110, '2 jam 20 menit', 'Cheesecake Jepang yang ringan, lembut, dan tidak retak.'],
  ['puding-sutra-aneka-rasa', 'Puding Sutra Aneka Rasa', 3, 'normal', 0, 0, 4.2, 356, 4, 1900, 270, '50 menit', 'Puding sutra lembut rasa cokelat, mangga, dan taro.'],
  ['gelato-rumahan-tanpa-mesin', 'Gelato Rumahan Tanpa Mesin', 3, 'webinar', 159000, 159000, 4.0, 28, 4, 120, 5, '1 jam 10 menit', 'Gelato lembut tanpa mesin es krim, lewat webinar langsung.'],
  ['mousse-cokelat-belgia', 'Mousse Cokelat Belgia', 3, 'offline', 189000, 139000, 4.6, 144, 6, 700, 85, '1 jam 45 menit', 'Mousse cokelat ringan dengan couverture Belgia.'],
  ['panna-cotta-dan-dessert-cup', 'Panna Cotta dan Dessert Cup', 3, 'normal', 99000, 99000, 4.1, 66, 4, 260, 40, '1 jam', 'Panna cotta vanila dengan saus buah untuk dessert cup.'],
  ['creme-brulee-ala-restoran', 'Creme Brulee ala Restoran', 3, 'sync2024', 229000, 229000, 4.4, 31, 5, 140, 22, '1 jam 30 menit', 'Custard lembut dengan lapisan karamel renyah seperti di restoran.'],
  ['dessert-box-kekinian-untuk-jualan', 'Dessert Box Kekinian untuk Jualan', 3, 'normal', 199000, 149000, 4.8, 520, 8, 3300, 200, '2 jam 30 menit', 'Lima varian dessert box laris beserta tips pengemasan.', true],
  // ── Masakan Tradisional ──
  ['rendang-padang-autentik', 'Rendang Padang Autentik', 6, 'normal', 199000, 149000, 4.9, 742, 9, 4700, 320, '3 jam 30 menit', 'Rendang daging kering khas Minang dengan bumbu rempah lengkap.'],
  ['soto-betawi-kuah-santan', 'Soto Betawi Kuah Santan', 6, 'normal', 129000, 129000, 4.5, 203, 5, 1250, 140, '1 jam 40 menit', 'Soto Betawi gurih dengan kuah santan dan susu.'],
  ['gudeg-jogja-manis-legit', 'Gudeg Jogja Manis Legit', 6, 'offline', 179000, 179000, 4.6, 118, 6, 640, 90, '4 jam', 'Gudeg nangka muda dengan krecek dan opor ayam.'],
  ['rawon-surabaya-hitam-pekat', 'Rawon Surabaya Hitam Pekat', 6, 'normal', 0, 0, 4.6, 433, 5, 2600, 250, '1 jam 50 menit', 'Rawon daging dengan kluwek pilihan dan sambal terasi.'],
  ['sate-madura-bumbu-kacang', 'Sate Madura dan Bumbu Kacang', 6, 'sync2024', 149000, 119000, 4.4, 77, 5, 380, 15, '1 jam 30 menit', 'Sate ayam Madura yang empuk dengan bumbu kacang legit.'],
  ['nasi-liwet-sunda-komplet', 'Nasi Liwet Sunda Komplet', 6, 'webinar', 99000, 99000, 4.3, 52, 4, 230, 9, '1 jam 15 menit', 'Nasi liwet wangi dengan lauk pauk khas Sunda.'],
  ['aneka-kue-basah-nusantara', 'Aneka Kue Basah Nusantara', 6, 'normal', 219000, 169000, 4.7, 289, 10, 1750, 170, '3 jam', 'Klepon, dadar gulung, lemper, dan kue lapis untuk usaha.', true],
  ['pempek-palembang-kenyal', 'Pempek Palembang Kenyal', 6, 'normal', 189000, 189000, 4.5, 164, 6, 980, 130, '2 jam', 'Pempek kapal selam dan lenjer dengan cuko yang pas.'],
  // ── Masakan Modern ──
  ['pasta-carbonara-otentik', 'Pasta Carbonara Otentik Italia', 7, 'normal', 159000, 159000, 4.4, 139, 5, 720, 55, '1 jam 10 menit', 'Carbonara tanpa krim dengan kuning telur dan keju pecorino.'],
  ['steak-sempurna-di-rumah', 'Steak Sempurna di Rumah', 7, 'offline', 399000, 299000, 4.7, 92, 6, 510, 100, '2 jam 30 menit', 'Memilih potongan daging, tingkat kematangan, dan saus steak.'],
  ['ramen-rumahan-kaldu-tonkotsu', 'Ramen Rumahan dengan Kaldu Tonkotsu', 7, 'sync2024', 249000, 249000, 4.6, 47, 7, 290, 25, '4 jam', 'Kaldu tonkotsu, chashu, dan ajitama untuk ramen rumahan.'],
  ['sushi-roll-untuk-pemula', 'Sushi Roll untuk Pemula', 7, 'normal', 0, 0, 4.3, 388, 5, 2200, 280, '1 jam 20 menit', 'Nasi sushi yang pas dan teknik menggulung maki serta uramaki.'],
  ['korean-bbq-dan-banchan', 'Korean BBQ dan Banchan', 7, 'webinar', 199000, 159000, 4.5, 71, 5, 430, 11, '1 jam 45 menit', 'Daging bulgogi, samgyeopsal, dan aneka banchan pendamping.'],
  ['meal-prep-sehat-seminggu', 'Meal Prep Sehat Seminggu', 7, 'normal', 129000, 129000, 4.2, 83, 7, 450, 65, '2 jam', 'Menyusun menu sehat seminggu yang praktis disiapkan.'],
  ['burger-gourmet-ala-kafe', 'Burger Gourmet ala Kafe', 7, 'normal', 179000, 139000, 4.6, 176, 6, 1010, 35, '1 jam 40 menit', 'Roti brioche, patty juicy, dan saus rumahan ala kafe.'],
  ['masakan-fusion-nusantara-modern', 'Masakan Fusion Nusantara Modern', 7, 'offline', 299000, 299000, 4.8, 54, 8, 330, 2, '3 jam', 'Memadukan bumbu Nusantara dengan teknik plating modern.'],
  ['dimsum-rumahan-untuk-usaha', 'Dimsum Rumahan untuk Usaha', 7, 'normal', 189000, 149000, 4.7, 265, 8, 1600, 160, '2 jam 45 menit', 'Siomay, hakau, dan bakpao untuk usaha rumahan.', true],
];

/**
 * Three older courses for the learning seed (src/gateway/seed/learning.ts): claimed as vouchers by the demo member,
 * so the voucher list has two pages without touching the courses the journeys buy. Ids 45–47 on a fresh database.
 */
const learningRows: Row[] = [
  ['brownies-kukus-pandan-keju', 'Brownies Kukus Pandan Keju', 3, 'normal', 139000, 119000, 4.6, 210, 6, 900, 380, '1 jam 30 menit', 'Brownies kukus dua lapis pandan dan cokelat dengan topping keju, favorit hampers.', true],
  ['bakpia-pathok-isi-kacang-hijau', 'Bakpia Pathok Isi Kacang Hijau', 6, 'offline', 169000, 169000, 4.5, 98, 6, 520, 410, '2 jam', 'Kulit bakpia berlapis dan isian kacang hijau yang legit.'],
  ['mie-ayam-rumahan', 'Mie Ayam Rumahan dan Mi Segar', 7, 'webinar', 119000, 99000, 4.4, 150, 5, 640, 450, '1 jam 45 menit', 'Membuat mi segar, minyak ayam, dan topping mie ayam dalam sesi webinar.'],
];

/**
 * More courses so every home section (portal spec §2 "Home", §9 "Home sections: 10 items each") fills its 10 items:
 * with these each category has at least 11 active courses. Appended after the learning courses so earlier ids never
 * change (ids 48–59 on a fresh database).
 */
const homeRows: Row[] = [
  ['pain-au-chocolat-berlapis', 'Pain au Chocolat Berlapis', 1, 'normal', 279000, 229000, 4.6, 118, 10, 690, 70, '3 jam 30 menit', 'Adonan laminasi berisi batang cokelat, renyah dan harum mentega.'],
  ['strudel-apel-wina', 'Strudel Apel ala Wina', 1, 'normal', 189000, 189000, 4.3, 45, 7, 260, 140, '2 jam', 'Adonan tipis ditarik tangan dengan isian apel kayu manis.'],
  ['roti-gambang-legendaris', 'Roti Gambang Legendaris', 2, 'normal', 99000, 79000, 4.5, 210, 5, 1120, 190, '1 jam 30 menit', 'Roti gambang gula aren dan kayu manis khas toko roti lawas.'],
  ['roti-kasur-susu', 'Roti Kasur Susu Super Empuk', 2, 'offline', 159000, 159000, 4.6, 96, 6, 540, 28, '2 jam', 'Roti kasur bertabur susu bubuk, empuk seperti kapas.'],
  ['brownies-panggang-shiny-crust', 'Brownies Panggang Shiny Crust', 3, 'normal', 129000, 99000, 4.8, 610, 5, 3900, 215, '1 jam 20 menit', 'Brownies fudgy dengan kulit mengilap yang retak cantik.'],
  ['es-krim-goreng-dan-banana-split', 'Es Krim Goreng dan Banana Split', 3, 'webinar', 89000, 89000, 4.0, 22, 3, 90, 13, '50 menit', 'Dessert dingin-panas yang seru untuk jualan di kafe.'],
  ['klappertaart-manado', 'Klappertaart Manado', 3, 'normal', 149000, 149000, 4.6, 133, 5, 820, 125, '1 jam 30 menit', 'Klappertaart kelapa muda dengan kismis dan kayu manis.'],
  ['ayam-betutu-bali', 'Ayam Betutu Bali', 6, 'normal', 169000, 139000, 4.7, 190, 6, 1060, 115, '3 jam', 'Ayam betutu dengan base genep yang meresap sampai ke tulang.'],
  ['coto-makassar-berempah', 'Coto Makassar Berempah', 6, 'normal', 139000, 139000, 4.4, 74, 5, 410, 48, '2 jam', 'Coto Makassar dengan kuah kacang sangrai dan ketupat.'],
  ['opor-ayam-dan-sambal-goreng-ati', 'Opor Ayam dan Sambal Goreng Ati', 6, 'offline', 0, 0, 4.5, 288, 4, 1500, 230, '1 jam 45 menit', 'Menu Lebaran klasik: opor ayam kuning dan sambal goreng ati.'],
  ['rice-bowl-kekinian', 'Rice Bowl Kekinian untuk Jualan', 7, 'normal', 149000, 119000, 4.6, 205, 6, 1330, 80, '2 jam', 'Enam menu rice bowl laris dengan hitungan modal per porsi.', true],
  ['salad-dan-dressing-rumahan', 'Salad dan Dressing Rumahan', 7, 'normal', 79000, 79000, 4.1, 37, 4, 160, 150, '1 jam', 'Salad segar dengan lima dressing buatan sendiri.'],
];

const toCourse = ([slug, title, category_id, schema, price_before_discount, price, rating, total_review, total_lesson, popular, days_ago, course_duration, short_description, is_prakerja]: Row): SeedCourse => ({
  slug,
  title,
  category_id,
  schema,
  price_before_discount,
  price,
  rating,
  total_review,
  total_lesson,
  popular,
  days_ago,
  course_duration,
  short_description,
  is_prakerja: is_prakerja ?? false,
  status: 'active',
});

/** The seeded courses, in id order. */
export const SEED_COURSES: readonly SeedCourse[] = rows.map(toCourse).concat([
  {
    // An inactive course: the promo detail page lists only active courses (commerce spec §2 "Promo").
    slug: 'kue-bulan-tradisional-arsip',
    title: 'Kue Bulan Tradisional (Arsip)',
    category_id: 1,
    schema: 'normal',
    price_before_discount: 159000,
    price: 159000,
    rating: 4.0,
    total_review: 12,
    total_lesson: 6,
    popular: 80,
    days_ago: 500,
    course_duration: '2 jam',
    short_description: 'Kelas lama yang sudah tidak dibuka untuk pendaftaran.',
    is_prakerja: false,
    status: 'inactive',
  },
]).concat(learningRows.map(toCourse), homeRows.map(toCourse));

/** The course the `KHUSUS` promo is limited to. */
export const KHUSUS_COURSE_SLUG = 'rendang-padang-autentik';

/** A short HTML description built from the course's facts (shown on the learning site's course page). */
export function courseDescription(course: SeedCourse): string {
  return (
    `<p>${course.short_description}</p>` +
    `<p>Kelas ini terdiri dari ${course.total_lesson} materi dengan total durasi ${course.course_duration}. ` +
    'Setiap materi dilengkapi video langkah demi langkah, daftar bahan, dan tips dari pengajar.</p>' +
    '<ul><li>Akses materi selamanya</li><li>Sertifikat setelah menyelesaikan kelas</li><li>Forum tanya jawab dengan pengajar</li></ul>'
  );
}

/** What a course of each category teaches beyond its own title (the detail's `outcomes`, portal §3). */
const CATEGORY_OUTCOMES: Record<SeedCourse['category_id'], string[]> = {
  1: ['Menakar dan mencampur bahan pastry dengan tepat', 'Mengatur suhu oven dan waktu panggang', 'Menghias dan mengemas untuk dijual'],
  2: ['Menguleni adonan sampai kalis elastis', 'Membaca proofing yang cukup', 'Memanggang roti yang empuk dan tahan lama'],
  3: ['Membuat dasar krim, vla dan jeli', 'Menata dessert berlapis yang rapi', 'Menyimpan dessert agar tetap segar'],
  6: ['Meracik bumbu dasar nusantara', 'Memasak dengan api dan waktu yang pas', 'Menyajikan porsi jualan dengan hitungan modal'],
  7: ['Menyusun menu modern yang laris', 'Menyiapkan bahan dalam jumlah besar', 'Menghitung harga jual per porsi'],
};

/** What a course of each category needs before starting (the detail's `requirements`). */
const CATEGORY_REQUIREMENTS: Record<SeedCourse['category_id'], string[]> = {
  1: ['Oven listrik atau oven tangkring', 'Mixer dan timbangan digital'],
  2: ['Oven dan loyang roti', 'Timbangan digital', 'Ragi instan'],
  3: ['Kulkas untuk mendinginkan', 'Mixer atau whisk'],
  6: ['Peralatan masak dasar (wajan, panci, ulekan)'],
  7: ['Peralatan masak dasar', 'Timbangan dapur'],
};

/**
 * The store product that goes with each category's courses (the detail's `product_id`: the main ingredient sold in
 * the store), by the product's slug.
 */
export const COURSE_KIT_PRODUCT: Record<SeedCourse['category_id'], string> = {
  1: 'pastry-margarine-lembaran-2-kg',
  2: 'ragi-instan-sachet-11-g-isi-3',
  3: 'whipping-cream-cair-uht-1-l',
  6: 'santan-kental-uht-1-l',
  7: 'keju-cheddar-blok-2-kg',
};

/**
 * The detail fields of a course (portal §3 "Course": video_url, outcomes, requirements, language, meta fields,
 * order_type; product_id is set by the seed from {@link COURSE_KIT_PRODUCT}). The preview video is the media site's
 * page for the course (a stand-in until the real media site is configured).
 */
export function courseDetailFields(course: SeedCourse) {
  return {
    video_url: `/media-site/video/${course.slug}`,
    outcomes: [`Mempraktikkan ${course.title} dari awal sampai jadi`, ...CATEGORY_OUTCOMES[course.category_id]],
    requirements: CATEGORY_REQUIREMENTS[course.category_id],
    language: 'Bahasa Indonesia',
    meta: {
      meta_title: `${course.title} | Dapur Kursus`,
      meta_description: course.short_description,
      meta_keywords: `kursus ${course.title.toLowerCase()}, kelas online, ${SEED_CATEGORIES.find((c) => c.id === course.category_id)!.name.toLowerCase()}`,
    },
    order_type: 'lms',
  };
}
