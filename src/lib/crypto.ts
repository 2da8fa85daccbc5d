/**
 * Encrypted client-side state (portal spec §3 "Client-side kept state", commerce spec §9: "content encrypted
 * with a fixed client-side key"). AES-GCM via WebCrypto (browser and Node ≥ 20 alike), key derived with
 * PBKDF2-SHA256 from a passphrase. The passphrase is in the client bundle by the spec's design: this hides
 * the content from casual reading, it is not a secret from the member (docs/decisions/003-client-secrets.md).
 *
 * Format: base64url(iv[12] || ciphertext).
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const keyCache = new Map<string, Promise<CryptoKey>>();

function deriveKey(passphrase: string): Promise<CryptoKey> {
  let key = keyCache.get(passphrase);
  if (!key) {
    key = (async () => {
      const base = await crypto.subtle.importKey('raw', encoder.encode(passphrase), 'PBKDF2', false, ['deriveKey']);
      return crypto.subtle.deriveKey(
        { name: 'PBKDF2', salt: encoder.encode('dapur-kursus/cookie/v1'), iterations: 10_000, hash: 'SHA-256' },
        base,
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt', 'decrypt'],
      );
    })();
    keyCache.set(passphrase, key);
  }
  return key;
}

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Encrypt any JSON-serialisable value. */
export async function encryptJson(value: unknown, passphrase: string): Promise<string> {
  const key = await deriveKey(passphrase);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(JSON.stringify(value))));
  const out = new Uint8Array(iv.length + data.length);
  out.set(iv);
  out.set(data, iv.length);
  return toBase64Url(out);
}

/** Decrypt a value from {@link encryptJson}; `null` when the text is missing, tampered or from another key. */
export async function decryptJson<T = unknown>(text: string | undefined | null, passphrase: string): Promise<T | null> {
  if (!text) return null;
  try {
    const bytes = fromBase64Url(text);
    const key = await deriveKey(passphrase);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key, bytes.slice(12));
    return JSON.parse(decoder.decode(plain)) as T;
  } catch {
    return null;
  }
}
