/**
 * The learning area's gateway calls (issue 10 point 1; commerce §2–§9 learning parts) against an in-memory PGlite
 * with the demo seed: course lists, schedules, vouchers, surveys, certificates (411 before the survey), assignments
 * (multipart upload, type and size refusals with nothing stored, review), the storage and learning-site
 * stand-ins, and the seed's stages. Every success is parsed with the contract's schema from src/api.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { EnrolledCourseList, type EnrolledCourse } from '../../api/my-course';
import { ScheduleList } from '../../api/schedule';
import { paged } from '../../api/envelope';
import { AssessorWork, TASK_FILE_MAX_BYTES, TASK_FILE_TYPE_MESSAGE, WorkInfo } from '../../api/assignment';
import { SurveyQuestionList, SurveyStored } from '../../api/survey';
import { Certificate, CertificateList, certificateFilename } from '../../api/certificate';
import { VoucherList } from '../../api/my-voucher';
import { Order } from '../../api/order';
import { User } from '../../api/user';
import * as s from '../db/schema';
import { ASSESSOR_COURSES, JOURNEY_COURSES, SEED_VOUCHERS } from '../seed/learning';
import { expectNoServerErrors, parseResult, request, signInMember, startTestGateway, type TestGateway } from '../test-support';
import { TINY_PNG } from '../test-images';

let gw: TestGateway;
let token: string; // anggota@demo.test
let me: v.InferOutput<typeof User>;
let b2b: { token: string; user: v.InferOutput<typeof User> };
let asesor: { token: string; user: v.InferOutput<typeof User> };
const courseIds = new Map<string, number>();

const call = (method: string, path: string, opts: Parameters<typeof request>[3] = {}) => request(gw, method, `/api/${path}`, { token, ...opts });
const courseId = (slug: string) => courseIds.get(slug) ?? (() => { throw new Error(`no course ${slug}`); })();

beforeAll(async () => {
  gw = await startTestGateway();
  ({ token, user: me } = await signInMember(gw, 'anggota@demo.test'));
  b2b = await signInMember(gw, 'b2b@demo.test');
  asesor = await signInMember(gw, 'asesor@demo.test');
  for (const c of await gw.db.select({ id: s.courses.id, slug: s.courses.slug }).from(s.courses)) courseIds.set(c.slug, c.id);
}, 180_000);
afterAll(async () => {
  await gw?.close();
});

/** Every page of anggota's course list. */
async function allMyCourses(): Promise<EnrolledCourse[]> {
  const out: EnrolledCourse[] = [];
  for (let page = 1; ; page++) {
    const list = parseResult((await call('get', 'lms/users/my_course', { query: { user_id: me.id, limit: 100, page } })).body, EnrolledCourseList);
    out.push(...list.data);
    if (page >= list.pages) return out;
  }
}
const myCourse = async (slug: string) => (await allMyCourses()).find((c) => c.course.slug === slug)!;

describe('seed: the demo member and the assessor', () => {
  it('gives anggota courses at every stage of every schema', async () => {
    const courses = await allMyCourses();
    const stage = (c: EnrolledCourse) =>
      c.course.percentage === 0 ? '0' : c.course.percentage < 100 ? 'progress' : `100/${c.tugas_submit}/${c.survey_submit ? 'survey' : 'nosurvey'}`;
    const bySchema = new Map<string, Set<string>>();
    for (const c of courses) bySchema.set(c.schema, new Set([...(bySchema.get(c.schema) ?? []), stage(c)]));
    for (const schema of ['normal', 'offline', 'sync2024', 'webinar']) {
      expect(bySchema.get(schema), schema).toContain('0');
      expect(bySchema.get(schema), schema).toContain('progress');
    }
    for (const s100 of ['100/pending/nosurvey', '100/submitted/survey', '100/review/nosurvey', '100/review/survey']) expect(bySchema.get('normal')).toContain(s100);
    expect(bySchema.get('offline')).toContain('100/pending/nosurvey');
    expect(bySchema.get('offline')).toContain('100/review/survey');
    expect(bySchema.get('webinar')).toContain('100/pending/nosurvey');
    // Reviewed ones carry their review HTML; schedule-based ones their schedule.
    expect(courses.filter((c) => c.tugas_submit === 'review').every((c) => c.tugas_review.startsWith('<p>'))).toBe(true);
    expect((await myCourse('shokupan-roti-tawar-jepang')).schedule_id).toEqual(expect.any(Number));
    expect((await myCourse('gelato-rumahan-tanpa-mesin')).schedule_id).toBeNull();
    expect(courses.some((c) => JOURNEY_COURSES.includes(c.course.slug))).toBe(false);
  });

  it('gives the assessor courses with one, several and no schedules', async () => {
    const counts = new Map<string, number>();
    for (const a of ASSESSOR_COURSES) {
      const [row] = await gw.db.select({ n: count() }).from(s.courseSchedules).where(eq(s.courseSchedules.course_id, courseId(a.slug)));
      counts.set(a.slug, row!.n);
    }
    expect([...counts.values()]).toContain(1);
    expect(Math.max(...counts.values())).toBeGreaterThan(1);
    expect([...counts.values()]).toContain(0);
  });
});

describe('course lists', () => {
  it('lists the learner’s courses 5 per page, newest first, with search and status', async () => {
    const first = parseResult((await call('get', 'lms/users/my_course', { query: { user_id: me.id, page: 1 } })).body, EnrolledCourseList);
    expect(first.limit).toBe(5);
    expect(first.data).toHaveLength(5);
    expect(first.count).toBe(17 + SEED_VOUCHERS.length);
    expect(first.pages).toBe(Math.ceil(first.count / 5));
    expect(first.data[0]!.course.slug).toBe('roti-manis-aneka-isi-untuk-usaha');
    const found = parseResult((await call('get', 'lms/users/my_course', { query: { user_id: me.id, q: 'LAPIS' } })).body, EnrolledCourseList);
    expect(found.data.map((c) => c.course.slug)).toEqual(['lapis-legit-premium']);
    const done = parseResult((await call('get', 'lms/users/my_course', { query: { user_id: me.id, status: 'finished', limit: 100 } })).body, EnrolledCourseList);
    expect(done.count).toBeGreaterThan(0);
    expect(done.data.every((c) => c.course.percentage === 100)).toBe(true);
    const going = parseResult((await call('get', 'lms/users/my_course', { query: { user_id: me.id, status: 'progress', limit: 100 } })).body, EnrolledCourseList);
    expect(going.count + done.count).toBe(first.count);
  });

  it('lists the active subscription’s courses with their progress, and nothing once it has ended', async () => {
    const list = parseResult((await call('get', 'lms/users/my_course/subscription', { query: { user_id: me.id, page: 1 } })).body, EnrolledCourseList);
    expect(list.count).toBe(6);
    expect(list.pages).toBe(2);
    const all = parseResult((await call('get', 'lms/users/my_course/subscription', { query: { user_id: me.id, limit: 10 } })).body, EnrolledCourseList);
    const pct = new Map(all.data.map((c) => [c.course.slug, c.course.percentage]));
    expect(pct.get('puff-pastry-dari-nol')).toBe(40);
    expect(pct.get('pie-susu-bali-lumer')).toBe(100);
    expect(pct.get('croissant-renyah-ala-prancis')).toBe(0);
    const none = parseResult((await request(gw, 'get', '/api/lms/users/my_course/subscription', { token: b2b.token, query: { user_id: b2b.user.id } })).body, EnrolledCourseList);
    expect(none.count).toBe(0);

    gw.clock.advance(21 * 86_400_000);
    try {
      const later = await signInMember(gw, 'anggota@demo.test');
      const expired = parseResult((await request(gw, 'get', '/api/lms/users/my_course/subscription', { token: later.token, query: { user_id: me.id } })).body, EnrolledCourseList);
      expect(expired.count).toBe(0);
    } finally {
      gw.clock.advance(-21 * 86_400_000);
    }
  });

  it('lists an assessor’s assigned courses and refuses other members', async () => {
    const list = parseResult(
      (await request(gw, 'get', '/api/lms/users/my_course/assessor', { token: asesor.token, query: { user_id: asesor.user.id, limit: 100 } })).body,
      EnrolledCourseList,
    );
    expect(list.data.map((c) => c.course.slug).sort()).toEqual(ASSESSOR_COURSES.map((a) => a.slug).sort());
    expect(list.data.every((c) => c.course.percentage === 0 && c.order_id === 0 && c.schedule_id === null)).toBe(true);
    const refused = await call('get', 'lms/users/my_course/assessor', { query: { user_id: me.id } });
    expect([refused.status, refused.body.message]).toEqual([403, 'Hanya asesor yang dapat melihat daftar ini']);
  });

  it.each([
    ['another member', 'lms/users/my_course/subscription', () => ({ user_id: b2b.user.id }), 403, 'user_id tidak sesuai dengan sesi login'],
    ['a search over 100 characters', 'lms/users/my_course', () => ({ user_id: me.id, q: 'x'.repeat(101) }), 400, 'Maksimal 100 karakter'],
    ['page 0', 'lms/users/my_course/subscription', () => ({ user_id: me.id, page: 0 }), 400, /page/],
    ['a text limit', 'lms/users/my_course/assessor', () => ({ user_id: me.id, limit: 'lima' }), 400, /limit/],
  ] as const)('refuses %s', async (_name, path, query, status, message) => {
    const res = await call('get', path, { query: query() });
    expect(res.status).toBe(status);
    if (typeof message === 'string') expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
  });
});

describe('schedules', () => {
  const schedules = (t: { token: string; user: { id: number } }, slug: string) =>
    request(gw, 'get', '/api/lms/courses/schedule/assessor', { token: t.token, query: { user_id: t.user.id, course_id: courseId(slug), page: 1, limit: 1000 } });

  it('answers one, several (earliest first) or 404 for the assessor’s courses', async () => {
    const one = parseResult((await schedules(asesor, 'danish-pastry-isi-buah')).body, ScheduleList);
    expect(one.count).toBe(1);
    expect(one.data[0]).toMatchObject({ course_id: courseId('danish-pastry-isi-buah'), order_id: one.data[0]!.schedule_id });
    const three = parseResult((await schedules(asesor, 'lapis-legit-premium')).body, ScheduleList);
    expect(three.count).toBe(3);
    const starts = three.data.map((x) => Date.parse(x.start_date));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(three.data.every((x) => Date.parse(x.end_date) > Date.parse(x.start_date))).toBe(true);
    const none = await schedules(asesor, 'ramen-rumahan-kaldu-tonkotsu');
    expect([none.status, none.body.message]).toEqual([404, 'Data tidak ditemukan']);
  });

  it('shows a learner their own course’s schedule, and nobody a course they cannot see', async () => {
    expect(parseResult((await schedules({ token, user: me }, 'sate-madura-bumbu-kacang')).body, ScheduleList).count).toBe(1);
    expect((await schedules(asesor, 'sate-madura-bumbu-kacang')).status).toBe(404);
    expect((await schedules(b2b, 'lapis-legit-premium')).status).toBe(404);
    const other = await request(gw, 'get', '/api/lms/courses/schedule/assessor', { token: asesor.token, query: { user_id: me.id, course_id: courseId('lapis-legit-premium') } });
    expect(other.status).toBe(403);
    const bad = await request(gw, 'get', '/api/lms/courses/schedule/assessor', { token: asesor.token, query: { user_id: asesor.user.id, course_id: 'abc' } });
    expect(bad.status).toBe(400);
  });
});

describe('vouchers', () => {
  it('lists 10 claimed vouchers per page, newest first, searchable by code or title', async () => {
    const page1 = parseResult((await call('get', 'lms/finance/order/voucher/my_voucher', { query: { user_id: me.id, limit: 10, page: 1 } })).body, VoucherList);
    expect([page1.count, page1.pages, page1.data.length]).toEqual([SEED_VOUCHERS.length, 2, 10]);
    expect(page1.data[0]!.voucher_code).toBe(SEED_VOUCHERS[0]!.code);
    expect(Date.parse(page1.data[0]!.claim_date)).toBeGreaterThan(Date.parse(page1.data[9]!.claim_date));
    expect(page1.data.every((x) => x.user_id === me.id && x.invoice.startsWith('INV-VCR-'))).toBe(true);
    const page2 = parseResult((await call('get', 'lms/finance/order/voucher/my_voucher', { query: { user_id: me.id, limit: 10, page: 2 } })).body, VoucherList);
    expect(page2.data).toHaveLength(SEED_VOUCHERS.length - 10);
    const byCode = parseResult((await call('get', 'lms/finance/order/voucher/my_voucher', { query: { user_id: me.id, search: 'prk-q4zp' } })).body, VoucherList);
    expect(byCode.data.map((x) => x.course_title)).toEqual(['Baguette Klasik Prancis']);
    expect(byCode.data[0]!.course_percentage).toBe(20);
    const byTitle = parseResult((await call('get', 'lms/finance/order/voucher/my_voucher', { query: { user_id: me.id, search: 'bakpia' } })).body, VoucherList);
    expect(byTitle.data.map((x) => x.voucher_code)).toEqual(['PRK-Z6MH3D']);
    const finished = parseResult((await call('get', 'lms/finance/order/voucher/my_voucher', { query: { user_id: me.id, status: 'finished' } })).body, VoucherList);
    expect(finished.data.every((x) => x.course_percentage === 100)).toBe(true);
    expect(finished.count).toBe(2);
  });

  it('a claimed voucher is an order in History Pembelian: paid, Rp 0, its code and its one course line (decision 019)', async () => {
    const history = parseResult((await call('get', 'lms/finance/transaction', { query: { user_id: me.id, limit: 100 } })).body, paged(Order));
    const vouchers = history.data.filter((o) => o.order_type === 'voucher');
    expect(vouchers.map((o) => o.voucher_code).sort()).toEqual(SEED_VOUCHERS.map((x) => x.code).sort());
    const first = vouchers.find((o) => o.voucher_code === SEED_VOUCHERS[0]!.code)!;
    expect(first).toMatchObject({ invoice: SEED_VOUCHERS[0]!.invoice, status_code: 3, amount: 0 });
    expect(first.items.map((i) => [i.type, i.slug, i.quantity])).toEqual([['lms', SEED_VOUCHERS[0]!.slug, 1]]);
  });

  it('refuses another member and answers an empty page for a member without vouchers', async () => {
    expect((await call('get', 'lms/finance/order/voucher/my_voucher', { query: { user_id: b2b.user.id } })).status).toBe(403);
    const none = parseResult((await request(gw, 'get', '/api/lms/finance/order/voucher/my_voucher', { token: b2b.token, query: { user_id: b2b.user.id } })).body, VoucherList);
    expect(none.count).toBe(0);
  });
});

describe('surveys and certificates', () => {
  const answersFor = async (slug: string) => {
    const list = parseResult((await call('get', 'lms/component/survey/question', { query: { limit: 1000, item_id: courseId(slug) } })).body, SurveyQuestionList);
    return list.data.map((q) => ({ survey_id: q.id, user_answer: q.options[0] ?? 'Sudah bagus.' }));
  };
  const store = (slug: string, answer: unknown, user_id = me.id) =>
    call('post', 'lms/component/survey', { json: { user_id, channel: 'lms', item_id: courseId(slug), schedule_id: null, answer } });
  const generate = (slug: string, t = token, user_id = me.id) =>
    request(gw, 'post', '/api/lms/certificate/generate/course_completion', { token: t, json: { user_id, course_id: courseId(slug) } });

  it('lists the questions for every course plus the course’s own, with options', async () => {
    const general = parseResult((await call('get', 'lms/component/survey/question', { query: { limit: 1000 } })).body, SurveyQuestionList);
    const lapis = parseResult((await call('get', 'lms/component/survey/question', { query: { limit: 1000, item_id: courseId('lapis-legit-premium') } })).body, SurveyQuestionList);
    expect(general.count).toBe(4);
    expect(lapis.count).toBe(5);
    expect(general.data.filter((q) => q.options.length > 0).length).toBeGreaterThanOrEqual(3);
    expect(general.data.every((q) => q.channel === 'lms' && q.deleted_at === null && q.item_id === 0)).toBe(true);
    expect((await call('get', 'lms/component/survey/question', { query: { limit: 1001 } })).status).toBe(400);
  });

  it('answers 411 while the survey is missing, then the certificate once it is stored', async () => {
    const missing = await generate('pasta-carbonara-otentik');
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([411, 411, 'Silahkan isi survey terlebih dahulu']);
    expect((await gw.db.select().from(s.certificates).where(eq(s.certificates.course_id, courseId('pasta-carbonara-otentik'))))).toHaveLength(0);

    const answers = await answersFor('pasta-carbonara-otentik');
    const stored = await store('pasta-carbonara-otentik', answers);
    expect(stored.body.message).toBe('Terimakasih sudah mengisi survey');
    expect(parseResult(stored.body, SurveyStored)).toEqual({ item_id: courseId('pasta-carbonara-otentik'), survey_submit: true, answers: answers.length });
    expect((await myCourse('pasta-carbonara-otentik')).survey_submit).toBe(true);

    const cert = parseResult((await generate('pasta-carbonara-otentik')).body, Certificate);
    expect(cert).toMatchObject({ type: 'course_completion', name: 'Siti Rahmawati', course_slug: 'pasta-carbonara-otentik', course_schema: 'normal', status: 'active' });
    expect(cert.work_info.work_status).toBe('review');
    expect(cert.certificate_url).toBe(`http://localhost:5173/storage/certificate/${cert.filename}`);
    expect(certificateFilename(cert.certificate_url)).toBe(cert.filename);
    const again = parseResult((await generate('pasta-carbonara-otentik')).body, Certificate);
    expect([again.id, again.code]).toEqual([cert.id, cert.code]);

    const image = await gw.app.request(`/storage/certificate/${cert.filename}?v=ab12c`);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(image.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const svg = await image.text();
    expect(svg).toContain('Siti Rahmawati');
    expect(svg).toContain('Pasta Carbonara Otentik Italia');
    expect(svg).toContain(cert.code);
    expect(svg).not.toMatch(/<script|href=/i);
  });

  it('refuses certificates below 100 %, without access and for another member', async () => {
    expect([(await generate('macaron-prancis-untuk-pemula')).status, (await generate('macaron-prancis-untuk-pemula')).body.message]).toEqual([422, 'Kursus belum selesai']);
    expect((await generate('rendang-padang-autentik')).status).toBe(404);
    expect((await generate('pasta-carbonara-otentik', token, b2b.user.id)).status).toBe(403);
    expect((await request(gw, 'post', '/api/lms/certificate/generate/course_completion', { token, raw: '{"user_id":' })).status).toBe(400);
  });

  it('refuses surveys with a wrong number of answers, an empty one, a foreign question or a non-option', async () => {
    const answers = await answersFor('donat-kentang-empuk');
    const few = await store('donat-kentang-empuk', answers.slice(1));
    expect([few.status, few.body.message]).toEqual([422, 'Jumlah jawaban harus sama dengan jumlah pertanyaan']);
    const empty = await store('donat-kentang-empuk', answers.map((a, i) => (i === 0 ? { ...a, user_answer: '  ' } : a)));
    expect([empty.status, empty.body.message]).toEqual([400, 'Value is required']);
    const lapisOnly = (await answersFor('lapis-legit-premium')).at(-1)!;
    const foreign = await store('donat-kentang-empuk', [...answers.slice(1), lapisOnly]);
    expect([foreign.status, foreign.body.message]).toEqual([422, 'Jawaban tidak sesuai pertanyaan']);
    const notOption = await store('donat-kentang-empuk', answers.map((a, i) => (i === 0 ? { ...a, user_answer: 'Lumayan' } : a)));
    expect([notOption.status, notOption.body.message]).toEqual([422, 'Jawaban tidak sesuai pilihan']);
    expect((await store('donat-kentang-empuk', answers, b2b.user.id)).status).toBe(403);
    expect((await store('rendang-padang-autentik', answers)).status).toBe(404);
    expect((await myCourse('donat-kentang-empuk')).survey_submit).toBe(false);
    expect((await call('post', 'lms/component/survey', { json: { user_id: me.id, channel: 'ecom', item_id: 1, answer: [] } })).status).toBe(400);
  });

  it('answers the webinar certificate of the learner’s schedule; refuses another course’s schedule and unfinished courses', async () => {
    const creme = await myCourse('creme-brulee-ala-restoran');
    const webinar = (slug: string, schedule_id: number) =>
      call('post', 'lms/certificate/webinar/download', { json: { user_id: me.id, course_id: courseId(slug), schedule_id } });
    const cert = parseResult((await webinar('creme-brulee-ala-restoran', creme.schedule_id!)).body, Certificate);
    expect(cert).toMatchObject({ type: 'webinar', schedule_id: creme.schedule_id, course_schema: 'sync2024' });
    expect(cert.certificate_url).toMatch(/\/storage\/certificate\/sertifikat-.+\.svg$/);
    const sate = await myCourse('sate-madura-bumbu-kacang');
    expect((await webinar('creme-brulee-ala-restoran', sate.schedule_id!)).status).toBe(404);
    expect([(await webinar('sate-madura-bumbu-kacang', sate.schedule_id!)).status]).toEqual([422]);
  });

  it('renames a certificate; the image shows the new name, escaped', async () => {
    const list = parseResult((await call('get', `lms/certificate/list/user/${me.id}`, { query: { limit: 100 } })).body, CertificateList);
    const target = list.data.find((c) => c.course_slug === 'lapis-legit-premium')!;
    const rename = (body: Record<string, unknown>, path = 'lms/certificate/update/course_completion/') => call('put', path, { json: body });
    const base = { id: me.id, email: me.email, voucher: target.code };
    expect([(await rename({ ...base, name: '  ' })).status, (await rename({ ...base, name: '  ' })).body.message]).toEqual([400, 'Nama Depan harus diisi']);
    expect((await rename({ ...base, email: 'lain@demo.test', name: 'Siti' })).status).toBe(403);
    expect((await rename({ ...base, id: b2b.user.id, name: 'Siti' })).status).toBe(403);
    expect((await rename({ ...base, voucher: 'DK-TIDAKADA', name: 'Siti' })).status).toBe(404);
    expect((await rename({ ...base, name: 'x'.repeat(202) })).status).toBe(400);
    const ok = await rename({ ...base, name: 'Siti <b>Rahma</b> & Co' });
    expect(ok.body.message).toBe('Nama Sertifikat berhasil diubah');
    expect(parseResult(ok.body, Certificate).name).toBe('Siti <b>Rahma</b> & Co');
    const svg = await (await gw.app.request(`/storage/certificate/${target.filename}`)).text();
    expect(svg).toContain('Siti &lt;b&gt;Rahma&lt;/b&gt; &amp; Co');
    expect(svg).not.toContain('<b>');
    const noSlash = await rename({ ...base, name: 'Siti Rahmawati' }, 'lms/certificate/update/course_completion');
    expect(parseResult(noSlash.body, Certificate).name).toBe('Siti Rahmawati');
  });

  it('lists the member’s certificates 5 per page, searchable, and refuses another member', async () => {
    const page1 = parseResult((await call('get', `lms/certificate/list/user/${me.id}`, { query: { limit: 5, page: 1 } })).body, CertificateList);
    expect(page1.count).toBeGreaterThanOrEqual(6);
    expect(page1.data).toHaveLength(5);
    expect(page1.pages).toBe(Math.ceil(page1.count / 5));
    const q = parseResult((await call('get', `lms/certificate/list/user/${me.id}`, { query: { q: 'nasi liwet' } })).body, CertificateList);
    expect(q.data.map((c) => c.course_slug)).toEqual(['nasi-liwet-sunda-komplet']);
    const inactive = parseResult((await call('get', `lms/certificate/list/user/${me.id}`, { query: { status: 'revoked' } })).body, CertificateList);
    expect(inactive.count).toBe(0);
    expect((await call('get', `lms/certificate/list/user/${b2b.user.id}`)).status).toBe(403);
    expect((await call('get', 'lms/certificate/list/user/abc')).status).toBe(404);
    expect((await gw.app.request('/storage/certificate/tidak-ada.svg')).status).toBe(404);
  });
});

describe('assignments', () => {
  const fileCount = async () => Number((await gw.db.select({ n: count() }).from(s.courseWorkFiles))[0]!.n);
  const fields = (over: Record<string, string> = {}) => ({
    user_id: String(me.id),
    user_name: 'Siti Rahmawati',
    user_email: me.email,
    user_image: '',
    course_id: String(courseId('roti-manis-aneka-isi-untuk-usaha')),
    path: 'upload/tugas',
    feedback_user: 'Roti manis isi cokelat hasil praktik saya.',
    ...over,
  });
  const submit = (f: Record<string, string>, files: File[], t = token) => {
    const form = new FormData();
    for (const [k, val] of Object.entries(f)) form.append(k, val);
    for (const file of files) form.append('files', file);
    return gw.app.request('/api/lms/courses/work/submit', { method: 'POST', headers: { Authorization: `Bearer ${t}` }, body: form });
  };
  const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as { status: boolean; code: number; message: string; result: unknown } });

  it('answers the work info of a submitted work with its file, and an empty work before any', async () => {
    const info = parseResult((await call('get', 'lms/courses/work/info', { query: { course_id: courseId('japanese-cheesecake-lembut') } })).body, WorkInfo);
    expect(info).toMatchObject({ work_status: 'submitted', work_feedback: '' });
    expect(info.files).toHaveLength(1);
    expect(info.files[0]!.url).toMatch(/^http:\/\/localhost:5173\/storage\/upload\/tugas\/.+\.png$/);
    const none = parseResult((await call('get', 'lms/courses/work/info', { query: { course_id: courseId('macaron-prancis-untuk-pemula') } })).body, WorkInfo);
    expect(none).toMatchObject({ work_id: null, work_status: 'pending', files: [] });
    expect((await call('get', 'lms/courses/work/info', { query: { course_id: 99999999 } })).status).toBe(404);
    expect((await call('get', 'lms/courses/work/info', { query: { course_id: 'x' } })).status).toBe(400);
  });

  it.each([
    ['a disallowed extension', () => new File([TINY_PNG], 'tugas.exe', { type: 'application/x-msdownload' })],
    ['an allowed extension with another MIME type', () => new File([TINY_PNG], 'tugas.png', { type: 'text/plain' })],
    ['an allowed MIME type with another extension', () => new File([TINY_PNG], 'tugas.gif', { type: 'image/png' })],
    ['a matching name and type but other content', () => new File(['<script>alert(1)</script>'], 'tugas.png', { type: 'image/png' })],
    ['a docx that is not a ZIP', () => new File(['hello'], 'laporan.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })],
  ])('refuses %s with the spec’s message and stores nothing', async (_name, file) => {
    const before = await fileCount();
    const res = await answer(await submit(fields(), [file()]));
    expect([res.status, res.body.message]).toEqual([415, TASK_FILE_TYPE_MESSAGE]);
    expect(res.body.message).toBe("Ma'af tipe file yang bisa di upload adalah doc, docx, xls, xlsx, ppt, pptx, jpeg, jpg, png, mp4");
    expect(await fileCount()).toBe(before);
    expect((await myCourse('roti-manis-aneka-isi-untuk-usaha')).tugas_submit).toBe('pending');
  });

  it('refuses a file over 20 MB and a request over the limit, storing nothing', async () => {
    const before = await fileCount();
    const big = new Uint8Array(TASK_FILE_MAX_BYTES + 1);
    big.set(TINY_PNG);
    const res = await answer(await submit(fields(), [new File([big], 'besar.png', { type: 'image/png' })]));
    expect([res.status, res.body.message]).toEqual([413, 'Ukuran file maksimal 20 MB']);
    const huge = new Uint8Array(3 * TASK_FILE_MAX_BYTES + 2 * 1024 * 1024);
    const tooMuch = await answer(await submit(fields(), [new File([huge], 'a.png', { type: 'image/png' })]));
    expect([tooMuch.status, tooMuch.body.message]).toEqual([413, 'Ukuran file maksimal 20 MB']);
    expect(await fileCount()).toBe(before);
  });

  it.each([
    ['no description', { feedback_user: '  ' }, 'png', 400, 'Deskripsi tugas harus diisi'],
    ['another path', { path: 'upload/lain' }, 'png', 400, "path harus 'upload/tugas'"],
    ['another member', { user_id: '2' }, 'png', 403, 'user_id tidak sesuai dengan sesi login'],
    ['another e-mail', { user_email: 'b2b@demo.test' }, 'png', 403, 'user_email tidak sesuai dengan sesi login'],
    ['a course below 100 %', { course_id: 'shokupan-roti-tawar-jepang' }, 'png', 422, 'Selesaikan kursus terlebih dahulu'],
    ['a course without assignment', { course_id: 'creme-brulee-ala-restoran' }, 'png', 422, 'Kursus ini tidak memiliki tugas'],
    ['a course neither owned nor in the subscription', { course_id: 'rendang-padang-autentik' }, 'png', 404, 'Data tidak ditemukan'],
    ['a schedule of another course', { schedule_id: 'sate' }, 'png', 422, 'Jadwal tidak sesuai dengan kursus'],
    ['no file', {}, 'none', 400, 'File tugas harus diisi'],
    ['four files', {}, 'four', 400, 'Maksimal 3 file tugas'],
  ] as const)('refuses %s', async (_name, over, files, status, message) => {
    const before = await fileCount();
    const resolved: Record<string, string> = { ...over };
    if ('course_id' in over) resolved.course_id = String(courseId(over.course_id));
    if ('schedule_id' in over) resolved.schedule_id = String((await myCourse('sate-madura-bumbu-kacang')).schedule_id);
    if ('user_id' in over) resolved.user_id = String(b2b.user.id);
    const png = () => new File([TINY_PNG], 'hasil.png', { type: 'image/png' });
    const list = files === 'none' ? [] : files === 'four' ? [png(), png(), png(), png()] : [png()];
    const res = await answer(await submit(fields(resolved), list));
    expect([res.status, res.body.message]).toEqual([status, message]);
    expect(await fileCount()).toBe(before);
  });

  it('refuses a body that is not multipart and malformed multipart with 400', async () => {
    const json = await call('post', 'lms/courses/work/submit', { json: fields() });
    expect([json.status, json.body.message]).toEqual([400, 'Body harus berupa multipart/form-data']);
    const broken = await gw.app.request('/api/lms/courses/work/submit', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="user_id"\r\n\r\n',
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
  });

  it('stores an assignment: Success Upload Task, Menunggu Review, files for the owner and the assessor only; a second one is refused', async () => {
    const res = await answer(
      await submit(fields(), [new File([TINY_PNG], 'roti manis.png', { type: 'image/png' }), new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'detail.JPG', { type: 'image/jpeg' })]),
    );
    expect([res.status, res.body.message]).toEqual([200, 'Success Upload Task']);
    const info = parseResult(res.body, WorkInfo);
    expect(info).toMatchObject({ work_status: 'submitted', feedback_user: 'Roti manis isi cokelat hasil praktik saya.' });
    expect(info.files.map((f) => [f.name, f.mime])).toEqual([['roti manis.png', 'image/png'], ['detail.JPG', 'image/jpeg']]);
    expect(info.schedule_id).toBe((await myCourse('roti-manis-aneka-isi-untuk-usaha')).schedule_id);
    expect((await myCourse('roti-manis-aneka-isi-untuk-usaha')).tugas_submit).toBe('submitted');

    const path = new URL(info.files[0]!.url).pathname;
    const byBearer = await gw.app.request(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(byBearer.status).toBe(200);
    expect(byBearer.headers.get('Content-Type')).toBe('image/png');
    expect(byBearer.headers.get('Content-Disposition')).toMatch(/^attachment;/);
    expect(byBearer.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await byBearer.arrayBuffer())).toEqual(TINY_PNG);
    expect((await gw.app.request(path, { headers: { Cookie: `token=${token}` } })).status).toBe(200);
    expect((await gw.app.request(path, { headers: { Authorization: `Bearer ${asesor.token}` } })).status).toBe(200);
    expect((await gw.app.request(path, { headers: { Authorization: `Bearer ${b2b.token}` } })).status).toBe(404);
    expect((await gw.app.request(path)).status).toBe(404);

    const again = await answer(await submit(fields(), [new File([TINY_PNG], 'lagi.png', { type: 'image/png' })]));
    expect([again.status, again.body.message]).toEqual([409, 'Tugas sudah dikirim']);
  });

  it('lets the course’s assessor review the work: the learner sees Lihat Review with the HTML', async () => {
    const list = parseResult(
      (await request(gw, 'get', '/api/lms/courses/work/assessor', { token: asesor.token, query: { course_id: courseId('roti-manis-aneka-isi-untuk-usaha'), status: 'submitted' } })).body,
      paged(AssessorWork),
    );
    expect(list.count).toBe(1);
    const work = list.data[0]!;
    expect(work).toMatchObject({ user_id: me.id, user_name: 'Siti Rahmawati', course_title: 'Roti Manis Aneka Isi untuk Usaha' });
    const refused = await call('put', 'lms/courses/work/review', { json: { work_id: work.work_id, review_html: '<p>Bagus</p>' } });
    expect(refused.status).toBe(403);
    expect((await request(gw, 'get', '/api/lms/courses/work/assessor', { token: asesor.token, query: { course_id: courseId('croissant-renyah-ala-prancis') } })).status).toBe(404);
    const empty = await request(gw, 'put', '/api/lms/courses/work/review', { token: asesor.token, json: { work_id: work.work_id, review_html: ' ' } });
    expect([empty.status, empty.body.message]).toEqual([400, 'Hasil review harus diisi']);
    const reviewed = parseResult(
      (await request(gw, 'put', '/api/lms/courses/work/review', { token: asesor.token, json: { work_id: work.work_id, review_html: '<p>Isian <strong>merata</strong>.</p>' } })).body,
      WorkInfo,
    );
    expect(reviewed).toMatchObject({ work_status: 'review', work_author_by: 'Rina Kusumawati', work_feedback: '<p>Isian <strong>merata</strong>.</p>' });
    const course = await myCourse('roti-manis-aneka-isi-untuk-usaha');
    expect([course.tugas_submit, course.tugas_review]).toEqual(['review', '<p>Isian <strong>merata</strong>.</p>']);
  });

  it('stores a subscription course’s assignment in the subscription progress, not as an owned course', async () => {
    const pie = courseId('pie-susu-bali-lumer');
    const res = await answer(await submit(fields({ course_id: String(pie) }), [new File([TINY_PNG], 'pie.png', { type: 'image/png' })]));
    expect(res.status).toBe(200);
    const [progress] = await gw.db.select().from(s.subscriptionCourseProgress).where(and(eq(s.subscriptionCourseProgress.user_id, me.id), eq(s.subscriptionCourseProgress.course_id, pie)));
    expect(progress!.tugas_submit).toBe('submitted');
    expect(await gw.db.select().from(s.enrollments).where(and(eq(s.enrollments.user_id, me.id), eq(s.enrollments.course_id, pie)))).toHaveLength(0);
  });
});

describe('learning-site stand-in', () => {
  it('shows a lesson by slug as a labelled stand-in with the member’s progress', async () => {
    const res = await gw.app.request('/lms-site/lesson/shokupan-roti-tawar-jepang', { headers: { Cookie: `token=${token}` } });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('STAND-IN LOKAL');
    expect(page).toContain('Shokupan: Roti Tawar Jepang');
    expect(page).toContain('aria-valuenow="45"');
    expect(page).toContain('Selesaikan materi berikutnya');
    expect((await gw.app.request('/lms-site/lesson/tidak-ada')).status).toBe(404);
    const guest = await (await gw.app.request('/lms-site/lesson/shokupan-roti-tawar-jepang')).text();
    expect(guest).toContain('Masuk');
    expect(guest).not.toContain('aria-valuenow');
  });

  it('advances progress from the study buttons (same origin only) up to 100 %', async () => {
    const shokupan = courseId('shokupan-roti-tawar-jepang');
    const post = (headers: Record<string, string>, percentage = 70) =>
      gw.app.request('/lms-site/progress', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ course_id: String(shokupan), percentage: String(percentage), back: '/lms-site/lesson/shokupan-roti-tawar-jepang' }).toString(),
      });
    expect((await post({ Cookie: `token=${token}`, Origin: 'https://jahat.example' })).status).toBe(403);
    // The request's own host (http://localhost here) is not the configured origin: the Host header is never trusted.
    expect((await post({ Cookie: `token=${token}`, Origin: 'http://localhost' })).status).toBe(403);
    expect((await post({})).status).toBe(401);
    expect((await post({ Cookie: `token=${token}` }, 101)).status).toBe(400);
    expect((await post({ Cookie: `token=${b2b.token}` })).status).toBe(404);
    const moved = await post({ Cookie: `token=${token}`, Origin: 'http://localhost:5173' });
    expect(moved.status).toBe(303);
    expect(moved.headers.get('Location')).toBe('/lms-site/lesson/shokupan-roti-tawar-jepang');
    expect((await myCourse('shokupan-roti-tawar-jepang')).course.percentage).toBe(70);
    await post({ Cookie: `token=${token}` }, 30); // never goes back
    expect((await myCourse('shokupan-roti-tawar-jepang')).course.percentage).toBe(70);
    await post({ Cookie: `token=${token}` }, 100);
    expect((await myCourse('shokupan-roti-tawar-jepang')).course.percentage).toBe(100);
  });

  it('shows the webinar page with the assessor’s picked schedule and the learner’s own schedule', async () => {
    const lapis = courseId('lapis-legit-premium');
    const list = parseResult(
      (await request(gw, 'get', '/api/lms/courses/schedule/assessor', { token: asesor.token, query: { user_id: asesor.user.id, course_id: lapis } })).body,
      ScheduleList,
    );
    const second = list.data[1]!;
    const forAssessor = await (await gw.app.request(`/lms-site/lesson-webinar/${lapis}/${second.order_id}`, { headers: { Cookie: `token=${asesor.token}` } })).text();
    expect(forAssessor).toContain('Mode asesor');
    expect(forAssessor).toContain(second.title.replace('—', '—'));
    const learner = await myCourse('lapis-legit-premium');
    const forLearner = await (await gw.app.request(`/lms-site/lesson-webinar/${lapis}/${learner.order_id}`, { headers: { Cookie: `token=${token}` } })).text();
    expect(forLearner).toContain(list.data.find((x) => x.schedule_id === learner.schedule_id)!.title);
    expect(forLearner).toContain('aria-valuenow="100"');
    expect((await gw.app.request('/lms-site/lesson-webinar/99999/1')).status).toBe(404);
    // Other learning-site paths still answer the generic stand-in.
    expect((await gw.app.request('/lms-site/category/pastry')).status).toBe(200);
  });
});

describe('malformed input', () => {
  it('never answers 500 to junk on any learning route', async () => {
    const routes: Array<[string, string]> = [
      ['get', 'lms/users/my_course/subscription'], ['get', 'lms/users/my_course/assessor'], ['get', 'lms/courses/schedule/assessor'],
      ['get', 'lms/courses/work/info'], ['post', 'lms/courses/work/submit'], ['get', 'lms/courses/work/assessor'], ['put', 'lms/courses/work/review'],
      ['get', 'lms/component/survey/question'], ['post', 'lms/component/survey'], ['post', 'lms/certificate/generate/course_completion'],
      ['post', 'lms/certificate/webinar/download'], ['put', 'lms/certificate/update/course_completion/'], ['get', `lms/certificate/list/user/${me.id}`],
      ['get', 'lms/certificate/list/user/99999999999'], ['get', 'lms/finance/order/voucher/my_voucher'], ['get', 'lms/component/rating/user/lms'],
      ['get', 'lms/component/rating/user/ecom/99999999999'], ['get', 'lms/component/rating/user/buku'], ['post', 'lms/component/rating/store'],
      ['put', 'lms/component/rating/update'], ['get', 'store/product/detail'], ['get', 'lms/courses/lapis-legit-premium'],
    ];
    const bodies = [
      'null',
      '[]',
      '{}',
      `{"user_id":${me.id},"id":${me.id},"course_id":99999999999,"schedule_id":99999999999,"item_id":99999999999,"work_id":99999999999,"rating_id":99999999999,"order_id":99999999999,"product_id":99999999999,"type":"lms","rating":"5","review":"x","review_html":"x","email":"x","voucher":"x","name":"x","channel":"lms","answer":[{"survey_id":99999999999,"user_answer":"x"}]}`,
      `{"user_id":${me.id},"name":"\\u0000","answer":"x","rating":1e309}`,
    ];
    const queries = ['', '?limit=-5&page=abc&user_id=1.5', `?user_id=${me.id}&course_id=99999999999&q=%00&search=%00&slug=%00&warehouse=99999999999&status=%00`];
    await expectNoServerErrors(gw, token, { routes, queries, bodies });
  });
});
