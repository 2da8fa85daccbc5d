/**
 * Referral codes (portal spec §2 "Referral", §7 "Referral"): one code per member, unique across members, created
 * on request and never replaced (generating twice answers the first code). Contract: src/api/referral.ts.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { referralCodes, users } from '../db/schema';
import { REFERRAL_ALPHABET } from '../../api/referral';
import { HttpError } from '../http/envelope';

/** Attempts at a fresh random code before giving up (a clash needs two equal 30-bit draws). */
const ATTEMPTS = 8;

/**
 * The code's prefix: the first up to four ASCII letters of the first name, upper-cased ('Siti' → 'SITI',
 * 'Ña' → 'A'), or 'DK' when the name has none.
 */
export function referralPrefix(firstname: string): string {
  const letters = firstname
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 4);
  return letters || 'DK';
}

/** A code: the prefix and six characters of {@link REFERRAL_ALPHABET} (32 symbols, so a byte's low 5 bits are unbiased). */
export function makeReferralCode(firstname: string, random: (n: number) => Uint8Array = (n) => randomBytes(n)): string {
  const bytes = random(6);
  let tail = '';
  for (const b of bytes) tail += REFERRAL_ALPHABET[b & 31];
  return referralPrefix(firstname) + tail;
}

/** The member's code, or null. */
export async function findReferralCode(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.user_id, userId)).limit(1);
  return row?.code ?? null;
}

/**
 * The member's code, creating it when there is none. Concurrent calls agree on one code (the member is the
 * primary key); a clash with another member's code draws again.
 * @returns the code and whether it was created now.
 * @throws HttpError 500 when no free code was found in {@link ATTEMPTS} draws (practically never).
 */
export async function ensureReferralCode(
  db: Db,
  userId: number,
  now: Date,
  random?: (n: number) => Uint8Array,
): Promise<{ code: string; created: boolean }> {
  const existing = await findReferralCode(db, userId);
  if (existing) return { code: existing, created: false };
  const [user] = await db.select({ firstname: users.firstname }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(401, 'token not found on auth service');
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const code = makeReferralCode(user.firstname, random);
    const inserted = await db.insert(referralCodes).values({ user_id: userId, code, created_at: now }).onConflictDoNothing().returning({ code: referralCodes.code });
    if (inserted[0]) return { code: inserted[0].code, created: true };
    // Either another request created this member's code just now, or the code belongs to someone else.
    const mine = await findReferralCode(db, userId);
    if (mine) return { code: mine, created: false };
  }
  throw new HttpError(500, 'Kode referral tidak dapat dibuat, coba lagi');
}
