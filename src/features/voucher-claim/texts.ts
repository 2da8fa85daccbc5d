/**
 * Texts of the voucher claim page (portal spec §2 "/promo", §5, §8). The alert texts are the machine's
 * (machines/voucher-claim.machine.ts `VOUCHER_CLAIM_TEXT`) or the gateway's; the phone field's messages and the
 * already-claimed alert are the claim contract's (src/api/voucher-claim.ts `VOUCHER_TEXT`, which the gateway answers
 * with too; decision 046), listed here with the page's own words.
 */
import { VOUCHER_TEXT } from '../../api/voucher-claim';

export const T = {
  title: 'Klaim Voucher Restoran',
  lead: 'Isi nama lengkap dan nomor HP kamu untuk mendapatkan kode voucher.',
  promoLabel: 'Kode promo',
  name: 'Nama Lengkap',
  phone: 'No. HP',
  phoneHint: 'Contoh: 081234567890',
  submit: 'Klaim Voucher',
  claiming: 'Mengklaim voucher...',
  alertTitle: 'Klaim Voucher',
  close: 'Tutup',
  resultTitle: 'Voucher berhasil diklaim',
  codeLabel: 'Kode voucher kamu',
  /** Portal §2 "/promo": screenshot it and redeem it at the outlet. */
  screenshot: 'Screenshot halaman ini lalu tunjukkan kode voucher di atas kepada kasir saat menukarkannya di outlet.',
  outlet: 'Outlet',
  validUntil: 'Berlaku sampai',
  holder: 'Atas nama',
  copy: 'Salin Kode',
  copied: 'Kode berhasil di salin',
  copyFailed: 'Kode gagal disalin',
  home: 'Ke Beranda',
  /** At the phone field (src/api/voucher-claim.ts `phoneProblem`): the spec's phone rules, then a mobile number. */
  phoneDigits: VOUCHER_TEXT.phoneDigits,
  phoneMin: VOUCHER_TEXT.phoneMin,
  phoneMobile: VOUCHER_TEXT.phoneMobile,
  /** The alert for a number that already claimed this promo (the gateway's 409). */
  alreadyClaimed: VOUCHER_TEXT.alreadyClaimed,
} as const;
