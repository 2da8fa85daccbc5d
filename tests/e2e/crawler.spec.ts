/**
 * The link crawler (issue 11 "Done when": no link in the product ends on the 404 page). As a guest and as a member
 * it collects every internal link of the home page, the header, the footer, the avatar menu and the mobile menu
 * (375 px wide), visits each, collects the links of the pages it reaches, and visits those too (two levels). A
 * page of this SPA fails when it ends on /404 or shows 'Halaman tidak ditemukan'; a sister-site stand-in path
 * (served by the gateway) fails when it answers 4xx/5xx. External sites, mailto: and tel: are not followed.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * PENDING IN OTHER BRANCHES — routes other engineers are building in parallel (account pages, wishlist, invite,
 * referral, My Courses' sub-pages, reviews, subscription pages, events, the voucher claim and the employee form).
 * On this branch they may still end on 404; the crawler lists them instead of failing. THE LEAD EMPTIES THIS LIST
 * after merging those branches, so the crawler then holds every route to the rule.
 */
const PENDING_IN_OTHER_BRANCHES: RegExp[] = [];

/** Paths served by the gateway (sister-site stand-ins, uploads, images), not by the SPA. */
const GATEWAY_PREFIXES = ['/lms-site', '/store-site', '/media-site', '/community-site', '/sso', '/backoffice', '/hris', '/snap', '/media/', '/storage/', '/api/'];
const isGatewayPath = (path: string) => GATEWAY_PREFIXES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`) || path.startsWith(`${p}?`));

interface Finding {
  url: string;
  from: string;
  problem: string;
}

/** Internal links (absolute URLs of this origin) inside `scope` of the current page. */
async function linksIn(page: Page, scope = 'body'): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator(scope).evaluateAll((els) =>
    els.flatMap((el) => Array.from(el.querySelectorAll('a[href]')).map((a) => (a as HTMLAnchorElement).href)),
  );
  return hrefs.filter((h) => {
    try {
      const u = new URL(h);
      return u.origin === origin;
    } catch {
      return false;
    }
  });
}

/** Wait until the SPA has rendered the page (a level-1 heading, or give up quietly after 10 s). */
async function settle(page: Page) {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
}

/** Seeds: the links of Home, its header and footer, the avatar menu (members) and the mobile menu. */
async function seedLinks(page: Page, member: boolean): Promise<Map<string, string>> {
  const seeds = new Map<string, string>();
  const add = (urls: string[], from: string) => urls.forEach((u) => seeds.has(key(u)) || seeds.set(key(u), from));
  await page.goto('/');
  await settle(page);
  // Home's sections load on their own: wait for the course sections and the articles.
  await page.getByRole('heading', { level: 2, name: 'Artikel Terbaru' }).waitFor({ timeout: 20_000 }).catch(() => undefined);
  add(await linksIn(page, 'main'), 'home');
  add(await linksIn(page, 'header.site-header'), 'header');
  add(await linksIn(page, 'footer'), 'footer');
  if (member) {
    await page.locator('header button[aria-haspopup="menu"]').first().click();
    const menu = page.getByRole('menu', { name: 'Menu akun' });
    await expect(menu).toBeVisible();
    add(await linksIn(page, '[role="menu"]'), 'avatar menu');
    await page.keyboard.press('Escape');
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await settle(page);
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const dialogs = page.getByRole('dialog');
  await expect(dialogs.first()).toBeVisible();
  add(await linksIn(page, '[role="dialog"]'), 'mobile menu');
  await page.setViewportSize({ width: 1280, height: 800 });
  return seeds;
}

/** Path and query: the crawler's identity of a link. */
const key = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** Visit one link; returns the page's own links when it is an SPA page worth expanding. */
async function visit(page: Page, request: APIRequestContext, target: string, from: string, findings: Finding[], pending: Set<string>): Promise<string[]> {
  const path = new URL(target, 'http://x').pathname;
  if (isGatewayPath(path)) {
    const res = await request.get(target, { maxRedirects: 5 });
    if (res.status() >= 400) findings.push({ url: target, from, problem: `answered ${res.status()}` });
    return [];
  }
  await page.goto(target);
  await settle(page);
  const landed = new URL(page.url());
  const notFound = landed.pathname === '/404' || (await page.getByRole('heading', { name: 'Halaman tidak ditemukan' }).count()) > 0;
  if (notFound) {
    if (PENDING_IN_OTHER_BRANCHES.some((re) => re.test(path))) pending.add(path);
    else findings.push({ url: target, from, problem: 'ended on the 404 page' });
    return [];
  }
  // Left the SPA (a redirect to the sign-in site or another stand-in): nothing to expand.
  if (isGatewayPath(landed.pathname)) return [];
  return linksIn(page, 'body');
}

async function crawl(page: Page, request: APIRequestContext, member: boolean) {
  const findings: Finding[] = [];
  const pending = new Set<string>();
  const seen = new Set<string>();
  const level1 = await seedLinks(page, member);
  const level2 = new Map<string, string>();
  for (const [target, from] of level1) {
    seen.add(target);
    const next = await visit(page, request, target, from, findings, pending);
    for (const url of next) if (!level1.has(key(url)) && !level2.has(key(url))) level2.set(key(url), target);
  }
  for (const [target, from] of level2) {
    if (seen.has(target)) continue;
    seen.add(target);
    await visit(page, request, target, from, findings, pending);
  }
  return { findings, pending: [...pending].sort(), visited: seen.size };
}

test.describe('crawler: no internal link ends on 404', () => {
  test.setTimeout(900_000);

  test('as a guest', async ({ page, request }) => {
    const { findings, pending, visited } = await crawl(page, request, false);
    console.log(`crawler (guest): ${visited} links visited; pending in other branches: ${pending.join(', ') || 'none'}`);
    expect(visited).toBeGreaterThan(30);
    expect(findings, findings.map((f) => `${f.url} (from ${f.from}): ${f.problem}`).join('\n')).toEqual([]);
  });

  test('as a member', async ({ page, request }) => {
    await signIn(page, 'anggota@demo.test', '/');
    const { findings, pending, visited } = await crawl(page, request, true);
    console.log(`crawler (member): ${visited} links visited; pending in other branches: ${pending.join(', ') || 'none'}`);
    expect(visited).toBeGreaterThan(30);
    expect(findings, findings.map((f) => `${f.url} (from ${f.from}): ${f.problem}`).join('\n')).toEqual([]);
  });
});
