/**
 * Orders and transactions under /api/lms/finance (commerce spec §7 "Cart and orders", §8 "Order payment").
 * Member routes; `user_id` must be the token's member. order/add and order/payment honour `Idempotency-Key`.
 * Both price with the member's own price list; the request's `price_type` / `price_tier` are ignored.
 * order/payment asks the payment provider outside any database transaction (reserve → call → record; decision 047).
 * order/direct ('Direct order add', decision 083) is order/add + order/payment in one: the order is created and its
 * payment reserved in the same transaction (a refusal leaves no order), then the provider is asked, then recorded.
 * order/update_promotion ('Update promotion', decision 084) sets or removes the promo of an order still in status 1.
 */
import { Hono } from 'hono';
import { DirectOrderInput, OrderAddInput, OrderPaymentInput, UpdatePromotionInput, TransactionDetailQuery, TransactionListQuery, TransactionPaymentInput } from '../../api/order';
import { successBody } from '../http/envelope';
import { ok } from '../http/envelope';
import { readJson, readQuery } from '../http/validate';
import { requireAuth, sameUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { runIdempotent, runIdempotentAround } from '../services/idempotency';
import { createOrder } from '../services/orders/create';
import { expireOverdueOrders } from '../services/orders/expire';
import { getTransaction, listTransactions } from '../services/orders/list';
import { recordPayment, releasePayment, reservePayment } from '../services/orders/pay';
import { updateOrderPromotion } from '../services/orders/promotion';
import { resumePayment } from '../services/orders/resume';
import { priceListOf } from '../services/price-list';

/** Routes under /api/lms/finance (except the cart). */
export function orderRoutes() {
  const r = new Hono<AppEnv>();

  r.post('/order/add', requireAuth, async (c) => {
    const body = await readJson(c, OrderAddInput);
    const user = sameUser(c, body.user_id);
    const { db, now } = c.var.deps;
    const at = now();
    const { body: answer } = await runIdempotent(
      db,
      { userId: user.id, name: 'order/add', key: c.req.header('Idempotency-Key'), request: body },
      async (tx) => {
        const list = priceListOf(user);
        const created = await createOrder(tx, { ...body, user_id: user.id, price_type: list.type, price_tier: list.tier }, at);
        return successBody({ invoice: created.invoice }, 'Order berhasil dibuat');
      },
    );
    return c.json(answer, 200);
  });

  r.post('/order/payment', requireAuth, async (c) => {
    const body = await readJson(c, OrderPaymentInput);
    const user = sameUser(c, body.user_id);
    const { db, now, payment } = c.var.deps;
    const at = now();
    await expireOverdueOrders(db, at, { userId: user.id, invoice: body.invoice });
    const list = priceListOf(user);
    // Reserve (checks, amount, stock held) in one transaction, ask the provider outside any, record in another: a
    // slow provider blocks no other member's order of the same product.
    const { body: answer } = await runIdempotentAround(
      db,
      { userId: user.id, name: 'order/payment', key: c.req.header('Idempotency-Key'), request: body, now: at },
      {
        reserve: (tx) => reservePayment(tx, { ...body, user_id: user.id, price_type: list.type, price_tier: list.tier }, at),
        call: (reserved) => payment.createTransaction(reserved.provider),
        record: async (tx, reserved, transaction) => successBody(await recordPayment(tx, reserved, transaction, at), 'Silahkan lakukan pembayaran'),
        release: (tx, reserved) => releasePayment(tx, reserved),
      },
    );
    return c.json(answer, 200);
  });

  r.post('/order/direct', requireAuth, async (c) => {
    const body = await readJson(c, DirectOrderInput);
    const user = sameUser(c, body.user_id);
    const { db, now, payment } = c.var.deps;
    const at = now();
    const list = priceListOf(user);
    const priced = { user_id: user.id, price_type: list.type, price_tier: list.tier };
    const { body: answer } = await runIdempotentAround(
      db,
      { userId: user.id, name: 'order/direct', key: c.req.header('Idempotency-Key'), request: body, now: at },
      {
        // One transaction: the order exists only if its payment can be reserved (prices, promo, delivery, stock).
        reserve: async (tx) => {
          const created = await createOrder(tx, { ...body, ...priced }, at);
          const { user_info, recipient, promo_code, logistic } = body;
          return reservePayment(tx, { invoice: created.invoice, user_info, recipient, promo_code, logistic, ...priced }, at);
        },
        call: (reserved) => payment.createTransaction(reserved.provider),
        record: async (tx, reserved, transaction) => successBody(await recordPayment(tx, reserved, transaction, at), 'Silahkan lakukan pembayaran'),
        release: (tx, reserved) => releasePayment(tx, reserved),
      },
    );
    return c.json(answer, 200);
  });

  r.post('/order/update_promotion', requireAuth, async (c) => {
    const body = await readJson(c, UpdatePromotionInput);
    const user = sameUser(c, body.user_id);
    const { db, now } = c.var.deps;
    return ok(c, await updateOrderPromotion(db, user.id, body.invoice, body.promo_code, now()), 'Promo berhasil diperbarui');
  });

  r.get('/transaction', requireAuth, async (c) => {
    const q = readQuery(c, TransactionListQuery);
    const user = sameUser(c, q.user_id);
    const { db, now } = c.var.deps;
    return ok(c, await listTransactions(db, user.id, q, now()));
  });

  // Pay a waiting order from its transaction detail: the popup token for the order as stored (services/orders/resume.ts).
  r.post('/transaction/payment', requireAuth, async (c) => {
    const body = await readJson(c, TransactionPaymentInput);
    const user = sameUser(c, body.user_id);
    const { db, now, payment } = c.var.deps;
    return ok(c, await resumePayment(db, user.id, body.invoice, now(), payment), 'Silahkan lakukan pembayaran');
  });

  r.get('/transaction/detail', requireAuth, async (c) => {
    const q = readQuery(c, TransactionDetailQuery);
    const user = sameUser(c, q.user_id);
    const { db, now } = c.var.deps;
    return ok(c, await getTransaction(db, user.id, q.invoice.trim(), now()));
  });

  return r;
}
