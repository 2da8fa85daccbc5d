/**
 * Issue 6's rules applied to the server side of issues 9–11 (docs/decisions/026-features-under-issue-6.md):
 * - the public or cheap-to-abuse writes the features added are rate-limited per client (per member for member
 *   calls) by the gateway's one limiter (http/rate-limit.ts `rateLimited`), with 429 and `Retry-After`;
 * - the features' stand-in pages run under the enforced stand-in CSP (nonce'd inline style, no inline
 *   attributes or handlers), their JSON under the data CSP;
 * - stored files (/storage) answer the sandboxing file CSP, nosniff and a same-site resource policy.
 * Subscription payments through the provider: src/gateway/routes/subscription.test.ts ("issue 6 rules …").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { User } from '../api/user';
import { INVITE_TEXT } from '../api/invite';
import { createApp } from './app';
import { configProblems, loadConfig } from './config';
import * as s from './db/schema';
import { DATA_CSP, FILE_CSP } from './http/security';
import { RATE_LIMITS, TOO_MANY_REQUESTS, type RequestRateName } from './http/rate-limit';
import { parseResult, request, signInMember, startTestGateway, type TestGateway } from './test-support';
import { TINY_PNG } from './test-images';

let gw: TestGateway;
let anggota: { token: string; user: v.InferOutput<typeof User> };
let b2b: { token: string; user: v.InferOutput<typeof User> };

beforeAll(async () => {
  gw = await startTestGateway();
  anggota = await signInMember(gw, 'anggota@demo.test');
  b2b = await signInMember(gw, 'b2b@demo.test');
}, 180_000);
afterAll(async () => {
  await gw?.close();
});

/** A gateway of its own (fresh limits) on the suite's database and clock; `trustProxy` lets a test name clients. */
const freshApp = () => ({ app: createApp({ db: gw.db, config: { ...gw.config, trustProxy: true }, now: () => gw.clock.now }) });
const from = (client: string) => ({ 'X-Forwarded-For': client });
const hris = (token = gw.config.hrisToken) => ({ Authorization: `Bearer ${token}` });

/**
 * Send `capacity` requests (none refused), then one more: it is refused with 429 and the bucket's `Retry-After`;
 * after that many seconds one more goes through again.
 */
async function provesLimit(name: RequestRateName, send: () => Response | Promise<Response>, refused: (res: Response) => Promise<void>) {
  const { capacity, refillPerSecond } = RATE_LIMITS[name];
  for (let i = 0; i < capacity; i++) expect((await send()).status, `${name} #${i + 1}`).not.toBe(429);
  const over = await send();
  expect(over.status, name).toBe(429);
  const wait = Math.ceil(1 / refillPerSecond);
  expect(over.headers.get('Retry-After')).toBe(String(wait));
  await refused(over);
  gw.clock.advance(wait * 1000);
  try {
    expect((await send()).status, `${name} after ${wait} s`).not.toBe(429);
  } finally {
    gw.clock.advance(-wait * 1000);
  }
}
const apiRefusal = async (res: Response) => expect(await res.json()).toMatchObject({ status: false, code: 429, message: TOO_MANY_REQUESTS });

describe('rate limits on the features’ public writes (one limiter, per client)', () => {
  it(`voucher claims: ${RATE_LIMITS.voucherClaim.capacity} at once per client (every promo together), then 429; another client is not affected`, async () => {
    const gwA = freshApp();
    // A different promo code each time: the per-code bucket (tests/security) is not what this proves.
    let n = 0;
    const claim = (client: string) =>
      gwA.app.request('/api/lms/courses/erp/submit_voucher', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...from(client) },
        body: JSON.stringify({ nama_customer: 'Uji', no_hp: '081234567890', code: `TIDAKADA${n++}` }),
      });
    await provesLimit('voucherClaim', () => claim('203.0.113.1'), apiRefusal);
    expect((await claim('203.0.113.2')).status).not.toBe(429);
  });

  it('subscription landing leads: 10 at once per client, then 429', async () => {
    const gwA = freshApp();
    let n = 0;
    const lead = () =>
      gwA.app.request('/api/lms/subscription/landing_lead', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...from('203.0.113.3') },
        body: JSON.stringify({ fullname: 'Calon Pelanggan', whatsapp: `628123400${String(n++).padStart(4, '0')}` }),
      });
    await provesLimit('lead', lead, apiRefusal);
  });

  it(`the employee form’s public upload: ${RATE_LIMITS.publicUpload.capacity} at once per client, then 429 before the body is read`, async () => {
    const gwA = freshApp();
    const upload = () => {
      const form = new FormData();
      form.append('path', 'hris/ktp');
      form.append('files', new File([TINY_PNG as BlobPart], 'ktp.png', { type: 'image/png' }));
      return gwA.app.request('/api/lms/admin/filemanager/gcs/upload', { method: 'POST', headers: from('203.0.113.4'), body: form });
    };
    const before = (await gw.db.select().from(s.storedFiles)).length;
    await provesLimit('publicUpload', upload, apiRefusal);
    // Only the accepted uploads were stored (capacity + the one after the wait).
    expect((await gw.db.select().from(s.storedFiles)).length).toBe(before + RATE_LIMITS.publicUpload.capacity + 1);
  });

  it(`the HR stand-in: ${RATE_LIMITS.hrisLookup.capacity} lookups (each sends an OTP) and ${RATE_LIMITS.hrisSubmit.capacity} submits at once per client, refused in the HR envelope`, async () => {
    const gwA = freshApp();
    const hrRefusal = async (res: Response) => expect(await res.json()).toEqual({ status: false, code: 429, message: TOO_MANY_REQUESTS, data: null });
    // A different e-mail each time: the per-mailbox bucket (tests/security) is not what this proves.
    let n = 0;
    const post = (call: string) => () =>
      gwA.app.request(`/hris/api/hris/1/${call}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...hris(), ...from('203.0.113.5') },
        body: JSON.stringify({ email: `tidak.ada${n++}@demo.test` }),
      });
    await provesLimit('hrisLookup', post('search_email'), hrRefusal);
    await provesLimit('hrisSubmit', post('validation_post_employee'), hrRefusal);
    // A wrong bearer is refused before the limiter: it takes no token from the client's bucket.
    const other = { ...hris('salah'), ...from('203.0.113.6') };
    for (let i = 0; i < 40; i++) expect((await gwA.app.request('/hris/api/hris/1/search_email', { method: 'POST', headers: other, body: '{}' })).status).toBe(401);
  });
});

describe('rate limits on the features’ member writes (per member)', () => {
  it('invitations: the member meets the 20-a-day quota’s own message first, the limiter past it; another member is not affected', async () => {
    const gwA = freshApp();
    const invite = (m: typeof b2b, i: number) => request(gwA, 'post', '/api/lms/users/invite', { token: m.token, json: { email: `teman${i}@contoh.id` } });
    const answers: Array<[number, string]> = [];
    for (let i = 0; i < RATE_LIMITS.invite.capacity + 1; i++) {
      const res = await invite(b2b, i);
      answers.push([res.status, res.body.message]);
    }
    expect(answers.slice(0, 20).every(([status]) => status === 200)).toBe(true);
    expect(answers.slice(20, RATE_LIMITS.invite.capacity)).toEqual(Array(RATE_LIMITS.invite.capacity - 20).fill([429, INVITE_TEXT.quota]));
    expect(answers.at(-1)).toEqual([429, TOO_MANY_REQUESTS]);
    expect((await invite(anggota, 0)).status).toBe(200);
  });

  it('uploads: the profile photo and the assignment files share one bucket per member', async () => {
    const gwA = freshApp();
    const photo = (m: typeof b2b) => gwA.app.request('/api/lms/users/image_upload', { method: 'POST', headers: { Authorization: `Bearer ${m.token}`, 'Content-Type': 'application/json' }, body: '{}' });
    for (let i = 0; i < RATE_LIMITS.memberUpload.capacity; i++) expect((await photo(b2b)).status).toBe(400);
    const work = await gwA.app.request('/api/lms/courses/work/submit', { method: 'POST', headers: { Authorization: `Bearer ${b2b.token}`, 'Content-Type': 'application/json' }, body: '{}' });
    expect([work.status, work.headers.get('Retry-After')]).toEqual([429, '10']);
    await apiRefusal(work);
    expect((await photo(b2b)).status).toBe(429);
    expect((await photo(anggota)).status).toBe(400);
  });
});

describe('the features’ pages under the enforced CSP', () => {
  /** The stand-in policy's nonce, and no inline code that the policy would block. */
  async function standinPage(path: string, headers: Record<string, string> = {}) {
    const res = await gw.app.request(path, { headers });
    const policy = res.headers.get('Content-Security-Policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, path).toBeTruthy();
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`style-src 'nonce-${nonce}'`);
    expect(policy).not.toContain('unsafe');
    const html = await res.text();
    expect(html, path).toContain('STAND-IN LOKAL');
    const tags = html.match(/<(style|script)\b[^>]*>/g) ?? [];
    expect(tags.length, path).toBeGreaterThan(0);
    for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce}"`);
    expect(html, path).not.toMatch(/\sstyle\s*=/i);
    expect(html, path).not.toMatch(/\son[a-z]+\s*=/i);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    return { res, html };
  }

  it('the learning site’s lesson, webinar and my-courses pages', async () => {
    const cookie = { Cookie: `token=${anggota.token}` };
    const lesson = await standinPage('/lms-site/lesson/shokupan-roti-tawar-jepang', cookie);
    expect(lesson.html).toContain('role="progressbar"');
    expect(lesson.html).toMatch(/<rect class="fill" width="45%"/);
    const [lapis] = await gw.db.select().from(s.courses).where(eq(s.courses.slug, 'lapis-legit-premium'));
    await standinPage(`/lms-site/lesson-webinar/${lapis!.id}/1`, cookie);
    await standinPage('/lms-site/my-courses?type=subscription');
  });

  it('the HR stand-in’s page; its JSON answers the data policy', async () => {
    await standinPage('/hris');
    for (const path of ['/hris/api/hris/list_company', '/hris/standin/otp?email=x&company_id=1']) {
      const res = await gw.app.request(path, { headers: hris() });
      expect(res.headers.get('Content-Security-Policy'), path).toBe(DATA_CSP);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });

  it('stored files, certificate images and a missing file answer the sandboxing file policy, nosniff and same-site', async () => {
    const form = new FormData();
    form.append('path', 'images');
    form.append('files', new File([TINY_PNG as BlobPart], 'foto.png', { type: 'image/png' }));
    const uploaded = await gw.app.request('/api/lms/users/image_upload', { method: 'POST', headers: { Authorization: `Bearer ${anggota.token}` }, body: form });
    const { image_url } = parseResult(await uploaded.json(), v.object({ image_url: v.string() }));
    const [cert] = await gw.db.select().from(s.certificates).limit(1);
    for (const path of [new URL(image_url).pathname, `/storage/certificate/${cert!.filename}`, '/storage/images/00000000000000000000000000000000.png']) {
      const res = await gw.app.request(path);
      expect(res.headers.get('Content-Security-Policy'), path).toBe(FILE_CSP);
      expect(res.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(res.headers.get('Cross-Origin-Resource-Policy'), path).toBe('same-site');
      expect(res.headers.get('X-Frame-Options'), path).toBe('DENY');
    }
    expect(FILE_CSP).toContain('sandbox');
  });
});

describe('configuration', () => {
  it('production refuses the HR stand-in’s test-only OTP read-out', () => {
    const production = { NODE_ENV: 'production', PAYMENT_SERVER_KEY: 'Mid-server-real', PUBLIC_URL: 'https://kursus.example.id', SNAP_SCRIPT_URL: 'https://app.sandbox.midtrans.com/snap/snap.js' };
    expect(configProblems(loadConfig(production))).toEqual([]);
    expect(configProblems(loadConfig({ ...production, HRIS_STANDIN_EXPOSE_OTP: '1' }))).toEqual([
      'HRIS_STANDIN_EXPOSE_OTP hanya untuk pengujian / HRIS_STANDIN_EXPOSE_OTP is for tests only, not production',
    ]);
    expect(loadConfig({ HRIS_STANDIN_EXPOSE_OTP: '1' }).hrisExposeOtp).toBe(true);
  });
});
