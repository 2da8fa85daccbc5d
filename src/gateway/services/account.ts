/**
 * The member's account on the gateway (portal spec §2 "Account area", §4 "Session", §5, §7 "User", §8): profile
 * edit with the profile's own address, social links, change password, token revocation (sign-out) and
 * invitations. Routes: src/gateway/routes/account.ts. Contract: src/api/profile.ts, src/api/invite.ts.
 */
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { districts, invitations, sessions, users, villages, type ProfileAddressData } from '../db/schema';
import type { User } from '../../api/user';
import { PASSWORD_TEXT, PROFILE_TEXT, type ProfileEditFields, type SocialLinks } from '../../api/profile';
import { INVITES_PER_DAY, INVITE_TEXT, type Invitation } from '../../api/invite';
import { hashPassword, verifyPassword } from '../auth/password';
import { HttpError } from '../http/envelope';
import { loadUser, verifiedPin } from './users';
import { IMAGE_UPLOAD_PATH } from '../../api/profile-photo';
import { deleteOwnFiles, ownStoredFile, storedFileIdOf, storedFileUrl } from './storage';

const DAY_MS = 86_400_000;

/**
 * Check `address_data` against the regions and build what is stored: the district must exist; a village, when
 * given, must lie in it (its name then comes from the regions table, and missing coordinates from the village); a
 * pin with a village must lie within 3 km of it (users.ts `verifiedPin`, decision 044).
 * @throws HttpError 400 'Data profil tidak valid, cek kembali data yang kamu masukan' otherwise; 422
 *   'Titik lokasi alamat lebih dari 3 km …' for a pin outside the village.
 */
async function resolveProfileAddress(db: Db, a: ProfileEditFields['address_data']): Promise<ProfileAddressData> {
  const [district] = await db.select({ id: districts.id }).from(districts).where(eq(districts.id, a.district_id)).limit(1);
  if (!district) throw new HttpError(400, PROFILE_TEXT.invalidSubmit);
  const hasCoords = a.latitude !== null && a.longitude !== null;
  if (!a.village_id) {
    return {
      address: a.address,
      district_id: district.id,
      village_id: '',
      village: '',
      postal_code: a.postcode,
      latitude: hasCoords ? a.latitude : null,
      longitude: hasCoords ? a.longitude : null,
    };
  }
  const [village] = await db.select().from(villages).where(eq(villages.id, a.village_id)).limit(1);
  if (!village || village.district_id !== district.id) throw new HttpError(400, PROFILE_TEXT.invalidSubmit);
  const pin = verifiedPin(a, village);
  return {
    address: a.address,
    district_id: district.id,
    village_id: village.id,
    village: village.name,
    postal_code: a.postcode,
    latitude: pin.latitude,
    longitude: pin.longitude,
  };
}

/**
 * Save the profile form (PUT lms/users/edit, portal §5, §7). `education`, `image` and `social_links` keep their
 * stored values when absent. A new `image` must be the member's own uploaded photo (or the current photo); after a
 * save with an image, the member's other photos are deleted from the storage.
 * @param base the gateway's public origin (upload URLs are absolute on it).
 * @throws HttpError 400 {@link PROFILE_TEXT}.invalidSubmit (unknown district, village outside it),
 *   400 {@link PROFILE_TEXT}.imageInvalid; 401 when the member is gone.
 */
export async function saveProfile(db: Db, userId: number, f: ProfileEditFields, now: Date, base: string): Promise<User> {
  const [current] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId)).limit(1);
  if (!current) throw new HttpError(401, 'token not found on auth service');
  const address = await resolveProfileAddress(db, f.address_data);
  let image: string | undefined;
  if (f.image !== undefined) {
    if (f.image === '' || f.image === current.image) image = f.image;
    else {
      const own = await ownStoredFile(db, userId, IMAGE_UPLOAD_PATH, f.image, base);
      if (!own) throw new HttpError(400, PROFILE_TEXT.imageInvalid);
      image = storedFileUrl(base, own);
    }
  }
  await db
    .update(users)
    .set({
      firstname: f.firstname,
      lastname: f.lastname,
      gender: f.gender,
      no_telp: f.no_telp,
      birthday: f.birthday,
      biography: f.biography,
      profile_address: address,
      ...(f.education !== undefined ? { education: f.education } : {}),
      ...(image !== undefined ? { image } : {}),
      ...(f.social_links !== undefined ? { social_links: f.social_links } : {}),
      updated_at: now,
    })
    .where(eq(users.id, userId));
  if (image !== undefined) await deleteOwnFiles(db, userId, IMAGE_UPLOAD_PATH, storedFileIdOf(image, IMAGE_UPLOAD_PATH));
  return (await loadUser(db, userId))!;
}

/** Save the social links alone (the 'Social media' page; portal §2: no validation beyond the length caps). */
export async function saveSocialLinks(db: Db, userId: number, links: SocialLinks, now: Date): Promise<User> {
  await db.update(users).set({ social_links: links, updated_at: now }).where(eq(users.id, userId));
  const user = await loadUser(db, userId);
  if (!user) throw new HttpError(401, 'token not found on auth service');
  return user;
}

/**
 * Change the password (POST lms/users/change_password): verify the current one, store the new hash and revoke
 * every other session of the member (a stolen session stops working), keeping `currentToken`.
 * @throws HttpError 400 'Password saat ini salah'; 403 for a social-login account.
 */
export async function changePassword(
  db: Db,
  userId: number,
  input: { old_password: string; new_password: string },
  currentToken: string,
  now: Date,
): Promise<void> {
  const [user] = await db.select({ hash: users.password_hash, social: users.social_login }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(401, 'token not found on auth service');
  if (user.social) throw new HttpError(403, PASSWORD_TEXT.socialLogin);
  if (!(await verifyPassword(input.old_password, user.hash))) throw new HttpError(400, PASSWORD_TEXT.wrongCurrent);
  const hash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: hash, updated_at: now }).where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.user_id, userId), ne(sessions.token, currentToken)));
  });
}

/** Revoke one session token (POST lms/users/logout). @returns whether a session was deleted. */
export async function revokeSession(db: Db, token: string): Promise<boolean> {
  const removed = await db.delete(sessions).where(eq(sessions.token, token)).returning({ token: sessions.token });
  return removed.length > 0;
}

/**
 * Record an invitation (POST lms/users/invite). The same address invited by the same member within 24 hours
 * answers the earlier invitation without a new row.
 * @throws HttpError 429 {@link INVITE_TEXT}.quota past {@link INVITES_PER_DAY} invitations in 24 hours.
 */
export async function recordInvitation(db: Db, userId: number, email: string, now: Date): Promise<Invitation> {
  const since = new Date(now.getTime() - DAY_MS);
  return db.transaction(async (tx) => {
    // Serialise one member's invitations so that the quota holds under concurrent requests.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const recent = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.user_id, userId), gt(invitations.created_at, since)))
      .orderBy(desc(invitations.created_at));
    const same = recent.find((r) => r.email === email);
    const row =
      same ??
      (await (async () => {
        if (recent.length >= INVITES_PER_DAY) throw new HttpError(429, INVITE_TEXT.quota);
        const [inserted] = await tx.insert(invitations).values({ user_id: userId, email, created_at: now }).returning();
        return inserted!;
      })());
    return { id: row.id, email: row.email, created_at: row.created_at.toISOString() };
  });
}
