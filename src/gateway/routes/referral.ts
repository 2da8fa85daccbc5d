/**
 * Referral routes under /api/lms/community/point (portal spec §2 "Referral", §7 "Referral"; contract in
 * src/api/referral.ts). Member routes: the id in the path or body must be the token's member (403 otherwise).
 */
import { Hono } from 'hono';
import { GenerateReferralInput, REFERRAL_TEXT } from '../../api/referral';
import { ok } from '../http/envelope';
import { readIdParam, readJson } from '../http/validate';
import { requireAuth, sameUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ensureReferralCode, findReferralCode } from '../services/referral';

/** Routes under /api/lms/community/point. */
export function referralRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth);

  r.get('/get_my_referral_code/:id', async (c) => {
    const user = sameUser(c, readIdParam(c));
    return ok(c, { id_user: user.id, referral_code: await findReferralCode(c.var.deps.db, user.id) });
  });

  r.post('/generate_referral_code', async (c) => {
    const body = await readJson(c, GenerateReferralInput);
    const user = sameUser(c, body.id_user);
    const { db, now } = c.var.deps;
    const { code, created } = await ensureReferralCode(db, user.id, now());
    return ok(c, { id_user: user.id, referral_code: code }, created ? REFERRAL_TEXT.created : REFERRAL_TEXT.exists);
  });

  return r;
}
