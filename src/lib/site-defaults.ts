/**
 * Defaults shared by the SPA build (`VITE_*`) and the gateway (`process.env`), so a fresh clone works with
 * no configuration: every sister site points at the gateway's clearly labelled local stand-in.
 * Each is replaced by configuration (README "Configuration").
 */
export const SITE_DEFAULTS = {
  /** Gateway API prefix. */
  apiBase: '/api/',
  /** Sign-in (single sign-on) site: its login page. */
  ssoUrl: '/sso',
  /** Payment provider script (Snap-compatible) and the public client key it is loaded with. */
  snapScriptUrl: '/snap/snap.js',
  snapClientKey: 'SB-Mid-client-localstandin',
  /** Learning site (course and lesson pages). */
  lmsUrl: '/lms-site',
  /** Store site (product pages). */
  ecomUrl: '/store-site',
  /** Back office (admin dashboard). */
  backofficeUrl: '/backoffice',
  /** Media site (articles); no local stand-in: the SPA links out to it. */
  mediaUrl: '/media-site',
  /** Community site; no local stand-in: the SPA links out to it. */
  communityUrl: '/community-site',
  /** Passphrase for the encrypted cookies (public by design, docs/decisions/003-client-secrets.md). */
  cookieKey: 'dapur-kursus-cookie-key-v1',
  /** The fixed `X-Authorization` application key (public by design). */
  appKey: 'dapur-kursus-app-key',
  /** Parent domain for cookies, e.g. `.example.id`; empty on localhost. */
  cookieDomain: '',
  /**
   * The employee (HR) API's base URL (portal spec §7 "Employee (HR) API"): the gateway's labelled stand-in under
   * /hris. The SPA calls `<hrisUrl>api/hris/...`.
   */
  hrisUrl: '/hris/',
  /** The HR API's fixed bearer token (set in the client, so public by design like the app key). */
  hrisToken: 'hris-standin-token',
  /**
   * The promo code whose public marketing page (`/promo-detail/<code>`, commerce §6) the Home discount-course
   * banner opens (a seeded promo; decision 035).
   */
  homePromoCode: 'HEMAT50',
  /** Where the header's app-download notice sends the visitor (portal §2 Header "An app-download notice exists"). */
  appDownloadUrl: 'https://play.google.com/store/apps/details?id=id.dapurkursus.app',
} as const;
