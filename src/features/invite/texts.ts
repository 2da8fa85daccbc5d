/**
 * Every user-visible text of 'Undang Teman' (portal §2 "Invite friend", §5 "Invite by e-mail"). The spec's quoted
 * strings come from the contract (src/api/invite.ts `INVITE_TEXT`: 'Email harus diisi', 'Email format salah', and
 * the gateway's 'Undangan berhasil dikirim'); the rest is plain Indonesian UI text (decision 030).
 */
import { INVITE_TEXT } from '../../api/invite';

export const T = {
  title: 'Undang Teman',
  intro: 'Ajak teman belajar baking dan memasak di Dapur Kursus. Kirim undangan lewat email atau bagikan tautan pendaftaran.',
  byEmail: 'Undang lewat Email',
  emailLabel: 'Email teman',
  emailPlaceholder: 'nama@contoh.com',
  send: 'Kirim Undangan',
  sending: 'Mengirim undangan…',
  /** The gateway's success message (decision 017). */
  sent: INVITE_TEXT.sent,
  share: 'Bagikan Tautan Pendaftaran',
  shareTo: (site: string) => `Bagikan ke ${site}`,
  shareMessage: 'Yuk belajar baking dan memasak bareng di Dapur Kursus! Daftar lewat tautan ini:',
  linkLabel: 'Tautan pendaftaran',
  copyLink: 'Salin Tautan',
  copied: 'Tautan berhasil disalin',
  copyFailed: 'Tautan gagal disalin',
  qrTitle: 'Kode QR tautan pendaftaran',
  qrHint: 'Pindai kode QR ini untuk membuka halaman pendaftaran.',
  referral: 'Lihat Kode Referral Saya',
  closeNotice: 'Tutup notifikasi',
} as const;
