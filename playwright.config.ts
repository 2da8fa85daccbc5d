import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys against the real gateway on a fresh database. The web server builds the SPA and
 * starts the gateway on E2E_PORT with a throw-away PGlite data folder (tests/e2e/serve-fresh.ts).
 * Browser: Debian's Chromium by default (`npx playwright install` cannot download on our machines);
 * set PLAYWRIGHT_CHROMIUM_PATH to use another binary, or to an empty string for Playwright's own browser.
 */
const port = Number(process.env.E2E_PORT ?? 5174);
const chromiumPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH !== undefined
    ? process.env.PLAYWRIGHT_CHROMIUM_PATH || undefined
    : existsSync('/usr/bin/chromium')
      ? '/usr/bin/chromium'
      : undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  // Every exported path of the driven machines (STUDIO_EXPORT_ALL=1 npm run statecharts) runs only when asked for.
  testIgnore: process.env.E2E_PATHS_ALL === '1' ? [] : ['**/paths-all/**'],
  // Empties the statechart recording of the previous run (tests/drivers/recorder.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /layout\.spec\.ts$/ },
    // The layout check fills the member's cart and opens checkout: it runs after every other journey
    // (`npm run screens` runs it alone with --no-deps).
    { name: 'layout', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: /layout\.spec\.ts$/, dependencies: ['desktop'] },
  ],
  webServer: {
    command: `node --import tsx tests/e2e/serve-fresh.ts`,
    url: `http://localhost:${port}/api/lms/helper/area/province`,
    // STANDINS: every stand-in, listed (decision 048). HRIS_STANDIN_EXPOSE_OTP: the HR stand-in answers its last OTP
    // at /hris/standin/otp (employee-form journey).
    env: { PORT: String(port), STANDINS: 'all', HRIS_STANDIN_EXPOSE_OTP: '1' },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
