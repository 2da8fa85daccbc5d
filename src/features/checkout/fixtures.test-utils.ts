/** Test fixtures for the checkout feature (only tests import this file). */
import type { Warehouse } from '../../api/catalogue';
import type { Courier, DeliveryMethod } from '../../api/shipper';
import type { Address } from '../../api/user';
import type { StoredCheckout } from '../../lib/checkout-storage';

export const courier = (over: Partial<Courier> = {}): Courier => ({
  logistic_id: 1,
  logistic_name: 'JNE',
  logistic_code: 'jne',
  logistic_logo: '/img/jne.png',
  logistic_rate_id: 11,
  logistic_rate_type: 'regular',
  min_day: 1,
  max_day: 2,
  currency: 'IDR',
  unit_price: 18_000,
  total_price: 18_000,
  final_price: 18_000,
  discount: 0,
  discount_value: 0,
  insurance_fee: 2_000,
  must_use_insurance: false,
  insurance_applied: false,
  liability_value: 0,
  is_default: false,
  ...over,
});

export const method = (over: Partial<DeliveryMethod> = {}): DeliveryMethod => ({
  type: 'regular',
  name: 'Reguler',
  pricing: {
    logistic_rate_id: 11,
    logistic_name: 'JNE',
    logistic_code: 'jne',
    logistic_logo: '/img/jne.png',
    min_day: 1,
    max_day: 2,
    insurance_fee: 2_000,
    must_use_insurance: false,
    final_price: 18_000,
  },
  courier_count: 2,
  ...over,
});

export const warehouseBandung: Warehouse = {
  id: 2,
  erp_id: 'ERP-BDG',
  city_id: '32.73',
  province_id: '32',
  district_id: '32.73.01',
  village_id: '32.73.01.1001',
  zone_id: 2,
  code: 'WH-BDG',
  slug: 'bandung',
  name: 'Gudang Bandung',
  address: 'Jl. Soekarno-Hatta 1, Bandung',
  postal_code: '40286',
  telephone: '0221234567',
  latitude: -6.9175,
  longitude: 107.6191,
  can_be_order: true,
  is_active: true,
};

export const addressBandung: Address = {
  default: true,
  id: 5,
  label: 'Rumah',
  recipient: 'Anggota Demo',
  address: 'Jl. Sarijadi Raya No. 10',
  phone: '081234567890',
  note: '',
  village_id: '32.73.01.1001',
  village: 'SARIJADI',
  postal_code: '40151',
  latitude: -6.87,
  longitude: 107.58,
  area: { province_id: '32', province_name: 'JAWA BARAT', city_id: '32.73', city_name: 'KOTA BANDUNG', district_id: '32.73.01', district_name: 'SUKASARI' },
};

export const addressFar: Address = {
  ...addressBandung,
  id: 6,
  default: false,
  label: 'Kampung',
  address: 'Jl. Raya Pangandaran 5',
  village_id: '32.18.01.2001',
  village: 'PANGANDARAN',
  postal_code: '46396',
  latitude: -7.69,
  longitude: 108.65,
  area: { province_id: '32', province_name: 'JAWA BARAT', city_id: '32.18', city_name: 'KABUPATEN PANGANDARAN', district_id: '32.18.01', district_name: 'PANGANDARAN' },
};

/** A stored checkout: a course and two units of a product from Bandung, promo HEMAT50, no step taken yet. */
export const storedCheckout: StoredCheckout = {
  invoice: 'INV-1',
  promoCode: 'HEMAT50',
  promoSelected: true,
  promoUsed: true,
  price: { lms_before_discount: 300_000, ecom_before_discount: 30_000, lms_discount: 50_000, promo_discount: 50_000, delivery_cost: 0, insurance_cost: 0, total: 230_000 },
  lms: [
    {
      id: 11, item_id: 101, quantity: 1, price_type: 'b2c', price_tier: 3, warehouse_id: null, slug: 'roti', category_slug: 'bread',
      title: 'Kursus Roti Sobek', thumbnail: '/r.jpg', price: 250_000, price_discount_flag: true, price_discount: 50_000, price_before_discount: 300_000,
    },
  ],
  ecom: [
    {
      id: 21, item_id: 201, quantity: 2, price_type: 'b2c', price_tier: 3, warehouse_id: 2, slug: 'tepung', category_slug: 'tepung',
      title: 'Tepung Terigu 1 kg', thumbnail: '/t.jpg', price: 15_000, sku: 'TPG-1', stock: 5, height: 10, width: 10, length: 20, weight: 1.25,
    },
  ],
  warehouse: warehouseBandung,
  zone: { id: 2, name: 'Bandung', slug: 'bandung' },
  progress: { addressId: null, methodType: null, courierRateId: null, insuranceApplied: false },
};
