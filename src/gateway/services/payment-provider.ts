/**
 * Where a payment request gets its popup token (commerce spec §2 "Payment popup", §7 "Order payment ... returns
 * result.token for the payment popup").
 *
 * - The local stand-in (`payment` listed in `STANDINS`, the default outside production): the token is a random hex
 *   string kept on the order; /snap/pay/<token> shows the order's current amount, so a re-request keeps the token.
 * - The real provider (Midtrans-compatible Snap API, `PAYMENT_API_URL` + `PAYMENT_SERVER_KEY`): every payment
 *   request creates a provider transaction (POST {api}/snap/v1/transactions, Basic auth with the server key)
 *   for the amount decided now, with the payment deadline as its expiry and the CheckoutStatus page of the
 *   configured public origin as its finish URL. The provider's `order_id` is the invoice the first time and
 *   `<invoice>~<attempt>` for a later request of the same order (a provider order id is single-use), the same for a
 *   retry of one attempt — so a retried call cannot open a second transaction — and it is also sent as the
 *   `Idempotency-Key` header (decision 047); notifications map it back with {@link invoiceOfProviderOrderId}.
 *   The call runs outside any database transaction (services/idempotency.ts `runIdempotentAround`).
 *
 * docs/decisions/010-payments-and-browser-hardening.md.
 */
import { randomBytes } from 'node:crypto';
import { HttpError } from '../http/envelope';

/** What a payment request hands the provider. Amount in rupiah. */
export interface ProviderTransactionRequest {
  invoice: string;
  amount: number;
  customer: { name: string; email: string; phone: string };
  /** When the order stops being payable (the order's expire_time). */
  expireAt: Date;
  now: Date;
  /** The token the order already holds, when this is a re-request. */
  previousToken: string | null;
  /**
   * The order's payment request number (`orders.payment_attempt`, 1 for the first): the provider order id and the
   * idempotency key are built from it. Without it (subscription payments), a re-request gets a random suffix.
   */
  attempt?: number;
  /**
   * Where the provider's page sends the member after paying, built from configured origins only (http/origin.ts
   * `configuredUrl`); default the order's CheckoutStatus page `{PUBLIC_URL}/order-completed/<invoice>`. A
   * subscription returns to the learning site's my-courses page (commerce §4 "Subscription flow").
   */
  finishUrl?: string;
}

/** The provider's answer: the popup token and its hosted page. */
export interface ProviderTransaction {
  token: string;
  redirect_url: string;
}

export interface PaymentProvider {
  readonly kind: 'standin' | 'snap';
  createTransaction(request: ProviderTransactionRequest): Promise<ProviderTransaction>;
}

/** Message when the provider cannot be reached or refuses the request (the member may try again). */
export const PROVIDER_FAILED = 'Pembayaran tidak dapat dibuat saat ini, silahkan coba lagi';
/** Separator between the invoice and the attempt suffix in a provider order id. */
export const ATTEMPT_SEPARATOR = '~';

/**
 * The provider `order_id` of a request: the invoice for a first request, `<invoice>~<attempt>` for a later numbered
 * one, `<invoice>~<random hex>` for a later unnumbered one.
 */
export function providerOrderId(req: Pick<ProviderTransactionRequest, 'invoice' | 'previousToken' | 'attempt'>): string {
  const first = req.attempt === undefined ? !req.previousToken : req.attempt <= 1 && !req.previousToken;
  if (first) return req.invoice;
  return `${req.invoice}${ATTEMPT_SEPARATOR}${req.attempt ?? randomBytes(3).toString('hex')}`;
}

/** The invoice a provider `order_id` belongs to (`INV-…~1a2b` → `INV-…`). */
export function invoiceOfProviderOrderId(orderId: string): string {
  const at = orderId.indexOf(ATTEMPT_SEPARATOR);
  return at < 0 ? orderId : orderId.slice(0, at);
}

/** The stand-in: a local token, the payment page under the configured public origin. */
export function standinProvider(publicUrl: string): PaymentProvider {
  return {
    kind: 'standin',
    async createTransaction(req) {
      const token = req.previousToken ?? randomBytes(24).toString('hex');
      return { token, redirect_url: `${publicUrl}/snap/pay/${token}` };
    },
  };
}

/** `yyyy-MM-dd HH:mm:ss +0000`, the provider's time format. */
function providerTime(d: Date): string {
  return `${d.toISOString().slice(0, 19).replace('T', ' ')} +0000`;
}

/**
 * The real provider's Snap API (Midtrans-compatible).
 * @param opts.apiUrl e.g. `https://app.sandbox.midtrans.com`; opts.publicUrl the gateway's configured origin.
 * @param opts.fetch injectable for tests; opts.timeoutMs default 15 000 ms.
 */
export function snapProvider(opts: { apiUrl: string; serverKey: string; publicUrl: string; fetch?: typeof fetch; timeoutMs?: number }): PaymentProvider {
  const doFetch = opts.fetch ?? fetch;
  return {
    kind: 'snap',
    async createTransaction(req) {
      const orderId = providerOrderId(req);
      const minutes = Math.max(1, Math.floor((req.expireAt.getTime() - req.now.getTime()) / 60_000));
      const body = {
        transaction_details: { order_id: orderId, gross_amount: req.amount },
        customer_details: { first_name: req.customer.name, email: req.customer.email, phone: req.customer.phone },
        expiry: { start_time: providerTime(req.now), unit: 'minute', duration: minutes },
        callbacks: { finish: req.finishUrl ?? `${opts.publicUrl}/order-completed/${encodeURIComponent(req.invoice)}` },
      };
      let res: Response;
      try {
        res = await doFetch(`${opts.apiUrl}/snap/v1/transactions`, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            Authorization: `Basic ${Buffer.from(`${opts.serverKey}:`).toString('base64')}`,
            // One attempt, one provider transaction: a retry of the same attempt is recognised by the provider.
            'Idempotency-Key': orderId,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        });
      } catch (error) {
        console.error('[payment] provider unreachable:', error);
        throw new HttpError(502, PROVIDER_FAILED);
      }
      const answer = (await res.json().catch(() => null)) as { token?: unknown; redirect_url?: unknown; error_messages?: unknown } | null;
      if (!res.ok || !answer || typeof answer.token !== 'string' || typeof answer.redirect_url !== 'string') {
        console.error(`[payment] provider refused (${res.status}):`, answer?.error_messages ?? answer);
        throw new HttpError(502, PROVIDER_FAILED);
      }
      return { token: answer.token, redirect_url: answer.redirect_url };
    },
  };
}
