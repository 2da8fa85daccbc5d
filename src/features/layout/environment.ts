/**
 * Browser support and maintenance windows (portal §2 "Guards", §2 Header banner, §9).
 *
 * Two readings of the maintenance date exist (README of the spec: both are stated):
 * - the route guard window is 3 April 2023, 00:00-20:00 local time (portal §2 Guards, §9): visitors go to
 *   /maintenance, and outside it /maintenance sends them Home;
 * - the header banner announces 4 March 2023, 00:00-23:00 WIB and shows until 20:00 that day (portal §2 Header).
 * The code follows each reading where the spec places it: the guard uses April, the banner uses March.
 */

/** Guard window start, local time (3 April 2023 00:00). */
export const MAINTENANCE_START = new Date(2023, 3, 3, 0, 0, 0);
/** Guard window end, local time (3 April 2023 20:00). */
export const MAINTENANCE_END = new Date(2023, 3, 3, 20, 0, 0);

/** True inside the guard's maintenance window. */
export const isUnderMaintenance = (now: Date) => now >= MAINTENANCE_START && now < MAINTENANCE_END;

/** The banner shows until 4 March 2023 20:00 WIB (UTC+7). */
export const MAINTENANCE_BANNER_UNTIL = new Date('2023-03-04T20:00:00+07:00');
export const showMaintenanceBanner = (now: Date) => now < MAINTENANCE_BANNER_UNTIL;
export const MAINTENANCE_BANNER_TEXT =
  'Pemeliharaan sistem terjadwal pada 4 Maret 2023 pukul 00.00-23.00 WIB. Beberapa layanan mungkin tidak dapat diakses.';

export type BrowserName = 'chrome' | 'firefox' | 'edge' | 'opera' | 'safari' | 'other';

/**
 * Which browser a user agent names. Order matters: Edge and Opera also say "Chrome", Chrome also says
 * "Safari", and look-alikes (Samsung Internet, UC, Yandex, IE) are "other".
 */
export function detectBrowser(ua: string): BrowserName {
  if (/MSIE |Trident\//.test(ua)) return 'other';
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'edge';
  if (/OPR\/|Opera|OPiOS\//.test(ua)) return 'opera';
  if (/SamsungBrowser|UCBrowser|YaBrowser|MiuiBrowser|Silk\//.test(ua)) return 'other';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'firefox';
  if (/(Headless)?Chrome\/|CriOS\/|Chromium\//.test(ua)) return 'chrome';
  if (/Safari\//.test(ua) && /Version\//.test(ua)) return 'safari';
  // iOS in-app views (WKWebView) are Safari's engine without "Safari/": accept them as Safari.
  if (/\(i(Phone|Pad|Pod);/.test(ua) && /AppleWebKit\//.test(ua)) return 'safari';
  return 'other';
}

/** Only Chrome, Firefox, Edge, Opera and Safari are accepted (portal §2 Guards). */
export const isSupportedBrowser = (ua: string) => detectBrowser(ua) !== 'other';

/** Pages the browser and maintenance guards never send away from. */
export const GUARD_EXEMPT = new Set(['/error-browser', '/maintenance', '/404', '/500', '/502', '/503', '/504']);

/**
 * Where the browser and maintenance guards send a visitor on `pathname` (portal §2 Guards), or null to stay. The
 * root route runs it before every page; a server-rendered page runs it again once hydrated with the browser's own
 * user agent and clock (routes/__root.tsx `useBrowserGuards`, decision 074). `userAgent` undefined (no browser): not checked.
 */
export function guardTarget(pathname: string, userAgent: string | undefined, now: Date): '/error-browser' | '/maintenance' | null {
  if (GUARD_EXEMPT.has(pathname)) return null;
  if (userAgent !== undefined && !isSupportedBrowser(userAgent)) return '/error-browser';
  if (isUnderMaintenance(now)) return '/maintenance';
  return null;
}
