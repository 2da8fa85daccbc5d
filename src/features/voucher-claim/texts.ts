/**
 * Texts of the voucher claim page (portal spec §2 "/promo", §5, §8). The alert texts are the machine's
 * (machines/voucher-claim.machine.ts `VOUCHER_CLAIM_TEXT`); these are the page's own words.
 */
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
} as const;
