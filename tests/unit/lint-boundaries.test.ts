/**
 * The rules oxlint keeps (.oxlintrc.json, decisions 012 and 056): packages a folder may not use (React in machines,
 * vitest in machines/testing, a framework in lib), timers and clocks where time belongs to a machine, actors created
 * only through src/flows/flow-actor.ts, and import cycles. The folder boundaries themselves are checked on resolved
 * files by scripts/check-boundaries.ts (tests/unit/boundaries.test.ts). This test writes small probe files into the
 * real folders, lints them with the project's configuration and checks that each is reported as an error, and that
 * the allowed ones pass. A change to .oxlintrc.json that silently drops a rule fails here.
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

describe('oxlint rules', () => {
  it('features, routes and flows start no timer (tests may)', () => {
    const file = probe(
      'src/features/cart/PROBE.ts',
      ['export const a = setTimeout(() => 0, 1);', 'export const b = window.setInterval(() => 0, 1);', 'export const c = globalThis.setTimeout(() => 0, 1);'].join('\n'),
    );
    expect(codesByLine(lint(file))).toEqual(['1 eslint(no-restricted-globals)', '2 eslint(no-restricted-properties)', '3 eslint(no-restricted-properties)']);
    expect(lint(probe('src/routes/PROBE.test.ts', 'export const a = setTimeout(() => 0, 1);\n'))).toEqual([]);
  });

  it('machines use no React and read no clock', () => {
    const file = probe(
      'machines/PROBE.ts',
      ["import { useState } from 'react';", 'export const n = Date.now() + Math.random();', 'export const t = setTimeout;', 'export const u = useState;'].join('\n'),
    );
    expect(codesByLine(lint(file))).toEqual([
      '1 eslint(no-restricted-imports)',
      '2 eslint(no-restricted-properties)',
      '2 eslint(no-restricted-properties)',
      '3 eslint(no-restricted-globals)',
    ]);
  });

  it('machines/testing stays free of vitest (the studio imports it in the browser)', () => {
    const file = probe('machines/testing/PROBE.ts', "import { expect } from 'vitest';\nexport const e = expect;\n");
    expect(codesByLine(lint(file))).toEqual(['1 eslint(no-restricted-imports)']);
  });

  it('lib, api and config are framework-free', () => {
    const lib = probe('src/lib/PROBE.ts', "import { useState } from 'react';\nimport { createMachine } from 'xstate';\nexport const q = [useState, createMachine];\n");
    expect(codesByLine(lint(lib))).toEqual(['1 eslint(no-restricted-imports)', '2 eslint(no-restricted-imports)']);
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
