/**
 * The gateway's stand-ins for the sister sites and outside services, by the name configuration lists them with
 * (`STANDINS`, config.ts; docs/decisions/048-stand-ins-by-configuration.md). Each is mounted only when listed
 * (app.ts); the gateway prints at start which ones are (server.ts).
 *
 * | name | path | replaces | the SPA points elsewhere with |
 * |---|---|---|---|
 * | `payment` | /snap | the payment provider's popup (Snap) | `VITE_SNAP_SCRIPT_URL`, `PAYMENT_SERVER_KEY` |
 * | `sso` | /sso | the sign-in site | `VITE_SSO_URL` |
 * | `lms-site` | /lms-site | the learning site (its study buttons write progress) | `VITE_LMS_URL` |
 * | `store-site` | /store-site | the store site | `VITE_ECOM_URL` |
 * | `backoffice` | /backoffice | the back office | `VITE_BACKOFFICE_URL` |
 * | `media-site` | /media-site | the media site | `VITE_MEDIA_URL` |
 * | `community-site` | /community-site | the community site | `VITE_COMMUNITY_URL` |
 * | `media` | /media | the image server (generated placeholders of the seeded courses, products, posts) | — |
 * | `storage` | /storage | cloud storage (certificates, uploaded files) | — |
 * | `hris` | /hris | the employee HR system | `VITE_HRIS_URL`, `VITE_HRIS_TOKEN` |
 */

/** Every stand-in: its path on the gateway and what it replaces (Indonesian / English, for the start-up line). */
export const STANDINS = {
  payment: { path: '/snap', what: 'penyedia pembayaran / payment provider' },
  sso: { path: '/sso', what: 'situs masuk / sign-in site' },
  'lms-site': { path: '/lms-site', what: 'situs belajar / learning site' },
  'store-site': { path: '/store-site', what: 'situs toko / store site' },
  backoffice: { path: '/backoffice', what: 'back office' },
  'media-site': { path: '/media-site', what: 'situs media / media site' },
  'community-site': { path: '/community-site', what: 'situs komunitas / community site' },
  media: { path: '/media', what: 'gambar contoh / placeholder images' },
  storage: { path: '/storage', what: 'penyimpanan file / file storage' },
  hris: { path: '/hris', what: 'API HR karyawan / employee HR API' },
} as const;

export type StandinName = keyof typeof STANDINS;

/** Every stand-in name, in the table's order. */
export const ALL_STANDINS = Object.keys(STANDINS) as StandinName[];

/**
 * Stand-ins production mode refuses even when listed: the payment stand-in marks orders paid with no money moved,
 * and the learning site's study buttons set a course to 100 % (and a certificate follows).
 */
export const NEVER_IN_PRODUCTION: readonly StandinName[] = ['payment', 'lms-site'];

const isName = (x: string): x is StandinName => Object.hasOwn(STANDINS, x);

/**
 * Read a `STANDINS` value: names separated by commas or spaces, `all` for every stand-in, `none` (or an empty
 * value) for none. Unset means every stand-in outside production and none in production.
 * @returns the listed stand-ins and the words that name none (configuration refuses to start with those).
 */
export function parseStandins(value: string | undefined, production: boolean): { names: ReadonlySet<StandinName>; unknown: string[] } {
  if (value === undefined) return { names: new Set(production ? [] : ALL_STANDINS), unknown: [] };
  const words = value
    .split(/[\s,]+/)
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  const names = new Set<StandinName>();
  const unknown: string[] = [];
  for (const w of words) {
    if (w === 'all') ALL_STANDINS.forEach((n) => names.add(n));
    else if (w === 'none') continue;
    else if (isName(w)) names.add(w);
    else unknown.push(w);
  }
  return { names, unknown };
}

/** The start-up line: which stand-ins are mounted where (or that none is). */
export function describeStandins(names: ReadonlySet<StandinName>): string {
  if (names.size === 0) return 'Stand-in aktif / mounted stand-ins (STANDINS): tidak ada / none';
  const list = ALL_STANDINS.filter((n) => names.has(n)).map((n) => `${n} ${STANDINS[n].path}`);
  return `Stand-in aktif / mounted stand-ins (STANDINS): ${list.join(', ')}`;
}

/** Every stand-in except `left` (tests and tools that run one service for real). */
export function standinsWithout(...left: StandinName[]): ReadonlySet<StandinName> {
  return new Set(ALL_STANDINS.filter((n) => !left.includes(n)));
}
