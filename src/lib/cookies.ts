/**
 * Cookie names and flags shared by the SPA and the sign-in stand-in (portal spec §3, §4 "Session"):
 * the token and the encrypted user live 1 day on the parent domain. The token cookie cannot be HttpOnly:
 * the spec's design has the client read it to send the bearer header (docs/decisions/003-client-secrets.md).
 */
export const COOKIE = {
  token: 'token',
  user: 'user',
  warehouse: 'warehouse',
  zone: 'zone',
  checkout: 'checkout',
} as const;

/** Cookie lifetime: 1 day, in seconds (portal §9). */
export const COOKIE_MAX_AGE_S = 86_400;

/** Read a cookie from `document.cookie`-style text. */
export function readCookie(cookieText: string, name: string): string | undefined {
  for (const part of cookieText.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * Build a `Set-Cookie`/`document.cookie` string with explicit flags: Path=/, Max-Age (1 day unless given),
 * SameSite=Lax, Secure on https, Domain when a parent domain is configured (e.g. `.example.id`).
 */
export function serializeCookie(
  name: string,
  value: string,
  opts: { maxAgeS?: number; domain?: string; secure?: boolean } = {},
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${opts.maxAgeS ?? COOKIE_MAX_AGE_S}`, 'SameSite=Lax'];
  if (opts.domain) parts.push(`Domain=${opts.domain}`);
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}
