/**
 * The sign-in (single sign-on) site stand-in, mounted at /sso (portal spec §1 "Members sign in through a
 * separate single-sign-on site", §4 "Session").
 *
 * - GET /sso: login form ('Email', 'Password', button 'Masuk', link 'Daftar'), keeping `?redirect=`.
 * - POST /sso/login: checks the password; failure re-renders with 'Email atau password salah'. Failures count per
 *   client and per (e-mail, client) (deps.limits.signIn, http/rate-limit.ts `SIGN_IN_RULES`; decision 046): after 10 failures
 *   from one client, or 5 for one e-mail from one client, within 15 minutes, each further attempt from that client
 *   (for that e-mail) must wait 1 s, 2 s, 4 s … after the last failure — earlier attempts answer 429 with
 *   {@link TOO_MANY_ATTEMPTS} and `Retry-After`, without checking the password. Failures for one e-mail from every
 *   client together only delay its attempts (at most 2 s), so a stranger never locks the owner out. An e-mail or
 *   password over its cap (254 / 128 characters) is a failure without hashing anything. Success creates a
 *   session (random 32 bytes hex, 1 day), sets the cookies `token` and `user` (the User JSON, made to fit the
 *   cookie limit by src/api/user-cookie.ts, encrypted with the cookie key, src/lib/crypto.ts) with Max-Age
 *   86400, Path=/, SameSite=Lax, Domain=COOKIE_DOMAIN when set,
 *   Secure when PUBLIC_URL is https, then 302 to `redirect` when it is relative or same-origin (else '/').
 * - GET/POST /sso/register: firstname, lastname, email, password (min 8) → a b2c tier-3 member with role user,
 *   signed in the same way.
 * - GET/POST /sso/logout: deletes the session, clears both cookies (Max-Age=0) and redirects.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { LIMITS, maxText } from '../../api/limits';
import { sessions, userRoles, users } from '../db/schema';
import { hashPassword, verifyPassword } from '../auth/password';
import { COOKIE, COOKIE_MAX_AGE_S, readCookie, serializeCookie } from '../../lib/cookies';
import { encryptJson } from '../../lib/crypto';
import type { AppEnv } from '../http/context';
import { isHttps, publicBase } from '../http/origin';
import { loadUser } from '../services/users';
import { requestClient, SIGN_IN_RULES } from '../http/rate-limit';
import { fitUserForCookie } from '../../api/user-cookie';
import { html, standinPage, type Raw } from './html';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Session lifetime: 1 day in ms (portal §9 cookie lifetime). */
export const SESSION_TTL_MS = COOKIE_MAX_AGE_S * 1000;
export const LOGIN_FAILED = 'Email atau password salah';
/** The sign-in stand-in's answer while an e-mail must wait after repeated failures ({seconds} is filled in). */
export const TOO_MANY_ATTEMPTS = 'Terlalu banyak percobaan masuk. Coba lagi dalam {seconds} detik';
export const EMAIL_TAKEN = 'Email sudah terdaftar';

const SITE = { id: 'situs masuk (single sign-on)', en: 'single sign-on site' };

/** Registration form fields (portal §5: password minimum 8). */
export const RegisterForm = v.object({
  firstname: v.pipe(v.string(), v.trim(), v.nonEmpty('Nama depan harus diisi'), maxText('name')),
  lastname: v.pipe(v.string(), v.trim(), maxText('name')),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Email harus diisi'), v.email('Email format salah'), maxText('email'), v.toLowerCase()),
  password: v.pipe(v.string(), v.nonEmpty('Password harus diisi'), v.minLength(8, 'Password minimal 8 karakter'), maxText('password')),
});

/**
 * The redirect target after sign-in: a relative path ('/cart?x=1') or an absolute URL on the gateway's own
 * origin; anything else (other hosts, protocol-relative '//evil', 'javascript:') becomes '/'.
 */
export function safeRedirect(target: string | undefined, origin: string): string {
  const t = (target ?? '').trim();
  // oxlint-disable-next-line no-control-regex -- a target with control characters is refused
  if (!t || /[\u0000-\u001f\u007f]/.test(t)) return '/';
  if (t.startsWith('/') && !t.startsWith('//') && !t.startsWith('/\\')) return t;
  try {
    const url = new URL(t);
    if (url.origin === origin) return url.toString();
  } catch {
    // not a URL
  }
  return '/';
}

const field = (name: string, label: string, type: string, value: string, autocomplete: string, extra?: Raw) => html`
<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="${type}" value="${value}" autocomplete="${autocomplete}" required ${extra}>`;

function loginPage(c: Context<AppEnv>, redirect: string, email = '', error = '', status: 200 | 401 | 429 = error ? 401 : 200) {
  const body = html`<div class="card">
<h1>Masuk</h1>
${error ? html`<p class="error" role="alert">${error}</p>` : ''}
<form method="post" action="/sso/login">
<input type="hidden" name="redirect" value="${redirect}">
${field('email', 'Email', 'email', email, 'username')}
${field('password', 'Password', 'password', '', 'current-password')}
<button class="primary" type="submit">Masuk</button>
</form>
<p class="muted">Belum punya akun? <a href="/sso/register?redirect=${encodeURIComponent(redirect)}">Daftar</a></p>
<p class="muted">Akun demo: anggota@demo.test / rahasia123</p>
</div>`;
  return c.html(standinPage({ title: 'Masuk', site: SITE, body, nonce: c.var.nonce }), status);
}

function registerPage(c: Context<AppEnv>, redirect: string, values: Record<string, string> = {}, error = '') {
  const body = html`<div class="card">
<h1>Daftar</h1>
${error ? html`<p class="error" role="alert">${error}</p>` : ''}
<form method="post" action="/sso/register">
<input type="hidden" name="redirect" value="${redirect}">
${field('firstname', 'Nama Depan', 'text', values.firstname ?? '', 'given-name')}
<label for="lastname">Nama Belakang</label>
<input id="lastname" name="lastname" type="text" value="${values.lastname ?? ''}" autocomplete="family-name">
${field('email', 'Email', 'email', values.email ?? '', 'email')}
${field('password', 'Password', 'password', '', 'new-password', html`minlength="8"`)}
<button class="primary" type="submit">Daftar</button>
</form>
<p class="muted">Sudah punya akun? <a href="/sso?redirect=${encodeURIComponent(redirect)}">Masuk</a></p>
</div>`;
  return c.html(standinPage({ title: 'Daftar', site: SITE, body, nonce: c.var.nonce }), error ? 400 : 200);
}

async function formFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  try {
    const body = await c.req.parseBody();
    const out: Record<string, string> = {};
    for (const [k, value] of Object.entries(body)) if (typeof value === 'string') out[k] = value;
    return out;
  } catch {
    return {};
  }
}

/** Create a session for a member, set the `token` and `user` cookies and redirect. */
async function signIn(c: Context<AppEnv>, userId: number, redirect: string) {
  const { db, config, now } = c.var.deps;
  const token = randomBytes(32).toString('hex');
  const at = now();
  await db.insert(sessions).values({ token, user_id: userId, created_at: at, expires_at: new Date(at.getTime() + SESSION_TTL_MS) });
  const user = await loadUser(db, userId);
  // A long biography or addresses could push the cookie past the browsers' 4096-byte limit (src/api/user-cookie.ts).
  const stored = user ? fitUserForCookie(user) : user;
  const opts = { maxAgeS: COOKIE_MAX_AGE_S, domain: config.cookieDomain || undefined, secure: isHttps(config) };
  c.header('Set-Cookie', serializeCookie(COOKIE.token, token, opts), { append: true });
  c.header('Set-Cookie', serializeCookie(COOKIE.user, await encryptJson(stored, config.cookieKey), opts), { append: true });
  c.header('Cache-Control', 'no-store');
  return c.redirect(safeRedirect(redirect, publicBase(config)), 302);
}

/** Routes under /sso. */
export function ssoRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/', (c) => loginPage(c, c.req.query('redirect') ?? '/'));
  r.get('/login', (c) => loginPage(c, c.req.query('redirect') ?? '/'));

  r.post('/login', async (c) => {
    const f = await formFields(c);
    const email = (f.email ?? '').trim().toLowerCase();
    const password = f.password ?? '';
    const redirect = (f.redirect ?? c.req.query('redirect') ?? '/').slice(0, LIMITS.url);
    const shownEmail = (f.email ?? '').slice(0, LIMITS.email);
    const { db, limits, now } = c.var.deps;
    const address = requestClient(c);
    const account = email.slice(0, LIMITS.email);
    const keys = { client: address, account: `account:${account}|${address}`, email: `email:${account}` };
    // Per client, then per (e-mail, client): a wait refuses the attempt without checking the password.
    for (const verdict of [await limits.signIn.client.check(keys.client, now().getTime()), await limits.signIn.account.check(keys.account, now().getTime())]) {
      if (!verdict.ok) {
        c.header('Retry-After', String(verdict.retryAfterS));
        return loginPage(c, redirect, shownEmail, TOO_MANY_ATTEMPTS.replace('{seconds}', String(verdict.retryAfterS)), 429);
      }
    }
    // Per e-mail from every client: a delay, never a refusal (the owner signs in, a little later).
    const busy = await limits.signIn.email.check(keys.email, now().getTime());
    if (!busy.ok) await sleep(Math.min(SIGN_IN_RULES.email.maxDelayMs, busy.retryAfterS * 1000));
    const withinCaps = email.length <= LIMITS.email && password.length <= LIMITS.password;
    const [user] = email && withinCaps
      ? await db.select({ id: users.id, hash: users.password_hash, status: users.status }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1)
      : [];
    const valid = user && user.status === 'active' && (await verifyPassword(password, user.hash));
    if (!user || !valid) {
      const at = now().getTime();
      await limits.signIn.client.fail(keys.client, at);
      await limits.signIn.account.fail(keys.account, at);
      await limits.signIn.email.fail(keys.email, at);
      return loginPage(c, redirect, shownEmail, LOGIN_FAILED);
    }
    // The client's count stays: signing in to one's own account must not reset a spray from the same client.
    await limits.signIn.account.succeed(keys.account);
    await limits.signIn.email.succeed(keys.email);
    return signIn(c, user.id, redirect);
  });

  r.get('/register', (c) => registerPage(c, c.req.query('redirect') ?? '/'));
  r.post('/register', async (c) => {
    const f = await formFields(c);
    const redirect = f.redirect ?? '/';
    const parsed = v.safeParse(RegisterForm, { firstname: f.firstname ?? '', lastname: f.lastname ?? '', email: f.email ?? '', password: f.password ?? '' });
    if (!parsed.success) return registerPage(c, redirect, f, parsed.issues[0].message);
    const input = parsed.output;
    const { db, now } = c.var.deps;
    const at = now();
    const passwordHash = await hashPassword(input.password);
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          password_hash: passwordHash,
          firstname: input.firstname,
          lastname: input.lastname,
          type: 'b2c',
          tier: 3,
          created_at: at,
          updated_at: at,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) return undefined;
      await tx.insert(userRoles).values({ user_id: row.id, role_id: 2, role_name: 'user', created_at: at, updated_at: at });
      return row.id;
    });
    if (created === undefined) return registerPage(c, redirect, f, EMAIL_TAKEN);
    return signIn(c, created, redirect);
  });

  const logout = async (c: Context<AppEnv>) => {
    const { db, config } = c.var.deps;
    const token = readCookie(c.req.header('Cookie') ?? '', COOKIE.token);
    if (token) {
      await db.delete(sessions).where(eq(sessions.token, token));
      c.var.deps.sessions.forgetToken(token);
    }
    const opts = { maxAgeS: 0, domain: config.cookieDomain || undefined, secure: isHttps(config) };
    c.header('Set-Cookie', serializeCookie(COOKIE.token, '', opts), { append: true });
    c.header('Set-Cookie', serializeCookie(COOKIE.user, '', opts), { append: true });
    c.header('Cache-Control', 'no-store');
    return c.redirect(safeRedirect(c.req.query('redirect'), publicBase(config)), 302);
  };
  r.get('/logout', logout);
  r.post('/logout', logout);

  return r;
}
