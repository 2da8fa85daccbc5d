/**
 * Short-lived signed URLs for stored files that must not be readable by anyone who once saw their address: the
 * employee form's scans (ID card, family card, tax card, diploma; issue 16 point 3,
 * docs/decisions/045-hr-lookup-without-identity.md). The storage route serves such a file only with a valid
 * `expires` (epoch seconds, at most {@link SIGNED_URL_TTL_MS} ahead) and `signature` (HMAC-SHA256 of the path and
 * `expires`, base64url) — anything else gets the same 404 as a missing file.
 *
 * The key is the gateway's own: made once at random and kept in `gateway_secrets` (shared by every process on the
 * database, never sent anywhere), so no configuration is needed and a restart keeps issued URLs valid until they
 * expire.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gatewaySecrets } from '../db/schema';

/** How long a signed URL stays valid: 15 minutes, in ms (the HR OTP's lifetime: one sitting of the form). */
export const SIGNED_URL_TTL_MS = 15 * 60 * 1000;

const SECRET_NAME = 'stored-file-url-key';
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The gateway's URL-signing key (created on first use; cached per database handle). */
export function urlSigningKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.insert(gatewaySecrets).values({ name: SECRET_NAME, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
      const [row] = await db.select().from(gatewaySecrets).where(eq(gatewaySecrets.name, SECRET_NAME)).limit(1);
      return Buffer.from(row!.value, 'hex');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const mac = (key: Buffer, path: string, expires: number) => createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');

/**
 * A stored file's path with its signature, valid {@link SIGNED_URL_TTL_MS} from `now`: `<path>?expires=<s>&signature=<mac>`.
 * @param path the served path, e.g. `/storage/hris/ktp/<32 hex>.png` (no query).
 */
export async function signPath(db: Db, path: string, now: Date): Promise<string> {
  const expires = Math.floor((now.getTime() + SIGNED_URL_TTL_MS) / 1000);
  return `${path}?expires=${expires}&signature=${mac(await urlSigningKey(db), path, expires)}`;
}

/**
 * Whether a request for `path` carries a valid signature that has not expired at `now` (and does not reach further
 * ahead than a URL this gateway issues).
 */
export async function verifySignedPath(db: Db, path: string, query: { expires?: string; signature?: string }, now: Date): Promise<boolean> {
  const expires = Number(query.expires);
  if (!Number.isInteger(expires) || !query.signature) return false;
  const nowS = now.getTime() / 1000;
  if (expires < nowS || expires > nowS + SIGNED_URL_TTL_MS / 1000 + 1) return false;
  const expected = Buffer.from(mac(await urlSigningKey(db), path, expires));
  const given = Buffer.from(query.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
