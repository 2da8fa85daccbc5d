/**
 * Every user-visible text of ReferralMenu (portal §2 "Referral (ReferralMenu)"). The spec's quoted button text
 * comes from the contract (src/api/referral.ts `REFERRAL_TEXT`); the rest is plain Indonesian UI text
 * (decision 030).
 */
import { REFERRAL_TEXT } from '../../api/referral';

export const T = {
  title: 'Kode Referral',
  intro: 'Bagikan kode referral kamu kepada teman. Kode ini hanya bisa dibuat satu kali dan tidak bisa diubah.',
  codeLabel: 'Kode Referral Saya',
  noCode: 'Kamu belum punya kode referral.',
  /** 'Generate My Referral Code' (portal §2), disabled once a code exists. */
  generate: REFERRAL_TEXT.generate,
  generating: 'Membuat kode referral…',
  loading: 'Memuat kode referral…',
  copy: 'Salin Kode',
  /** The gateway's message of a newly made code (decision 017). */
  created: REFERRAL_TEXT.created,
  copied: 'Kode referral berhasil disalin',
  copyFailed: 'Kode referral gagal disalin',
  retry: 'Coba Lagi',
  invite: 'Undang Teman',
} as const;
