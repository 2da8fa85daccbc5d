/**
 * Shared e2e helpers: sign in through the sign-in stand-in exactly as a member would, and collect console errors
 * so a journey fails on any error the member's browser would log.
 */
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'rahasia123';

/** Sign in on the sign-in stand-in ('Email', 'Password', 'Masuk') and come back to `returnTo`. */
export async function signIn(page: Page, email: string, returnTo = '/') {
  await page.goto(`/sso?redirect=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sso'));
}

/** Records console errors and page errors; call `expectNone()` at the end of a journey. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return {
    errors,
    expectNone: () => expect(errors, `console errors:\n${errors.join('\n')}`).toEqual([]),
  };
}
