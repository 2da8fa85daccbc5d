/**
 * The reference gateway as a hono app: `/api/*` the contract of src/api (every request validated with those
 * valibot schemas, every answer the envelope `{ status, code, message, result }`), plus the local stand-ins
 * for the sister sites, each only when configuration lists it (`STANDINS`, standins/registry.ts): `/sso` (sign-in),
 * `/snap` (payment provider), `/lms-site`, `/store-site`, `/backoffice`, `/media-site`, `/community-site`, `/media` (generated
 * placeholder images), `/storage` (the cloud-storage stand-in: certificate images and every uploaded file —
 * profile photos, assignments, the employee form's images; services/storage.ts) and `/hris` (the employee HR
 * API). The SPA itself is served by server.ts.
 *
 * Every response carries the browser hardening headers (http/security.ts); every request body is limited to
 * {@link MAX_BODY_BYTES} with a 413 that keeps the connection usable (http/body-limit.ts), except the upload
 * routes, which set their own larger limit with the same limiter (services/storage.ts `uploadBodyLimit`).
 *
 * Errors: an {@link HttpError} answers its code and message; malformed input answers 400 with the first
 * validation issue (never 500); an unknown /api route answers 404 'Data tidak ditemukan'; anything unexpected
 * is logged and answers 500 'Terjadi kesalahan pada server'.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Db } from './db/client';
import type { GatewayConfig } from './config';
import type { AppEnv, Deps } from './http/context';
import { fail, HttpError, NOT_FOUND_MESSAGE } from './http/envelope';
import { areaRoutes } from './routes/area';
import { catalogueRoutes } from './routes/catalogue';
import { userRoutes } from './routes/user';
import { cartRoutes } from './routes/cart';
import { promoRoutes } from './routes/promo';
import { promoPageRoutes } from './routes/promo-pages';
import { orderRoutes } from './routes/order';
import { shipperRoutes } from './routes/shipper';
import { paymentRoutes } from './routes/payment';
import { adminRoutes, logRoutes, wishlistRoutes } from './routes/misc';
import { ssoRoutes } from './standins/sso';
import { snapRoutes } from './standins/snap';
import { mediaRoutes } from './standins/media';
import { sisterSiteRoutes } from './standins/sister-sites';
import { IMAGE_UPLOAD_ROUTE } from './routes/account';
import { referralRoutes } from './routes/referral';
import { learningRoutes, WORK_SUBMIT_PATH } from './routes/learning';
import { storageRoutes } from './standins/storage';
import { lmsSiteRoutes } from './standins/lms-site';
import { lmsCatalogueRoutes, storeCatalogueRoutes } from './standins/catalogue-pages';
import { contentRoutes } from './routes/content';
import { subscriptionRoutes } from './routes/subscription';
import { eventRoutes } from './routes/events';
import { voucherRoutes } from './routes/voucher-claim';
import { FILE_MANAGER_UPLOAD_ROUTE, fileManagerRoutes } from './routes/file-manager';
import { hrisStandinRoutes } from './standins/hris';
import { adminChatRoutes, chatRoutes } from './routes/chat';
import { backofficeChatRoutes } from './standins/backoffice-chat';
import { b2bRegisterRoutes, HELPER_UPLOAD_ROUTE, helperUploadRoutes } from './routes/b2b';
import { limitBody } from './http/body-limit';
import { DbFailureThrottle, FailureThrottle, newRateLimiters, SIGN_IN_RULES, type RateName, type RateSize } from './http/rate-limit';
import { securityHeaders } from './http/security';
import { compressResponses } from './http/compress';
import { ReadCache } from './services/read-cache';
import { SessionCache } from './http/session-cache';
import { snapProvider, standinProvider, type PaymentProvider } from './services/payment-provider';

/** Largest accepted request body, bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;
export const TOO_LARGE_MESSAGE = 'Ukuran permintaan terlalu besar';
export const SERVER_ERROR_MESSAGE = 'Terjadi kesalahan pada server';
export const BAD_APP_KEY = 'X-Authorization tidak valid';

/** Path prefixes the gateway answers itself (everything else is the SPA). */
export const GATEWAY_PREFIXES = ['/api', '/sso', '/snap', '/lms-site', '/store-site', '/backoffice', '/media-site', '/community-site', '/media', '/storage', '/hris'] as const;

/** Routes that set their own (larger) body limit instead of {@link MAX_BODY_BYTES}: multipart uploads. */
const OWN_BODY_LIMIT = new Set<string>([IMAGE_UPLOAD_ROUTE, WORK_SUBMIT_PATH, FILE_MANAGER_UPLOAD_ROUTE, HELPER_UPLOAD_ROUTE]);

/** POST paths that leave the read cache as it is: they read only, or write nothing a cached answer shows. */
const KEEPS_READ_CACHE = new Set<string>(['/api/lms/finance/cart/calculation', '/api/log/info', '/api/log/error']);

/** Whether a request path belongs to the gateway rather than the SPA. */
export function isGatewayPath(pathname: string): boolean {
  return GATEWAY_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export interface CreateAppOptions {
  db: Db;
  config: GatewayConfig;
  /** Clock (tests move it to expire payments); default `() => new Date()`. */
  now?: () => Date;
  /** Where payment tokens come from; default from configuration (the stand-in, or the real Snap API). */
  payment?: PaymentProvider;
  /** Other sizes for some rate-limit buckets (test suites only; default http/rate-limit.ts `RATE_LIMITS`). */
  rateLimits?: Partial<Record<RateName, RateSize>>;
  /**
   * The process's session cache (server.ts passes its own, which the live bus keeps current); default a new one
   * of `config.sessionCacheMs`.
   */
  sessions?: SessionCache;
}

/** The payment provider configuration selects: the local stand-in (listed in `STANDINS`), or the real provider's Snap API. */
export function paymentProviderFor(config: GatewayConfig): PaymentProvider {
  return config.standins.has('payment')
    ? standinProvider(config.publicUrl)
    : snapProvider({ apiUrl: config.paymentApiUrl, serverKey: config.paymentServerKey, publicUrl: config.publicUrl });
}

/**
 * The request limits of one gateway (docs/decisions/016-input-limits.md, 026-features-under-issue-6.md,
 * 046-limits-per-client.md): the token buckets of http/rate-limit.ts `RATE_LIMITS` (e.g. 120 client log lines at
 * once per client, refilled at 2 per second); sign-in failures per client, per e-mail and client, and per e-mail
 * ({@link SIGN_IN_RULES}). Where they are counted (decision 078): without `shared` in this process's memory — no
 * database work at all (PGlite: one process per data folder, so memory is exact); with `shared` (PostgreSQL, where
 * any number of processes may serve) in the database, shared by every process on it: buckets leased a tenth at a
 * time (`DbRateLimiter`: one write per lease, not per request) and sign-in failures as rows (`DbFailureThrottle`:
 * a write per failure, a read per sign-in).
 */
export function newLimits(sizes: Partial<Record<RateName, RateSize>> = {}, shared?: Db): Deps['limits'] {
  const db = shared;
  const throttle = (rule: (typeof SIGN_IN_RULES)[keyof typeof SIGN_IN_RULES]) => (db ? new DbFailureThrottle(db, rule) : new FailureThrottle(rule));
  return {
    ...newRateLimiters(sizes, db),
    signIn: { client: throttle(SIGN_IN_RULES.client), account: throttle(SIGN_IN_RULES.account), email: throttle(SIGN_IN_RULES.email) },
  };
}

/** Build the gateway app. Routes added by the caller afterwards (server.ts: static files, SPA fallback) still work. */
export function createApp({
  db,
  config,
  now = () => new Date(),
  payment = paymentProviderFor(config),
  rateLimits,
  sessions = new SessionCache(config.sessionCacheMs),
}: CreateAppOptions) {
  const deps: Deps = { db, config, now, payment, limits: newLimits(rateLimits, config.databaseUrl ? db : undefined), cache: new ReadCache(config.catalogueCacheMs), sessions };
  const app = new Hono<AppEnv>();
  const defaultBodyLimit = limitBody(MAX_BODY_BYTES, (c) =>
    c.req.path.startsWith('/api') ? fail(c, 413, TOO_LARGE_MESSAGE) : c.text(TOO_LARGE_MESSAGE, 413),
  );

  app.use(
    '*',
    // Outermost: brotli/gzip for every text answer, after the other middlewares set their headers (decision 039).
    compressResponses(),
    securityHeaders(config),
    async (c, next) => {
      c.set('deps', deps);
      c.set('user', undefined);
      await next();
      // A write may change what the catalogue cache holds (stock after a payment, …): this process forgets it.
      // The few POSTs that only read (the cart calculation) or write nothing the cache holds (client log lines)
      // keep it (decision 078).
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !KEEPS_READ_CACHE.has(c.req.path)) deps.cache.clear();
    },
    // Uploads set their own, larger limit with the same limiter (services/storage.ts `uploadBodyLimit`).
    (c, next) => (OWN_BODY_LIMIT.has(c.req.path) ? next() : defaultBodyLimit(c, next)),
  );

  const api = new Hono<AppEnv>();
  api.use(
    '*',
    async (c, next) => {
      // The fixed application key is public by design (docs/decisions/003-client-secrets.md): a wrong one is refused,
      // a missing one (payment provider, curl) is accepted.
      const appKey = c.req.header('X-Authorization');
      if (appKey !== undefined && appKey !== config.appKey) throw new HttpError(401, BAD_APP_KEY);
      await next();
    },
  );
  api.route('/lms/helper/area', areaRoutes());
  api.route('/lms/helper', helperUploadRoutes());
  api.route('/lms/users/b2b_register', b2bRegisterRoutes());
  api.route('/lms/users', userRoutes());
  api.route('/lms/finance/cart', cartRoutes());
  api.route('/lms/finance', orderRoutes());
  api.route('/lms/promotion', promoPageRoutes());
  api.route('/lms/promotion', promoRoutes());
  api.route('/lms/component/wishlist', wishlistRoutes());
  // The employee form's upload is public: mounted before the admin routes and their requireAuth.
  api.route('/lms/admin/filemanager', fileManagerRoutes());
  api.route('/lms/admin/chat', adminChatRoutes());
  api.route('/lms/chat', chatRoutes());
  api.route('/lms/admin', adminRoutes());
  api.route('/lms/community/point', referralRoutes());
  api.route('/shipper/domestic', shipperRoutes());
  api.route('/payment', paymentRoutes());
  api.route('/log', logRoutes());
  api.route('/lms/subscription', subscriptionRoutes());
  api.route('/lms/events', eventRoutes());
  api.route('/lms/courses/erp', voucherRoutes());
  api.route('/', learningRoutes());
  api.route('/', contentRoutes());
  api.route('/', catalogueRoutes());
  api.all('*', (c) => fail(c, 404, NOT_FOUND_MESSAGE));
  app.route('/api', api);

  // Each stand-in only when configuration lists it (`STANDINS`, standins/registry.ts; decision 048). Production
  // refuses the payment and learning-site stand-ins (config.ts `configProblems`).
  const mounted = config.standins;
  if (mounted.has('sso')) app.route('/sso', ssoRoutes());
  if (mounted.has('payment')) app.route('/snap', snapRoutes());
  if (mounted.has('media')) app.route('/media', mediaRoutes());
  if (mounted.has('storage')) app.route('/storage', storageRoutes());
  if (mounted.has('lms-site')) {
    app.route('/lms-site', lmsSiteRoutes());
    // The course detail pages a course card opens (issue 18 point 2).
    app.route('/lms-site', lmsCatalogueRoutes());
  }
  // The product detail pages a product card opens (issue 18 point 2), before the store site's other pages.
  if (mounted.has('store-site')) app.route('/store-site', storeCatalogueRoutes());
  // The back office's support chat page is part of the back-office stand-in.
  if (mounted.has('backoffice')) app.route('/backoffice/chat', backofficeChatRoutes());
  app.route('/', sisterSiteRoutes(mounted));
  if (mounted.has('hris')) app.route('/hris', hrisStandinRoutes());

  app.onError((error, c) => {
    if (error instanceof HttpError) return fail(c, error.code, error.message, error.result);
    if (error instanceof HTTPException) return fail(c, error.status, error.message || 'Permintaan tidak valid');
    if (isDataException(error)) return fail(c, 400, INVALID_VALUE_MESSAGE);
    console.error(`[gateway] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
    return fail(c, 500, SERVER_ERROR_MESSAGE);
  });
  app.notFound((c) => {
    if (new URL(c.req.url).pathname.startsWith('/api')) return fail(c, 404, NOT_FOUND_MESSAGE);
    return c.text('Not Found', 404);
  });
  return app;
}

export type GatewayApp = ReturnType<typeof createApp>;

/** Message for a value the database cannot hold (a number out of range for an id column, ...). */
export const INVALID_VALUE_MESSAGE = 'Nilai input di luar batas yang diizinkan';

/**
 * Whether an error is PostgreSQL's "data exception" (SQLSTATE class 22: numeric value out of range, invalid
 * text representation, ...), possibly wrapped by drizzle. Those come from request values that passed the
 * schema (e.g. an id above 2^31−1), so they are the caller's mistake (400), not a server fault.
 */
export function isDataException(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
