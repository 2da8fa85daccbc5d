/**
 * The gateway's configuration, read once from `process.env` at start-up. Every value has a default from
 * src/lib/site-defaults.ts so a fresh clone runs with no configuration: the sister sites point at the
 * gateway's own clearly labelled local stand-ins (README "Configuration").
 */
import { SITE_DEFAULTS } from '../lib/site-defaults';

/** Default shared secret of the payment provider stand-in; replace with the real provider's server key. */
export const STANDIN_PAYMENT_SERVER_KEY = 'SB-Mid-server-localstandin';

export interface GatewayConfig {
  /** TCP port the node server listens on (default 5173). */
  port: number;
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
  /** Payment provider server key used to sign and verify payment notifications (SHA-512). */
  paymentServerKey: string;
  /** Public origin of the gateway (e.g. `https://kursus.example.id`); empty means "same origin as the request". */
  publicUrl: string;
  /** Sister sites (each defaults to the gateway's local stand-in). */
  ssoUrl: string;
  lmsUrl: string;
  ecomUrl: string;
  backofficeUrl: string;
  snapScriptUrl: string;
  snapClientKey: string;
  /** The fixed bearer token the HR (HRIS) stand-in at /hris accepts (`HRIS_TOKEN`, must equal the SPA's `VITE_HRIS_TOKEN`). */
  hrisToken: string;
  /**
   * Test-only: when true (`HRIS_STANDIN_EXPOSE_OTP=1`) the HR stand-in answers GET /hris/standin/otp?email= with
   * the last OTP it sent, so end-to-end tests need not read the server log. Off by default.
   */
  hrisExposeOtp: boolean;
}

type Env = Record<string, string | undefined>;

const pick = (value: string | undefined, fallback: string) => (value !== undefined && value.trim() !== '' ? value.trim() : fallback);

/**
 * Build the configuration from environment variables:
 * `PORT`, `DATABASE_URL`, `DATA_DIR`, `COOKIE_KEY`, `APP_KEY`, `COOKIE_DOMAIN`, `PAYMENT_SERVER_KEY`,
 * `PUBLIC_URL`, `SSO_URL`, `LMS_URL`, `ECOM_URL`, `BACKOFFICE_URL`, `SNAP_SCRIPT_URL`, `SNAP_CLIENT_KEY`, `HRIS_TOKEN`,
 * `HRIS_STANDIN_EXPOSE_OTP`.
 * The `VITE_*` names the SPA build reads are accepted as fallbacks so one `.env` can serve both.
 *
 * @throws Error when `PORT` is not a whole number between 1 and 65535.
 */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const portText = pick(env.PORT, '5173');
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT tidak valid: ${portText}`);
  const either = (name: string, fallback: string) => pick(env[name], pick(env[`VITE_${name}`], fallback));
  return {
    port,
    databaseUrl: pick(env.DATABASE_URL, ''),
    dataDir: pick(env.DATA_DIR, '.data/pglite'),
    cookieKey: either('COOKIE_KEY', SITE_DEFAULTS.cookieKey),
    appKey: either('APP_KEY', SITE_DEFAULTS.appKey),
    cookieDomain: either('COOKIE_DOMAIN', SITE_DEFAULTS.cookieDomain),
    paymentServerKey: pick(env.PAYMENT_SERVER_KEY, STANDIN_PAYMENT_SERVER_KEY),
    publicUrl: pick(env.PUBLIC_URL, '').replace(/\/+$/, ''),
    ssoUrl: either('SSO_URL', SITE_DEFAULTS.ssoUrl),
    lmsUrl: either('LMS_URL', SITE_DEFAULTS.lmsUrl),
    ecomUrl: either('ECOM_URL', SITE_DEFAULTS.ecomUrl),
    backofficeUrl: either('BACKOFFICE_URL', SITE_DEFAULTS.backofficeUrl),
    snapScriptUrl: either('SNAP_SCRIPT_URL', SITE_DEFAULTS.snapScriptUrl),
    snapClientKey: either('SNAP_CLIENT_KEY', SITE_DEFAULTS.snapClientKey),
    hrisToken: either('HRIS_TOKEN', SITE_DEFAULTS.hrisToken),
    hrisExposeOtp: pick(env.HRIS_STANDIN_EXPOSE_OTP, '0') === '1',
  };
}

/** A configuration for tests: defaults with optional overrides, independent of the process environment. */
export function testConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return { ...loadConfig({}), ...overrides };
}
