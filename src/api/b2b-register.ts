/**
 * The B2B registration behind 'Daftar B2B' in the account area (portal spec §7 "User": POST
 * lms/users/b2b_register/submit, GET lms/users/b2b_register/status; §1 "Members have a type (for example b2c or
 * b2b)"). Payload and answers are not shown in the spec; chosen here (decision 071).
 *
 * - GET `lms/users/b2b_register/status` → {@link B2bStatus}: `none` (nothing sent: the form is offered), `pending`
 *   (sent, waiting for the back office's check) or `approved` (the member is type b2b: their prices are the b2b list).
 *   A member without a registration is an answer (`none`), not an error.
 * - POST `lms/users/b2b_register/submit` with {@link B2bRegisterInput} → {@link B2bStatus} (`pending`) and
 *   {@link B2B_TEXT}.submitted. Refusals: 400 with the field's message (the same schema as the form), 400
 *   {@link B2B_TEXT}.documentInvalid when `document_url` is not the member's own upload (lms/helper/upload,
 *   src/api/helper-upload.ts), 409 {@link B2B_TEXT}.alreadyPending / alreadyB2b.
 */
import * as v from 'valibot';
import { call } from './client';
import { requiredText } from './fields';
import { maxText } from './limits';

/** Texts of the B2B form (not quoted by the spec; Indonesian, in the spec's style). */
export const B2B_TEXT = {
  companyRequired: 'Nama perusahaan harus diisi',
  businessRequired: 'Bidang usaha harus dipilih',
  npwpRequired: 'NPWP harus diisi',
  npwpDigits: 'NPWP harus 15 atau 16 angka',
  phoneRequired: 'No telepon harus diisi',
  phoneDigits: 'No telepon harus angka',
  phoneMin: 'No telepon minimal 8 angka',
  addressRequired: 'Alamat harus diisi',
  addressMin: 'Alamat minimal 8 karakter',
  documentRequired: 'Dokumen NPWP atau NIB harus diunggah',
  documentInvalid: 'Dokumen tidak valid, unggah ulang dokumen kamu',
  submitted: 'Pendaftaran B2B berhasil dikirim',
  alreadyPending: 'Pendaftaran B2B kamu sedang diverifikasi',
  alreadyB2b: 'Akun kamu sudah terdaftar sebagai B2B',
} as const;

/** Lines of business (value → label). */
export const B2B_BUSINESS_TYPES = {
  bakery: 'Bakery / Toko Roti',
  kafe: 'Kafe / Restoran',
  katering: 'Katering',
  'toko-kue': 'Toko Kue',
  distributor: 'Distributor / Reseller',
  lainnya: 'Lainnya',
} as const;
export type B2bBusinessType = keyof typeof B2B_BUSINESS_TYPES;

const digits = (s: string) => s.replace(/\D/g, '');

/** POST lms/users/b2b_register/submit body (also the form's schema). Phone and NPWP keep their digits only. */
export const B2bRegisterInput = v.object({
  company_name: requiredText(B2B_TEXT.companyRequired, 'name'),
  business_type: v.picklist(Object.keys(B2B_BUSINESS_TYPES) as [B2bBusinessType, ...B2bBusinessType[]], B2B_TEXT.businessRequired),
  npwp: v.pipe(
    v.optional(v.string(B2B_TEXT.npwpRequired), ''),
    v.transform(digits),
    v.nonEmpty(B2B_TEXT.npwpRequired),
    v.check((s) => s.length === 15 || s.length === 16, B2B_TEXT.npwpDigits),
  ),
  phone: v.pipe(
    v.optional(v.string(B2B_TEXT.phoneRequired), ''),
    v.trim(),
    v.nonEmpty(B2B_TEXT.phoneRequired),
    v.regex(/^\d+$/, B2B_TEXT.phoneDigits),
    v.minLength(8, B2B_TEXT.phoneMin),
    v.maxLength(13, 'No telepon maksimal 13 angka'),
  ),
  address: v.pipe(requiredText(B2B_TEXT.addressRequired, 'address'), v.minLength(8, B2B_TEXT.addressMin)),
  document_url: v.pipe(v.optional(v.string(B2B_TEXT.documentRequired), ''), v.trim(), v.nonEmpty(B2B_TEXT.documentRequired), maxText('url')),
});
export type B2bRegisterInput = v.InferInput<typeof B2bRegisterInput>;

/** Where a member's registration stands. `submitted_at` ISO time, null unless pending. */
export const B2bStatus = v.object({
  status: v.picklist(['none', 'pending', 'approved']),
  company_name: v.nullable(v.string()),
  submitted_at: v.nullable(v.string()),
});
export type B2bStatus = v.InferOutput<typeof B2bStatus>;

export const getB2bStatus = () => call('get', 'lms/users/b2b_register/status', B2bStatus);
export const submitB2bRegistration = (input: B2bRegisterInput) =>
  call('post', 'lms/users/b2b_register/submit', B2bStatus, { json: input });
