/**
 * Learning demo data (issue 10; commerce spec §2–§9 learning parts): the demo member anggota@demo.test has
 * courses at every stage of every schema, claimed vouchers, an active subscription, reviews and completed orders;
 * the assessor asesor@demo.test has assigned courses with one, several and no schedules; survey questions.
 *
 * None of anggota's seeded courses is one the end-to-end journeys or gateway suites buy as anggota
 * ({@link JOURNEY_COURSES}), so those journeys still start from courses anggota does not own. Dates are relative
 * to the seeding time; schedules start at 09:00 WIB.
 *
 * anggota's owned courses (course tab, newest first; order → enrolment):
 *
 * | slug | schema | stage |
 * |---|---|---|
 * | roti-manis-aneka-isi-untuk-usaha | normal | 100 %, assignment pending ('Upload Tugas'), survey missing |
 * | shokupan-roti-tawar-jepang | normal | 45 % |
 * | macaron-prancis-untuk-pemula | normal | 0 % |
 * | japanese-cheesecake-lembut | normal | 100 %, assignment submitted ('Menunggu Review'), survey done |
 * | pasta-carbonara-otentik | normal | 100 %, reviewed ('Lihat Review'), survey missing (certificate → 411) |
 * | steak-sempurna-di-rumah | offline | 0 % |
 * | mousse-cokelat-belgia | offline | 60 % |
 * | donat-kentang-empuk | offline | 100 %, assignment pending, survey missing |
 * | sate-madura-bumbu-kacang | sync2024 | 30 % |
 * | ramen-rumahan-kaldu-tonkotsu | sync2024 | 0 %, no schedule |
 * | creme-brulee-ala-restoran | sync2024 | 100 %, survey done, webinar certificate |
 * | gelato-rumahan-tanpa-mesin | webinar | 0 % |
 * | korean-bbq-dan-banchan | webinar | 70 % |
 * | nasi-liwet-sunda-komplet | webinar | 100 %, survey done, certificate |
 * | bagel-ala-new-york | webinar | 100 %, survey missing |
 * | dessert-box-kekinian-untuk-jualan | normal | 100 %, reviewed, survey done, certificate; completed order INV-LRN-0002 not yet reviewed ('Beri Ulasan') |
 * | lapis-legit-premium | offline | 100 %, reviewed, survey done, certificate; completed order INV-LRN-0001 already reviewed |
 * | 13 voucher courses | all four | see {@link SEED_VOUCHERS} |
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { ORDER_STATUS_TITLES } from '../services/order-status';
import { SEED_COURSES } from './courses';
import { SEED_ZONES } from './places';
import { PRICE_TIERS } from './products';
import { SEED_USERS } from './users';
import { TASK_UPLOAD_PATH } from '../../api/assignment';
import { storeFiles } from '../services/storage';
import { courseOrderLine, productOrderLine } from './orders';
import { subscriptionOrderLine } from '../services/subscription';
import { SUBSCRIPTION_ORDER_TYPE } from '../services/subscription-activation';
import { durationMonths, packagePayPrice, SUBSCRIPTION_MONTH_DAYS } from '../../api/subscription';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Courses the end-to-end journeys and gateway suites buy or order as anggota (tests/e2e/*.spec.ts,
 * src/gateway/*.test.ts) plus every free course (a suite orders "the first free course"): never seeded for anggota.
 */
export const JOURNEY_COURSES: readonly string[] = [
  'focaccia-rosemary-italia',
  'croissant-renyah-ala-prancis',
  'tiramisu-tanpa-oven',
  'rendang-padang-autentik',
  'soto-betawi-kuah-santan',
  'gudeg-jogja-manis-legit',
  // issue 6's suites (src/gateway/money.test.ts, hardening.test.ts)
  'ayam-betutu-bali',
  'salad-dan-dressing-rumahan',
  'pain-au-chocolat-berlapis',
];

/** One seeded learning state. */
export interface SeedStage {
  slug: string;
  percentage: number;
  survey: boolean;
  tugas: 'pending' | 'submitted' | 'review';
  /** A certificate: course completion, or a webinar one for the learner's schedule. */
  certificate?: 'course_completion' | 'webinar';
}

const REVIEW_HTML: Record<string, string> = {
  'pasta-carbonara-otentik':
    '<p><strong>Bagus!</strong> Saus carbonara sudah creamy tanpa krim dan telurnya tidak menggumpal.</p><ul><li>Kurangi sedikit garam pada air rebusan.</li><li>Pecorino bisa ditambah di akhir.</li></ul>',
  'dessert-box-kekinian-untuk-jualan':
    '<p>Lapisan dessert box rapi dan warnanya menarik. Perhatikan kepadatan <em>cream cheese</em> agar tidak turun saat dikirim.</p>',
  'lapis-legit-premium': '<p>Lapisan lapis legit tipis dan rata, aroma rempah pas. <strong>Nilai: A</strong>.</p>',
};

/** anggota's purchased courses by order (course-tab order within an order = array order). */
const PURCHASES: Array<{ invoice: string; daysAgo: number; status: 3 | 7; stages: SeedStage[]; product?: { slug: string; quantity: number; reviewed: boolean } }> = [
  {
    invoice: 'INV-LRN-0005',
    daysAgo: 10,
    status: 3,
    stages: [
      { slug: 'roti-manis-aneka-isi-untuk-usaha', percentage: 100, survey: false, tugas: 'pending' },
      { slug: 'shokupan-roti-tawar-jepang', percentage: 45, survey: false, tugas: 'pending' },
      { slug: 'macaron-prancis-untuk-pemula', percentage: 0, survey: false, tugas: 'pending' },
      { slug: 'japanese-cheesecake-lembut', percentage: 100, survey: true, tugas: 'submitted' },
      { slug: 'pasta-carbonara-otentik', percentage: 100, survey: false, tugas: 'review' },
    ],
  },
  {
    invoice: 'INV-LRN-0004',
    daysAgo: 20,
    status: 3,
    stages: [
      { slug: 'steak-sempurna-di-rumah', percentage: 0, survey: false, tugas: 'pending' },
      { slug: 'mousse-cokelat-belgia', percentage: 60, survey: false, tugas: 'pending' },
      { slug: 'donat-kentang-empuk', percentage: 100, survey: false, tugas: 'pending' },
      { slug: 'sate-madura-bumbu-kacang', percentage: 30, survey: false, tugas: 'pending' },
      { slug: 'ramen-rumahan-kaldu-tonkotsu', percentage: 0, survey: false, tugas: 'pending' },
    ],
  },
  {
    invoice: 'INV-LRN-0003',
    daysAgo: 45,
    status: 3,
    stages: [
      { slug: 'creme-brulee-ala-restoran', percentage: 100, survey: true, tugas: 'pending', certificate: 'webinar' },
      { slug: 'gelato-rumahan-tanpa-mesin', percentage: 0, survey: false, tugas: 'pending' },
      { slug: 'korean-bbq-dan-banchan', percentage: 70, survey: false, tugas: 'pending' },
      { slug: 'nasi-liwet-sunda-komplet', percentage: 100, survey: true, tugas: 'pending', certificate: 'course_completion' },
      { slug: 'bagel-ala-new-york', percentage: 100, survey: false, tugas: 'pending' },
    ],
  },
  {
    invoice: 'INV-LRN-0002',
    daysAgo: 60,
    status: 7,
    stages: [{ slug: 'dessert-box-kekinian-untuk-jualan', percentage: 100, survey: true, tugas: 'review', certificate: 'course_completion' }],
    product: { slug: 'whipping-cream-cair-uht-1-l', quantity: 2, reviewed: false },
  },
  {
    invoice: 'INV-LRN-0001',
    daysAgo: 75,
    status: 7,
    stages: [{ slug: 'lapis-legit-premium', percentage: 100, survey: true, tugas: 'review', certificate: 'course_completion' }],
    product: { slug: 'cokelat-batang-dark-compound-1-kg', quantity: 1, reviewed: true },
  },
];

/** anggota's claimed vouchers (orders paid with the code), newest claim first. */
export const SEED_VOUCHERS: ReadonlyArray<SeedStage & { code: string; invoice: string; daysAgo: number }> = [
  { code: 'PRK-7H2K9Q', invoice: 'INV-VCR-0013', daysAgo: 90, slug: 'bolu-pandan-lembut-anti-gagal', percentage: 100, survey: true, tugas: 'pending', certificate: 'course_completion' },
  { code: 'PRK-3M8XTA', invoice: 'INV-VCR-0012', daysAgo: 95, slug: 'mie-ayam-rumahan', percentage: 100, survey: true, tugas: 'pending', certificate: 'course_completion' },
  { code: 'PRK-Q4ZP2L', invoice: 'INV-VCR-0011', daysAgo: 100, slug: 'baguette-klasik-prancis', percentage: 20, survey: false, tugas: 'pending' },
  { code: 'PRK-N6VB8R', invoice: 'INV-VCR-0010', daysAgo: 105, slug: 'aneka-kue-basah-nusantara', percentage: 0, survey: false, tugas: 'pending' },
  { code: 'PRK-W2JC5E', invoice: 'INV-VCR-0009', daysAgo: 110, slug: 'pempek-palembang-kenyal', percentage: 55, survey: false, tugas: 'pending' },
  { code: 'PRK-K9TD3U', invoice: 'INV-VCR-0008', daysAgo: 115, slug: 'meal-prep-sehat-seminggu', percentage: 0, survey: false, tugas: 'pending' },
  { code: 'PRK-B5RS7Y', invoice: 'INV-VCR-0007', daysAgo: 120, slug: 'burger-gourmet-ala-kafe', percentage: 80, survey: false, tugas: 'pending' },
  { code: 'PRK-H8GF4M', invoice: 'INV-VCR-0006', daysAgo: 125, slug: 'dimsum-rumahan-untuk-usaha', percentage: 10, survey: false, tugas: 'pending' },
  { code: 'PRK-C3LN6W', invoice: 'INV-VCR-0005', daysAgo: 130, slug: 'masakan-fusion-nusantara-modern', percentage: 0, survey: false, tugas: 'pending' },
  { code: 'PRK-T7QE2H', invoice: 'INV-VCR-0004', daysAgo: 135, slug: 'sourdough-rumahan-ragi-alami', percentage: 35, survey: false, tugas: 'pending' },
  { code: 'PRK-E4YU9K', invoice: 'INV-VCR-0003', daysAgo: 140, slug: 'panna-cotta-dan-dessert-cup', percentage: 0, survey: false, tugas: 'pending' },
  { code: 'PRK-R2SA8P', invoice: 'INV-VCR-0002', daysAgo: 145, slug: 'brownies-kukus-pandan-keju', percentage: 65, survey: false, tugas: 'pending' },
  { code: 'PRK-Z6MH3D', invoice: 'INV-VCR-0001', daysAgo: 150, slug: 'bakpia-pathok-isi-kacang-hijau', percentage: 0, survey: false, tugas: 'pending' },
];

/**
 * The active subscription of anggota, bought through the payment popup like any subscription (order `invoice`,
 * `order_type` 'subscription', paid, one package line: History Pembelian lists it), and the progress kept for two of
 * its courses.
 */
export const SEED_SUBSCRIPTION = {
  package: 'Starter Pass',
  invoice: 'INV-SUB-0001',
  startedDaysAgo: 10,
  progress: [
    { slug: 'puff-pastry-dari-nol', percentage: 40 },
    { slug: 'pie-susu-bali-lumer', percentage: 100 },
  ],
} as const;

/** The assessor's courses and how many schedules each has (0: the schedule list answers 404). */
export const ASSESSOR_COURSES: ReadonlyArray<{ slug: string; schedules: number }> = [
  { slug: 'danish-pastry-isi-buah', schedules: 1 },
  { slug: 'lapis-legit-premium', schedules: 3 },
  { slug: 'macaron-prancis-untuk-pemula', schedules: 2 },
  { slug: 'japanese-cheesecake-lembut', schedules: 1 },
  { slug: 'roti-manis-aneka-isi-untuk-usaha', schedules: 2 },
  { slug: 'ramen-rumahan-kaldu-tonkotsu', schedules: 0 },
  { slug: 'bolu-pandan-lembut-anti-gagal', schedules: 0 },
];

/** Survey questions asked for every course (item_id 0), then one for lapis-legit-premium only. */
export const SEED_SURVEY: ReadonlyArray<{ title: string; options: string[]; course?: string }> = [
  { title: 'Seberapa puas kamu dengan materi kursus ini?', options: ['Sangat puas', 'Puas', 'Cukup', 'Kurang puas'] },
  { title: 'Bagaimana cara pengajar menjelaskan materi?', options: ['Sangat jelas', 'Jelas', 'Kurang jelas'] },
  { title: 'Apakah kamu akan merekomendasikan kursus ini ke teman?', options: ['Ya', 'Mungkin', 'Tidak'] },
  { title: 'Apa saranmu untuk kursus ini?', options: [] },
  { title: 'Bagaimana fasilitas kelas tatap muka?', options: ['Sangat baik', 'Baik', 'Cukup', 'Kurang'], course: 'lapis-legit-premium' },
];

/** A 1 × 1 PNG: the picture attached to the seeded assignments. */
export const SEED_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC'),
  (ch) => ch.charCodeAt(0),
);

interface Ids {
  userIds: Map<string, number>;
  courseId: Map<string, number>;
  productId: Map<string, number>;
  warehouseIds: Map<string, number>;
}

/**
 * Write the learning demo data. Call after the catalogue, users, subscription packages and the b2b orders.
 * @throws Error when a named course, product, package or user is missing (the whole seed then rolls back).
 */
export async function seedLearning(db: Db, now: Date, ids: Ids): Promise<void> {
  const course = (slug: string) => {
    const id = ids.courseId.get(slug);
    if (id === undefined) throw new Error(`seed: learning names unknown course ${slug}`);
    return id;
  };
  const seedCourse = (slug: string) => SEED_COURSES.find((c) => c.slug === slug)!;
  const anggotaId = ids.userIds.get('anggota')!;
  const asesorId = ids.userIds.get('asesor')!;
  const b2bId = ids.userIds.get('b2b')!;
  const anggota = SEED_USERS.find((u) => u.key === 'anggota')!;
  const asesor = SEED_USERS.find((u) => u.key === 'asesor')!;
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  /** 09:00 WIB (02:00 UTC) on the day `days` from now. */
  const morning = (days: number) => {
    const d = new Date(now.getTime() + days * DAY_MS);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 2));
  };
  const owned = new Set([...PURCHASES.flatMap((p) => p.stages.map((x) => x.slug)), ...SEED_VOUCHERS.map((x) => x.slug)]);
  for (const slug of owned) {
    if (JOURNEY_COURSES.includes(slug) || seedCourse(slug)?.price === 0) throw new Error(`seed: ${slug} is bought by a journey`);
  }

  // ── Schedules: the assessor's courses, then one for every other schedule-based course anggota owns ──
  const scheduleIds = new Map<string, number[]>();
  const addSchedules = async (slug: string, n: number, firstDay: number) => {
    const title = seedCourse(slug).title;
    for (let i = 0; i < n; i++) {
      const start = morning(firstDay + i * 7);
      const [row] = await db
        .insert(s.courseSchedules)
        .values({
          course_id: course(slug),
          title: `${title} — Batch ${i + 1}`,
          start_date: start,
          end_date: new Date(start.getTime() + 3 * HOUR_MS),
          created_at: at(-30),
          updated_at: at(-30),
        })
        .returning({ id: s.courseSchedules.id });
      scheduleIds.set(slug, [...(scheduleIds.get(slug) ?? []), row!.id]);
    }
  };
  for (const [i, a] of ASSESSOR_COURSES.entries()) await addSchedules(a.slug, a.schedules, 3 + i);
  // Finished courses had their webinar in the past, the others have it ahead.
  const webinarSchemas = new Set(['normal', 'offline', 'sync2024']);
  for (const stage of [...PURCHASES.flatMap((p) => p.stages), ...SEED_VOUCHERS]) {
    if (scheduleIds.has(stage.slug) || stage.slug === 'ramen-rumahan-kaldu-tonkotsu' || !webinarSchemas.has(seedCourse(stage.slug).schema)) continue;
    await addSchedules(stage.slug, 1, stage.percentage >= 100 ? -5 : 10);
  }
  await db.insert(s.assessorCourses).values(ASSESSOR_COURSES.map((a) => ({ user_id: asesorId, course_id: course(a.slug), created_at: at(-60) })));

  // ── Survey questions ──
  const questionRows = await db
    .insert(s.surveyQuestions)
    .values(
      SEED_SURVEY.map((q, i) => ({
        item_id: q.course ? course(q.course) : 0,
        channel: 'lms',
        title: q.title,
        options: q.options,
        created_by: 'Tim Dapur Kursus',
        sort: i + 1,
        created_at: at(-200),
        updated_at: at(-200),
      })),
    )
    .returning({ id: s.surveyQuestions.id, item_id: s.surveyQuestions.item_id, options: s.surveyQuestions.options });

  // ── Orders, enrolments, works, answers, certificates ──
  const zone = SEED_ZONES.find((z) => z.warehouse.code === 'WH-BDG')!;
  const warehouseId = ids.warehouseIds.get('WH-BDG')!;
  const tier = PRICE_TIERS.find((t) => t.type === anggota.type && t.tier === anggota.tier)!;
  const [home] = await db
    .select({ a: s.addresses, district: s.districts.name, city: s.cities.name, province: s.provinces.name })
    .from(s.addresses)
    .innerJoin(s.villages, eq(s.villages.id, s.addresses.village_id))
    .innerJoin(s.districts, eq(s.districts.id, s.villages.district_id))
    .innerJoin(s.cities, eq(s.cities.id, s.districts.city_id))
    .innerJoin(s.provinces, eq(s.provinces.id, s.cities.province_id))
    .where(and(eq(s.addresses.user_id, anggotaId), eq(s.addresses.is_default, true)))
    .limit(1);
  if (!home) throw new Error('seed: anggota address missing');
  const address = home.a;
  const customer = { name: `${anggota.firstname} ${anggota.lastname}`, email: anggota.email, phone: anggota.no_telp };

  const insertOrder = async (o: {
    invoice: string;
    created: Date;
    status: number;
    order_type: string;
    courses: string[];
    product?: { slug: string; quantity: number };
    voucher?: string;
  }) => {
    const courseItems = o.courses.map((slug) => courseOrderLine(slug, course(slug)));
    const productItems = o.product ? [productOrderLine(o.product.slug, ids.productId.get(o.product.slug)!, o.product.quantity, tier.factor)] : [];
    const course_amount = courseItems.reduce((n, i) => n + i.price, 0);
    const product_amount = productItems.reduce((n, i) => n + i.price * i.quantity, 0);
    const delivery = productItems.length ? 12000 : 0;
    // A voucher pays the whole course price.
    const discount = o.voucher ? course_amount : 0;
    const history: Array<[number, number]> =
      o.status === 7 ? [[1, 0], [2, 1], [3, 20], [4, 60 * 20], [5, 60 * 30], [6, 60 * 52], [7, 60 * 24 * 5]] : o.voucher ? [[1, 0], [3, 0]] : [[1, 0], [2, 1], [3, 15]];
    const [order] = await db
      .insert(s.orders)
      .values({
        user_id: anggotaId,
        invoice: o.invoice,
        status_code: o.status,
        order_type: o.order_type,
        price_type: anggota.type,
        price_tier: anggota.tier,
        course_amount,
        product_amount,
        delivery_cost: delivery,
        discount,
        amount: course_amount + product_amount + delivery - discount,
        payment_type: o.voucher ? 'voucher' : 'bank_transfer',
        payment_info: o.voucher ? 'Voucher Prakerja' : 'BCA Virtual Account',
        bank_name: o.voucher ? null : 'bca',
        va_number: o.voucher ? null : `12608${String(anggotaId).padStart(4, '0')}${o.invoice.slice(-4)}`,
        voucher_code: o.voucher ?? null,
        expire_time: o.voucher ? null : new Date(o.created.getTime() + DAY_MS),
        customer,
        recipient: productItems.length
          ? {
              name: address.recipient,
              phone: address.phone,
              email: anggota.email,
              label: address.label,
              address: address.address,
              village_id: address.village_id,
              village: address.village,
              district_name: home.district,
              city_name: home.city,
              province_name: home.province,
              latitude: address.latitude,
              longitude: address.longitude,
              postal_code: address.postal_code,
              note: address.note,
            }
          : null,
        shipper: productItems.length
          ? { logistic_name: 'BDX', logistic_rate: 'regular', shipper_rate_id: 0, distance: 5.81, delivery_cost: delivery, insurance_cost: 0, is_insurance: false }
          : null,
        warehouse: productItems.length
          ? { id: warehouseId, code: zone.warehouse.code, area_id: zone.warehouse.village_id, latitude: zone.warehouse.latitude, longitude: zone.warehouse.longitude }
          : null,
        created_at: o.created,
        updated_at: new Date(o.created.getTime() + history.at(-1)![1] * 60_000),
      })
      .returning({ id: s.orders.id });
    const items = await db
      .insert(s.orderItems)
      .values([...courseItems, ...productItems].map((i) => ({ ...i, order_id: order!.id })))
      .returning({ id: s.orderItems.id, type: s.orderItems.type, item_id: s.orderItems.item_id });
    await db.insert(s.orderStatusHistory).values(
      history.map(([code, minutes]) => ({ order_id: order!.id, code, title: ORDER_STATUS_TITLES[code]!, created_at: new Date(o.created.getTime() + minutes * 60_000) })),
    );
    return { orderId: order!.id, items, paidAt: new Date(o.created.getTime() + history.find(([c]) => c === 3)![1] * 60_000) };
  };

  const learn = async (stage: SeedStage, orderId: number, enrolledAt: Date) => {
    const courseId = course(stage.slug);
    const scheduleId = scheduleIds.get(stage.slug)?.[0] ?? null;
    const updated = new Date(Math.min(now.getTime() - HOUR_MS, enrolledAt.getTime() + 3 * DAY_MS));
    await db.insert(s.enrollments).values({
      user_id: anggotaId,
      course_id: courseId,
      order_id: orderId,
      percentage: stage.percentage,
      survey_submit: stage.survey,
      tugas_submit: stage.tugas,
      tugas_review: stage.tugas === 'review' ? REVIEW_HTML[stage.slug]! : '',
      schedule_id: scheduleId,
      created_at: enrolledAt,
      updated_at: updated,
    });
    if (stage.tugas !== 'pending') {
      const reviewed = stage.tugas === 'review';
      const [work] = await db
        .insert(s.courseWorks)
        .values({
          user_id: anggotaId,
          course_id: courseId,
          schedule_id: scheduleId,
          status: stage.tugas,
          feedback_user: `Berikut foto hasil praktik ${seedCourse(stage.slug).title} saya.`,
          review_html: reviewed ? REVIEW_HTML[stage.slug]! : '',
          reviewer_id: reviewed ? asesorId : null,
          reviewer_name: reviewed ? `${asesor.firstname} ${asesor.lastname}` : '',
          submitted_at: updated,
          reviewed_at: reviewed ? new Date(updated.getTime() + 20 * HOUR_MS) : null,
          created_at: updated,
          updated_at: reviewed ? new Date(updated.getTime() + 20 * HOUR_MS) : updated,
        })
        .returning({ id: s.courseWorks.id });
      await seedWorkFile(db, work!.id, anggotaId, `hasil-${stage.slug}.png`, updated);
    }
    if (stage.survey) {
      const questions = questionRows.filter((q) => q.item_id === 0 || q.item_id === courseId);
      await db.insert(s.surveyAnswers).values(
        questions.map((q, i) => ({
          user_id: anggotaId,
          item_id: courseId,
          channel: 'lms',
          schedule_id: scheduleId,
          survey_id: q.id,
          user_answer: q.options[i % Math.max(1, q.options.length)] ?? 'Materinya lengkap, terima kasih.',
          created_at: updated,
        })),
      );
    }
    if (stage.certificate) {
      const code = `DK-SEED${String(courseId).padStart(4, '0')}`;
      await db.insert(s.certificates).values({
        user_id: anggotaId,
        course_id: courseId,
        schedule_id: stage.certificate === 'webinar' ? scheduleId : null,
        type: stage.certificate,
        code,
        filename: `sertifikat-${code.toLowerCase()}-seed${String(courseId).padStart(8, '0')}.svg`,
        name: `${anggota.firstname} ${anggota.lastname}`,
        created_at: new Date(updated.getTime() + 2 * HOUR_MS),
        updated_at: new Date(updated.getTime() + 2 * HOUR_MS),
      });
    }
  };

  for (const v of [...SEED_VOUCHERS].reverse()) {
    const created = at(-v.daysAgo);
    const { orderId } = await insertOrder({ invoice: v.invoice, created, status: 3, order_type: 'voucher', courses: [v.slug], voucher: v.code });
    await learn(v, orderId, created);
  }
  for (const p of [...PURCHASES].reverse()) {
    const created = at(-p.daysAgo);
    const { orderId, items, paidAt } = await insertOrder({
      invoice: p.invoice,
      created,
      status: p.status,
      order_type: p.product ? 'mixed' : 'lms',
      courses: p.stages.map((x) => x.slug),
      product: p.product,
    });
    // Within an order the first stage is enrolled last, so it lists first (newest enrolment first).
    for (const [i, stage] of p.stages.entries()) await learn(stage, orderId, new Date(paidAt.getTime() + (p.stages.length - i) * 1000));
    if (p.status === 7 && p.product?.reviewed) {
      for (const item of items) {
        const isCourse = item.type === 'lms';
        const [review] = await db
          .insert(s.reviews)
          .values({
            user_id: anggotaId,
            type: item.type,
            product_id: item.item_id,
            order_id: orderId,
            order_item_id: item.id,
            rating: isCourse ? 5 : 4,
            review: isCourse
              ? 'Kelasnya detail sekali, lapis legit pertama saya langsung berhasil. Terima kasih chef!'
              : 'Cokelatnya mudah dilelehkan dan rasanya pas untuk ganache. Pengiriman cepat.',
            warehouse_id: isCourse ? null : warehouseId,
            pricelist_type: isCourse ? null : anggota.type,
            pricelist_tier: isCourse ? null : anggota.tier,
            created_at: at(-p.daysAgo + 8),
            updated_at: at(-p.daysAgo + 8),
          })
          .returning({ id: s.reviews.id });
        await db.update(s.orderItems).set({ rating_id: review!.id }).where(eq(s.orderItems.id, item.id));
      }
    }
  }

  // ── The active subscription and its progress ──
  const [pkg] = await db.select().from(s.subscriptionPackages).where(eq(s.subscriptionPackages.title, SEED_SUBSCRIPTION.package)).limit(1);
  if (!pkg) throw new Error(`seed: package ${SEED_SUBSCRIPTION.package} missing`);
  const started = at(-SEED_SUBSCRIPTION.startedDaysAgo);
  const subscriptionAmount = packagePayPrice(pkg);
  const requested = new Date(started.getTime() - 15 * 60_000);
  const [subscriptionOrder] = await db
    .insert(s.orders)
    .values({
      user_id: anggotaId,
      invoice: SEED_SUBSCRIPTION.invoice,
      status_code: 3,
      order_type: SUBSCRIPTION_ORDER_TYPE,
      price_type: anggota.type,
      price_tier: anggota.tier,
      amount: subscriptionAmount,
      payment_type: 'bank_transfer',
      payment_info: 'BCA Virtual Account',
      bank_name: 'bca',
      va_number: `12608${String(anggotaId).padStart(4, '0')}${SEED_SUBSCRIPTION.invoice.slice(-4)}`,
      expire_time: new Date(requested.getTime() + DAY_MS),
      customer,
      created_at: requested,
      updated_at: started,
    })
    .returning({ id: s.orders.id });
  await db.insert(s.orderItems).values({ ...subscriptionOrderLine(pkg, subscriptionAmount), order_id: subscriptionOrder!.id });
  await db.insert(s.orderStatusHistory).values(
    ([[1, requested], [2, requested], [3, started]] as const).map(([code, time]) => ({ order_id: subscriptionOrder!.id, code, title: ORDER_STATUS_TITLES[code]!, created_at: time })),
  );
  await db.insert(s.userSubscriptions).values({
    user_id: anggotaId,
    package_id: pkg.id,
    order_id: subscriptionOrder!.id,
    status: 'active',
    starts_at: started,
    ends_at: new Date(started.getTime() + durationMonths(pkg.duration) * SUBSCRIPTION_MONTH_DAYS * DAY_MS),
    created_at: started,
    updated_at: started,
  });
  const opened = await db
    .select({ id: s.subscriptionPackageCourses.course_id })
    .from(s.subscriptionPackageCourses)
    .where(and(eq(s.subscriptionPackageCourses.package_id, pkg.id), inArray(s.subscriptionPackageCourses.course_id, SEED_SUBSCRIPTION.progress.map((x) => course(x.slug)))));
  if (opened.length !== SEED_SUBSCRIPTION.progress.length) throw new Error('seed: subscription progress names a course the package does not open');
  await db.insert(s.subscriptionCourseProgress).values(
    SEED_SUBSCRIPTION.progress.map((x) => ({
      user_id: anggotaId,
      course_id: course(x.slug),
      percentage: x.percentage,
      schedule_id: scheduleIds.get(x.slug)?.[0] ?? null,
      created_at: started,
      updated_at: at(-2),
    })),
  );

  // ── b2b's reviewed croissant (seed/orders.ts) gets the work behind its 'review' state ──
  const [b2bEnrolment] = await db.select().from(s.enrollments).where(and(eq(s.enrollments.user_id, b2bId), eq(s.enrollments.tugas_submit, 'review')));
  if (b2bEnrolment) {
    const [work] = await db
      .insert(s.courseWorks)
      .values({
        user_id: b2bId,
        course_id: b2bEnrolment.course_id,
        status: 'review',
        feedback_user: 'Foto croissant hasil laminasi pertama saya.',
        review_html: b2bEnrolment.tugas_review,
        reviewer_id: asesorId,
        reviewer_name: `${asesor.firstname} ${asesor.lastname}`,
        submitted_at: b2bEnrolment.updated_at,
        reviewed_at: b2bEnrolment.updated_at,
        created_at: b2bEnrolment.updated_at,
        updated_at: b2bEnrolment.updated_at,
      })
      .returning({ id: s.courseWorks.id });
    await seedWorkFile(db, work!.id, b2bId, 'croissant.png', b2bEnrolment.updated_at);
  }
}

/** Store a seeded work's PNG through the storage service (id `5eed` + the work id, in hex digits) and link it. */
async function seedWorkFile(db: Db, workId: number, ownerId: number, name: string, at: Date): Promise<void> {
  const id = `5eed${String(workId).padStart(28, '0')}`;
  const [file] = await storeFiles(db, TASK_UPLOAD_PATH, ownerId, [{ name, ext: 'png', mime: 'image/png', bytes: SEED_PNG }], at, [id]);
  await db.insert(s.courseWorkFiles).values({ work_id: workId, file_id: file!.id });
}
