import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores iterations, a 16-byte salt and a 32-byte hash, and verifies only the right password', async () => {
    const stored = await hashPassword('rahasia123', 1000);
    expect(stored).toMatch(/^1000\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('rahasia123', stored)).toBe(true);
    expect(await verifyPassword('rahasia124', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('rahasia123', 1000), hashPassword('rahasia123', 1000)]);
    expect(a).not.toBe(b);
  });

  it('answers false for malformed stored hashes instead of throwing', async () => {
    for (const stored of ['', 'abc', '1000$zz$00', '0$00$' + '0'.repeat(64), '1000$00$0011', 'x$00$' + '0'.repeat(64)]) {
      expect(await verifyPassword('rahasia123', stored)).toBe(false);
    }
  });
});
