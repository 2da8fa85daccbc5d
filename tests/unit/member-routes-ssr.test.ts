/**
 * Every member page says where it renders (decision 099): the `_member` layout renders on the server, so a page
 * below it without `ssr` would render its skeleton there and shift the layout at hydration (decision 081). The rule
 * is read from the router's own route tree, not from the files' text.
 */
import { describe, expect, it } from 'vitest';
import { routeTree } from '../../src/route-tree.gen';

/** A route of the tree as route-tree.gen.ts builds it (its id relative to its parent in `options.id`, set by `.update`). */
interface RouteNode {
  options: { id?: string; ssr?: unknown };
  children?: RouteNode[] | Record<string, RouteNode>;
}

const childrenOf = (route: RouteNode): RouteNode[] => (route.children ? Object.values(route.children) : []);
const idOf = (route: RouteNode) => route.options.id ?? '';

/** The routes below `layoutId` whose `ssr` is not declared as true, 'data-only' or false. */
export function undeclaredSsr(root: RouteNode, layoutId: string): string[] {
  const layout = childrenOf(root).find((r) => idOf(r) === layoutId);
  if (!layout) throw new Error(`no route ${layoutId}`);
  const missing: string[] = [];
  const walk = (route: RouteNode) => {
    for (const child of childrenOf(route)) {
      if (![true, false, 'data-only'].includes(child.options.ssr as never)) missing.push(idOf(child));
      walk(child);
    }
  };
  walk(layout);
  return missing;
}

describe('member pages declare where they render (decision 099)', () => {
  const root = routeTree as unknown as RouteNode;

  it('every page under _member has ssr true, data-only or false', () => {
    expect(childrenOf(childrenOf(root).find((r) => idOf(r) === '/_member')!).length).toBeGreaterThan(20);
    expect(undeclaredSsr(root, '/_member')).toEqual([]);
  });

  it('the server renders Kursus Saya, History Pembelian, the cart and the checkout with their data (decisions 099, 101, 104)', () => {
    const byId = new Map<string, RouteNode>();
    const walk = (r: RouteNode) => childrenOf(r).forEach((c) => (byId.set(idOf(c), c), walk(c)));
    walk(root);
    expect(byId.get('/_member')?.options.ssr).toBe(true);
    expect(byId.get('/my-courses')?.options.ssr).toBe(true);
    expect(byId.get('/orders')?.options.ssr).toBe(true);
    expect(byId.get('/address')?.options.ssr).toBe('data-only');
    expect(byId.get('/shopping-cart/')?.options.ssr).toBe(true);
    expect(byId.get('/shopping-cart/checkout')?.options.ssr).toBe(true);
    // The buy-now route writes the browser's stored checkout and draws nothing: the browser's.
    expect(byId.get('/shopping-cart/beli-langsung')?.options.ssr).toBe(false);
  });

  it('catches a planted page without ssr', () => {
    const planted: RouteNode = {
      options: { id: '__root__' },
      children: [
        {
          options: { id: '/_member', ssr: true },
          children: [{ options: { id: '/new-page' } }, { options: { id: '/ok', ssr: 'data-only' } }],
        },
      ],
    };
    expect(undeclaredSsr(planted, '/_member')).toEqual(['/new-page']);
  });
});
