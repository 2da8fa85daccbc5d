/**
 * Where the shell links to (portal §2 Header, Footer, Home; commerce §2 "External learning-site links" and
 * "Store links"). Sister sites are separate products reached through configurable base URLs (src/config/config.ts);
 * the sub-paths below are this project's reading where the spec names a page but not its path.
 */
import { config, pageHref, pageOrigin, signInUrl } from './config';

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** Learning-site course page: course/{category}/{slug} (commerce §2). */
export const lmsCourseUrl = (categorySlug: string, slug: string) =>
  join(config.lmsUrl, `course/${encodeURIComponent(categorySlug)}/${encodeURIComponent(slug)}`);
/** Learning-site category page: category or category/{slug} (commerce §2). */
export const lmsCategoryUrl = (slug?: string) => join(config.lmsUrl, slug ? `category/${encodeURIComponent(slug)}` : 'category');
/** Store product page under the warehouse slug: location/{warehouse}/{category}/{product} (commerce §2). */
export const storeProductUrl = (warehouseSlug: string, categorySlug: string, slug: string) =>
  join(config.ecomUrl, `location/${encodeURIComponent(warehouseSlug)}/${encodeURIComponent(categorySlug)}/${encodeURIComponent(slug)}`);
/** Store search page (commerce §2). */
export const storeSearchUrl = () => join(config.ecomUrl, 'ecom/search');

/** The sign-in site returning to the current page (portal §2 Header 'Masuk'). */
export const signInHere = () => signInUrl(pageHref());
/** The sign-in site's register page ('Daftar'), returning to the current page. */
export function registerUrl(): string {
  const url = new URL(join(config.ssoUrl, 'register'), pageOrigin());
  url.searchParams.set('redirect', pageHref());
  return url.toString();
}

/**
 * The registration link a member shares with friends ('Undang Teman': share buttons, QR code, copy; portal §2):
 * the sign-in site's register page, returning to this portal's home after registering. Absolute, so it works
 * outside the browser that made it.
 */
export function inviteRegisterUrl(): string {
  const url = new URL(join(config.ssoUrl, 'register'), pageOrigin());
  url.searchParams.set('redirect', new URL('/', pageOrigin()).toString());
  return url.toString();
}

/** Non-Prakerja voucher claim page on the learning site (portal §1, §2 Home). */
export const claimVoucherUrl = () => join(config.lmsUrl, 'claim-voucher');
/** Prakerja voucher redeem page on the learning site (portal §1, §2 Home). */
export const prakerjaRedeemUrl = () => join(config.lmsUrl, 'prakerja/redeem-voucher');
/** Kursus Prakerja listing on the learning site (mobile menu). */
export const prakerjaCoursesUrl = () => join(config.lmsUrl, 'prakerja');
/** E-Books on the learning site. */
export const ebooksUrl = () => join(config.lmsUrl, 'ebooks');
/** The back-office dashboard (Admin Panel). */
export const backofficeDashboardUrl = () => join(config.backofficeUrl, 'dashboard');

/**
 * A media post on the media site: <media>/<category slug>/<post slug> (portal §2 Home 'Artikel Terbaru'; the spec
 * does not give the path, decision 035).
 */
export const mediaPostUrl = (categorySlug: string, slug: string) =>
  join(config.mediaUrl, `${encodeURIComponent(categorySlug)}/${encodeURIComponent(slug)}`);

/** Course category slugs used by the header (portal §9 category ids: 1 Pastry, 2 Bread). */
export const HEADER_CATEGORY = { wirausaha: 'wirausaha', bakery: 'bread', pastry: 'pastry' } as const;

/** The learning site's My Courses on a tab (commerce §4 "Subscription flow": after paying, `type=subscription`). */
export const lmsMyCoursesUrl = (type: 'course' | 'subscription' | 'voucher' | 'certificate') => `${join(config.lmsUrl, 'my-courses')}?type=${type}`;
/** An event's public page on the learning site (not shown in the spec: the share link of a ticket, decision 038). */
export const lmsEventUrl = (slug: string) => join(config.lmsUrl, `event/${encodeURIComponent(slug)}`);
