/**
 * The kept state of portal §3 "Client-side kept state" and §4 "Session": user, warehouse and zone are kept encrypted
 * in cookies that live 1 day, shared across the parent domain (cookies.ts `serializeCookie`, crypto.ts AES-GCM).
 */
import { describe, expect, it } from 'vitest';
import { COOKIE_MAX_AGE_S, readCookie, serializeCookie } from './cookies';
import { decryptJson, encryptJson } from './crypto';

describe('kept state in cookies (portal §3, §4, §9 "Cookie lifetime: 1 day")', () => {
  it('lives 1 day on the configured parent domain, with explicit flags; a deletion has Max-Age 0', () => {
    expect(COOKIE_MAX_AGE_S).toBe(24 * 60 * 60);
    expect(serializeCookie('user', 'a b', { domain: '.dapurkursus.id', secure: true })).toBe('user=a%20b; Path=/; Max-Age=86400; SameSite=Lax; Domain=.dapurkursus.id; Secure');
    expect(serializeCookie('token', 'x')).toBe('token=x; Path=/; Max-Age=86400; SameSite=Lax');
    expect(serializeCookie('token', '', { maxAgeS: 0 })).toContain('Max-Age=0');
    expect(readCookie('zone=1; user=a%20b; token=t', 'user')).toBe('a b');
    expect(readCookie('zone=1', 'user')).toBeUndefined();
  });

  it('keeps the user, warehouse and zone encrypted: unreadable as stored, read back with the key, nothing with another key or when tampered', async () => {
    const warehouse = { id: 2, code: 'WH-BDG', name: 'Gudang Bandung' };
    const stored = await encryptJson(warehouse, 'kunci-cookie');
    expect(stored).not.toContain('WH-BDG');
    expect(stored).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decryptJson(stored, 'kunci-cookie')).toEqual(warehouse);
    expect(await decryptJson(stored, 'kunci-lain')).toBeNull();
    expect(await decryptJson(`${stored.slice(0, -2)}AA`, 'kunci-cookie')).toBeNull();
    expect(await encryptJson(warehouse, 'kunci-cookie')).not.toBe(stored);
  });
});
