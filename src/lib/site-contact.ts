/**
 * The company's contact details shown in the footer (portal spec §2 "Footer": address, opening hours Mon-Fri
 * 09.00-18.00 WIB, a WhatsApp-only number, a support e-mail, social links Facebook, Instagram, TikTok, YouTube)
 * and used by the gateway's About Us seed, so both show the same data.
 *
 * These are the defaults, and the only copy of them: the SPA reads them through `config.contact`
 * (src/config/config.ts), where a deployment overrides each at build time with `VITE_CONTACT_ADDRESS`,
 * `VITE_CONTACT_HOURS`, `VITE_CONTACT_WHATSAPP`, `VITE_CONTACT_EMAIL`, `VITE_SOCIAL_FACEBOOK`,
 * `VITE_SOCIAL_INSTAGRAM`, `VITE_SOCIAL_TIKTOK`, `VITE_SOCIAL_YOUTUBE` (decision 036).
 */
export const SITE_CONTACT = {
  /** Head-office address, one line. */
  address: 'Jl. Soekarno-Hatta No. 590, Sekejati, Buahbatu, Kota Bandung, Jawa Barat 40286',
  /** Office telephone (not in the footer; About Us shows it). */
  phone: '0227567120',
  /** Opening hours as shown (portal §2 "Mon-Fri 09.00-18.00 WIB"). */
  hours: 'Senin - Jumat, 09.00 - 18.00 WIB',
  /** The WhatsApp-only number: digits with the country code, no plus (chat only, no calls). */
  whatsapp: '6281120262026',
  /** Support e-mail. */
  email: 'halo@dapurkursus.id',
  /** Head office on the map, WGS84 degrees. */
  latitude: -6.94472,
  longitude: 107.65381,
  /** Social links, in the footer's order. */
  social: {
    facebook: 'https://www.facebook.com/dapurkursus',
    instagram: 'https://www.instagram.com/dapurkursus',
    tiktok: 'https://www.tiktok.com/@dapurkursus',
    youtube: 'https://www.youtube.com/@dapurkursus',
  },
} as const;

/** A wa.me link for a WhatsApp number (digits, country code first), with an optional prefilled message. */
export function whatsappUrl(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/**
 * A WhatsApp number as people read it: '6281120262026' → '+62 811-2026-2026' (country code, then the operator
 * prefix and groups of four). Anything that is not a 62… number of 10-15 digits is shown as its digits with '+'.
 */
export function formatWhatsapp(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (!/^62\d{8,13}$/.test(digits)) return digits ? `+${digits}` : '';
  const rest = digits.slice(2);
  const groups = [rest.slice(0, 3), ...(rest.slice(3).match(/.{1,4}/g) ?? [])];
  return `+62 ${groups.join('-')}`;
}
