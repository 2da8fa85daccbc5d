/**
 * The header's link sets (portal §2 Header). Each is a function so the sister-site URLs are read from the
 * configuration at call time.
 */
import { config } from '../../config/config';
import {
  backofficeDashboardUrl,
  claimVoucherUrl,
  ebooksUrl,
  HEADER_CATEGORY,
  lmsCategoryUrl,
  prakerjaCoursesUrl,
} from '../../config/links';
import type { NavTarget } from './nav-link';

/**
 * 'Klaim Voucher' (portal §6: "The cart and the claim-voucher links require sign-in. Voucher links redirect to the
 * sign-in site otherwise"): a guest goes through the sign-in site, which returns to the claim page.
 * @param signInHref the sign-in URL for a guest (returning to the claim page); null when signed in.
 */
const claimVoucher = (signIn: ((returnTo: string) => string) | null): NavTarget => ({
  label: 'Klaim Voucher',
  href: signIn ? signIn(claimVoucherUrl()) : claimVoucherUrl(),
  external: true,
});

/** Desktop links: Wirausaha, Bakery, Pastry, E-Books, media, claim voucher, home. `signIn` for a guest. */
export const desktopLinks = (signIn: ((returnTo: string) => string) | null = null): NavTarget[] => [
  { label: 'Wirausaha', href: lmsCategoryUrl(HEADER_CATEGORY.wirausaha), external: true },
  { label: 'Bakery', href: lmsCategoryUrl(HEADER_CATEGORY.bakery), external: true },
  { label: 'Pastry', href: lmsCategoryUrl(HEADER_CATEGORY.pastry), external: true },
  { label: 'E-Books', href: ebooksUrl(), external: true },
  { label: 'Media', href: config.mediaUrl, external: true },
  claimVoucher(signIn),
  { label: 'Home', href: '/' },
];

/** Mobile side menu: Home, Kursus, Media, Pastry, Bakery, Wirausaha, E-Books, Kursus Prakerja, community. */
export const mobileLinks = (signIn: ((returnTo: string) => string) | null = null): NavTarget[] => [
  { label: 'Home', href: '/' },
  { label: 'Kursus', href: '/katalog' },
  { label: 'Media', href: config.mediaUrl, external: true },
  { label: 'Pastry', href: lmsCategoryUrl(HEADER_CATEGORY.pastry), external: true },
  { label: 'Bakery', href: lmsCategoryUrl(HEADER_CATEGORY.bakery), external: true },
  { label: 'Wirausaha', href: lmsCategoryUrl(HEADER_CATEGORY.wirausaha), external: true },
  { label: 'E-Books', href: ebooksUrl(), external: true },
  { label: 'Kursus Prakerja', href: prakerjaCoursesUrl(), external: true },
  claimVoucher(signIn),
  { label: 'Komunitas', href: config.communityUrl, external: true },
];

/** The avatar menu (signed in); Admin Panel only for admins. Keluar is a button, not a link. */
export const accountLinks = (isAdmin: boolean): NavTarget[] => [
  { label: 'Profil Saya', href: '/my-account' },
  ...(isAdmin ? [{ label: 'Admin Panel', href: backofficeDashboardUrl(), external: true }] : []),
  { label: 'Kursus Saya', href: '/my-courses' },
  { label: 'History Pembelian', href: '/orders' },
  { label: 'Kode Promo', href: '/promo-code' },
  { label: 'Wishlist', href: '/wishlist' },
  { label: 'Berlangganan', href: '/subscription-menu' },
];
