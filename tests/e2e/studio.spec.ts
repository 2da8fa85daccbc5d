/**
 * The statechart studio at /statecharts (issues 8 and 20), in the built app against the real gateway, under the
 * app's enforced Content-Security-Policy: the project's `test` fails on any console error and every view passes
 * axe-core (no serious or critical violation).
 * - Every machine in machines/ (discovered here the same way the studio and `npm run statecharts` do) is listed
 *   and drawn with one box per state node, with the coverage its model test prints; in this production build its
 *   downloaded SVG and structure JSON equal what `npm run statecharts` writes, for every machine (exact names).
 * - Canvas first: at 1440×900 the default view of checkout, cart and session draws every label at 11 px or more
 *   (measured); a folded state opens (the URL keeps the focus and the zoom, a second tab shows the same view),
 *   breadcrumbs go back, a drag over a state pans without selecting it, search brings a guard's transition into
 *   view, the legend explains the marks.
 * - Simulation and paths: a checkout path is stepped through on the diagram; the checkout is simulated by hand
 *   with its child machines; refused events show their guard; the step log shows states and times and goes back
 *   several steps; the side panel never scrolls sideways. Review: no change against the committed snapshot.
 * - Live: the studio follows a real cart in another tab and switches to the machine the shop moved to, with each
 *   event's payload.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { Page } from '@playwright/test';
import { getStateNodes } from 'xstate/graph';
import { coverageLine, runModel, type Coverage } from '../../machines/testing/model';
import { graphSnapshot } from '../../src/studio/diff';
import { loadMachines, loadSpecs, specFor, withInlineChildren } from '../../src/studio/discover';
import { nodeLoaders } from '../../src/studio/discover-node';
import { toGraph } from '../../src/studio/graph';
import { layoutGraph, type ElkEngine } from '../../src/studio/layout';
import { toSvg } from '../../src/studio/render';
import { clearCart, gatewayOf, memberData } from './checkout-model/browser';
import { expect, expectAccessible, signIn, test, watchConsole } from './fixtures';

const root = resolve(import.meta.dirname, '../..');
const loaders = nodeLoaders(root);
const machines = withInlineChildren(await loadMachines(loaders.machines));
const specs = await loadSpecs(loaders.specs);

/** The coverage each machine's model test prints (`runModel` on its spec), computed once; null: no spec. */
const coverage = new Map<string, Promise<Coverage | null>>();
function coverageOf(id: string): Promise<Coverage | null> {
  let c = coverage.get(id);
  if (!c) {
    const spec = specFor(machines.find((m) => m.id === id)!.machine, specs);
    c = spec ? runModel(spec).then((r) => r.coverage) : Promise.resolve(null);
    coverage.set(id, c);
  }
  return c;
}

const machineList = (page: Page) => page.getByRole('navigation', { name: 'Daftar mesin' });

async function openList(page: Page) {
  const toggle = page.getByRole('button', { name: /Daftar mesin \(\d+\)$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(machineList(page)).toBeVisible();
}

async function openMachine(page: Page, id: string) {
  await openList(page);
  await machineList(page).locator(`button[data-machine="${id}"]`).click();
  await expect(page.getByRole('heading', { level: 2, name: id, exact: true })).toBeVisible();
}

const diagram = (page: Page, id: string) => page.locator(`.sc-viewport svg[data-machine-id="${id}"]`);

/** Requests that leave this origin (the studio works offline: none). */
function outside(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !url.protocol.startsWith('blob') && !url.protocol.startsWith('data')) urls.push(r.url());
  });
  return urls;
}

async function downloadText(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: download.suggestedFilename(), text: readFileSync((await download.path())!, 'utf8') };
}

/** The smallest label drawn inside the canvas, in CSS px (font size × the diagram's on-screen scale). */
async function smallestLabel(page: Page) {
  return page.evaluate(() => {
    const vp = document.querySelector('.sc-viewport')!.getBoundingClientRect();
    const sizes: number[] = [];
    for (const t of document.querySelectorAll<SVGTextElement>('.sc-viewport svg text')) {
      const r = t.getBoundingClientRect();
      if (r.width === 0 || r.right < vp.left || r.left > vp.right || r.bottom < vp.top || r.top > vp.bottom) continue;
      const m = t.getScreenCTM()!;
      sizes.push(parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b));
    }
    return { min: Math.min(...sizes), count: sizes.length };
  });
}

test('every machine is listed and drawn with one box per state and its model test’s coverage; its SVG and structure equal npm run statecharts', async ({ page }) => {
  test.setTimeout(420_000);
  const external = outside(page);
  const elk = new ELK() as unknown as ElkEngine;
  await page.goto('/statecharts');
  await openList(page);
  await expect(machineList(page).getByRole('button', { name: /./ }).filter({ has: page.locator('[data-testid=state-count]') })).toHaveCount(machines.length);
  // Issue 7's machines, the checkout's children included, are there without touching the studio.
  expect(machines.map((m) => m.id)).toEqual(
    expect.arrayContaining(['cart', 'checkout', 'addressBook', 'delivery', 'products', 'promo', 'wishlistMove', 'orderStatus', 'session', 'clock', 'remote']),
  );
  await expectAccessible(page, '/statecharts (machine list)');

  for (const m of machines) {
    const states = getStateNodes(m.machine.root).length;
    await openList(page);
    await expect(machineList(page).locator(`button[data-machine="${m.id}"]`).getByTestId('state-count')).toHaveText(`${states} state`);
    await openMachine(page, m.id);
    await page.getByLabel('Tingkat').selectOption('all');
    await expect(diagram(page, m.id).locator('[data-state-id]')).toHaveCount(states);
    // Exact names in every build: this production build draws what `npm run statecharts` writes.
    const svg = await downloadText(page, 'Unduh SVG');
    expect(svg.name).toBe(`${m.id}.svg`);
    expect(svg.text, `${m.id}.svg`).toBe(toSvg(await layoutGraph(toGraph(m.machine), elk)));
    const json = await downloadText(page, 'Unduh JSON');
    expect(json.text, `${m.id}.json`).toBe(graphSnapshot(toGraph(m.machine)));
  }
  // Coverage as the model tests print it (the same specs and harness, run here); "no model spec" for a machine without.
  await openList(page);
  for (const m of machines) {
    const c = await coverageOf(m.id);
    const text = c ? `cakupan state ${c.statesCovered}/${c.statesTotal} · transisi ${c.transitionsCovered}/${c.transitionsTotal}` : 'no model spec';
    await expect(machineList(page).locator(`button[data-machine="${m.id}"]`).getByTestId('coverage'), m.id).toHaveText(text, { timeout: 90_000 });
  }
  // What the journeys reached, beside it, once an e2e run was recorded (docs/statecharts/e2e-coverage.json).
  if (existsSync(resolve(root, 'docs/statecharts/e2e-coverage.json'))) {
    await expect(machineList(page).locator('button[data-machine="cart"]')).toContainText('dicakup perjalanan e2e');
    await expect(machineList(page).locator('button[data-machine="cart"]').getByTestId('e2e-coverage')).toHaveText(/^state \d+\/\d+ · transisi \d+\/\d+$/);
  }
  expect(external, 'requests outside this origin').toEqual([]);
});

test('canvas first: at 1440×900 the default views draw labels at 11 px or more; focus, URL, search, drag and legend', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const screens = process.env.STUDIO_SCREENS === '1';
  if (screens) mkdirSync(resolve(root, 'docs/screens'), { recursive: true });
  for (const id of ['checkout', 'cart', 'session']) {
    await page.goto(`/statecharts?m=${id}`);
    await expect(diagram(page, id).locator('[data-state-id]').first()).toBeVisible();
    // The canvas takes the page's width: no side column beside it.
    const canvas = await page.locator('.sc-viewport').boundingBox();
    expect(canvas!.width).toBeGreaterThanOrEqual(1400);
    await expect(page.getByRole('navigation', { name: 'Daftar mesin' })).toBeHidden();
    const labels = await smallestLabel(page);
    expect(labels.count, `${id}: labels drawn`).toBeGreaterThan(10);
    expect(labels.min, `${id}: the smallest label, px`).toBeGreaterThanOrEqual(11);
    if (screens) await page.screenshot({ path: resolve(root, `docs/screens/studio-${id}-1440.png`) });
  }
  await expectAccessible(page, '/statecharts (session, default view)');

  // Checkout is drawn one level at a time: open the folded 'open' state; the URL keeps the focus.
  await page.goto('/statecharts?m=checkout');
  const checkout = diagram(page, 'checkout');
  await checkout.getByRole('link', { name: /^Buka state checkout\.open / }).click();
  await expect(page).toHaveURL(/[?&]f=checkout\.open/);
  await expect(checkout.locator('[data-state-id="checkout.open.shopping"]')).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Letak di mesin' });
  await expect(crumbs.getByRole('button', { name: 'open' })).toHaveAttribute('aria-current', 'location');
  expect((await smallestLabel(page)).min).toBeGreaterThanOrEqual(11);
  // Zoom in: the zoom and the centre go into the URL; the same URL in another tab shows the same view.
  await page.getByRole('button', { name: 'Perbesar' }).click();
  await expect(page).toHaveURL(/[?&]z=\d+/);
  const zoom = await page.getByTestId('zoom-level').textContent();
  const other = await context.newPage();
  await other.setViewportSize({ width: 1440, height: 900 });
  await other.goto(page.url());
  await expect(other.getByTestId('zoom-level')).toHaveText(zoom!);
  await expect(diagram(other, 'checkout').locator('[data-state-id="checkout.open.shopping"]')).toBeVisible();
  await other.close();
  // Breadcrumbs back up.
  await crumbs.getByRole('button', { name: 'checkout', exact: true }).click();
  await expect(page).not.toHaveURL(/[?&]f=/);
  await expect(checkout.locator('[data-state-id="checkout.open.shopping"]')).toHaveCount(0);

  // Dragging over a state pans, and does not select it.
  const paid = checkout.locator('[data-state-id="checkout.paid"]');
  const before = await checkout.locator(':scope > g').getAttribute('transform');
  const box = (await paid.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 40, { steps: 6 });
  await page.mouse.up();
  expect(await checkout.locator(':scope > g').getAttribute('transform')).not.toBe(before);
  await expect(paid).toHaveAttribute('aria-pressed', 'false');
  // A press that does not move selects it.
  await paid.click();
  await expect(page.getByTestId('state-detail')).toContainText('checkout.paid');

  // Search by guard: the transition comes into view at a readable zoom and is selected.
  await page.getByRole('combobox', { name: 'Cari state, event, guard atau aktor' }).fill('warehouseHasCoordinates');
  await expect(page.getByRole('option').first()).toContainText('guard');
  await expect(page.getByRole('option').first()).toContainText('[and(hasProducts, not(warehouseHasCoordinates))]');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('transition-detail')).toContainText('and(hasProducts, not(warehouseHasCoordinates))');
  const selected = checkout.locator('.sc-edge.is-selected').first();
  await expect(selected).toBeInViewport();
  expect(Number((await page.getByTestId('zoom-level').textContent())!.replace('%', ''))).toBeGreaterThanOrEqual(92);

  // The legend explains every mark.
  await page.getByText('Legenda', { exact: true }).click();
  const legend = page.getByRole('group', { name: 'Legenda' });
  for (const mark of ['✓ aktor', '✗ aktor', '↻ event', 'event ↺', '#tag', 'H / H*', 'always', '▸ n state di dalam', '[guard]']) {
    await expect(legend.getByText(mark, { exact: true }).first()).toBeVisible();
  }
  await expect(legend).toContainText('garis putus-putus');
  await expectAccessible(page, '/statecharts (legend open)');
});

test('a checkout path is stepped through on the diagram, and the checkout is simulated by hand with its child machines', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/statecharts?m=checkout&tab=jalur&d=all');
  await expect(page.getByTestId('paths-coverage')).toHaveText(coverageLine('checkout', (await coverageOf('checkout'))!), { timeout: 180_000 });

  // The first test path with at least four steps.
  const paths = page.getByTestId('path');
  const count = await paths.count();
  let chosen = -1;
  for (let i = 0; i < count && chosen < 0; i++) {
    const steps = Number(/(\d+) langkah/.exec((await paths.nth(i).locator('summary').textContent()) ?? '')?.[1]);
    if (steps >= 4) chosen = i;
  }
  expect(chosen).toBeGreaterThanOrEqual(0);
  const path = paths.nth(chosen);
  const summary = (await path.locator('summary').textContent())!;
  const target = JSON.parse(/→ (.*?) \(/.exec(summary)![1]!);
  const steps = Number(/(\d+) langkah/.exec(summary)![1]);
  await path.locator('summary').click();
  await path.getByRole('button', { name: /^Telusuri jalur / }).click();
  const trace = page.getByTestId('trace');
  await expect(trace).toContainText(`Langkah 0 dari ${steps}`);
  const values: string[] = [];
  for (let i = 1; i <= steps; i++) {
    await trace.getByRole('button', { name: 'Langkah berikutnya' }).click();
    await expect(trace).toContainText(`Langkah ${i} dari ${steps}`);
    values.push((await trace.getByTestId('trace-value').textContent())!);
    // The diagram highlights the states of this step.
    await expect(diagram(page, 'checkout').locator('.is-active').first()).toBeVisible();
  }
  expect(JSON.parse(values.at(-1)!)).toEqual(target);
  await trace.getByRole('button', { name: 'Langkah sebelumnya' }).click();
  await expect(trace).toContainText(`Langkah ${steps - 1} dari ${steps}`);
  await expect(trace.getByTestId('trace-value')).toHaveText(values.at(-2)!);
  await expectAccessible(page, '/statecharts (Jalur, tracing a path)');
  await expectNoSidewaysScroll(page);

  // By hand: the checkout opens the page and its children start; the address book loads the member's addresses.
  await page.getByRole('tab', { name: 'Simulasi' }).click();
  const checkout = diagram(page, 'checkout');
  const child = (id: string) => page.locator(`[data-testid="sim-child-value"][data-actor="${id}"]`);
  await expect(page.getByTestId('sim-value')).toHaveText('{"open":"loading"}');
  await expect(checkout.locator('[data-state-id="checkout.open.loading"]')).toHaveClass(/is-active/);
  await expect(child('addressBook')).toHaveText('"loading"');
  for (const id of ['delivery', 'products', 'promo']) await expect(child(id)).toBeVisible();
  // Answer the child's request with its spec's sample: the address book reports the address, the checkout goes on.
  await page.getByRole('button', { name: 'Berhasil: addressBook/loadAddresses' }).click();
  await expect(page.getByTestId('sim-value')).toContainText('"shopping"');
  await expect(checkout.locator('[data-state-id="checkout.open.shopping"]')).toHaveClass(/is-active/);
  await expect(checkout.locator('[data-state-id="checkout.open.loading"]')).not.toHaveClass(/is-active/);
  await expect(child('addressBook')).toHaveText('{"ready":"hidden"}');
  // A member event for a child: the address chooser opens in the address book.
  await page.getByRole('region', { name: 'Event yang bisa dikirim (addressBook)' }).getByRole('button', { name: 'Kirim panel.choose' }).click();
  await expect(child('addressBook')).toHaveText('{"ready":{"choose":"browsing"}}');
  await page.getByRole('region', { name: 'Event yang bisa dikirim (addressBook)' }).getByRole('button', { name: 'Kirim panel.close' }).click();
  // The step log: each step with the state it led to and the virtual time; back to the first step at once.
  const log = page.getByTestId('sim-steps');
  await expect(log.getByTestId('sim-step')).toHaveCount(3);
  await expect(log.getByTestId('sim-step').nth(1)).toContainText('addressBook ← panel.choose');
  await expect(log.getByTestId('sim-step').nth(1)).toContainText('t = 0 ms');
  await expect(log.getByTestId('sim-step').first()).toContainText('"shopping"');
  await expectAccessible(page, '/statecharts (Simulasi)');
  await expectNoSidewaysScroll(page);
  await log.getByRole('button', { name: 'Kembali ke langkah 1' }).click();
  await expect(log.getByTestId('sim-step')).toHaveCount(1);
  await expect(child('addressBook')).toHaveText('{"ready":"hidden"}');
  await expect(page.getByTestId('sim-value')).toContainText('"shopping"');
  // The child opens as its own diagram.
  await page.getByRole('button', { name: 'Buka diagram addressBook', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'addressBook', exact: true })).toBeVisible();
});

test('events a guard refuses are listed disabled with the guard; a change is reviewed against the committed snapshot', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/statecharts?m=cart&tab=simulasi');
  await page.getByRole('button', { name: /^Berhasil: loadCart/ }).click();
  const blocked = page.getByTestId('blocked-events').first();
  await expect(blocked.getByRole('button', { name: /^Kirim quantity\.increment .*: ditolak guard canIncrement$/ })).toBeDisabled();
  await expect(blocked).toContainText('ditolak guard canIncrement');
  await expectNoSidewaysScroll(page);

  // Nothing changed since `npm run statecharts`: the review says so, and marks nothing.
  await page.getByRole('tab', { name: 'Perubahan' }).click();
  await expect(page.getByTestId('review-none')).toHaveText('Tidak ada perubahan sejak snapshot docs/statecharts.');
  await expect(page.getByTestId('review-count')).toHaveText('0 perubahan');
  await page.getByRole('checkbox', { name: 'Tinjau perubahan' }).first().check();
  await expect(diagram(page, 'cart').locator('.is-added, .is-removed, .is-changed')).toHaveCount(0);
  await expectAccessible(page, '/statecharts (Perubahan)');
});

/** The side panel's content fits its width (nothing to scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const panel = page.locator('#studio-tabpanel');
  const overflow = await panel.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, 'the side panel scrolls sideways by (px)').toBeLessThanOrEqual(0);
}

test('live: the studio follows a real cart in another tab, switches to the machine the shop moved to and shows payloads', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto('/statecharts?m=session&tab=live&d=all');
  await page.getByRole('switch', { name: /Live: ikuti aplikasi di tab lain/ }).check();
  await expect(page.getByText('Belum ada aktor dari tab lain', { exact: false }).first()).toBeVisible();

  const shop = await context.newPage();
  const consoleErrors = watchConsole(shop);
  // b2b@demo.test (the resilience journey's member) with a course no other journey buys; the cart is left empty.
  await signIn(shop, 'b2b@demo.test', '/katalog');
  const course = 'Baguette Klasik Prancis';
  const gw = await gatewayOf(shop);
  const member = await memberData(gw, 'Gula Pasir', course);
  await clearCart(gw, member);

  await shop.getByRole('searchbox').fill(course);
  await shop.getByRole('button', { name: 'Cari', exact: true }).click();
  await shop.getByRole('button', { name: `Tambah ${course} ke keranjang` }).click();
  await expect(shop.getByText('Kursus ditambahkan ke dalam keranjang')).toBeVisible();
  await shop.goto('/shopping-cart');
  await expect(shop.getByRole('checkbox', { name: course })).toBeVisible();

  // A person ticks a line: the studio moves to the cart (the machine the shop is using) and follows it.
  await shop.getByRole('checkbox', { name: course }).check();
  await expect(page.getByRole('heading', { level: 2, name: 'cart', exact: true })).toBeVisible();
  const followed = page.getByTestId('live-followed');
  await expect(followed).toContainText('/shopping-cart');
  await expect(page.getByTestId('live-log')).toContainText('item.select');
  // The event's payload, not only its type.
  await expect(page.getByTestId('live-log')).toContainText(/payload: \{"itemType":"lms","id":\d+,"selected":true\}/);
  // The price child answers the cart (the one price calculation, decision 058).
  await expect(page.getByTestId('live-log')).toContainText('price.calculated');
  await page.getByLabel('Tingkat').selectOption('all');
  await expect(diagram(page, 'cart').locator('[data-state-id="cart.ready.editing.idle"]')).toHaveClass(/is-active/);
  await expect(diagram(page, 'cart').locator('[data-state-id="cart.loading"]')).not.toHaveClass(/is-active/);
  await expectAccessible(page, '/statecharts (Live, following a cart)');
  await expectNoSidewaysScroll(page);

  // Switched off: the shop stops reporting.
  await page.getByRole('switch', { name: /Live: ikuti aplikasi di tab lain/ }).uncheck();
  expect(await shop.evaluate(() => localStorage.getItem('dapur-kursus:studio-live'))).toBeNull();
  await clearCart(gw, member);
  consoleErrors.expectNone();
});
