/**
 * Referral code (portal spec §2 "Referral (ReferralMenu)", §3 "Referral", §7 "Referral"; commerce spec §7
 * "Subscription and referral").
 *
 * Paths:
 * - GET lms/community/point/get_my_referral_code/{id} — `{id}` is the signed-in member's id (another member's id
 *   answers 403). Answers {@link ReferralCode}: `referral_code` is null while the member has none (the page then
 *   enables 'Generate My Referral Code').
 * - POST lms/community/point/generate_referral_code with `{ id_user }` (the signed-in member). Creates the code
 *   when there is none and answers it; when there is one already it answers that same code (generating twice
 *   keeps the first code). Codes are unique across members: up to four letters of the first name and six
 *   characters from A–Z/2–9 without look-alikes (I, O, 0, 1), e.g. `SITI7KQ2MX`.
 */
import * as v from 'valibot';
import { call } from './client';
import { PositiveInt } from './envelope';

/** Texts of the referral page and the gateway's messages. */
export const REFERRAL_TEXT = {
  /** The page's button (portal §2), disabled once a code exists. */
  generate: 'Generate My Referral Code',
  /** Not in the spec: message of a newly created code. */
  created: 'Kode referral berhasil dibuat',
  /** Not in the spec: message when the member already had a code (the same code is answered). */
  exists: 'Kode referral sudah ada',
} as const;

/** The characters of a referral code's random part (no I, O, 0, 1). */
export const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A referral code: 1–4 letters from the first name (or `DK`) and 6 characters of {@link REFERRAL_ALPHABET}. */
export const REFERRAL_CODE_PATTERN = /^[A-Z]{1,4}[A-HJ-NP-Z2-9]{6}$/;

/** `result` of both referral calls. */
export const ReferralCode = v.object({ id_user: v.number(), referral_code: v.nullable(v.string()) });
export type ReferralCode = v.InferOutput<typeof ReferralCode>;

/** POST lms/community/point/generate_referral_code body (portal §3 "The request takes id_user"). */
export const GenerateReferralInput = v.object({ id_user: PositiveInt });
export type GenerateReferralInput = v.InferInput<typeof GenerateReferralInput>;

/** The member's referral code or null. @throws ApiError 403 for another member's id, 401. */
export const getMyReferralCode = (userId: number) => call('get', `lms/community/point/get_my_referral_code/${userId}`, ReferralCode);

/** Create the member's code, or answer the existing one. @throws ApiError 403 for another member's id, 401. */
export const generateReferralCode = (userId: number) =>
  call('post', 'lms/community/point/generate_referral_code', ReferralCode, { json: { id_user: userId } satisfies GenerateReferralInput });
