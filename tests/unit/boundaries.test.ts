/**
 * scripts/check-boundaries.ts (part of `npm run lint`, decision 056) resolves every import to its file and refuses a
 * forbidden edge between the layers of STYLE.md. Each probe below is a source text checked as if it lived at the
 * given path (nothing is written into the tree, except the one CLI probe at the end): the forbidden ones must be
 * reported, the allowed ones must pass. A rule that silently stops firing fails here.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFiles, importsOf, layerOf } from '../../scripts/check-boundaries';

const root = join(import.meta.dirname, '..', '..');

/** The violations of one probe: `line target` pairs, and the rule texts. */
function check(path: string, source: string) {
  const found = checkFiles(root, [path], { [path]: source });
  return { edges: found.map((v) => `${v.line} ${v.target}`), rules: found.map((v) => v.rule) };
}

describe('resolved-path import boundaries', () => {
  it('a feature reaching another feature through a climbing path is refused (checkout → cart)', () => {
    const r = check(
      'src/features/checkout/zz-probe.tsx',
      [
        "import { CartView } from '../../features/cart/cart-view';",
        "import { useCart } from '../cart/use-cart';",
        "import { CHECKOUT_TEXT } from './texts';",
        'export const p = [CartView, useCart, CHECKOUT_TEXT];',
      ].join('\n'),
    );
    expect(r.edges).toEqual(['1 src/features/cart/cart-view.tsx', '2 src/features/cart/use-cart.ts']);
    expect(r.rules[0]).toMatch(/features do not import each other \(checkout → cart\)/);
  });

  it('nothing outside the gateway imports src/gateway: ui, api, routes, features', () => {
    const probes: Array<[string, string]> = [
      ['src/ui/zz-probe.tsx', '../gateway/services/orders/create'],
      ['src/api/zz-probe.ts', '../gateway/services/orders/create'],
      ['src/routes/zz-probe.tsx', '../gateway/services/orders/create'],
      ['src/features/orders/zz-probe.ts', '../../gateway/services/orders/create'],
      ['src/flows/zz-probe.ts', '../gateway/db/client'],
      ['machines/zz-probe.ts', '../src/gateway/services/orders/create'],
    ];
    for (const [path, specifier] of probes) {
      const r = check(path, `import { createOrder } from '${specifier}';\nexport const p = createOrder;\n`);
      expect(r.edges, path).toHaveLength(1);
      expect(r.edges[0], path).toMatch(/^1 src\/gateway\//);
      expect(r.rules[0], path).toMatch(/nothing outside src\/gateway imports the gateway/);
    }
    // The same text from a feature does not resolve at all: an import the check cannot place is refused too.
    const unresolved = check('src/features/orders/zz-probe.ts', "import { createOrder } from '../gateway/services/orders/create';\nexport const p = createOrder;\n");
    expect(unresolved.rules[0]).toMatch(/cannot resolve '\.\.\/gateway\/services\/orders\/create'/);
    // The issue's own probe text: since the split, `services/orders` is a folder without an index, so the import
    // resolves to no file and is refused as well.
    expect(check('src/ui/zz-probe.tsx', "import * as o from '../gateway/services/orders';\nexport const p = o;\n").rules[0]).toMatch(/cannot resolve/);
    // The gateway itself may.
    expect(check('src/gateway/routes/zz-probe.ts', "import { createOrder } from '../services/orders/create';\nexport const p = createOrder;\n").edges).toEqual([]);
  });

  it('machines import only types from src/ (a runtime value is refused, also re-exported or loaded lazily)', () => {
    const r = check(
      'machines/zz-probe.ts',
      [
        "import { LIMITS } from '../src/api/limits';",
        "import type { Cart } from '../src/api/cart';",
        "import { type Order } from '../src/api/order';",
        "export { formatRupiah } from '../src/lib/format';",
        "export type { Promo } from '../src/api/promo';",
        "export const lazy = () => import('../src/lib/geo');",
        'export type C = Cart | Order;',
        'export const l = LIMITS;',
      ].join('\n'),
    );
    expect(r.edges).toEqual(['1 src/api/limits.ts', '4 src/lib/format.ts', '6 src/lib/geo.ts']);
    expect(r.rules[0]).toMatch(/machines\/ are pure: import only types from src\//);
  });

  it('only the statecharts route imports src/studio', () => {
    const source = "import { StudioPage } from '../studio/studio-page';\nexport const s = StudioPage;\n";
    const r = check('src/routes/katalog-probe.tsx', source);
    expect(r.edges).toEqual(['1 src/studio/studio-page.tsx']);
    expect(r.rules[0]).toMatch(/only src\/routes\/statecharts\.tsx imports src\/studio/);
    expect(check('src/routes/statecharts.tsx', source).edges).toEqual([]);
    expect(check('src/app/zz-probe.ts', source).edges).toEqual(['1 src/studio/studio-page.tsx']);
    // And the studio reads machines and lib only.
    const studio = check(
      'src/studio/zz-probe.ts',
      "import { useCart } from '../features/cart/use-cart';\nimport { cartMachine } from '../../machines/cart.machine';\nexport const q = [useCart, cartMachine];\n",
    );
    expect(studio.edges).toEqual(['1 src/features/cart/use-cart.ts']);
  });

  it("a view imports a machine only through its flow's use-<flow>.ts", () => {
    const source = [
      "import { cartMachine } from '../../../machines/cart.machine';",
      "import type { CartContext } from '../../../machines/cart.types';",
      "import { canStep } from '../../../machines/shared/cart-lines';",
      'export const q = [cartMachine, canStep];',
      'export type C = CartContext;',
    ].join('\n');
    const view = check('src/features/cart/zz-probe.tsx', source);
    expect(view.edges).toEqual(['1 machines/cart.machine.ts', '3 machines/shared/cart-lines.ts']);
    expect(view.rules[0]).toMatch(/views do not import machines: read state through the flow's use-<flow>\.ts/);
    // The same in the flow's view model, in its real actors, or in a test, is fine.
    expect(check('src/features/cart/use-zz-probe.ts', source).edges).toEqual([]);
    expect(check('src/features/cart/zz-probe.actors.ts', source).edges).toEqual([]);
    expect(check('src/features/cart/zz-probe.test.tsx', source).edges).toEqual([]);
    // Presentational pieces and route components are views too.
    expect(check('src/ui/zz-probe.tsx', source.replaceAll('../../../machines', '../../machines')).edges).toHaveLength(2);
    expect(check('src/routes/zz-probe.tsx', source.replaceAll('../../../machines', '../../machines')).edges).toHaveLength(2);
  });

  it('gateway routes call services only: no schema, no query builder', () => {
    const r = check(
      'src/gateway/routes/zz-probe.ts',
      "import { eq } from 'drizzle-orm';\nimport { orders } from '../db/schema';\nimport type { Db } from '../db/client';\nexport const q = [eq, orders];\nexport type D = Db;\n",
    );
    expect(r.edges).toEqual(['1 drizzle-orm', '2 src/gateway/db/schema.ts']);
    expect(r.rules[0]).toMatch(/gateway routes call services only/);
    expect(check('src/gateway/services/zz-probe.ts', "import { orders } from '../db/schema';\nexport const q = orders;\n").edges).toEqual([]);
  });

  it('the lower layers do not reach up', () => {
    const up: Array<[string, string, RegExp]> = [
      ['src/lib/zz-probe.ts', "import { useCart } from '../features/cart/use-cart';", /lib, api and config sit at the bottom/],
      ['src/config/zz-probe.ts', "import { cartMachine } from '../../machines/cart.machine';", /lib, api and config sit at the bottom/],
      ['src/session/zz-probe.ts', "import { Skeleton } from '../ui/skeleton';", /src\/session is shared by every feature/],
      ['src/flows/promo/zz-probe.ts', "import { useCart } from '../../features/cart/use-cart';", /src\/flows holds flows shared by several features/],
      ['src/ui/zz-probe.tsx', "import { usePromo } from '../flows/promo/use-promo';", /src\/ui is presentational/],
      ['src/routes/zz-probe.tsx', "import { createCartActor } from '../app/cart-actor';", /routes do not import app/],
      ['src/gateway/zz-probe.ts', "import { cartMachine } from '../../machines/cart.machine';", /the gateway shares only src\/api schemas and src\/lib/],
    ];
    for (const [path, line, rule] of up) {
      const r = check(path, `${line}\nexport const q = 1;\n`);
      expect(r.rules, path).toHaveLength(1);
      expect(r.rules[0], path).toMatch(rule);
    }
  });

  it('reads type-only imports, side-effect imports and Vite query suffixes right', () => {
    const edges = importsOf(
      'x.ts',
      "import type { A } from './a';\nimport { type B, c } from './b';\nimport './c.css';\nimport url from 'pkg/worker.js?worker&url';\nconst d = import(`./d`);\n",
    );
    expect(edges).toEqual([
      { specifier: './a', typeOnly: true, line: 1 },
      { specifier: './b', typeOnly: false, line: 2 },
      { specifier: './c.css', typeOnly: false, line: 3 },
      { specifier: 'pkg/worker.js?worker&url', typeOnly: false, line: 4 },
      { specifier: './d', typeOnly: false, line: 5 },
    ]);
    expect(layerOf('src/features/cart/cart-view.tsx')).toEqual({ kind: 'feature', name: 'cart' });
    expect(layerOf('machines/testing/specs/cart.ts')).toEqual({ kind: 'machines', testing: true });
  });
});

describe('npm run lint runs the check', () => {
  const planted = join(root, 'src/features/checkout', `zz-boundary-probe-${process.pid}.tsx`);
  afterAll(() => rmSync(planted, { force: true }));

  it('a forbidden import planted in the tree makes the command fail with its file and line', () => {
    writeFileSync(planted, "import { CartView } from '../../features/cart/cart-view';\nexport const v = CartView;\n");
    let status = 0;
    let stderr = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-boundaries.ts'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      status = (e as { status: number }).status;
      stderr = (e as { stderr: string }).stderr;
    }
    expect(status).toBe(1);
    expect(stderr).toContain(`src/features/checkout/zz-boundary-probe-${process.pid}.tsx:1  import '../../features/cart/cart-view' → src/features/cart/cart-view.tsx`);
    const pkg = JSON.parse(execFileSync(process.execPath, ['-e', "process.stdout.write(require('fs').readFileSync('package.json','utf8'))"], { cwd: root, encoding: 'utf8' })) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.lint).toContain('scripts/check-boundaries.ts');
  });
});
