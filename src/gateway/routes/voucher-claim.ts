/**
 * POST /api/lms/courses/erp/submit_voucher (public): the restaurant voucher claim of `/promo?code=` (portal spec §7
 * "Voucher"; shapes in src/api/voucher-claim.ts, rules in services/voucher-claim.ts).
 */
import { Hono } from 'hono';
import { VoucherClaimInput } from '../../api/voucher-claim';
import { ok } from '../http/envelope';
import { readJson } from '../http/validate';
import type { AppEnv } from '../http/context';
import { rateLimited, requestClient, takeRateToken } from '../http/rate-limit';
import { claimVoucher } from '../services/voucher-claim';

/** Routes under /api/lms/courses/erp. */
export function voucherRoutes() {
  const r = new Hono<AppEnv>();
  // Public, and every claim takes one of the restaurant's codes: limited per client, and per client and promo code
  // (http/rate-limit.ts; decision 046), so one client cannot drain a promo with invented phone numbers.
  r.post('/submit_voucher', rateLimited('voucherClaim'), async (c) => {
    const body = await readJson(c, VoucherClaimInput);
    await takeRateToken(c, 'voucherClaimCode', `${requestClient(c)}|${body.code.trim().toUpperCase()}`);
    const { db, now } = c.var.deps;
    return ok(c, await claimVoucher(db, body, now()), 'Voucher berhasil diklaim');
  });
  return r;
}
