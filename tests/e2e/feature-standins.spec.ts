/**
 * The stand-in pages issues 10 and 11 added, in a real browser under the enforced Content-Security-Policy
 * (docs/decisions/026-features-under-issue-6.md): the learning site's lesson page with a member's progress bar,
 * its my-courses landing (where a paid subscription returns) and the HR stand-in's page. A style or script the
 * policy blocks is a console error, which fails the test (fixtures.ts); axe-core finds no serious or critical
 * violation. Read-only for the seeded member.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('STAND-IN LOKAL — bukan situs asli')).toBeVisible();
  await expectAccessible(page, path);
}

test('signed out: the learning site’s my-courses landing and the HR stand-in', async ({ page }) => {
  await visit(page, '/lms-site/my-courses?type=subscription');
  await expect(page.getByRole('link', { name: 'Buka Kursus Saya' })).toHaveAttribute('href', '/my-courses?type=subscription');
  await visit(page, '/hris');
});

test('a learner: the lesson page shows the progress bar, styled by the nonce’d stylesheet only', async ({ page }) => {
  await signIn(page, 'anggota@demo.test', '/');
  await visit(page, '/lms-site/lesson/shokupan-roti-tawar-jepang');
  const bar = page.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '45');
  // The stylesheet applied (it is allowed by the nonce): the filled part is drawn in the brand colour.
  const fill = bar.locator('rect.fill');
  await expect(fill).toHaveAttribute('width', '45%');
  expect(await fill.evaluate((el) => getComputedStyle(el).fill)).toBe('rgb(194, 86, 27)');
  await expect(page.getByRole('button', { name: 'Selesaikan materi berikutnya' })).toBeVisible();
});
