/**
 * The gateway's configuration, read once from `process.env` at start-up. Every value has a default from
 * src/lib/site-defaults.ts so a fresh clone runs with no configuration: the sister sites point at the
 * gateway's own clearly labelled local stand-ins (README "Configuration").
 *
 * Which stand-ins are mounted is the list `STANDINS` (standins/registry.ts; decision 048): unset, every stand-in
 * outside production and none in production. Production (`NODE_ENV=production` or `PRODUCTION=1`) is stricter:
 * {@link configProblems} lists what stops the gateway from starting — the payment or learning-site stand-in
 * listed, no real `PAYMENT_SERVER_KEY` (the committed stand-in key never counts), no `PUBLIC_URL`
 * (docs/decisions/010-payments-and-browser-hardening.md) — and, in any mode, a payment stand-in asked to run
 * with a key other than its own.
 */
import { SITE_DEFAULTS } from '../lib/site-defaults';
import { NEVER_IN_PRODUCTION, parseStandins, type StandinName } from './standins/registry';

/** Default shared secret of the payment provider stand-in; replace with the real provider's server key. */
export const STANDIN_PAYMENT_SERVER_KEY = 'SB-Mid-server-localstandin';
/** The real provider's Snap API (Midtrans-compatible) in its sandbox; production sets `PAYMENT_API_URL`. */
export const SANDBOX_PAYMENT_API_URL = 'https://app.sandbox.midtrans.com';

export interface GatewayConfig {
  /** TCP port the node server listens on (default 5173). */
  port: number;
  /** Production mode: `NODE_ENV=production` or `PRODUCTION=1|true`. */
  production: boolean;
  /** PostgreSQL connection string; empty means PGlite in {@link GatewayConfig.dataDir}. */
  databaseUrl: string;
  /** PGlite data folder (default `.data/pglite`). */
  dataDir: string;
  /** Passphrase of the encrypted `user` cookie (src/lib/crypto.ts); must equal the SPA's `VITE_COOKIE_KEY`. */
  cookieKey: string;
  /** The fixed `X-Authorization` application key the SPA sends. */
  appKey: string;
  /** Parent domain for the session cookies (e.g. `.example.id`); empty on localhost. */
  cookieDomain: string;
  /**
   * The stand-ins mounted (`STANDINS`: names, `all` or `none`; unset: all outside production, none in production).
   * `payment` in the list means the stand-in at /snap takes every payment request; without it, the real
   * provider's Snap API does.
   */
  standins: ReadonlySet<StandinName>;
  /** What `STANDINS` said that configuration cannot use (unknown names; `PAYMENT_STANDIN`, which it replaced). */
  standinErrors: readonly string[];
  /**
   * Payment provider server key used to sign and verify payment notifications (SHA-512); '' when not set. With the
   * payment stand-in listed it is the stand-in's own key ({@link STANDIN_PAYMENT_SERVER_KEY}): another one refuses
   * to start.
   */
  paymentServerKey: string;
  /** The real provider's Snap API base (`PAYMENT_API_URL`, default its sandbox). */
  paymentApiUrl: string;
  /**
   * Public origin of the gateway (e.g. `https://kursus.example.id`), the only origin redirects and payment
   * return URLs are built from; default `http://localhost:<PORT>` (never the request's Host header).
   */
  publicUrl: string;
  /** The SPA's API prefix (`API_BASE` / `VITE_API_BASE`), for the Content-Security-Policy's connect-src. */
  apiBase: string;
  /** Sister sites (each defaults to the gateway's local stand-in). */
  ssoUrl: string;
  lmsUrl: string;
  ecomUrl: string;
  backofficeUrl: string;
  snapScriptUrl: string;
  snapClientKey: string;
  /** Whether `X-Forwarded-For` names the client (behind a trusted proxy; `TRUST_PROXY=1`). Used by rate limits. */
  trustProxy: boolean;
  /**
   * How long (ms) a process keeps read-mostly catalogue answers (services/read-cache.ts; `CATALOGUE_CACHE_MS`,
   * default 10000; 0 off). Test gateways default to 0.
   */
  catalogueCacheMs: number;
  /**
   * How long (ms) a process may answer a bearer token from memory (http/session-cache.ts; `SESSION_CACHE_MS`,
   * default 10000; 0 reads the session on every request). Sign-out and other session changes reach every process
   * at once through the database (decision 078); this bounds a missed notice. Test gateways default to 0.
   */
  sessionCacheMs: number;
  /** The fixed bearer token the HR (HRIS) stand-in at /hris accepts (`HRIS_TOKEN`, must equal the SPA's `VITE_HRIS_TOKEN`). */
  hrisToken: string;
  /**
   * Test-only: when true (`HRIS_STANDIN_EXPOSE_OTP=1`) the HR stand-in answers GET /hris/standin/otp?email= with
   * the last OTP it sent, so end-to-end tests need not read the server log. Off by default; production refuses it.
   */
  hrisExposeOtp: boolean;
}

type Env = Record<string, string | undefined>;

const pick = (value: string | undefined, fallback: string) => (value !== undefined && value.trim() !== '' ? value.trim() : fallback);
const flag = (value: string | undefined): boolean | undefined => {
  const v = value?.trim().toLowerCase();
  if (v === '1' || v === 'true' || v === 'yes' || v === 'on') return true;
  if (v === '0' || v === 'false' || v === 'no' || v === 'off') return false;
  return undefined;
};

/**
 * Build the configuration from environment variables:
 * `PORT`, `NODE_ENV`/`PRODUCTION`, `DATABASE_URL`, `DATA_DIR`, `COOKIE_KEY`, `APP_KEY`, `COOKIE_DOMAIN`,
 * `STANDINS`, `PAYMENT_SERVER_KEY`, `PAYMENT_API_URL`, `PUBLIC_URL`, `API_BASE`, `SSO_URL`, `LMS_URL`,
 * `ECOM_URL`, `BACKOFFICE_URL`, `SNAP_SCRIPT_URL`, `SNAP_CLIENT_KEY`, `TRUST_PROXY`, `HRIS_TOKEN`,
 * `HRIS_STANDIN_EXPOSE_OTP`.
 * The `VITE_*` names the SPA build reads are accepted as fallbacks so one `.env` can serve both.
 * The stand-in server key is the default only while the payment stand-in is listed.
 *
 * @throws Error when `PORT` is not a whole number between 1 and 65535.
 */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const portText = pick(env.PORT, '5173');
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT tidak valid: ${portText}`);
  const either = (name: string, fallback: string) => pick(env[name], pick(env[`VITE_${name}`], fallback));
  const production = env.NODE_ENV?.trim() === 'production' || flag(env.PRODUCTION) === true;
  const listed = parseStandins(env.STANDINS, production);
  const paymentStandin = listed.names.has('payment');
  const standinErrors = listed.unknown.map(
    (w) => `STANDINS: "${w}" bukan nama stand-in / is not a stand-in name (lihat / see README "Sister sites and configuration")`,
  );
  if (env.PAYMENT_STANDIN !== undefined) {
    standinErrors.push('PAYMENT_STANDIN diganti STANDINS (tulis atau hapus "payment") / PAYMENT_STANDIN is replaced by STANDINS (list or leave out "payment")');
  }
  return {
    port,
    production,
    databaseUrl: pick(env.DATABASE_URL, ''),
    dataDir: pick(env.DATA_DIR, '.data/pglite'),
    cookieKey: either('COOKIE_KEY', SITE_DEFAULTS.cookieKey),
    appKey: either('APP_KEY', SITE_DEFAULTS.appKey),
    cookieDomain: either('COOKIE_DOMAIN', SITE_DEFAULTS.cookieDomain),
    standins: listed.names,
    standinErrors,
    paymentServerKey: pick(env.PAYMENT_SERVER_KEY, paymentStandin ? STANDIN_PAYMENT_SERVER_KEY : ''),
    paymentApiUrl: pick(env.PAYMENT_API_URL, SANDBOX_PAYMENT_API_URL).replace(/\/+$/, ''),
    publicUrl: pick(env.PUBLIC_URL, production ? '' : `http://localhost:${port}`).replace(/\/+$/, ''),
    apiBase: either('API_BASE', SITE_DEFAULTS.apiBase),
    ssoUrl: either('SSO_URL', SITE_DEFAULTS.ssoUrl),
    lmsUrl: either('LMS_URL', SITE_DEFAULTS.lmsUrl),
    ecomUrl: either('ECOM_URL', SITE_DEFAULTS.ecomUrl),
    backofficeUrl: either('BACKOFFICE_URL', SITE_DEFAULTS.backofficeUrl),
    snapScriptUrl: either('SNAP_SCRIPT_URL', SITE_DEFAULTS.snapScriptUrl),
    snapClientKey: either('SNAP_CLIENT_KEY', SITE_DEFAULTS.snapClientKey),
    trustProxy: flag(env.TRUST_PROXY) === true,
    catalogueCacheMs: Math.max(0, Number(pick(env.CATALOGUE_CACHE_MS, '10000')) || 0),
    sessionCacheMs: Math.max(0, Number(pick(env.SESSION_CACHE_MS, '10000')) || 0),
    hrisToken: either('HRIS_TOKEN', SITE_DEFAULTS.hrisToken),
    hrisExposeOtp: flag(env.HRIS_STANDIN_EXPOSE_OTP) === true,
  };
}

/** Whether a URL is the payment stand-in's own script (`/snap/...` on this gateway). */
const isStandinScript = (url: string, publicUrl: string) => {
  try {
    const base = publicUrl || 'http://localhost';
    const u = new URL(url, base);
    return u.origin === new URL(base).origin && u.pathname.startsWith('/snap/');
  } catch {
    return false;
  }
};

/**
 * What keeps this configuration from starting (Indonesian and English, one line each); empty when it may start.
 * - `STANDINS` naming no stand-in, or the replaced `PAYMENT_STANDIN` set;
 * - the payment stand-in listed with a `PAYMENT_SERVER_KEY` other than its own: it would sign "paid" with a real
 *   key, and 'Bayar' would mark an order paid with no money moved;
 * - the real provider (payment stand-in not listed) needs a server key that is not the committed stand-in key
 *   and a script URL that is not the stand-in's;
 * - production refuses the stand-ins of {@link NEVER_IN_PRODUCTION} (payment, and the learning site whose study
 *   buttons write progress), needs `PUBLIC_URL` (redirects and payment return URLs are built from it only), and
 *   refuses the HR stand-in's test-only OTP read-out (`HRIS_STANDIN_EXPOSE_OTP`).
 */
export function configProblems(config: GatewayConfig): string[] {
  const problems: string[] = [...config.standinErrors];
  const paymentStandin = config.standins.has('payment');
  const realKey = config.paymentServerKey !== '' && config.paymentServerKey !== STANDIN_PAYMENT_SERVER_KEY;
  if (config.production) {
    for (const name of NEVER_IN_PRODUCTION) {
      if (config.standins.has(name)) {
        problems.push(
          name === 'payment'
            ? 'STANDINS: stand-in "payment" tidak boleh aktif di produksi / the payment stand-in cannot run in production'
            : 'STANDINS: stand-in "lms-site" (menulis progres kursus) tidak boleh aktif di produksi / the learning-site stand-in writes course progress: not in production',
        );
      }
    }
  }
  if (paymentStandin && realKey) {
    problems.push(
      'PAYMENT_SERVER_KEY diisi, tetapi stand-in "payment" hanya berjalan dengan kuncinya sendiri: hapus "payment" dari STANDINS untuk penyedia asli / the payment stand-in only runs with its own key: leave "payment" out of STANDINS to use the real provider',
    );
  }
  if ((config.production || !paymentStandin) && !realKey) {
    problems.push('PAYMENT_SERVER_KEY harus diisi dengan server key asli penyedia pembayaran / set PAYMENT_SERVER_KEY to the real provider server key');
  }
  if (!paymentStandin && isStandinScript(config.snapScriptUrl, config.publicUrl)) {
    problems.push('SNAP_SCRIPT_URL masih menunjuk stand-in /snap / SNAP_SCRIPT_URL still points at the /snap stand-in');
  }
  if (config.production && !config.publicUrl) {
    problems.push('PUBLIC_URL harus diisi di produksi / set PUBLIC_URL in production');
  }
  if (config.production && config.hrisExposeOtp) {
    problems.push('HRIS_STANDIN_EXPOSE_OTP hanya untuk pengujian / HRIS_STANDIN_EXPOSE_OTP is for tests only, not production');
  }
  return problems;
}

/** A configuration for tests: defaults with optional overrides, independent of the process environment. */
export function testConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return { ...loadConfig({}), catalogueCacheMs: 0, sessionCacheMs: 0, ...overrides };
}
