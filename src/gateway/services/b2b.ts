/**
 * The B2B registration (portal spec §7 "User": b2b_register/submit and status; decision 071): a member tells the
 * company they buy for, with the scan of its tax number or business licence uploaded through lms/helper/upload; the
 * back office checks it (status 'pending' until then). A member of type b2b is 'approved' whatever their rows say:
 * their price list is the b2b one already.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { b2bRegistrations } from '../db/schema';
import { B2B_TEXT, B2bRegisterInput, type B2bStatus } from '../../api/b2b-register';
import type { AuthUser } from '../http/context';
import { HttpError } from '../http/envelope';
import { ownStoredFile } from './storage';
import type * as v from 'valibot';

/** Where the member's registration stands (GET lms/users/b2b_register/status). */
export async function b2bStatus(db: Db, user: Pick<AuthUser, 'id' | 'type'>): Promise<B2bStatus> {
  const [row] = await db.select().from(b2bRegistrations).where(eq(b2bRegistrations.user_id, user.id)).limit(1);
  if (user.type === 'b2b') return { status: 'approved', company_name: row?.company_name ?? null, submitted_at: null };
  if (!row) return { status: 'none', company_name: null, submitted_at: null };
  return { status: 'pending', company_name: row.company_name, submitted_at: row.created_at.toISOString() };
}

/**
 * Record the member's registration (POST lms/users/b2b_register/submit) as pending. Run inside a transaction.
 * @param base the gateway's public origin (the document URL must be one of its stored files).
 * @throws HttpError 409 {@link B2B_TEXT}.alreadyB2b / alreadyPending; 400 {@link B2B_TEXT}.documentInvalid when the
 *   document is not the member's own upload in `b2b/dokumen`.
 */
export async function submitB2b(
  db: Db,
  user: Pick<AuthUser, 'id' | 'type'>,
  input: v.InferOutput<typeof B2bRegisterInput>,
  base: string,
  now: Date,
): Promise<B2bStatus> {
  if (user.type === 'b2b') throw new HttpError(409, B2B_TEXT.alreadyB2b);
  const [existing] = await db.select({ id: b2bRegistrations.id }).from(b2bRegistrations).where(eq(b2bRegistrations.user_id, user.id)).limit(1);
  if (existing) throw new HttpError(409, B2B_TEXT.alreadyPending);
  const document = await ownStoredFile(db, user.id, 'b2b/dokumen', input.document_url, base);
  if (!document) throw new HttpError(400, B2B_TEXT.documentInvalid);
  const [row] = await db
    .insert(b2bRegistrations)
    .values({
      user_id: user.id,
      company_name: input.company_name,
      business_type: input.business_type,
      npwp: input.npwp,
      phone: input.phone,
      address: input.address,
      document_id: document.id,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent submit of the same member won the insert.
  if (!row) throw new HttpError(409, B2B_TEXT.alreadyPending);
  return { status: 'pending', company_name: row.company_name, submitted_at: row.created_at.toISOString() };
}

