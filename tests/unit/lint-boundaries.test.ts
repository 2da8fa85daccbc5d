/**
 * The import boundaries of STYLE.md are enforced by oxlint (.oxlintrc.json, ADR 012). This test writes small probe
 * files into the real folders, lints them with the project's configuration and checks that each wrong import or
 * timer is reported as an error, and that the allowed ones (type-only imports from src/ in machines, tests) pass.
 * A change to .oxlintrc.json that silently drops a boundary fails here.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const tag = `zz-lint-probe-${process.pid}`;
const written: string[] = [];

function probe(path: string, source: string): string {
  const file = path.replace('PROBE', tag);
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), source);
  written.push(file);
  return file;
}

interface Finding {
  code: string;
  line: number;
  help: string;
}

function lint(file: string): Finding[] {
  let out: string;
  try {
    out = execFileSync(join(root, 'node_modules/.bin/oxlint'), ['--format', 'json', file], { cwd: root, encoding: 'utf8' });
  } catch (e) {
    // oxlint exits 1 when it reports errors; the report is still on stdout.
    out = (e as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as { diagnostics: { code: string; severity: string; help?: string; labels: { span: { line: number } }[] }[] };
  return report.diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => ({ code: d.code, line: d.labels[0]?.span.line ?? 0, help: d.help ?? '' }));
}

const codesByLine = (findings: Finding[]) => findings.map((f) => `${f.line} ${f.code}`).sort();

afterAll(() => {
  for (const file of written) rmSync(join(root, file), { force: true });
});

describe('oxlint boundaries', () => {
  it('features import no other feature, no route and no app; they start no timer', () => {
    const file = probe(
      'src/features/cart/PROBE.ts',
      [
        "import { createCheckoutActors } from '../checkout/checkout.actors';",
        "import type { CheckoutGateway } from '../checkout/checkout.actors';",
        "import { createCartActor } from '../../app/cart-actor';",
        "import { memberOf } from '../../session/selectors';",
        'export const a = setTimeout(() => createCheckoutActors, 1);',
        'export const b = window.setInterval(() => createCartActor, 1);',
        'export type G = CheckoutGateway;',
        'export const m = memberOf;',
      ].join('\n'),
    );
    const findings = lint(file);
    expect(codesByLine(findings)).toEqual([
      '1 eslint(no-restricted-imports)',
      '2 eslint(no-restricted-imports)',
      '3 eslint(no-restricted-imports)',
      '5 eslint(no-restricted-globals)',
      '6 eslint(no-restricted-properties)',
    ]);
    expect(findings[0]?.help).toMatch(/Features do not import each other/);
  });

  it('a test next to a view may use timers', () => {
    const file = probe('src/routes/PROBE.test.ts', 'export const a = setTimeout(() => 0, 1);\n');
    expect(lint(file)).toEqual([]);
  });

  it('routes do not import app', () => {
    const file = probe('src/routes/PROBE.ts', "import { createCartActor } from '../app/cart-actor';\nexport const c = createCartActor;\n");
    expect(codesByLine(lint(file))).toEqual(['1 eslint(no-restricted-imports)']);
  });

  it('machines import only types from src/, no React, and read no clock', () => {
    const file = probe(
      'machines/PROBE.ts',
      [
        "import { LIMITS } from '../src/api/limits';",
        "import type { Cart } from '../src/api/cart';",
        "import { useState } from 'react';",
        'export const n = Date.now() + Math.random() + LIMITS.name;',
        'export type C = Cart;',
        'export const u = useState;',
      ].join('\n'),
    );
    expect(codesByLine(lint(file))).toEqual([
      '1 eslint(no-restricted-imports)',
      '3 eslint(no-restricted-imports)',
      '4 eslint(no-restricted-properties)',
      '4 eslint(no-restricted-properties)',
    ]);
  });

  it('machines/testing stays free of vitest (the studio imports it in the browser)', () => {
    const file = probe('machines/testing/PROBE.ts', "import { expect } from 'vitest';\nexport const e = expect;\n");
    expect(codesByLine(lint(file))).toEqual(['1 eslint(no-restricted-imports)']);
  });

  it('lib, api and config import neither features, app nor machines', () => {
    const lib = probe(
      'src/lib/PROBE.ts',
      "import { createCartActor } from '../app/cart-actor';\nimport { cartMachine } from '../../machines/cart.machine';\nexport const q = [createCartActor, cartMachine];\n",
    );
    const api = probe('src/api/PROBE.ts', "import { useCart } from '../features/cart/use-cart';\nexport const q = useCart;\n");
    expect(codesByLine(lint(lib))).toEqual(['1 eslint(no-restricted-imports)', '2 eslint(no-restricted-imports)']);
    expect(codesByLine(lint(api))).toEqual(['1 eslint(no-restricted-imports)']);
  });

  it('shared layers (session, flows, ui) do not reach up into features', () => {
    const session = probe('src/session/PROBE.ts', "import { useCart } from '../features/cart/use-cart';\nexport const q = useCart;\n");
    const flows = probe('src/flows/promo/PROBE.ts', "import { useCart } from '../../features/cart/use-cart';\nexport const q = useCart;\n");
    const ui = probe('src/ui/PROBE.ts', "import { usePromo } from '../flows/promo/use-promo';\nexport const q = usePromo;\n");
    for (const file of [session, flows, ui]) expect(codesByLine(lint(file))).toEqual(['1 eslint(no-restricted-imports)']);
  });

  it('only the /statecharts route imports src/studio; the studio reads machines and lib only', () => {
    const feature = probe('src/features/cart/PROBE.ts', "import { StudioPage } from '../../studio/studio-page';\nexport const s = StudioPage;\n");
    const app = probe('src/app/PROBE.ts', "import { StudioPage } from '../studio/studio-page';\nexport const s = StudioPage;\n");
    const route = probe('src/routes/PROBE.tsx', "import { StudioPage } from '../studio/studio-page';\nexport const s = StudioPage;\n");
    const machine = probe('machines/PROBE.ts', "import type { StudioGraph } from '../src/studio/graph-types';\nexport type G = StudioGraph;\n");
    for (const file of [feature, app, route, machine]) {
      const findings = lint(file);
      expect(codesByLine(findings), file).toEqual(['1 eslint(no-restricted-imports)']);
      expect(findings[0]?.help).toMatch(/Only src\/routes\/statecharts\.tsx imports src\/studio/);
    }
    // The studio's own route is the one way in.
    expect(lint('src/routes/statecharts.tsx')).toEqual([]);
    const studio = probe(
      'src/studio/PROBE.ts',
      [
        "import { useCart } from '../features/cart/use-cart';",
        "import { usePromo } from '../flows/promo/use-promo';",
        "import { Skeleton } from '../ui/skeleton';",
        "import { cartMachine } from '../../machines/cart.machine';",
        "import { modelSpecs } from '../../machines/testing/all-specs';",
        "import { LIVE_CHANNEL } from '../lib/live-inspect';",
        'export const q = [useCart, usePromo, Skeleton, cartMachine, modelSpecs, LIVE_CHANNEL];',
      ].join('\n'),
    );
    const findings = lint(studio);
    expect(codesByLine(findings)).toEqual(['1 eslint(no-restricted-imports)', '2 eslint(no-restricted-imports)', '3 eslint(no-restricted-imports)']);
    expect(findings[0]?.help).toMatch(/src\/studio reads machines\/ \(and their specs\) and src\/lib only/);
  });

  it('the app creates actors only through src/flows/flow-actor.ts (the studio live view), tests excepted', () => {
    const source = [
      "import { useActorRef, useMachine, useSelector } from '@xstate/react';",
      "import { createActor, fromPromise } from 'xstate';",
      'export const q = [useActorRef, useMachine, useSelector, createActor, fromPromise];',
    ].join('\n');
    const expected = ['1 eslint(no-restricted-imports)', '1 eslint(no-restricted-imports)', '2 eslint(no-restricted-imports)'];
    for (const path of ['src/features/cart/PROBE.ts', 'src/routes/PROBE.tsx', 'src/flows/promo/PROBE.ts', 'src/app/PROBE.ts']) {
      const findings = lint(probe(path.replace('PROBE', 'PROBE-actor'), source));
      expect(codesByLine(findings), path).toEqual(expected);
      expect(findings[0]?.help).toMatch(/useFlowActor \(src\/flows\/flow-actor\.ts\)/);
    }
    expect(lint(probe('src/features/cart/PROBE.test.ts', source))).toEqual([]);
    expect(lint('src/flows/flow-actor.ts')).toEqual([]);
  });

  it('import cycles are errors', () => {
    const a = probe('src/lib/PROBE-a.ts', `import { b } from './${tag}-b';\nexport const a = () => b;\n`);
    probe('src/lib/PROBE-b.ts', `import { a } from './${tag}-a';\nexport const b = () => a;\n`);
    expect(lint(a).map((f) => f.code)).toContain('import(no-cycle)');
  });
});
