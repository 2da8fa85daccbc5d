/**
 * POST /api/payment/notification: the payment provider's notification (public; trusted by its SHA-512
 * signature, see services/payment-notification.ts). A replay answers 200 and changes nothing.
 */
import { Hono } from 'hono';
import { ok } from '../http/envelope';
import { readJson } from '../http/validate';
import type { AppEnv } from '../http/context';
import { handleNotification, PaymentNotification } from '../services/payment-notification';

/** Routes under /api/payment. */
export function paymentRoutes() {
  const r = new Hono<AppEnv>();
  r.post('/notification', async (c) => {
    const body = await readJson(c, PaymentNotification);
    const { db, now, config } = c.var.deps;
    const outcome = await handleNotification(db, body, config.paymentServerKey, now());
    return ok(c, outcome, outcome.replayed ? 'Notifikasi sudah diproses sebelumnya' : 'Notifikasi diterima');
  });
  return r;
}
