/**
 * Issue 6 point 9: no serious or critical axe-core violation on any route. The journeys check every route
 * and dialog they pass through (journey, checkout model, resilience, promo); this spec adds the rest of the
 * route table — signed out, as a brand-new member (every empty state) and as a member with a purchase history
 * (transaction detail, CheckoutStatus, the My Courses tabs) — and the stand-in pages. Read-only for the
 * seeded members, so the other journeys are not disturbed.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

/** Open a path, let its requests settle, and check it. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, path);
}

test('signed out: home, catalogue, error pages and the stand-ins', async ({ page }) => {
  for (const path of ['/', '/katalog', '/404', '/502', '/503', '/504', '/error-browser', '/tidak-ada-halaman', '/sso/register', '/lms-site/course/bread/roti-sobek-lembut', '/store-site/ecom/search', '/backoffice']) {
    await visit(page, path);
  }
  // The 500 page sends the visitor to the sign-in site after 1 s: check it while it shows.
  await page.goto('/500?error_code=500&error_message=Uji');
  await expect(page.getByText('Uji')).toBeVisible();
  await expectAccessible(page, '/500');
  await page.waitForURL(/\/sso/);
  await expectAccessible(page, '/sso (after /500)');
});

test('a new member: every empty state', async ({ page }) => {
  const email = `a11y-${Date.now()}@demo.test`;
  await page.goto('/sso/register?redirect=%2F');
  await page.getByLabel('Nama Depan').fill('Uji');
  await page.getByLabel('Nama Belakang').fill('Aksesibilitas');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('rahasia123');
  await page.getByRole('button', { name: 'Daftar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sso'));
  for (const path of ['/', '/katalog', '/shopping-cart', '/orders', '/my-courses', '/my-courses?type=subscription', '/my-courses?type=voucher', '/my-courses?type=certificate', '/promo-code']) {
    await visit(page, path);
  }
});

test('a member with a purchase history: transactions, their detail, CheckoutStatus and My Courses', async ({ page }) => {
  await signIn(page, 'b2b@demo.test', '/orders');
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, '/orders');
  const first = page.getByRole('article', { name: /^Invoice / }).first();
  await expect(first).toBeVisible();
  const invoice = (await first.getAttribute('aria-label'))!.replace(/^Invoice /, '');
  for (const path of [`/detail-orders/${encodeURIComponent(invoice)}`, `/order-completed/${encodeURIComponent(invoice)}`, '/my-courses', '/my-courses?type=certificate', '/orders?status=%5B3%5D']) {
    await visit(page, path);
  }
});
