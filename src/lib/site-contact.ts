/**
 * The company's contact details shown in the footer (portal spec §2 "Footer": address, opening hours Mon-Fri
 * 09.00-18.00 WIB, a WhatsApp-only number, a support e-mail, social links Facebook, Instagram, TikTok, YouTube)
 * and used by the gateway's About Us seed, so both show the same data.
 *
 * These are defaults. The SPA reads overrides at build time in src/config/config.ts (phase 2 of issue 11 adds
 * `VITE_CONTACT_ADDRESS`, `VITE_CONTACT_HOURS`, `VITE_CONTACT_WHATSAPP`, `VITE_CONTACT_EMAIL`,
 * `VITE_SOCIAL_FACEBOOK`, `VITE_SOCIAL_INSTAGRAM`, `VITE_SOCIAL_TIKTOK`, `VITE_SOCIAL_YOUTUBE`), so a
 * deployment changes them without code.
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
