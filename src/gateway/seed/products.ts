/**
 * Demo store catalogue: 65 baking ingredients and tools (portal spec §3 "Store product"), each with a price
 * list for every warehouse × type (b2c, b2b) × tier (1..3) and a stock per warehouse.
 *
 * Prices are rupiah integers rounded to Rp 100. The base price is the b2c tier-3 price at the Bandung
 * warehouse; other warehouses apply a freight factor, and b2b and lower tiers are cheaper (tier 1 is the best
 * customer), so for any product and warehouse: b2b tier t < b2c tier t, and tier 1 < tier 2 < tier 3.
 * Weight in kg per unit, sizes in cm. Stocks are deterministic (no randomness) so tests can rely on them.
 */

/** Store category (name, slug). */
export const STORE_CATEGORIES = {
  tepung: 'Tepung',
  'gula-pemanis': 'Gula & Pemanis',
  'mentega-margarin': 'Mentega & Margarin',
  cokelat: 'Cokelat',
  'susu-krim': 'Susu & Krim',
  'bahan-pengembang': 'Bahan Pengembang',
  'perisa-pewarna': 'Perisa & Pewarna',
  'kacang-buah-kering': 'Kacang & Buah Kering',
  'peralatan-baking': 'Peralatan Baking',
  kemasan: 'Kemasan',
} as const;
export type StoreCategorySlug = keyof typeof STORE_CATEGORIES;

const CODE_PREFIX: Record<StoreCategorySlug, string> = {
  tepung: 'TPG',
  'gula-pemanis': 'GLA',
  'mentega-margarin': 'MTG',
  cokelat: 'CKL',
  'susu-krim': 'SSK',
  'bahan-pengembang': 'PGB',
  'perisa-pewarna': 'PRS',
  'kacang-buah-kering': 'KBK',
  'peralatan-baking': 'ALT',
  kemasan: 'KMS',
};

/** One seeded product; ids are assigned in array order (1-based) on a fresh database. */
export interface SeedProduct {
  slug: string;
  item_code: string;
  short_name: string;
  long_name: string;
  brand: string;
  category: string;
  category_slug: StoreCategorySlug;
  uom: string;
  /** kg per unit */
  weight: number;
  /** cm */
  length: number;
  width: number;
  height: number;
  /** b2c tier-3 price at WH-BDG, rupiah. */
  base_price: number;
  is_top_product: boolean;
  rating: number;
  total_review: number;
  description: string;
}

type Row = [
  category: StoreCategorySlug,
  shortName: string,
  longName: string,
  brand: string,
  uom: string,
  weightKg: number,
  sizeCm: [number, number, number],
  basePrice: number,
  top?: boolean,
];

const rows: Row[] = [
  ['tepung', 'Tepung Terigu Protein Tinggi 1 kg', 'Tepung Terigu Protein Tinggi Cakra Kembar 1 kg', 'Bogasari', 'pcs', 1, [22, 14, 6], 16500, true],
  ['tepung', 'Tepung Terigu Protein Sedang 1 kg', 'Tepung Terigu Protein Sedang Segitiga Biru 1 kg', 'Bogasari', 'pcs', 1, [22, 14, 6], 14500, true],
  ['tepung', 'Tepung Terigu Protein Rendah 1 kg', 'Tepung Terigu Protein Rendah Kunci Biru 1 kg', 'Bogasari', 'pcs', 1, [22, 14, 6], 15000],
  ['tepung', 'Tepung Maizena 400 g', 'Tepung Maizena Murni 400 g', 'Maizenaku', 'pcs', 0.4, [15, 10, 5], 12000],
  ['tepung', 'Tepung Beras 500 g', 'Tepung Beras Putih 500 g', 'Rose Brand', 'pcs', 0.5, [18, 12, 4], 9500],
  ['tepung', 'Tepung Ketan Putih 500 g', 'Tepung Ketan Putih 500 g', 'Rose Brand', 'pcs', 0.5, [18, 12, 4], 11000],
  ['tepung', 'Tepung Almond 250 g', 'Tepung Almond Halus Blanched 250 g', 'Baker\'s Corner', 'pcs', 0.25, [16, 11, 4], 65000],
  ['tepung', 'Tepung Roti Panir 1 kg', 'Tepung Roti Panir Kasar 1 kg', 'Kobe', 'pcs', 1, [25, 16, 6], 28000],
  ['gula-pemanis', 'Gula Pasir Premium 1 kg', 'Gula Pasir Putih Premium 1 kg', 'Gulaku', 'pcs', 1, [20, 12, 6], 17500, true],
  ['gula-pemanis', 'Gula Halus 500 g', 'Gula Halus (Icing Sugar) 500 g', 'Rose Brand', 'pcs', 0.5, [18, 12, 4], 14000, true],
  ['gula-pemanis', 'Gula Palem Bubuk 250 g', 'Gula Palem Bubuk Organik 250 g', 'Javara', 'pcs', 0.25, [14, 9, 4], 32000],
  ['gula-pemanis', 'Madu Murni 350 g', 'Madu Murni Hutan 350 g', 'Madu TJ', 'botol', 0.4, [7, 7, 15], 46000],
  ['gula-pemanis', 'Gula Aren Cair 500 ml', 'Gula Aren Cair 500 ml', 'Javara', 'botol', 0.6, [7, 7, 20], 38000],
  ['gula-pemanis', 'Brown Sugar 500 g', 'Brown Sugar Halus 500 g', 'Tropicana Slim', 'pcs', 0.5, [18, 12, 4], 26000],
  ['mentega-margarin', 'Mentega Tawar 227 g', 'Mentega Tawar (Unsalted Butter) 227 g', 'Anchor', 'pcs', 0.23, [12, 7, 4], 52000, true],
  ['mentega-margarin', 'Butter Wijsman 454 g', 'Butter Wijsman Kaleng 454 g', 'Wijsman', 'kaleng', 0.5, [10, 10, 8], 145000],
  ['mentega-margarin', 'Margarin Cake & Cookie 1 kg', 'Margarin Cake & Cookie 1 kg', 'Blue Band', 'pcs', 1, [20, 14, 6], 48000],
  ['mentega-margarin', 'Roombutter 1 kg', 'Roombutter Palmia 1 kg', 'Palmia', 'pcs', 1, [20, 14, 6], 62000],
  ['mentega-margarin', 'Pastry Margarine 2 kg', 'Pastry Margarine Lembaran 2 kg', 'Korsvet', 'pcs', 2, [30, 20, 5], 98000],
  ['mentega-margarin', 'Mentega Asin 200 g', 'Mentega Asin (Salted Butter) 200 g', 'Orchid', 'pcs', 0.2, [12, 7, 4], 36000],
  ['cokelat', 'Cokelat Batang Dark 1 kg', 'Cokelat Batang Dark Compound 1 kg', 'Collata', 'pcs', 1, [25, 12, 3], 62000, true],
  ['cokelat', 'Cokelat Batang Milk 1 kg', 'Cokelat Batang Milk Compound 1 kg', 'Collata', 'pcs', 1, [25, 12, 3], 64000],
  ['cokelat', 'Cokelat Couverture Dark 56% 1 kg', 'Cokelat Couverture Dark 56% Koin 1 kg', 'Tulip', 'pcs', 1, [26, 18, 6], 185000],
  ['cokelat', 'Cokelat Bubuk 250 g', 'Cokelat Bubuk Premium 250 g', 'Van Houten', 'pcs', 0.25, [12, 8, 12], 58000, true],
  ['cokelat', 'Dark Chocolate Chips 1 kg', 'Dark Chocolate Chips Tahan Panggang 1 kg', 'Collata', 'pcs', 1, [25, 16, 6], 72000],
  ['cokelat', 'Meses Cokelat 225 g', 'Meses Cokelat Butir 225 g', 'Ceres', 'pcs', 0.23, [14, 9, 5], 24000],
  ['susu-krim', 'Whipping Cream Cair 1 L', 'Whipping Cream Cair UHT 1 L', 'Elle & Vire', 'kotak', 1.05, [10, 7, 20], 115000, true],
  ['susu-krim', 'Whipping Cream Bubuk 150 g', 'Whipping Cream Bubuk 150 g', 'Pondan', 'pcs', 0.15, [16, 11, 3], 21000],
  ['susu-krim', 'Susu Bubuk Full Cream 1 kg', 'Susu Bubuk Full Cream 1 kg', 'Indomilk', 'pcs', 1, [25, 16, 7], 98000],
  ['susu-krim', 'Susu Kental Manis 370 g', 'Susu Kental Manis Putih 370 g', 'Frisian Flag', 'kaleng', 0.4, [7, 7, 10], 13500],
  ['susu-krim', 'Cream Cheese 250 g', 'Cream Cheese Lembut 250 g', 'Anchor', 'pcs', 0.25, [12, 7, 5], 68000],
  ['susu-krim', 'Keju Cheddar 2 kg', 'Keju Cheddar Blok 2 kg', 'Prochiz', 'pcs', 2, [28, 10, 8], 145000],
  ['susu-krim', 'Santan Kental 1 L', 'Santan Kental UHT 1 L', 'Kara', 'kotak', 1.05, [10, 7, 20], 42000],
  ['bahan-pengembang', 'Ragi Instan 11 g isi 3', 'Ragi Instan Sachet 11 g isi 3', 'Fermipan', 'pak', 0.04, [12, 9, 2], 9000, true],
  ['bahan-pengembang', 'Ragi Instan 500 g', 'Ragi Instan Gold 500 g', 'Saf-Instant', 'pcs', 0.5, [14, 9, 6], 68000],
  ['bahan-pengembang', 'Baking Powder 110 g', 'Baking Powder Double Acting 110 g', 'Hercules', 'pcs', 0.11, [7, 7, 9], 14000],
  ['bahan-pengembang', 'Soda Kue 81 g', 'Soda Kue (Baking Soda) 81 g', 'Koepoe Koepoe', 'pcs', 0.08, [7, 7, 8], 7000],
  ['bahan-pengembang', 'Bread Improver 500 g', 'Bread Improver 500 g', 'Baker\'s Bonus', 'pcs', 0.5, [16, 11, 5], 32000],
  ['bahan-pengembang', 'Pengemulsi SP 70 g', 'Pengemulsi Cake (SP) 70 g', 'Koepoe Koepoe', 'pcs', 0.07, [7, 7, 7], 12500],
  ['perisa-pewarna', 'Pasta Pandan 30 ml', 'Pasta Pandan 30 ml', 'Koepoe Koepoe', 'botol', 0.05, [4, 4, 10], 11000],
  ['perisa-pewarna', 'Essence Vanili 60 ml', 'Essence Vanili Murni 60 ml', 'Butterfly', 'botol', 0.08, [5, 5, 12], 18000],
  ['perisa-pewarna', 'Vanili Bubuk 10 g', 'Vanili Bubuk 10 g isi 5', 'Koepoe Koepoe', 'pak', 0.06, [10, 8, 2], 8500],
  ['perisa-pewarna', 'Pewarna Gel Set 6 Warna', 'Pewarna Makanan Gel Set 6 Warna', 'Wilton', 'set', 0.15, [15, 10, 4], 89000],
  ['perisa-pewarna', 'Pasta Moka 30 ml', 'Pasta Moka 30 ml', 'Koepoe Koepoe', 'botol', 0.05, [4, 4, 10], 11000],
  ['kacang-buah-kering', 'Almond Slice 250 g', 'Kacang Almond Slice 250 g', 'Baker\'s Corner', 'pcs', 0.25, [18, 12, 4], 54000],
  ['kacang-buah-kering', 'Kismis 250 g', 'Kismis Hitam 250 g', 'Sunsweet', 'pcs', 0.25, [16, 11, 4], 29000],
  ['kacang-buah-kering', 'Kacang Mete 250 g', 'Kacang Mete Utuh Panggang 250 g', 'Dua Kelinci', 'pcs', 0.25, [18, 12, 4], 72000],
  ['kacang-buah-kering', 'Kurma Sukari 500 g', 'Kurma Sukari 500 g', 'Al Qassim', 'kotak', 0.55, [18, 12, 5], 85000],
  ['kacang-buah-kering', 'Cranberry Kering 200 g', 'Cranberry Kering 200 g', 'Ocean Spray', 'pcs', 0.2, [16, 11, 4], 48000],
  ['peralatan-baking', 'Loyang Bulat 20 cm', 'Loyang Bulat Bongkar Pasang 20 cm', 'Kaiser', 'pcs', 0.45, [22, 22, 8], 89000, true],
  ['peralatan-baking', 'Loyang Persegi 22 cm', 'Loyang Persegi Anti Lengket 22 x 22 cm', 'Kaiser', 'pcs', 0.5, [24, 24, 6], 95000],
  ['peralatan-baking', 'Loyang Roti Tawar', 'Loyang Roti Tawar dengan Tutup 20 x 10 cm', 'Sanneng', 'pcs', 0.6, [22, 12, 12], 115000],
  ['peralatan-baking', 'Loyang Muffin 12 Lubang', 'Loyang Muffin 12 Lubang Anti Lengket', 'Kaiser', 'pcs', 0.55, [35, 27, 4], 99000],
  ['peralatan-baking', 'Spatula Silikon', 'Spatula Silikon Tahan Panas 27 cm', 'OXO', 'pcs', 0.08, [28, 5, 2], 45000],
  ['peralatan-baking', 'Whisk Stainless 30 cm', 'Pengocok Telur (Whisk) Stainless 30 cm', 'Tescoma', 'pcs', 0.12, [30, 7, 7], 52000],
  ['peralatan-baking', 'Mixer Tangan 5 Kecepatan', 'Mixer Tangan 5 Kecepatan 300 W', 'Philips', 'pcs', 1.3, [30, 20, 15], 489000, true],
  ['peralatan-baking', 'Timbangan Digital 5 kg', 'Timbangan Dapur Digital 5 kg', 'Camry', 'pcs', 0.6, [25, 18, 5], 125000],
  ['peralatan-baking', 'Rolling Pin Kayu', 'Rolling Pin Kayu 40 cm', 'Kitchen Art', 'pcs', 0.35, [40, 6, 6], 39000],
  ['peralatan-baking', 'Kertas Roti 30 cm x 5 m', 'Kertas Roti (Baking Paper) 30 cm x 5 m', 'Bagus', 'rol', 0.15, [32, 5, 5], 21000],
  ['peralatan-baking', 'Cetakan Kue Kering Set', 'Cetakan Kue Kering Set 12 Bentuk', 'Sanneng', 'set', 0.25, [20, 15, 4], 49000],
  ['peralatan-baking', 'Piping Bag & Spuit Set', 'Piping Bag dan Spuit Set 24 pcs', 'Wilton', 'set', 0.2, [20, 15, 5], 79000],
  ['peralatan-baking', 'Cooling Rack', 'Cooling Rack Stainless 40 x 25 cm', 'Kaiser', 'pcs', 0.4, [40, 25, 2], 69000],
  ['peralatan-baking', 'Termometer Oven', 'Termometer Oven Analog', 'Taylor', 'pcs', 0.1, [10, 8, 5], 59000],
  ['kemasan', 'Mika Kue Isi 50', 'Mika Kue Persegi Isi 50', 'Sinar Plastik', 'pak', 0.6, [20, 20, 15], 35000],
  ['kemasan', 'Dus Kue 20 x 20 Isi 25', 'Dus Kue Putih 20 x 20 cm Isi 25', 'Kemasku', 'pak', 1.1, [21, 21, 10], 45000],
  ['kemasan', 'Plastik Roti Isi 100', 'Plastik Roti Transparan 15 x 25 cm Isi 100', 'Sinar Plastik', 'pak', 0.3, [26, 16, 3], 18000],
  ['kemasan', 'Paper Cup Muffin Isi 100', 'Paper Cup Muffin 5 cm Isi 100', 'Kemasku', 'pak', 0.15, [10, 10, 8], 16000],
];

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' dan ')
    .replace(/%/g, ' persen ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The seeded products, in id order. */
export const SEED_PRODUCTS: readonly SeedProduct[] = (() => {
  const perCategory = new Map<StoreCategorySlug, number>();
  return rows.map(([category_slug, short_name, long_name, brand, uom, weight, [length, width, height], base_price, top], index) => {
    const n = (perCategory.get(category_slug) ?? 0) + 1;
    perCategory.set(category_slug, n);
    const rating = Math.round((4 + ((index * 7) % 10) / 10) * 10) / 10;
    return {
      slug: slugify(long_name),
      item_code: `DK-${CODE_PREFIX[category_slug]}-${String(n).padStart(3, '0')}`,
      short_name,
      long_name,
      brand,
      category: STORE_CATEGORIES[category_slug],
      category_slug,
      uom,
      weight,
      length,
      width,
      height,
      base_price,
      is_top_product: top ?? false,
      rating: index % 6 === 5 ? 0 : rating,
      total_review: index % 6 === 5 ? 0 : 5 + ((index * 37) % 240),
      description:
        `<p>${long_name} dari ${brand}. Cocok untuk kebutuhan baking rumahan maupun usaha.</p>` +
        `<ul><li>Berat: ${weight} kg</li><li>Ukuran kemasan: ${length} x ${width} x ${height} cm</li></ul>`,
    };
  });
})();

/** Freight factor per warehouse code, applied to the base price. */
export const WAREHOUSE_PRICE_FACTOR: Record<string, number> = { 'WH-JKT': 1.02, 'WH-BDG': 1, 'WH-SBY': 1.05 };

/** Price factor and margin per type and tier (tier 1 = best customers). */
export const PRICE_TIERS: ReadonlyArray<{ type: 'b2c' | 'b2b'; tier: 1 | 2 | 3; factor: number; margin: number }> = [
  { type: 'b2c', tier: 3, factor: 1, margin: 0.25 },
  { type: 'b2c', tier: 2, factor: 0.96, margin: 0.21 },
  { type: 'b2c', tier: 1, factor: 0.92, margin: 0.17 },
  { type: 'b2b', tier: 3, factor: 0.9, margin: 0.15 },
  { type: 'b2b', tier: 2, factor: 0.86, margin: 0.11 },
  { type: 'b2b', tier: 1, factor: 0.82, margin: 0.07 },
];

/** Price of a product for a warehouse, type and tier, rupiah rounded to Rp 100. */
export function priceFor(product: Pick<SeedProduct, 'base_price'>, warehouseCode: string, factor: number): number {
  const raw = product.base_price * (WAREHOUSE_PRICE_FACTOR[warehouseCode] ?? 1) * factor;
  return Math.max(100, Math.round(raw / 100) * 100);
}

/**
 * Products that are out of stock (0 units) in one warehouse, by slug → warehouse code. Everything else has
 * between 12 and 250 units. Cart add for these answers 436 'Item stok sudah habis' (commerce spec §8).
 */
export const OUT_OF_STOCK: ReadonlyArray<{ slug: string; warehouse: string }> = [
  { slug: 'kismis-hitam-250-g', warehouse: 'WH-BDG' },
  { slug: 'termometer-oven-analog', warehouse: 'WH-BDG' },
  { slug: 'tepung-almond-halus-blanched-250-g', warehouse: 'WH-JKT' },
  { slug: 'butter-wijsman-kaleng-454-g', warehouse: 'WH-SBY' },
  { slug: 'kurma-sukari-500-g', warehouse: 'WH-SBY' },
];

/** Deterministic stock of a product (index in {@link SEED_PRODUCTS}) in a warehouse. */
export function stockFor(index: number, slug: string, warehouseCode: string, warehouseIndex: number): number {
  if (OUT_OF_STOCK.some((o) => o.slug === slug && o.warehouse === warehouseCode)) return 0;
  return 12 + ((index * 53 + warehouseIndex * 31) % 239);
}
