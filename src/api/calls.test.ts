/**
 * The calls of portal §7 and commerce §7, as the SPA makes them: for each, the method, the path and the parameters
 * the documents list (limits, orders, JSON lists) are read off the request that leaves the transport. fetch is a
 * fake that records the request and answers an empty success (the answer's shape is each call's own test's
 * business; here only what is sent counts). Where the document leaves a path out ('Path not shown') the path is the
 * project's (docs/api-contract.md).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCities, getCity, getDistrict, getDistricts, getProvince, getProvinces, getVillage, getVillages } from './area';
import { getB2bStatus, submitB2bRegistration } from './b2b-register';
import { getWorkInfo } from './assignment';
import { addToCart, calculateCart, deleteCartItems, getCart } from './cart';
import { getCourseDetail, getCourses, getPopularCourses, getProductDetail, getProducts, getSitemap, getZones } from './catalogue';
import { downloadWebinarCertificate, generateCertificate, getMyCertificates, renameCertificate } from './certificate';
import { configureApi } from './client';
import { getAboutUs, getFaq, getFaqDetail, getOrganizationStructure } from './content';
import { getMyEvents } from './event';
import { getHelpCenter } from './help';
import { inviteFriend } from './invite';
import { getMediaPosts } from './media';
import { getAssessorCourses, getMyCourses, getSubscriptionCourses } from './my-course';
import { getMyVouchers } from './my-voucher';
import { addOrder, getTransaction, getTransactions, payOrder, payWaitingOrder } from './order';
import { changePassword, editProfile } from './profile';
import { checkPromo, getMyPromos, getPromoDetail, getPromos } from './promo';
import { generateReferralCode, getMyReferralCode } from './referral';
import { getMyReview, getMyReviews, storeReview, updateReview } from './review';
import { getSchedules } from './schedule';
import { getCouriers, getDeliveryMethods } from './shipper';
import { getStoreBrands, getStoreCategories, getZoneDetail } from './store';
import { forgetActiveSubscription, getActiveSubscription, getPackageDetail, getPackages, paySubscription } from './subscription';
import { getSurveyQuestions, storeSurvey } from './survey';
import { addAddress, deleteAddress, getAddress, getAddresses, getUserInfo, setDefaultAddress, updateAddress } from './user';
import { submitVoucher } from './voucher-claim';
import { addWishlistCourseToCart, deleteWishlist, getCourseWishlist, getStoreWishlist, storeWishlist } from './wishlist';

interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  json: unknown;
}
let sent: Sent[];

beforeEach(() => {
  sent = [];
  forgetActiveSubscription();
  configureApi({
    prefixUrl: 'http://gw.test/api/',
    getToken: () => 'tok',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init);
      const url = new URL(req.url);
      const text = req.method === 'GET' ? '' : await req.text();
      sent.push({ method: req.method, path: url.pathname.replace('/api/', ''), query: Object.fromEntries(url.searchParams), json: text ? JSON.parse(text) : undefined });
      return new Response(JSON.stringify({ status: true, code: 200, message: 'OK', result: null }), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
});
afterEach(() => configureApi({ prefixUrl: '/api/', getToken: () => undefined, fetch: undefined }));

/** Make the call and answer what left the transport (the empty answer may not fit the call's schema: ignored). */
async function request(make: () => Promise<unknown>): Promise<Sent> {
  await make().catch(() => undefined);
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

const addressBody = {
  label: 'Rumah',
  recipient: 'Sari',
  address: 'Jl. Merdeka 1',
  district_id: '32.73.01',
  village_id: '32.73.01.1001',
  village: 'Sukajadi',
  postcode: '40162',
  latitude: -6.9,
  longitude: 107.6,
  phone: '081234567890',
  note: '',
};
const line = { type: 'ecom' as const, item_id: 4, quantity: 2 };
const logistic = { name: 'JNE', rate: 'regular', rate_id: 1, distance: 3.2, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 9000 };
const userInfo = { id: 7, name: 'Sari', email: 'sari@demo.test', phone: '081234567890' };

type Row = [label: string, make: () => Promise<unknown>, expected: Partial<Sent>];

describe('portal §7: the calls it makes', () => {
  it.each<Row>([
    ['GET lms/courses with limit, page, sort, order, status, flag_category and category_id as a list string', () => getCourses({ limit: 10, page: 1, sort: 'desc', order: 'latest', status: 'active', flag_category: true, category_id: [1, 2] }), { method: 'GET', path: 'lms/courses', query: { limit: '10', page: '1', sort: 'desc', order: 'latest', status: 'active', flag_category: 'true', category_id: '[1,2]' } }],
    ['GET lms/courses/{slug} with status=active and the member', () => getCourseDetail('roti-sobek', 7), { method: 'GET', path: 'lms/courses/roti-sobek', query: { status: 'active', user_id: '7' } }],
    ['GET lms/courses/popular (10 for Home)', () => getPopularCourses(), { method: 'GET', path: 'lms/courses/popular', query: { limit: '10' } }],
    ['GET lms/media/blog-content/category with limit, page, order, sort', () => getMediaPosts({ limit: 10, page: 1, order: 'date_publish', sort: 'desc' }), { method: 'GET', path: 'lms/media/blog-content/category', query: { limit: '10', page: '1', order: 'date_publish', sort: 'desc' } }],
    ['GET store/brand', () => getStoreBrands(), { method: 'GET', path: 'store/brand', query: {} }],
    ['GET store/category', () => getStoreCategories(), { method: 'GET', path: 'store/category', query: {} }],
    ['GET store/product with limit, type, tier, warehouse, zone_id, is_top', () => getProducts({ limit: 20, type: 'b2c', tier: 3, warehouse: 1, zone_id: 2, is_top: true }), { method: 'GET', path: 'store/product', query: { limit: '20', type: 'b2c', tier: '3', warehouse: '1', zone_id: '2', is_top: 'true' } }],
    ['GET store/product/detail with slug, user_id, type, tier, warehouse', () => getProductDetail({ slug: 'tepung', user_id: 7, type: 'b2c', tier: 3, warehouse: 1 }), { method: 'GET', path: 'store/product/detail', query: { slug: 'tepung', user_id: '7', type: 'b2c', tier: '3', warehouse: '1' } }],
    ['GET store/zone: limit 1000, page 1, order id, sort asc', () => getZones(), { method: 'GET', path: 'store/zone', query: { limit: '1000', page: '1', order: 'id', sort: 'asc' } }],
    ['GET store/zone/detail by id', () => getZoneDetail({ id: 2 }), { method: 'GET', path: 'store/zone/detail', query: { id: '2' } }],
    ['sitemap content with channel and key', () => getSitemap('warehouse_default', 'portal'), { method: 'GET', path: 'lms/helper/settings/site_map', query: { channel: 'portal', key: 'warehouse_default' } }],
    ['GET lms/helper/settings/faq', () => getFaq(), { method: 'GET', path: 'lms/helper/settings/faq', query: {} }],
    ['GET lms/helper/settings/faq_detail by id', () => getFaqDetail(3), { method: 'GET', path: 'lms/helper/settings/faq_detail', query: { id: '3' } }],
    ['help centre: GET lms/helper/settings/help-center with channel', () => getHelpCenter('ecom'), { method: 'GET', path: 'lms/helper/settings/help-center', query: { channel: 'ecom' } }],
    ['About Us content with its channel', () => getAboutUs('lms'), { method: 'GET', path: 'lms/helper/settings/about_us', query: { channel: 'lms' } }],
    ['organisation structure with status=active', () => getOrganizationStructure(), { method: 'GET', path: 'lms/helper/settings/organization_structure', query: { status: 'active' } }],
    ['GET lms/users/info', () => getUserInfo(), { method: 'GET', path: 'lms/users/info', query: {} }],
    ['PUT lms/users/edit with the profile payload', () => editProfile({ firstname: 'Sari', lastname: '', gender: 'female', no_telp: '081234567890', birthday: '1990-01-31', biography: '', image: '', education: 'S1', address_data: { address: 'Jl. Merdeka 1', district_id: '32.73.01', village_id: '32.73.01.1001', village: 'Sukajadi', postcode: '40162', latitude: -6.9, longitude: 107.6 } } as never), { method: 'PUT', path: 'lms/users/edit' }],
    ['POST lms/users/change_password with old_password, new_password, re_password', () => changePassword({ old_password: 'lama12345', new_password: 'baru12345', re_password: 'baru12345' }), { method: 'POST', path: 'lms/users/change_password', json: { old_password: 'lama12345', new_password: 'baru12345', re_password: 'baru12345' } }],
    ['GET lms/users/address with limit 100', () => getAddresses(), { method: 'GET', path: 'lms/users/address', query: { limit: '100', page: '1' } }],
    ['POST lms/users/address with default and the address fields', () => addAddress({ default: true, ...addressBody } as never), { method: 'POST', path: 'lms/users/address', json: { default: true, ...addressBody } }],
    ['GET lms/users/address/{id}', () => getAddress(5), { method: 'GET', path: 'lms/users/address/5' }],
    ['PUT lms/users/address/{id} without default', () => updateAddress(5, addressBody as never), { method: 'PUT', path: 'lms/users/address/5', json: addressBody }],
    ['DELETE lms/users/address/{id}', () => deleteAddress(5), { method: 'DELETE', path: 'lms/users/address/5' }],
    ['POST lms/users/default_address/{id}', () => setDefaultAddress(5), { method: 'POST', path: 'lms/users/default_address/5' }],
    ['invite by e-mail: payload email (path lms/users/invite)', () => inviteFriend({ email: 'teman@demo.test' }), { method: 'POST', path: 'lms/users/invite', json: { email: 'teman@demo.test' } }],
    ['GET lms/users/b2b_register/status', () => getB2bStatus(), { method: 'GET', path: 'lms/users/b2b_register/status' }],
    ['POST lms/users/b2b_register/submit', () => submitB2bRegistration({ company_name: 'PT Roti', npwp: '012345678901234', document_url: 'http://x/y.png' } as never), { method: 'POST', path: 'lms/users/b2b_register/submit' }],
    ['GET lms/users/my_course', () => getMyCourses({ user_id: 7, page: 1 }), { method: 'GET', path: 'lms/users/my_course', query: { limit: '5', user_id: '7', page: '1' } }],
    ['GET lms/certificate/list/user/{id} with limit, q, status, page', () => getMyCertificates(7, { page: 2, q: 'roti', status: 'all' }), { method: 'GET', path: 'lms/certificate/list/user/7', query: { limit: '5', page: '2', q: 'roti', status: 'all' } }],
    ['GET lms/community/point/get_my_referral_code/{id}', () => getMyReferralCode(7), { method: 'GET', path: 'lms/community/point/get_my_referral_code/7' }],
    ['POST lms/community/point/generate_referral_code with id_user', () => generateReferralCode(7), { method: 'POST', path: 'lms/community/point/generate_referral_code', json: { id_user: 7 } }],
    ['wishlist courses: GET lms/component/wishlist/lms with limit 5, q, page, user_id', () => getCourseWishlist({ user_id: 7, page: 2, q: 'roti' }), { method: 'GET', path: 'lms/component/wishlist/lms', query: { limit: '5', page: '2', q: 'roti', user_id: '7' } }],
    ['wishlist store: GET lms/component/wishlist/ecom with the same params', () => getStoreWishlist({ user_id: 7, page: 1 }), { method: 'GET', path: 'lms/component/wishlist/ecom', query: { limit: '5', page: '1', user_id: '7' } }],
    ['DELETE lms/component/wishlist/delete/{id} with body user_id', () => deleteWishlist(9, 7), { method: 'DELETE', path: 'lms/component/wishlist/delete/9', json: { user_id: 7 } }],
    ['POST lms/component/wishlist/store with type, product_id, user_id and for ecom the price list and warehouse', () => storeWishlist({ type: 'ecom', product_id: 4, user_id: 7, pricelist_tier: 3, pricelist_type: 'b2c', warehouse_id: 1 }), { method: 'POST', path: 'lms/component/wishlist/store', json: { type: 'ecom', product_id: 4, user_id: 7, pricelist_tier: 3, pricelist_type: 'b2c', warehouse_id: 1 } }],
    ['cart from the wishlist: user_id, carts [{type lms, item_id, quantity 1}], update_cart true', () => addWishlistCourseToCart(7, 12), { method: 'POST', path: 'lms/finance/cart/add', json: { user_id: 7, carts: [{ type: 'lms', item_id: 12, quantity: 1 }], update_cart: true } }],
    ['POST lms/courses/erp/submit_voucher with nama_customer, no_hp, code', () => submitVoucher({ nama_customer: 'Sari', no_hp: '081234567890', code: 'RESTO2026' }), { method: 'POST', path: 'lms/courses/erp/submit_voucher', json: { nama_customer: 'Sari', no_hp: '081234567890', code: 'RESTO2026' } }],
  ])('sends %s', async (_label, make, expected) => {
    expect(await request(make)).toMatchObject(expected);
  });

  it.each<Row>([
    ['province list: order name, sort asc, limit 1000', () => getProvinces(), { path: 'lms/helper/area/province', query: { order: 'name', sort: 'asc', limit: '1000' } }],
    ['cities by province_id', () => getCities('32'), { path: 'lms/helper/area/city', query: { order: 'name', sort: 'asc', limit: '1000', province_id: '32' } }],
    ['districts by city_id', () => getDistricts('32.73'), { path: 'lms/helper/area/district', query: { order: 'name', sort: 'asc', limit: '1000', city_id: '32.73' } }],
    ['villages by city, district and province names', () => getVillages({ province: 'Jawa Barat', city: 'Kota Bandung', district: 'Sukajadi' }), { path: 'lms/helper/area/vilage', query: { order: 'name', sort: 'asc', limit: '1000', province: 'Jawa Barat', city: 'Kota Bandung', district: 'Sukajadi' } }],
    ['province by id', () => getProvince('32'), { path: 'lms/helper/area/province/32' }],
    ['city by id', () => getCity('32.73'), { path: 'lms/helper/area/city/32.73' }],
    ['district by id', () => getDistrict('32.73.01'), { path: 'lms/helper/area/district/32.73.01' }],
    ['village by id', () => getVillage('32.73.01.1001'), { path: 'lms/helper/area/vilage/32.73.01.1001' }],
  ])('area lookup: GET %s', async (_label, make, expected) => {
    expect(await request(make)).toMatchObject({ method: 'GET', ...expected });
  });
});

describe('commerce §7: the calls it makes', () => {
  it.each<Row>([
    ['cart fetch: user_id, warehouse_id, pricelist_tier, pricelist_type, limit, page', () => getCart({ user_id: 7, warehouse_id: 1, pricelist_type: 'b2c', pricelist_tier: 3, limit: 1000, page: 1 }), { method: 'GET', path: 'lms/finance/cart', query: { user_id: '7', warehouse_id: '1', pricelist_type: 'b2c', pricelist_tier: '3', limit: '1000', page: '1' } }],
    ['cart add: user_id, carts [{type, item_id, quantity}], warehouse_id, price_type, price_tier, update_cart=true', () => addToCart({ user_id: 7, carts: [line], warehouse_id: 1, price_type: 'b2c', price_tier: 3, update_cart: true }), { method: 'POST', path: 'lms/finance/cart/add', json: { user_id: 7, carts: [line], warehouse_id: 1, price_type: 'b2c', price_tier: 3, update_cart: true } }],
    ['cart delete: user_id, cart_id[]', () => deleteCartItems({ user_id: 7, cart_id: [3, 4] }), { method: 'DELETE', path: 'lms/finance/cart/delete', json: { user_id: 7, cart_id: [3, 4] } }],
    ['cart calculation: user_id, price_type, price_tier, warehouse_id, cart[], promo_code, logistic', () => calculateCart({ user_id: 7, price_type: 'b2c', price_tier: 3, warehouse_id: 1, cart: [line], promo_code: 'HEMAT', logistic }), { method: 'POST', path: 'lms/finance/cart/calculation', json: { user_id: 7, price_type: 'b2c', price_tier: 3, warehouse_id: 1, cart: [line], promo_code: 'HEMAT', logistic } }],
    ['order add: user_id, user_info, price_type, price_tier, warehouse, order[], promo_code', () => addOrder({ user_id: 7, user_info: userInfo, price_type: 'b2c', price_tier: 3, warehouse: null, order: [line], promo_code: '' }, 'k1'), { method: 'POST', path: 'lms/finance/order/add', json: { user_id: 7, user_info: userInfo, price_type: 'b2c', price_tier: 3, warehouse: null, order: [line], promo_code: '' } }],
    ['order payment: invoice, user_id, user_info, recipient, promo_code, logistic', () => payOrder({ invoice: 'INV-1', user_id: 7, user_info: userInfo, recipient: null, promo_code: '', logistic }, 'k2'), { method: 'POST', path: 'lms/finance/order/payment', json: { invoice: 'INV-1', user_id: 7, user_info: userInfo, recipient: null, promo_code: '', logistic } }],
    ['pay a waiting order from its detail (payment script on the transaction pages)', () => payWaitingOrder(7, 'INV-1'), { method: 'POST', path: 'lms/finance/transaction/payment', json: { user_id: 7, invoice: 'INV-1' } }],
    ['transaction detail: user_id, invoice', () => getTransaction(7, 'INV-1'), { method: 'GET', path: 'lms/finance/transaction/detail', query: { user_id: '7', invoice: 'INV-1' } }],
    ['transaction list: limit=5, order=id, sort=desc, user_id, page, status as a JSON array', () => getTransactions({ user_id: 7, page: 2, status: [1, 2] }), { method: 'GET', path: 'lms/finance/transaction', query: { user_id: '7', limit: '5', order: 'id', sort: 'desc', page: '2', status: '[1,2]' } }],
    ['promo check: GET lms/promotion/check with promo_code', () => checkPromo(' HEMAT '), { method: 'GET', path: 'lms/promotion/check', query: { promo_code: 'HEMAT' } }],
    ['promo list: limit, page 1, order id, sort desc, status active, course_id as a JSON list', () => getPromos([3, 5]), { method: 'GET', path: 'lms/promotion', query: { limit: '10', page: '1', order: 'id', sort: 'desc', status: 'active', course_id: '[3,5]' } }],
    ['my promos: GET lms/promotion/user/my_promo with q and page', () => getMyPromos({ q: 'hemat', page: 2 }), { method: 'GET', path: 'lms/promotion/user/my_promo', query: { q: 'hemat', page: '2' } }],
    ['promo detail: GET lms/promotion/detail with promo_code, page, search', () => getPromoDetail('HEMAT', { page: 2, search: 'roti' }), { method: 'GET', path: 'lms/promotion/detail', query: { promo_code: 'HEMAT', page: '2', search: 'roti' } }],
    ['delivery method: POST shipper/domestic/pricing', () => getDeliveryMethods({ destination: { area_id: 1, address: 'Jl. Merdeka 1', lat: -6.9, lng: 107.6 } } as never), { method: 'POST', path: 'shipper/domestic/pricing' }],
    ['courier: POST shipper/domestic/rate', () => getCouriers({ rate_type: 'regular', get_default: true } as never), { method: 'POST', path: 'shipper/domestic/rate' }],
    ['my voucher: limit, user_id, search (from q), status, page', () => getMyVouchers({ user_id: 7, page: 2, q: 'roti', status: 'all' }), { method: 'GET', path: 'lms/finance/order/voucher/my_voucher', query: { limit: '10', user_id: '7', search: 'roti', status: 'all', page: '2' } }],
    ['subscription course list: user_id, limit, q, status, page', () => getSubscriptionCourses({ user_id: 7, page: 1, q: 'roti', status: 'all' }), { method: 'GET', path: 'lms/users/my_course/subscription', query: { limit: '5', user_id: '7', page: '1', q: 'roti', status: 'all' } }],
    ['assessor course list: user_id, limit, q, status, page', () => getAssessorCourses({ user_id: 7, page: 1 }), { method: 'GET', path: 'lms/users/my_course/assessor', query: { limit: '5', user_id: '7', page: '1' } }],
    ['work info: GET lms/courses/work/info with course_id', () => getWorkInfo(3), { method: 'GET', path: 'lms/courses/work/info', query: { course_id: '3' } }],
    ['assessor schedule: user_id, course_id, page=1, limit=1000', () => getSchedules({ user_id: 7, course_id: 3 }), { method: 'GET', path: 'lms/courses/schedule/assessor', query: { user_id: '7', course_id: '3', page: '1', limit: '1000' } }],
    ['certificate: POST lms/certificate/generate/course_completion', () => generateCertificate({ user_id: 7, course_id: 3 } as never), { method: 'POST', path: 'lms/certificate/generate/course_completion' }],
    ['webinar certificate: POST lms/certificate/webinar/download with user_id, schedule_id, course_id', () => downloadWebinarCertificate({ user_id: 7, schedule_id: 2, course_id: 3 }), { method: 'POST', path: 'lms/certificate/webinar/download', json: { user_id: 7, schedule_id: 2, course_id: 3 } }],
    ['certificate name update: PUT lms/certificate/update/course_completion/ with id, email, voucher, name', () => renameCertificate({ id: 4, email: 'sari@demo.test', voucher: 'CERT-1', name: 'Sari Dewi' }), { method: 'PUT', path: 'lms/certificate/update/course_completion/', json: { id: 4, email: 'sari@demo.test', voucher: 'CERT-1', name: 'Sari Dewi' } }],
    ['survey questions: GET lms/component/survey/question with limit 1000', () => getSurveyQuestions(3), { method: 'GET', path: 'lms/component/survey/question', query: { limit: '1000', page: '1', channel: 'lms', item_id: '3' } }],
    ['survey store: POST lms/component/survey with user_id, channel lms, item_id, schedule_id, answer[]', () => storeSurvey({ user_id: 7, channel: 'lms', item_id: 3, schedule_id: 2, answer: [{ survey_id: 1, user_answer: 'Baik' }] }), { method: 'POST', path: 'lms/component/survey', json: { user_id: 7, channel: 'lms', item_id: 3, schedule_id: 2, answer: [{ survey_id: 1, user_answer: 'Baik' }] } }],
    ['reviews: GET lms/component/rating/user/ecom', () => getMyReviews('ecom', { user_id: 7 }), { method: 'GET', path: 'lms/component/rating/user/ecom', query: { user_id: '7' } }],
    ['reviews: GET lms/component/rating/user/lms/{id}', () => getMyReview('lms', 8), { method: 'GET', path: 'lms/component/rating/user/lms/8' }],
    ['POST lms/component/rating/store', () => storeReview({ rating: 5 } as never), { method: 'POST', path: 'lms/component/rating/store' }],
    ['PUT lms/component/rating/update', () => updateReview({ id: 8, rating: 4 } as never), { method: 'PUT', path: 'lms/component/rating/update' }],
    ['GET lms/subscription/package_list', () => getPackages(), { method: 'GET', path: 'lms/subscription/package_list' }],
    ['GET lms/subscription/user_active_subscription with user_id', () => getActiveSubscription(7), { method: 'GET', path: 'lms/subscription/user_active_subscription', query: { user_id: '7' } }],
    ['GET lms/subscription/package_detail/{id}', () => getPackageDetail(2), { method: 'GET', path: 'lms/subscription/package_detail/2' }],
    ['POST lms/subscription/payment_snap/{packageId} with user_info and order', () => paySubscription(2, { user_info: userInfo, order: [{ type: 'subscription', quantity: 1, title: 'Lite Pass', price: 79000 }] } as never), { method: 'POST', path: 'lms/subscription/payment_snap/2', json: { user_info: userInfo, order: [{ type: 'subscription', quantity: 1, title: 'Lite Pass', price: 79000 }] } }],
    ['newest courses: GET lms/courses with limit=10, page=1, sort=desc, order=latest, status=active', () => getCourses({ limit: 10, page: 1, sort: 'desc', order: 'latest', status: 'active' }), { method: 'GET', path: 'lms/courses', query: { limit: '10', page: '1', sort: 'desc', order: 'latest', status: 'active' } }],
    ['event list: user_id, limit 5, q, page', () => getMyEvents({ user_id: 7, page: 1, q: 'roti' }), { method: 'GET', path: 'lms/events/my_event', query: { user_id: '7', page: '1', q: 'roti', limit: '5' } }],
  ])('sends %s', async (_label, make, expected) => {
    expect(await request(make)).toMatchObject(expected);
  });
});
