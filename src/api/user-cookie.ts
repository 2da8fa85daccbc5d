/**
 * Keep the encrypted `user` cookie under the browsers' per-cookie limit (4096 bytes for name and value).
 * The cookie holds the {@link User} as AES-GCM + base64url (src/lib/crypto.ts): about 4/3 × (JSON + 28) bytes.
 * With the account area a member can write long texts (biography up to 2000 characters, social links, a profile
 * address), which could push the value past the limit, and a browser silently drops such a cookie (the member
 * would look signed out). {@link fitUserForCookie} drops, in this order and only while the JSON is too long,
 * what the pages that read the stored user do not need: the biography and the profile address (AccountMenu and
 * GeneralInformation load the user from the server, portal §2), the default address's note, then shortens the
 * social links and the default address text. The sign-in stand-in uses it; the SPA should too when it re-stores
 * a refreshed user.
 */
import type { User } from './user';

/** Largest JSON (UTF-8 bytes) of the stored user: its encrypted value then stays ≤ ~3900 bytes. */
export const USER_COOKIE_JSON_MAX = 2900;

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;
const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

const steps: Array<(u: User) => User> = [
  (u) => ({ ...u, biography: '' }),
  (u) => ({ ...u, profile_address: null }),
  (u) => (u.address ? { ...u, address: { ...u.address, note: '' } } : u),
  (u) => ({ ...u, social_links: { facebook: cut(u.social_links.facebook, 100), twitter: cut(u.social_links.twitter, 100), linkedin: cut(u.social_links.linkedin, 100) } }),
  (u) => (u.address ? { ...u, address: { ...u.address, address: cut(u.address.address, 120), recipient: cut(u.address.recipient, 60), label: cut(u.address.label, 30) } } : u),
];

/**
 * The user as it should be stored in the cookie: unchanged when its JSON fits in `max` bytes, otherwise with the
 * fields above dropped or shortened one step at a time until it fits.
 */
export function fitUserForCookie(user: User, max = USER_COOKIE_JSON_MAX): User {
  let current = user;
  for (const step of steps) {
    if (bytes(current) <= max) return current;
    current = step(current);
  }
  return current;
}
