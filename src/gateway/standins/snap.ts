/**
 * The payment provider stand-in (Snap-compatible), mounted at /snap (commerce spec §2 "Payment popup", §4
 * "Payment popup result", §7 "Payment popup and messaging").
 *
 * - GET /snap/snap.js: defines `window.snap.pay(token, { onSuccess, onPending, onError, onClose })`; reads its
 *   client key from the script tag's `data-client-key` (warns when missing); opens a full-screen overlay with an
 *   iframe to /snap/pay/<token>; Escape closes it.
 * - GET /snap/pay/<token>: invoice, amount and the buttons 'Bayar', 'Bayar Nanti', 'Gagal', 'Tutup'.
 * - POST /snap/pay/<token>/<pay|pending|fail|close>: does what the provider's notification would do — builds a
 *   signed notification (settlement by bank transfer BCA with a virtual account; pending likewise; fail → deny)
 *   and runs the same handler as POST /api/payment/notification — then answers `{ result, payload }` where
 *   `result` is success | pending | error | close and `payload` the Midtrans-like result. A settlement the
 *   gateway refused as the order became paid (stock, promo, course; the order goes 3 → 10) answers `error`
 *   with the gateway's message as `status_message`.
 * - Mounted only when `STANDINS` lists `payment` (config.ts), always with its own key; never in production. The page posts
 *   `{ source: 'snap-standin', result, payload }` to the parent window; snap.js closes the overlay and calls
 *   the matching callback.
 */
import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import { STATUS } from '../../api/order';
import { formatRupiah } from '../../lib/format';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/envelope';
import { parseWith } from '../http/validate';
import { expireOverdueOrders } from '../services/orders/expire';
import type { OrderRow } from '../services/orders/records';
import {
  buildNotification,
  handleNotification,
  PaymentNotification,
  type TransactionStatus,
} from '../services/payment-notification';
import { html, raw, standinPage } from './html';

const SITE = { id: 'penyedia pembayaran (popup Snap)', en: 'payment provider (Snap popup)' };

/** The popup's answer to the app: Snap's four outcomes. */
export type SnapResult = 'success' | 'pending' | 'error' | 'close';
/** The Midtrans-like result object passed to the callbacks. */
export interface SnapPayload {
  status_code: string;
  status_message: string;
  transaction_status: string;
  order_id: string;
  payment_type: string;
  va_numbers: Array<{ bank: string; va_number: string }>;
  gross_amount: string;
  transaction_time: string;
}

/** The stand-in's BCA virtual account number for an order: stable across pending and settlement. */
export function virtualAccount(orderId: number): string {
  return `8808${String(orderId).padStart(9, '0')}`;
}

const tokenOk = (token: string) => /^[0-9a-f]{16,128}$/i.test(token);

async function findPayable(c: Context<AppEnv>, token: string): Promise<{ order?: OrderRow; problem?: string }> {
  if (!tokenOk(token)) return { problem: 'Token pembayaran tidak dikenal / Unknown payment token' };
  const { db, now } = c.var.deps;
  let [order] = await db.select().from(orders).where(eq(orders.payment_token, token)).limit(1);
  if (!order) return { problem: 'Token pembayaran tidak dikenal / Unknown payment token' };
  if (order.status_code === STATUS.awaitingPayment && (await expireOverdueOrders(db, now(), { invoice: order.invoice })) > 0) {
    [order] = await db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
  }
  if (!order) return { problem: 'Token pembayaran tidak dikenal / Unknown payment token' };
  if (order.status_code !== STATUS.awaitingPayment) {
    const why = order.status_code === STATUS.paymentFailed && order.expire_time && order.expire_time <= now()
      ? 'Waktu pembayaran sudah habis / The payment window has expired'
      : order.status_code >= STATUS.paid && order.status_code <= STATUS.completed
        ? 'Transaksi ini sudah dibayar / This transaction is already paid'
        : 'Transaksi ini tidak dapat dibayar / This transaction cannot be paid';
    return { order, problem: why };
  }
  return { order };
}

/** The source of /snap/snap.js (exported for its browser test). */
export const SNAP_JS = String.raw`/* Payment popup — LOCAL STAND-IN for the payment provider's snap.js (Dapur Kursus gateway). */
(function () {
  'use strict';
  var script = document.currentScript || document.querySelector('script[src*="snap.js"]');
  var clientKey = script ? script.getAttribute('data-client-key') : null;
  if (!clientKey) console.warn('[snap stand-in] data-client-key is missing on the snap.js script tag');
  var base = script && script.src ? new URL(script.src, location.href).origin : location.origin;
  var open = null;

  function finish(result, payload) {
    if (!open) return;
    var current = open;
    open = null;
    window.removeEventListener('message', current.onMessage);
    document.removeEventListener('keydown', current.onKey, true);
    if (current.overlay.parentNode) current.overlay.parentNode.removeChild(current.overlay);
    if (current.previousFocus && current.previousFocus.focus) current.previousFocus.focus();
    var o = current.options;
    var call = function (fn, arg) { if (typeof fn === 'function') { try { fn(arg); } catch (e) { setTimeout(function () { throw e; }); } } };
    if (result === 'success') call(o.onSuccess, payload);
    else if (result === 'pending') call(o.onPending, payload);
    else if (result === 'error') call(o.onError, payload);
    else call(o.onClose);
  }

  window.snap = {
    clientKey: clientKey,
    pay: function (token, options) {
      options = options || {};
      if (open) { console.warn('[snap stand-in] a payment popup is already open'); return; }
      var overlay = document.createElement('div');
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-modal', 'true');
      overlay.setAttribute('aria-label', 'Pembayaran (stand-in lokal)');
      overlay.setAttribute('data-snap-standin', '');
      overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(20,12,6,.62);display:flex;align-items:center;justify-content:center;padding:12px';
      var frame = document.createElement('iframe');
      frame.src = base + '/snap/pay/' + encodeURIComponent(String(token));
      frame.title = 'Pembayaran';
      frame.style.cssText = 'width:min(440px,100%);height:min(680px,100%);border:0;border-radius:14px;background:#fff;box-shadow:0 10px 40px rgba(0,0,0,.35)';
      overlay.appendChild(frame);
      var state = {
        overlay: overlay,
        options: options,
        previousFocus: document.activeElement,
        onMessage: function (event) {
          if (event.source !== frame.contentWindow) return;
          var data = event.data;
          if (!data || data.source !== 'snap-standin') return;
          finish(data.result, data.payload);
        },
        onKey: function (event) {
          if (event.key === 'Escape') { event.stopPropagation(); finish('close'); }
        }
      };
      open = state;
      window.addEventListener('message', state.onMessage);
      document.addEventListener('keydown', state.onKey, true);
      document.body.appendChild(overlay);
      frame.addEventListener('load', function () { try { frame.focus(); } catch (e) {} });
    },
    hide: function () { finish('close'); }
  };
})();
`;

function payPageScript(token: string, canPay: boolean): string {
  return `
(function () {
  var token = ${JSON.stringify(token)};
  var canPay = ${JSON.stringify(canPay)};
  var status = document.getElementById('status');
  var busy = false;
  function reply(result, payload) {
    var message = { source: 'snap-standin', result: result, payload: payload || null };
    if (window.parent && window.parent !== window) window.parent.postMessage(message, '*');
    else status.textContent = 'Hasil / Result: ' + result;
  }
  function act(action) {
    if (busy) return;
    if (!canPay) { reply('error', { status_code: '404', status_message: document.getElementById('problem').textContent }); return; }
    if (action === 'close') { reply('close'); return; }
    busy = true;
    Array.prototype.forEach.call(document.querySelectorAll('button'), function (b) { b.disabled = true; });
    status.textContent = 'Memproses… / Processing…';
    fetch('/snap/pay/' + encodeURIComponent(token) + '/' + action, { method: 'POST', headers: { 'Accept': 'application/json' } })
      .then(function (r) { return r.json(); })
      .then(function (body) { status.textContent = ''; reply(body.result, body.payload); })
      .catch(function () { reply('error', { status_code: '500', status_message: 'Gagal menghubungi server / Could not reach the server' }); })
      .then(function () { busy = false; Array.prototype.forEach.call(document.querySelectorAll('button'), function (b) { b.disabled = false; }); });
  }
  Array.prototype.forEach.call(document.querySelectorAll('button[data-action]'), function (b) {
    b.addEventListener('click', function () { act(b.getAttribute('data-action')); });
  });
  document.addEventListener('keydown', function (e) { if (e.key === 'Escape') act('close'); });
})();`;
}

const PAY_CSS = `
.amount{font-size:28px;font-weight:700;margin:4px 0 16px}
.row{display:flex;justify-content:space-between;gap:12px;margin:6px 0}
.actions{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin-top:18px}
.pay{background:#1f7a3d;color:#fff}.later{background:#f2c14e;color:#2b2118}.failbtn{background:#b3261e;color:#fff}.close{background:#e9e1d8;color:#2b2118}
button:disabled{opacity:.6;cursor:progress}
`;

/** Routes under /snap. */
export function snapRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/snap.js', (c) => {
    c.header('Content-Type', 'application/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(SNAP_JS);
  });

  r.get('/pay/:token', async (c) => {
    const token = c.req.param('token');
    const { order, problem } = await findPayable(c, token);
    const details = order
      ? html`<div class="row"><span>Invoice</span><strong>${order.invoice}</strong></div>
<div class="row"><span>Total</span></div>
<div class="amount">${formatRupiah(order.amount)}</div>
${order.expire_time ? html`<div class="row muted"><span>Bayar sebelum</span><span>${order.expire_time.toISOString().replace('T', ' ').slice(0, 16)} UTC</span></div>` : ''}
<div class="row muted"><span>Metode</span><span>Transfer bank (Virtual Account BCA)</span></div>`
      : '';
    const body = html`<div class="card">
<h1>Pembayaran</h1>
${problem ? html`<p class="error" role="alert" id="problem">${problem}</p>` : ''}
${details}
<div class="actions">
${problem ? '' : html`<button type="button" class="pay" data-action="pay">Bayar</button>
<button type="button" class="later" data-action="pending">Bayar Nanti</button>
<button type="button" class="failbtn" data-action="fail">Gagal</button>`}
<button type="button" class="close" data-action="close">Tutup</button>
</div>
<p id="status" class="muted" role="status" aria-live="polite"></p>
</div>
<script nonce="${c.var.nonce}">${raw(payPageScript(token, !problem))}</script>`;
    c.header('Cache-Control', 'no-store');
    return c.html(standinPage({ title: 'Pembayaran', site: SITE, body, nonce: c.var.nonce, extraHead: html`<style nonce="${c.var.nonce}">${raw(PAY_CSS)}</style>` }), problem ? 404 : 200);
  });

  r.post('/pay/:token/:action', async (c) => {
    const token = c.req.param('token');
    const action = c.req.param('action');
    if (action === 'close') return c.json({ result: 'close' satisfies SnapResult, payload: null });
    const statusFor: Record<string, TransactionStatus> = { pay: 'settlement', pending: 'pending', fail: 'deny' };
    const status = statusFor[action];
    if (!status) throw new HttpError(404, 'Aksi tidak dikenal');
    const { order, problem } = await findPayable(c, token);
    if (!order || problem) {
      return c.json({ result: 'error' satisfies SnapResult, payload: { status_code: '404', status_message: problem ?? 'Token pembayaran tidak dikenal' } }, 404);
    }
    const { db, config, now } = c.var.deps;
    const va_numbers = [{ bank: 'bca', va_number: virtualAccount(order.id) }];
    const at = now();
    // Exactly what the provider would send: a signed notification, validated and handled like the API route does.
    const notification = parseWith(
      PaymentNotification,
      buildNotification(order, status, config.paymentServerKey, { payment_type: 'bank_transfer', va_numbers, transaction_time: at.toISOString() }),
    );
    const outcome = await handleNotification(db, notification, config.paymentServerKey, at);
    // A settlement the gateway could not honour (stock, promo or course checked again as the order became
    // paid): the provider reports the error with the gateway's message, which the checkout shows.
    const result: SnapResult = outcome.refused ? 'error' : status === 'settlement' ? 'success' : status === 'pending' ? 'pending' : 'error';
    const payload: SnapPayload = {
      status_code: notification.status_code,
      status_message: outcome.refused
        ? outcome.refused
        : result === 'success' ? 'Success, transaction is found' : result === 'pending' ? 'Transaksi sedang diproses' : 'Transaksi ditolak / Transaction denied',
      transaction_status: notification.transaction_status,
      order_id: notification.order_id,
      payment_type: notification.payment_type,
      va_numbers,
      gross_amount: notification.gross_amount,
      transaction_time: at.toISOString(),
    };
    return c.json({ result, payload });
  });

  return r;
}
