/**
 * The gateway's public origin, from configuration only: `PUBLIC_URL`, or `http://localhost:<PORT>` outside
 * production (config.ts). Redirects and payment return URLs are built from it, never from the request's Host
 * header (OWASP ASVS 5.0 V3; docs/decisions/010-payments-and-browser-hardening.md).
 */
import type { GatewayConfig } from '../config';

/** Origin without a trailing slash, e.g. `http://localhost:5173`. */
export function publicBase(config: GatewayConfig): string {
  return config.publicUrl.replace(/\/+$/, '');
}

/** Whether cookies should carry `Secure`: the configured `PUBLIC_URL` is https. */
export function isHttps(config: GatewayConfig): boolean {
  return config.publicUrl.startsWith('https://');
}
