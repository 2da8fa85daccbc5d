import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, demoAccountsLine, seededLine } from './demo-accounts';

/** The e-mails of the README's "Demo accounts" table, in order. */
function readmeAccounts(): string[] {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = readme.split('## Demo accounts')[1]!.split('\n## ')[0]!;
  return [...section.matchAll(/^\| `([^`]+@[^`]+)` \|/gm)].map((m) => m[1]!);
}

describe('the demo accounts printed at start-up', () => {
  it('are the accounts the README lists, in its order', () => {
    expect(readmeAccounts()).toEqual([...DEMO_ACCOUNTS]);
    expect(demoAccountsLine()).toBe(`Akun demo (password rahasia123): ${readmeAccounts().join(', ')}`);
  });

  it('the seed line counts them', () => {
    expect(seededLine({ courses: 59, products: 67 }, 812)).toBe(`Data demo diisi (${readmeAccounts().length} akun demo, 59 kursus, 67 produk) dalam 812 ms`);
  });
});
