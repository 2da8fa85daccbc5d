/**
 * route-styles.ts (decision 099): a server-rendered page links its routes' own stylesheets, found through the build
 * manifest, including those of the chunks a route imports, never the entry's again.
 */
import { describe, expect, it } from 'vitest';
import { routeFileOf, routeModules, routeStylesheets, startModules, type BuildManifest } from './route-styles';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-A.js', css: ['assets/index-A.css'], isEntry: true, imports: ['_react-R.js'] },
  '_react-R.js': { file: 'assets/react-R.js' },
  '_orders-O.js': { file: 'assets/orders-O.js', css: ['assets/orders-O.css'], imports: ['index.html'] },
  'src/routes/_member.orders.tsx?tsr-split=component': { file: 'assets/_member.orders-X.js', imports: ['_orders-O.js', 'index.html', '_react-R.js'] },
  'src/routes/_member.my-courses.tsx?tsr-split=component': { file: 'assets/_member.my-courses-Y.js', css: ['assets/my-courses-Y.css'], imports: ['index.html'] },
  'src/routes/_member.shopping-cart.index.tsx?tsr-split=component': { file: 'assets/cart-Z.js', css: ['assets/cart-Z.css'] },
  'src/routes/katalog.tsx?tsr-split=component': { file: 'assets/katalog-K.js', imports: ['index.html'] },
};

describe('routeFileOf', () => {
  it.each([
    ['/_member/orders', '_member.orders'],
    ['/_member/shopping-cart/', '_member.shopping-cart.index'],
    ['/_member/detail-orders/$invoice', '_member.detail-orders.$invoice'],
    ['/', 'index'],
    ['__root__', '__root'],
    ['/_member', '_member'],
  ])('%s → src/routes/%s.tsx', (id, file) => expect(routeFileOf(id)).toBe(file));
});

describe('routeStylesheets', () => {
  const styles = routeStylesheets(manifest);

  it("links a route's CSS and that of the chunks it imports, not the entry's", () => {
    expect(styles(['__root__', '/_member', '/_member/orders'])).toEqual(['/assets/orders-O.css']);
    expect(styles(['__root__', '/_member', '/_member/my-courses'])).toEqual(['/assets/my-courses-Y.css']);
    expect(styles(['__root__', '/_member', '/_member/shopping-cart/'])).toEqual(['/assets/cart-Z.css']);
  });

  it('links nothing for a route whose styles are all in the entry, or that is not in the build', () => {
    expect(styles(['__root__', '/katalog'])).toEqual([]);
    expect(styles(['/no-such-route'])).toEqual([]);
  });

  it('links only build asset paths (nothing an attribute would need escaped)', () => {
    const odd = routeStylesheets({
      'src/routes/odd.tsx?tsr-split=component': { file: 'assets/odd.js', css: ['assets/ok-1.css', 'assets/"><script>.css', '../x.css'] },
    });
    expect(odd(['/odd'])).toEqual(['/assets/ok-1.css']);
  });

  it('links each stylesheet once', () => {
    expect(styles(['/_member/orders', '/_member/orders'])).toEqual(['/assets/orders-O.css']);
  });
});

describe('routeModules (decision 103)', () => {
  const modules = routeModules(manifest);

  it("names a route's split component and the chunks it imports, not the entry nor what the entry imports", () => {
    expect(modules(['__root__', '/_member', '/_member/orders'])).toEqual(['/assets/orders-O.js', '/assets/_member.orders-X.js']);
    expect(modules(['/_member/shopping-cart/'])).toEqual(['/assets/cart-Z.js']);
  });

  it('names nothing for a route not in the build, each module once, and only build asset paths', () => {
    expect(modules(['/no-such-route'])).toEqual([]);
    expect(modules(['/_member/orders', '/_member/orders'])).toEqual(['/assets/orders-O.js', '/assets/_member.orders-X.js']);
    const odd = routeModules({ 'src/routes/odd.tsx?tsr-split=component': { file: 'assets/"><script>.js', imports: ['_ok.js'] }, '_ok.js': { file: 'assets/ok-1.js' } });
    expect(odd(['/odd'])).toEqual(['/assets/ok-1.js']);
  });
});

describe('startModules (decision 109)', () => {
  const build: BuildManifest = {
    'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_app-P.js'] },
    '_app-P.js': { file: 'assets/app-P.js', name: 'app' },
    '_shared-S.js': { file: 'assets/shared-S.js', name: 'shared', imports: ['_app-P.js'] },
    '_home-H.js': { file: 'assets/home-H.js', name: 'home', imports: ['_app-P.js'] },
    '_router-R.js': { file: 'assets/router-R.js', name: 'router', imports: ['_app-P.js', '_shared-S.js'] },
  };

  it("names Home's start without the router, and the router's start with what it imports, never the entry's", () => {
    const starts = startModules(build);
    expect(starts(true)).toEqual(['/assets/home-H.js']);
    expect(starts(false)).toEqual(['/assets/shared-S.js', '/assets/router-R.js']);
  });

  it('names nothing when the build has no start chunks (a build before decision 109)', () => {
    const starts = startModules({ 'index.html': { file: 'assets/index-A.js', isEntry: true } });
    expect(starts(true)).toEqual([]);
    expect(starts(false)).toEqual([]);
  });
});
