/**
 * Driver of machines/session.machine.ts: who the visitor is, on every page. What a person does: sign in on the
 * sign-in stand-in, 'Keluar' in the avatar menu; what a person sees: the header's 'Masuk' for a guest, the avatar
 * menu button with the member's name when signed in. The session's other events come from the app itself (a
 * refresh after the profile is saved, an expired token answered by the gateway), not from a click.
 *
 * Its paths start from the cookies a browser holds before the app loads (none, a token, a broken one), with the
 * gateway's answers to the app's first calls; the driver starts a guest or a signed-in member, and a path that
 * needs another start is skipped with that reason.
 */
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { DEMO_PASSWORD, MEMBER } from './members';
import type { MachineDriver, PathPlan } from './types';

/** Sign in through the stand-in's form, as a member does, and come back to `returnTo`. */
export async function signInThroughForm(page: Page, email = MEMBER, returnTo = '/') {
  await page.goto(`/sso?redirect=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sso'));
}

/** 'Keluar' in the avatar menu. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /menu akun$/ }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
}

function cannot(plan: PathPlan): string | null {
  const first = plan.events[0];
  if (first?.type.startsWith('xstate.')) return 'starts from cookies and gateway answers the first page load makes before anyone acts; a browser opens the app as a guest or as a signed-in member';
  return 'starts from cookies and gateway answers the first page load makes before anyone acts';
}

export const sessionDriver: MachineDriver = {
  machineId: 'session',
  async start({ page }) {
    await page.goto('/');
  },
  requests: {},
  events: {
    'session.signOut': async ({ page }) => signOut(page),
  },
  async see({ page }, s: AnyMachineSnapshot) {
    if (s.matches('signedIn' as never)) await expect(page.getByRole('button', { name: /menu akun$/ })).toBeVisible();
    if (s.matches('signedOut' as never)) await expect(page.getByRole('link', { name: 'Masuk' }).first()).toBeVisible();
  },
  cannot,
};
