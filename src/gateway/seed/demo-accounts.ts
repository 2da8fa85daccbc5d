/**
 * The demo accounts a newcomer signs in with, as the README's "Demo accounts" table lists them: the four members
 * and staff of the users table ({@link DEMO_EMAILS}) and the employee of the HR stand-in ({@link HRIS_DEMO_EMAIL},
 * not a member). The gateway's start-up lines print these (server.ts); `demo-accounts.test.ts` holds the README to
 * the same list.
 */
import { HRIS_DEMO_EMAIL } from './hris';
import { DEMO_EMAILS, DEMO_PASSWORD } from './users';

/** Every demo e-mail, in the README's order. */
export const DEMO_ACCOUNTS: readonly string[] = [...Object.values(DEMO_EMAILS), HRIS_DEMO_EMAIL];

/** The start-up line naming the demo accounts, e.g. `Akun demo (password rahasia123): anggota@demo.test, …`. */
export function demoAccountsLine(): string {
  return `Akun demo (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.join(', ')}`;
}

/**
 * The line printed after a fresh database was seeded.
 * @param seeded how many courses and products the seed wrote; `ms` how long it took.
 */
export function seededLine(seeded: { courses: number; products: number }, ms: number): string {
  return `Data demo diisi (${DEMO_ACCOUNTS.length} akun demo, ${seeded.courses} kursus, ${seeded.products} produk) dalam ${ms} ms`;
}
