/**
 * Password hashing for the gateway's member accounts (the sign-in stand-in checks them; `change_password`
 * rewrites them, portal spec §7 "User"). PBKDF2-SHA256 through WebCrypto (`crypto.subtle`, available in
 * Node ≥ 20 without imports), so no native dependency is needed.
 *
 * Stored format: `"<iterations>$<saltHex>$<hashHex>"`, e.g. `100000$9f…(32 hex)$4c…(64 hex)`.
 * The iteration count travels with the hash, so it can be raised later without invalidating old hashes.
 */
const encoder = new TextEncoder();

/**
 * Iterations for new hashes. OWASP's 2023 figure for PBKDF2-HMAC-SHA256 is 600k; this reference gateway runs on
 * small shared machines where every sign-in in the end-to-end suite pays for it, so it uses 100k (~160 ms here).
 * Raise it in production: old hashes keep verifying because they carry their own count.
 */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
function fromHex(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/**
 * Hash a password with a fresh random 16-byte salt.
 *
 * @param password the plain password (any length; the 8-character minimum is checked by the API schemas).
 * @param iterations PBKDF2 rounds; defaults to {@link PBKDF2_ITERATIONS}.
 * @returns `"iterations$saltHex$hashHex"`.
 */
export async function hashPassword(password: string, iterations: number = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `${iterations}$${toHex(salt)}$${toHex(hash)}`;
}

/**
 * Check a password against a stored hash in constant time (per byte of the hash).
 *
 * @returns `true` when it matches; `false` on mismatch or when `stored` is not in the expected format
 * (never throws for a malformed hash, so a damaged row cannot crash sign-in).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 3) return false;
  const [iterText, saltHex, hashHex] = parts as [string, string, string];
  const iterations = Number(iterText);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > 10_000_000) return false;
  const salt = fromHex(saltHex);
  const expected = fromHex(hashHex);
  if (!salt || !expected || expected.length !== HASH_BITS / 8) return false;
  const actual = await derive(password, salt, iterations);
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= (expected[i] ?? 0) ^ (actual[i] ?? 0);
  return diff === 0;
}
