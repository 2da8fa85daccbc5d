/**
 * The restaurant voucher claim, POST lms/courses/erp/submit_voucher (portal spec §2 "/promo", §7 "Voucher", §8
 * "Voucher claim"). Each promo has a finite stock of codes (erp_voucher_codes); a claim takes the lowest free one.
 * Rules (docs/decisions/023-voucher-and-hr.md, 046-limits-per-client.md): one claim per phone number per promo; the
 * phone must be an Indonesian mobile number and is compared in one form (src/api/voucher-claim.ts
 * `normalizeIndonesianPhone`: 0812…, 62812… and +62812… are one). The route limits claims per client and per client
 * and promo code (http/rate-limit.ts).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { erpVoucherCodes, erpVoucherPromos } from '../db/schema';
import { normalizeIndonesianPhone, phoneProblem, VOUCHER_EXHAUSTED, VOUCHER_TEXT, type VoucherClaimed } from '../../api/voucher-claim';
import { HttpError } from '../http/envelope';

export const VOUCHER_PROMO_NOT_FOUND = 'Kode promo voucher tidak ditemukan';
export const VOUCHER_PROMO_INACTIVE = 'Promo tidak aktif';
export const VOUCHER_PROMO_NOT_STARTED = 'Promo belum dimulai';
export const VOUCHER_PROMO_ENDED = 'Promo sudah kadarluarsa';
export const VOUCHER_ALREADY_CLAIMED = VOUCHER_TEXT.alreadyClaimed;

/**
 * The phone as compared for "one claim per phone" (src/api/voucher-claim.ts `normalizeIndonesianPhone`).
 * @throws HttpError 400 with the field's message ({@link phoneProblem}) unless it is an Indonesian mobile number.
 */
export function normalizePhone(raw: string): string {
  const problem = phoneProblem(raw);
  if (problem) throw new HttpError(400, problem);
  return normalizeIndonesianPhone(raw);
}

/** Whether an error is PostgreSQL's unique violation (23505), possibly wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Claim one voucher code of promo `code` for a customer.
 * @returns a one-element list whose `Code` is the voucher.
 * @throws HttpError 404 unknown promo, 422 inactive, 423 not started, 424 ended, 409 {@link VOUCHER_ALREADY_CLAIMED},
 *   403 {@link VOUCHER_EXHAUSTED} when no code is left, 400 for a phone that is not an Indonesian mobile number.
 */
export async function claimVoucher(db: Db, input: { nama_customer: string; no_hp: string; code: string }, now: Date): Promise<VoucherClaimed[]> {
  const phone = normalizePhone(input.no_hp);
  const promoCode = input.code.trim().toUpperCase();
  try {
    return await db.transaction(async (tx) => {
      const [promo] = await tx.select().from(erpVoucherPromos).where(eq(erpVoucherPromos.code, promoCode)).limit(1).for('update');
      if (!promo) throw new HttpError(404, VOUCHER_PROMO_NOT_FOUND);
      if (!promo.is_active) throw new HttpError(422, VOUCHER_PROMO_INACTIVE);
      if (now < promo.start_date) throw new HttpError(423, VOUCHER_PROMO_NOT_STARTED);
      if (now > promo.end_date) throw new HttpError(424, VOUCHER_PROMO_ENDED);
      const [mine] = await tx
        .select({ id: erpVoucherCodes.id })
        .from(erpVoucherCodes)
        .where(and(eq(erpVoucherCodes.promo_id, promo.id), eq(erpVoucherCodes.claimed_phone, phone)))
        .limit(1);
      if (mine) throw new HttpError(409, VOUCHER_ALREADY_CLAIMED);
      // The promo row is locked above, so two claims of one promo take codes one after the other.
      const [free] = await tx
        .select()
        .from(erpVoucherCodes)
        .where(and(eq(erpVoucherCodes.promo_id, promo.id), isNull(erpVoucherCodes.claimed_phone)))
        .orderBy(asc(erpVoucherCodes.id))
        .limit(1);
      if (!free) throw new HttpError(403, VOUCHER_EXHAUSTED);
      await tx
        .update(erpVoucherCodes)
        .set({ claimed_name: input.nama_customer, claimed_phone: phone, claimed_at: now })
        .where(eq(erpVoucherCodes.id, free.id));
      return [
        {
          Code: free.voucher_code,
          promo_code: promo.code,
          title: promo.title,
          outlet: promo.outlet,
          nama_customer: input.nama_customer,
          no_hp: phone,
          valid_until: promo.end_date.toISOString(),
        },
      ];
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, VOUCHER_ALREADY_CLAIMED);
    throw error;
  }
}
