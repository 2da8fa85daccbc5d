/**
 * Development runs of the checkout model spec against an already running gateway (CHECKOUT_MODEL_URL, default
 * http://localhost:5332), so iterations do not rebuild or share the `.data/e2e` folder with other runs:
 * `npx playwright test -c tests/e2e/checkout-model/dev.config.ts`. The real run uses playwright.config.ts.
 */
import { defineConfig } from '@playwright/test';
import base from '../../../playwright.config';

export default defineConfig({
  ...base,
  testDir: '..',
  testMatch: 'checkout-model.spec.ts',
  webServer: undefined,
  use: { ...base.use, baseURL: process.env.CHECKOUT_MODEL_URL ?? 'http://localhost:5332' },
});
