/**
 * The SPA's configuration, read at build time from `VITE_*` variables, falling back to the local stand-ins
 * served by the gateway (src/lib/site-defaults.ts). See README "Configuration".
 */
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
  /** The employee (HR) API's base URL and fixed bearer (portal §7 "Employee (HR) API"; the /hris stand-in by default). */
  hrisUrl: pick(env.VITE_HRIS_URL, SITE_DEFAULTS.hrisUrl),
  hrisToken: pick(env.VITE_HRIS_TOKEN, SITE_DEFAULTS.hrisToken),
} as const;

/** The sign-in site's URL that returns the member to `returnTo` (an absolute URL of this SPA). */
export function signInUrl(returnTo: string): string {
  const url = new URL(config.ssoUrl, window.location.origin);
  url.searchParams.set('redirect', returnTo);
  return url.toString();
}
