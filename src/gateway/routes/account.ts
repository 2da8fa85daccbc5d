/**
 * Account calls under /api/lms/users (portal spec §2 "Account area", §4 "Session", §5, §7 "User", "Uploads",
 * §8; contract in src/api/profile.ts, profile-photo.ts, invite.ts; docs/api-contract.md "Account (portal §7)").
 * Mounted inside {@link userRoutes} (src/gateway/routes/user.ts), behind its `requireAuth`: every call is the
 * token's member's own.
 *
 * - PUT  /edit             the profile form or the social links alone → the updated User, 'Info berhasil diubah'
 * - POST /change_password  verify the current password, store the new one, revoke the other sessions
 * - POST /logout           revoke this token (path chosen here)
 * - POST /invite           record an invitation (path chosen here)
 * - POST /image_upload     multipart `files` + `path=images` → `{ image_url }`, checked and stored by the storage
 *   service ({@link PROFILE_PHOTO_BUCKET}); its own body limit, the /api-wide 1 MB limit does not apply to it
 *   (src/gateway/app.ts)
 */
import { Hono, type Context } from 'hono';
import { ChangePasswordInput, PASSWORD_TEXT, PROFILE_TEXT, profileEditKind, profileEditSchema, SESSION_TEXT, SocialLinksInput } from '../../api/profile';
import { InviteInput, INVITE_TEXT } from '../../api/invite';
import { IMAGE_UPLOAD_PATH, UPLOAD_PATH_INVALID, UPLOAD_QUOTA_MESSAGE, UPLOADS_PER_DAY } from '../../api/profile-photo';
import { HttpError, ok } from '../http/envelope';
import { BAD_INPUT, INVALID_JSON_MESSAGE, parseWith } from '../http/validate';
import { bearerToken, currentUser, TOKEN_NOT_FOUND } from '../http/auth';
import type { AppEnv } from '../http/context';
import { rateLimited } from '../http/rate-limit';
import { publicBase } from '../http/origin';
import { changePassword, recordInvitation, revokeSession, saveProfile, saveSocialLinks } from '../services/account';
import { checkUploads, countFilesSince, PROFILE_PHOTO_BUCKET, storedFileUrl, storeFiles, uploadBodyLimit } from '../services/storage';
import { fileParts, readMultipart } from '../http/multipart';

const DAY_MS = 86_400_000;

/** The full path of the upload route (app.ts exempts it from the /api-wide body limit). */
export const IMAGE_UPLOAD_ROUTE = '/api/lms/users/image_upload';

async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text());
  } catch {
    throw new HttpError(BAD_INPUT, INVALID_JSON_MESSAGE);
  }
}

/** Routes mounted under /api/lms/users (after `requireAuth`). */
export function accountRoutes() {
  const r = new Hono<AppEnv>();

  r.put('/edit', async (c) => {
    const body = await jsonBody(c);
    const user = currentUser(c);
    const { db, now, config } = c.var.deps;
    if (profileEditKind(body) === 'social') {
      const input = parseWith(SocialLinksInput, body);
      return ok(c, await saveSocialLinks(db, user.id, input.social_links, now()), PROFILE_TEXT.saved);
    }
    const input = parseWith(profileEditSchema(now()), body);
    return ok(c, await saveProfile(db, user.id, input, now(), publicBase(config)), PROFILE_TEXT.saved);
  });

  r.post('/change_password', async (c) => {
    const input = parseWith(ChangePasswordInput, await jsonBody(c));
    const token = bearerToken(c.req.header('Authorization'))!;
    const { db, now, sessions } = c.var.deps;
    await changePassword(db, currentUser(c).id, input, token, now());
    // The other sessions are revoked: this process forgets them now (the others hear it through the database).
    sessions.forgetMember(currentUser(c).id);
    return ok(c, null, PASSWORD_TEXT.saved);
  });

  r.post('/logout', async (c) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token || !(await revokeSession(c.var.deps.db, token))) throw new HttpError(401, TOKEN_NOT_FOUND);
    c.var.deps.sessions.forgetToken(token);
    c.header('Cache-Control', 'no-store');
    return ok(c, null, SESSION_TEXT.loggedOut);
  });

  r.post('/invite', rateLimited('invite'), async (c) => {
    const input = parseWith(InviteInput, await jsonBody(c));
    const { db, now } = c.var.deps;
    return ok(c, await recordInvitation(db, currentUser(c).id, input.email, now()), INVITE_TEXT.sent);
  });

  r.post('/image_upload', rateLimited('memberUpload'), uploadBodyLimit(PROFILE_PHOTO_BUCKET), async (c) => {
    const form = await readMultipart(c);
    if (form.path !== IMAGE_UPLOAD_PATH) throw new HttpError(BAD_INPUT, UPLOAD_PATH_INVALID);
    const files = await checkUploads(PROFILE_PHOTO_BUCKET, fileParts(form));
    const { db, now, config } = c.var.deps;
    const userId = currentUser(c).id;
    if ((await countFilesSince(db, userId, IMAGE_UPLOAD_PATH, new Date(now().getTime() - DAY_MS))) >= UPLOADS_PER_DAY) {
      throw new HttpError(429, UPLOAD_QUOTA_MESSAGE);
    }
    const [stored] = await storeFiles(db, IMAGE_UPLOAD_PATH, userId, files, now());
    return ok(c, { image_url: storedFileUrl(publicBase(config), stored!) }, 'Upload berhasil');
  });

  return r;
}
