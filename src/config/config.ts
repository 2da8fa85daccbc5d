/**
 * The SPA's configuration, read at build time from `VITE_*` variables, falling back to the local stand-ins
 * served by the gateway (src/lib/site-defaults.ts). See README "Configuration".
 */
import { SITE_CONTACT } from '../lib/site-contact';
import { SITE_DEFAULTS } from '../lib/site-defaults';

const env = import.meta.env;
const pick = (value: string | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback);

export const config = {
  apiBase: pick(env.VITE_API_BASE, SITE_DEFAULTS.apiBase),
  ssoUrl: pick(env.VITE_SSO_URL, SITE_DEFAULTS.ssoUrl),
  snapScriptUrl: pick(env.VITE_SNAP_SCRIPT_URL, SITE_DEFAULTS.snapScriptUrl),
  snapClientKey: pick(env.VITE_SNAP_CLIENT_KEY, SITE_DEFAULTS.snapClientKey),
  lmsUrl: pick(env.VITE_LMS_URL, SITE_DEFAULTS.lmsUrl),
  ecomUrl: pick(env.VITE_ECOM_URL, SITE_DEFAULTS.ecomUrl),
  backofficeUrl: pick(env.VITE_BACKOFFICE_URL, SITE_DEFAULTS.backofficeUrl),
  mediaUrl: pick(env.VITE_MEDIA_URL, SITE_DEFAULTS.mediaUrl),
  communityUrl: pick(env.VITE_COMMUNITY_URL, SITE_DEFAULTS.communityUrl),
  cookieKey: pick(env.VITE_COOKIE_KEY, SITE_DEFAULTS.cookieKey),
  appKey: pick(env.VITE_APP_KEY, SITE_DEFAULTS.appKey),
  cookieDomain: pick(env.VITE_COOKIE_DOMAIN, SITE_DEFAULTS.cookieDomain),
  /** The public promo page the Home discount-course banner opens (decision 035). */
  homePromoCode: pick(env.VITE_HOME_PROMO_CODE, SITE_DEFAULTS.homePromoCode),
  /** The app-download notice's link (portal §2 Header). */
  appDownloadUrl: pick(env.VITE_APP_DOWNLOAD_URL, SITE_DEFAULTS.appDownloadUrl),
  /**
   * The company's contact details in the footer (portal §2 Footer): the defaults of src/lib/site-contact.ts (the
   * gateway's About Us seed uses the same), each overridable at build time. `whatsapp` is digits with the country
   * code (a WhatsApp-only number: chat, no calls).
   */
  contact: {
    address: pick(env.VITE_CONTACT_ADDRESS, SITE_CONTACT.address),
    hours: pick(env.VITE_CONTACT_HOURS, SITE_CONTACT.hours),
    whatsapp: pick(env.VITE_CONTACT_WHATSAPP, SITE_CONTACT.whatsapp).replace(/\D/g, ''),
    email: pick(env.VITE_CONTACT_EMAIL, SITE_CONTACT.email),
    social: {
      facebook: pick(env.VITE_SOCIAL_FACEBOOK, SITE_CONTACT.social.facebook),
      instagram: pick(env.VITE_SOCIAL_INSTAGRAM, SITE_CONTACT.social.instagram),
      tiktok: pick(env.VITE_SOCIAL_TIKTOK, SITE_CONTACT.social.tiktok),
      youtube: pick(env.VITE_SOCIAL_YOUTUBE, SITE_CONTACT.social.youtube),
    },
  },
  /** Cloud storage base of certificate images (`<storageUrl>/certificate/<filename>`; the gateway's /storage). */
  storageUrl: pick(env.VITE_STORAGE_URL, '/storage'),
  /** The employee (HR) API's base URL and fixed bearer (portal §7 "Employee (HR) API"; the /hris stand-in by default). */
  hrisUrl: pick(env.VITE_HRIS_URL, SITE_DEFAULTS.hrisUrl),
  hrisToken: pick(env.VITE_HRIS_TOKEN, SITE_DEFAULTS.hrisToken),
} as const;

let serverPage: () => string = () => 'http://localhost/';

/**
 * This page's origin (`https://host`): the browser's, or on the server the request's (src/ssr/entry-server.tsx sets
 * it with {@link configurePageUrl}, decision 074), so links built from it are the same on both sides.
 */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? new URL(serverPage()).origin : window.location.origin;
}

/** This page's absolute URL (`window.location.href`, or the request's on the server). */
export function pageHref(): string {
  return typeof window === 'undefined' ? serverPage() : window.location.href;
}

/** The server renderer's source of {@link pageOrigin} and {@link pageHref} (the request being rendered). */
export function configurePageUrl(read: () => string): void {
  serverPage = read;
}

/** The sign-in site's URL that returns the member to `returnTo` (an absolute URL of this SPA). */
export function signInUrl(returnTo: string): string {
  const url = new URL(config.ssoUrl, pageOrigin());
  url.searchParams.set('redirect', returnTo);
  return url.toString();
}
