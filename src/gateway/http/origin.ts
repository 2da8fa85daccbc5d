/**
 * The gateway's public origin: `PUBLIC_URL` when configured (behind a proxy), else the request's own origin.
 */
import type { Context } from 'hono';
import type { GatewayConfig } from '../config';

/** Origin without a trailing slash, e.g. `http://localhost:5173`. */
export function publicBase(c: Context, config: GatewayConfig): string {
  if (config.publicUrl) return config.publicUrl;
  return new URL(c.req.url).origin;
}

/** Whether cookies should carry `Secure`: the configured `PUBLIC_URL` is https. */
export function isHttps(config: GatewayConfig): boolean {
  return config.publicUrl.startsWith('https://');
}
