/**
 * Portal §2 "Route table", read route by route: every path that needs a login is a route under the `_member`
 * layout (its guard sends a guest Home, -guards.test.ts), every path that needs none is a route outside it, and the
 * two course paths send the browser to the learning site with the same path. The route ids are read from the route
 * files (`createFileRoute('…')`), the ground truth the router is generated from.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { config } from '../config/config';
import { Route as CourseRedirect } from './course.$categorySlug.$courseSlug';
import { Route as HomeCourseRedirect } from './home.course.$categorySlug.$courseId';

/** Portal §2 "Login required (otherwise redirect to Home)", as written. */
const LOGIN_REQUIRED = [
  '/my-account',
  '/general-information',
  '/change-password',
  '/social-media',
  '/address',
  '/add-address',
  '/edit-address/{id}',
  '/invite-friends',
  '/orders',
  '/detail-orders/{invoice}',
  '/my-events',
  '/my-events/tickets',
  '/promo-code',
  '/promo-code/{code}',
  '/review-add/{rating_type}/{rating_slug}',
  '/review-edit/{rating_type}/{rating_id}',
  '/referral-menu',
  '/subscription-menu',
  '/wishlist',
  '/my-courses',
  '/upload-task/{courseId}/{scheduleId optional}',
  '/shopping-cart',
  '/shopping-cart/checkout',
  '/order-completed/{invoice}',
];

/** Portal §2 "No login needed", as written. */
const PUBLIC = [
  '/',
  '/notifications',
  '/about-us',
  '/subscription',
  '/subscriptionlandingpage',
  '/promo',
  '/employee',
  '/terms-and-conditions',
  '/privacy-policy',
  '/disclaimer',
  '/help',
  '/help/{channel}',
  '/certificate/{filename}',
  '/404',
  '/500',
  '/502',
  '/503',
  '/504',
  '/error-browser',
  '/maintenance',
];

const routeIds = new Set(
  readdirSync(__dirname)
    .filter((f) => f.endsWith('.tsx'))
    .flatMap((f) => [...readFileSync(join(__dirname, f), 'utf8').matchAll(/createFileRoute\('([^']+)'\)/g)].map((m) => m[1]!)),
);

/** The route ids a spec path needs: `{x}` is the param `$x`; an optional param needs the route with and without it. */
function idsFor(path: string, layout: string): string[][] {
  const optional = /\/\{(\w+) optional\}$/.exec(path);
  const base = (optional ? path.slice(0, optional.index) : path).replace(/\{(\w+)\}/g, '$$$1');
  const id = (p: string) => (p === '/' ? [`${layout}/`] : [`${layout}${p}`, `${layout}${p}/`]);
  return optional ? [id(base), id(`${base}/$${optional[1]}`)] : [id(base)];
}

describe('portal §2 route table', () => {
  it.each(LOGIN_REQUIRED)('%s needs a login: it is a route under the _member guard', (path) => {
    expect(routeIds.has('/_member')).toBe(true);
    for (const candidates of idsFor(path, '/_member')) expect(candidates.some((id) => routeIds.has(id)), `${path}: one of ${candidates.join(', ')}`).toBe(true);
    for (const candidates of idsFor(path, '')) expect(candidates.some((id) => routeIds.has(id)), `${path} must not be public`).toBe(false);
  });

  it.each(PUBLIC)('%s needs no login: it is a route outside the _member guard', (path) => {
    for (const candidates of idsFor(path, '')) expect(candidates.some((id) => routeIds.has(id)), `${path}: one of ${candidates.join(', ')}`).toBe(true);
  });

  it('/course/{category_slug}/{course_slug} and /home/course/{category_slug}/{course_id} send the browser to the learning site with the same path', () => {
    const lms = config.lmsUrl.replace(/\/+$/, '');
    const run = (route: { options: unknown }, params: Record<string, string>) => {
      try {
        (route.options as { beforeLoad: (a: unknown) => unknown }).beforeLoad({ params });
      } catch (thrown) {
        expect(isRedirect(thrown)).toBe(true);
        return (thrown as { options: { href: string; reloadDocument: boolean } }).options;
      }
      throw new Error('no redirect');
    };
    expect(run(CourseRedirect, { categorySlug: 'bread', courseSlug: 'roti-sobek' })).toMatchObject({ href: `${lms}/course/bread/roti-sobek`, reloadDocument: true });
    expect(run(HomeCourseRedirect, { categorySlug: 'bread', courseId: '12' })).toMatchObject({ href: `${lms}/home/course/bread/12`, reloadDocument: true });
  });
});
