/**
 * Subscription routes under /api/lms/subscription (commerce spec §7 "Subscription and referral"; paths and shapes in
 * src/api/subscription.ts): package_list and package_detail/{id} are public, user_active_subscription and
 * payment_snap/{packageId} need the member's token (`user_id` / `user_info.id` must be that member), landing_lead
 * is public. payment_snap honours an `Idempotency-Key` header like order/payment (docs/decisions/005).
 */
import { Hono } from 'hono';
import { ActiveSubscriptionQuery, SubscriptionLeadInput, SubscriptionPaymentInput } from '../../api/subscription';
import { ok, successBody } from '../http/envelope';
import { readIdParam, readJson, readQuery } from '../http/validate';
import { requireAuth, sameUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { rateLimited } from '../http/rate-limit';
import { runIdempotentAround } from '../services/idempotency';
import { expireOverdueOrders } from '../services/orders/expire';
import {
  getActiveSubscription,
  getPackageDetail,
  listPackages,
  recordLead,
  recordSubscriptionPayment,
  reserveSubscriptionPayment,
  subscriptionFinishUrl,
} from '../services/subscription';

/** Routes under /api/lms/subscription. */
export function subscriptionRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/package_list', async (c) => ok(c, await listPackages(c.var.deps.db)));

  r.get('/package_detail/:id', async (c) => ok(c, await getPackageDetail(c.var.deps.db, readIdParam(c))));

  r.get('/user_active_subscription', requireAuth, async (c) => {
    const q = readQuery(c, ActiveSubscriptionQuery);
    const user = sameUser(c, q.user_id);
    const { db, now } = c.var.deps;
    return ok(c, await getActiveSubscription(db, user.id, now()));
  });

  r.post('/payment_snap/:packageId', requireAuth, async (c) => {
    const packageId = readIdParam(c, 'packageId');
    const body = await readJson(c, SubscriptionPaymentInput);
    const user = sameUser(c, body.user_info.id);
    const { db, now, payment, config } = c.var.deps;
    const at = now();
    await expireOverdueOrders(db, at, { userId: user.id });
    // The same payment provider as order/payment (the stand-in when configured, the real Snap API otherwise), asked
    // outside any transaction: decide, call, record (decision 047).
    const { body: answer } = await runIdempotentAround(
      db,
      { userId: user.id, name: `subscription/payment_snap/${packageId}`, key: c.req.header('Idempotency-Key'), request: body, now: at },
      {
        reserve: (tx) => reserveSubscriptionPayment(tx, user.id, packageId, body, at, subscriptionFinishUrl(config)),
        call: (reserved) => payment.createTransaction(reserved.provider),
        record: async (tx, reserved, transaction) => successBody(await recordSubscriptionPayment(tx, reserved, transaction, at), 'Silahkan lakukan pembayaran'),
        // Nothing was written before the provider answered.
        release: async () => undefined,
      },
    );
    return c.json(answer, 200);
  });

  // Public: limited per client (http/rate-limit.ts).
  r.post('/landing_lead', rateLimited('lead'), async (c) => {
    const body = await readJson(c, SubscriptionLeadInput);
    const { db, now } = c.var.deps;
    return ok(c, await recordLead(db, body, now()), 'Terima kasih, tim kami akan menghubungi kamu lewat WhatsApp');
  });

  return r;
}
