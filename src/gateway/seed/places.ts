/**
 * Zones, warehouses and sitemap content for the demo (portal spec §3 "Area: zone, warehouse", §7 "Content",
 * §9 "The default warehouse is matched by the code in the sitemap key warehouse_default").
 *
 * Each warehouse sits in a real village of the region data (data/wilayah), and its coordinates are near that
 * village's centroid: Jakarta (Kedoya Utara, Kebon Jeruk), Bandung (Sekejati, Buahbatu),
 * Surabaya (Kalirungkut, Rungkut). Ids are assigned in array order (zone n holds warehouse n).
 */

/** A zone with its single warehouse. Coordinates WGS84 degrees. */
export interface SeedZone {
  name: string;
  slug: string;
  /** Province name as in provinces.csv. */
  province: string;
  latitude: number;
  longitude: number;
  warehouse: {
    erp_id: string;
    code: 'WH-JKT' | 'WH-BDG' | 'WH-SBY';
    slug: string;
    name: string;
    address: string;
    postal_code: string;
    telephone: string;
    latitude: number;
    longitude: number;
    village_id: string;
    district_id: string;
    city_id: string;
    province_id: string;
  };
}

export const SEED_ZONES: readonly SeedZone[] = [
  {
    name: 'Jakarta',
    slug: 'jakarta',
    province: 'Daerah Khusus Ibukota Jakarta',
    latitude: -6.175392,
    longitude: 106.827153,
    warehouse: {
      erp_id: 'ERP-WH-001',
      code: 'WH-JKT',
      slug: 'gudang-jakarta',
      name: 'Gudang Jakarta',
      address: 'Jl. Panjang No. 25, Kedoya Utara, Kebon Jeruk, Jakarta Barat',
      postal_code: '11520',
      telephone: '0215305588',
      latitude: -6.16921,
      longitude: 106.76241,
      village_id: '31.73.05.1006',
      district_id: '31.73.05',
      city_id: '31.73',
      province_id: '31',
    },
  },
  {
    name: 'Bandung',
    slug: 'bandung',
    province: 'Jawa Barat',
    latitude: -6.917464,
    longitude: 107.619123,
    warehouse: {
      erp_id: 'ERP-WH-002',
      code: 'WH-BDG',
      slug: 'gudang-bandung',
      name: 'Gudang Bandung',
      address: 'Jl. Soekarno-Hatta No. 590, Sekejati, Buahbatu, Kota Bandung',
      postal_code: '40286',
      telephone: '0227567120',
      latitude: -6.94472,
      longitude: 107.65381,
      village_id: '32.73.22.1001',
      district_id: '32.73.22',
      city_id: '32.73',
      province_id: '32',
    },
  },
  {
    name: 'Surabaya',
    slug: 'surabaya',
    province: 'Jawa Timur',
    latitude: -7.257472,
    longitude: 112.75209,
    warehouse: {
      erp_id: 'ERP-WH-003',
      code: 'WH-SBY',
      slug: 'gudang-surabaya',
      name: 'Gudang Surabaya',
      address: 'Jl. Rungkut Industri Raya No. 10, Kalirungkut, Rungkut, Surabaya',
      postal_code: '60293',
      telephone: '0318438821',
      latitude: -7.32381,
      longitude: 112.76947,
      village_id: '35.78.03.1001',
      district_id: '35.78.03',
      city_id: '35.78',
      province_id: '35',
    },
  },
];

/** The warehouse code stored under sitemap (portal, warehouse_default). */
export const DEFAULT_WAREHOUSE_CODE = 'WH-BDG';

const CHANNELS = ['portal', 'lms', 'ecom', 'media', 'community'] as const;
const CHANNEL_LABEL: Record<(typeof CHANNELS)[number], string> = {
  portal: 'Dapur Kursus',
  lms: 'Kursus',
  ecom: 'Belanja',
  media: 'Media',
  community: 'Community',
};

/** One sitemap row: (channel, key) → HTML or a code. */
export interface SeedSitemap {
  channel: string;
  key: string;
  value: string;
}

/**
 * Sitemap rows: warehouse_default, about_us, footer_description and disclaimer for the portal, and a
 * privacy_policy / terms_and_condition page for every channel (the tabs of portal spec §2 "Informational pages").
 */
export function seedSitemapRows(): SeedSitemap[] {
  const rows: SeedSitemap[] = [
    { channel: 'portal', key: 'warehouse_default', value: DEFAULT_WAREHOUSE_CODE },
    {
      channel: 'portal',
      key: 'about_us',
      value:
        '<h2>Tentang Dapur Kursus</h2>' +
        '<p>Dapur Kursus adalah <strong>one stop baking solution</strong>: tempat belajar membuat roti, pastry, ' +
        'dessert, dan masakan Nusantara secara daring, sekaligus toko bahan dan peralatan baking dengan gudang di ' +
        'Jakarta, Bandung, dan Surabaya.</p>' +
        '<h3>Visi</h3><p>Menjadi teman belajar dan berbelanja bagi setiap pembuat kue di Indonesia.</p>' +
        '<h3>Misi</h3><ul><li>Menghadirkan kelas berkualitas dari pengajar berpengalaman.</li>' +
        '<li>Menyediakan bahan baking terbaik dengan harga bersahabat.</li>' +
        '<li>Membantu pelaku usaha kuliner rumahan bertumbuh.</li></ul>',
    },
    {
      channel: 'portal',
      key: 'footer_description',
      value:
        '<p><strong>Dapur Kursus</strong> menyediakan kursus baking dan memasak online bersertifikat, ' +
        'mulai dari roti, pastry, dessert, hingga masakan tradisional dan modern, serta bahan baking ' +
        'berkualitas yang dikirim dari gudang terdekat.</p>',
    },
    {
      channel: 'portal',
      key: 'disclaimer',
      value:
        '<h2>Disclaimer</h2><p>Seluruh resep dan materi kursus disusun untuk tujuan edukasi. Hasil praktik ' +
        'dapat berbeda bergantung pada bahan, peralatan, dan kondisi dapur masing-masing.</p>',
    },
  ];
  for (const channel of CHANNELS) {
    const label = CHANNEL_LABEL[channel];
    rows.push(
      {
        channel,
        key: 'privacy_policy',
        value:
          `<h2>Kebijakan Privasi ${label}</h2>` +
          '<p>Kami hanya mengumpulkan data yang diperlukan untuk memproses akun, pesanan, dan pengiriman. ' +
          'Data kamu tidak dijual kepada pihak ketiga.</p>' +
          '<ul><li>Data akun: nama, e-mail, nomor telepon.</li><li>Data pengiriman: alamat dan titik lokasi.</li></ul>',
      },
      {
        channel,
        key: 'terms_and_condition',
        value:
          `<h2>Syarat dan Ketentuan ${label}</h2>` +
          '<ol><li>Pembelian kursus tidak dapat dikembalikan.</li>' +
          '<li>Harga produk mengikuti gudang dan tipe akun pembeli.</li>' +
          '<li>Pengiriman BDX hanya untuk alamat dalam radius 20 km dari gudang.</li></ol>',
      },
    );
  }
  return rows;
}
