/**
 * Shared e2e helpers and the project's `test`:
 * - every test's `page` is watched: any console error or page error fails the test at its end (a journey that
 *   expects one, e.g. an aborted request, says so with `consoleErrors.allow(/…/)`); under the enforced
 *   Content-Security-Policy a blocked script, style, frame or worker is such an error;
 * - `expectAccessible(page)` runs axe-core (@axe-core/playwright) on what the page shows and fails on any
 *   serious or critical violation (issue 6 point 9); the journeys call it on every route they visit;
 * - sign-in through the sign-in stand-in exactly as a member would;
 * - every browser context records what the app's statecharts do, on the studio's Live channel
 *   (tests/drivers/recorder.ts): the drivers read a machine's exact state from it, and each worker writes the
 *   states and transitions the journeys reached to `.data/e2e-coverage/` (`npm run statecharts -- --coverage`).
 *   A context a test creates itself is recorded with the `record` fixture.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { ContextRecorder, CoverageSink } from '../drivers/recorder';

export { expect };

export const DEMO_PASSWORD = 'rahasia123';

/**
 * Wait until the app owns the page it shows (`<html data-app-ready>`, src/main.tsx): a server-rendered page shows its
 * buttons before React has hydrated them (decision 074). Pages that are not the app (the stand-ins) have no `#root`.
 */
export async function waitForApp(page: Page) {
  const ready = () => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready');
  // A navigation in flight destroys the page's context: ask again on the next document.
  await expect.poll(() => page.evaluate(ready).catch(() => false), { message: 'the app owns the page', timeout: 30_000 }).toBe(true);
}

const patched = new WeakSet<Page>();

/**
 * Make `goto`, `reload` and `waitForURL` of a page return only once the app owns the page they arrive at
 * ({@link waitForApp}): a journey that fills or clicks right after a full page load does so on a hydrated page.
 */
export function whenAppReady(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const res = await goto(...args);
    await waitForApp(page);
    return res;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const res = await reload(...args);
    await waitForApp(page);
    return res;
  };
  page.waitForURL = async (...args: Parameters<Page['waitForURL']>) => {
    await waitForURL(...args);
    await waitForApp(page);
  };
}

/** Sign in on the sign-in stand-in ('Email', 'Password', 'Masuk') and come back to `returnTo`. */
export async function signIn(page: Page, email: string, returnTo = '/') {
  await page.goto(`/sso?redirect=${encodeURIComponent(returnTo)}`);
  await expectAccessible(page, 'sso');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sso'));
}

/**
 * Register a new member on the sign-in stand-in's form ('Nama Depan', 'Nama Belakang', 'Email', 'Password', 'Daftar')
 * with a unique e-mail, and come back to `returnTo` signed in. @returns the member's e-mail
 */
export async function registerMember(page: Page, firstname: string, returnTo = '/', lastname = 'Baru'): Promise<string> {
  const email = `${firstname.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@contoh.id`;
  await page.goto(`/sso/register?redirect=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Nama Depan').fill(firstname);
  await page.getByLabel('Nama Belakang').fill(lastname);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Daftar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sso'));
  return email;
}

/**
 * Choose Jawa Barat → Kota Bandung → Sumur Bandung → Braga in an address form's cascade (each list loads after the
 * choice above), in `scope` (the page, or the dialog that holds the form).
 */
/**
 * Fill an address form ('Label Alamat', 'Nama Penerima', 'No Telepon', the area cascade with `chooseArea` — Braga by
 * default — and 'Alamat') in `scope`, the page or the form; saving is the caller's.
 */
export async function fillAddressForm(
  scope: Page | Locator,
  address: { label: string; name: string; phone: string; street: string },
  chooseArea: (scope: Page | Locator) => Promise<void> = chooseBraga,
) {
  await scope.getByLabel('Label Alamat').fill(address.label);
  await scope.getByLabel('Nama Penerima').fill(address.name);
  await scope.getByLabel('No Telepon').fill(address.phone);
  await chooseArea(scope);
  await scope.getByLabel('Alamat', { exact: true }).fill(address.street);
}

export async function chooseBraga(scope: Page | Locator) {
  const pick = async (label: string, option: RegExp) => {
    const select = scope.getByLabel(label, { exact: true });
    await expect(select).toBeEnabled();
    await expect(select.locator('option', { hasText: option })).toHaveCount(1);
    await select.selectOption((await select.locator('option', { hasText: option }).getAttribute('value'))!);
  };
  await pick('Provinsi', /^jawa barat$/i);
  await pick('Kota', /^kota bandung$/i);
  await pick('Kecamatan', /^sumur bandung$/i);
  await pick('Kelurahan', /^braga$/i);
}

/** Console errors and page errors of one page. */
export interface ConsoleWatch {
  errors: string[];
  /** Errors this test causes on purpose (e.g. a request it aborts); they do not fail it. */
  allow(pattern: RegExp): void;
  expectNone(): void;
}

/** Records console errors and page errors; `expectNone()` fails on any that was not allowed. */
export function watchConsole(page: Page): ConsoleWatch {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${msg.text()}${msg.location().url ? ` (${msg.location().url})` : ''}`);
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return {
    errors,
    allow: (pattern) => allowed.push(pattern),
    expectNone: () => {
      const left = errors.filter((e) => !allowed.some((p) => p.test(e)));
      expect(left, `console errors:\n${left.join('\n')}`).toEqual([]);
    },
  };
}

/** Impacts that fail the accessibility assertion. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Run axe-core on the page as it is now (iframes included) and fail on any serious or critical violation,
 * listing rule, impact, help and the offending elements.
 * @param where a label for the report (defaults to the URL path).
 */
export async function expectAccessible(page: Page, where?: string) {
  await page.waitForLoadState('domcontentloaded');
  // Let finite CSS transitions and animations (a dialog fading in, a button's hover colour) end first: axe measures
  // colours as they are at that instant, and a half-faded button is not what a reader sees. Infinite ones (spinners)
  // are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const failing = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  const report = failing
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`)
    .join('\n');
  const label = where ?? new URL(page.url()).pathname;
  expect(failing.length, `serious/critical axe violations on ${label}:\n${report}`).toBe(0);
}

/** The project's `test`: `page` is watched for console errors, every context is recorded (see the module comment). */
export const test = base.extend<
  { consoleErrors: ConsoleWatch; recorder: ContextRecorder; record: (context: BrowserContext) => Promise<ContextRecorder> },
  { coverage: CoverageSink }
>({
  coverage: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright needs the fixture object even when unused.
    async ({}, provide, workerInfo) => {
      const sink = new CoverageSink();
      await provide(sink);
      sink.write(`worker-${workerInfo.workerIndex}-${process.pid}`);
    },
    { scope: 'worker' },
  ],
  // A page load returns once the app owns the page, not only when the server's HTML has arrived (every page of the
  // test's context, and of the contexts it records).
  page: async ({ page }, provide) => {
    whenAppReady(page);
    page.context().on('page', whenAppReady);
    await provide(page);
  },
  recorder: async ({ context, coverage }, provide) => {
    await provide(await coverage.attach(context));
  },
  record: async ({ coverage }, provide) => {
    await provide((context) => {
      context.on('page', whenAppReady);
      return coverage.attach(context);
    });
  },
  consoleErrors: [
    // The recorder first: its init script must be in the context before the page's first navigation.
    async ({ recorder, page }, use) => {
      void recorder;
      const watch = watchConsole(page);
      await use(watch);
      watch.expectNone();
    },
    { auto: true },
  ],
});
