import { resolve } from 'node:path';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coverageLine, runModel } from '../../machines/testing/model';
import { orderStatusSpec } from '../../machines/testing/specs/order-status';
import { orderStatusMachine } from '../../machines/order-status.machine';
import { isMachineModule, isSpecModule, loadMachines, loadSpecs, specFor, withInlineChildren, type ModuleLoaders } from './discover';
import { nodeLoaders } from './discover-node';
import { activeIdsFromValue } from './graph';
import { analyseMachine, distinctPaths, pathMarkdown, pathsPage, playwrightPaths, predictPath, simplePathsTo } from './paths';
import { childMachine, kitchenSink } from './test-machines.test-utils';

describe('paths and coverage from the model specs', async () => {
  const report = await analyseMachine(orderStatusMachine, orderStatusSpec);

  it('reports coverage and the test paths exactly as the model test computes and prints them', async () => {
    const run = await runModel(orderStatusSpec);
    expect(report.coverage).toEqual(run.coverage);
    expect(report.coverageLine).toBe(coverageLine('orderStatus', run.coverage));
    expect(report.coverageLine).toBe('coverage orderStatus: states 22/22 (100%), transitions 33/33 (100%)');
    // Every path the model test walks is listed, or is a prefix of a listed one ending in the same state.
    const listed = report.testPaths.map((p) => JSON.stringify(p.events));
    for (const p of run.paths) {
      const covered = report.testPaths.some(
        (q) => q.target === p.target && JSON.stringify(q.events.slice(0, p.events.length)) === JSON.stringify(p.events) && JSON.stringify(q.input) === JSON.stringify(p.input),
      );
      expect(covered, JSON.stringify(p.events)).toBe(true);
    }
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('gives a path to every state a path can end in (its own shortest, or one that stands for it); transient states are named as such', () => {
    const paths = [...report.testPaths, ...report.shortest];
    const reached = new Set(paths.flatMap((p) => [...(p.stateId ? [p.stateId] : []), ...(p.reaches ?? [])]));
    expect(report.unreached).toEqual([]);
    expect(report.transient).toEqual(['orderStatus.checking', 'orderStatus.shown.routing', 'orderStatus.shown.waiting.countdown.deciding', 'orderStatus.shown.waiting.poll.deciding']);
    expect(reached.size + report.transient.length).toBe(22);
    for (const p of paths) {
      const end = predictPath(orderStatusMachine, p.input, p.events, orderStatusSpec).steps.at(-1)?.value ?? predictPath(orderStatusMachine, p.input, [], orderStatusSpec).start.value;
      for (const id of [...(p.stateId ? [p.stateId] : []), ...(p.reaches ?? [])]) expect(activeIdsFromValue(orderStatusMachine, end), p.id).toContain(id);
    }
    const expired = paths.find((p) => p.stateId === 'orderStatus.shown.waiting.countdown.expired' || p.reaches?.includes('orderStatus.shown.waiting.countdown.expired'))!;
    expect(expired.steps.slice(0, 3)).toEqual(['✓ loadOrder → status 2, expires 2026-05-01T10:00:00.000Z', 'clock.tick {"now":1777629600000}', '✓ reloadExpired → status 2, expires 2026-05-01T10:00:00.000Z']);
  });

  it('lists no path twice and no path that is a prefix of another with the same start and target', () => {
    const a = { id: 'test-1', kind: 'test' as const, journey: 'j', input: 1, events: [{ type: 'x' }], target: '"b"', steps: ['x'] };
    const b = { ...a, id: 'test-2', events: [{ type: 'x' }, { type: 'y' }], steps: ['x', 'y'] };
    const c = { ...a, id: 'shortest-1', kind: 'shortest' as const, stateId: 'm.b' };
    const d = { ...a, id: 'shortest-2', kind: 'shortest' as const, stateId: 'm.c', target: '"c"' };
    const e = { ...a, id: 'shortest-3', kind: 'shortest' as const, stateId: 'm.b', input: 2 };
    const out = distinctPaths([a, b, c, d, e]);
    // a and c are prefixes of b with the same target: b stands for c's state; d ends elsewhere; e starts elsewhere.
    expect(out.map((p) => [p.id, p.events.length, p.reaches ?? []])).toEqual([
      ['test-1', 2, ['m.b']],
      ['shortest-1', 1, []],
      ['shortest-2', 1, []],
    ]);
    expect(out.map((p) => p.stateId ?? null)).toEqual([null, 'm.c', 'm.b']);
  });

  it('finds simple paths to a chosen state, shortest first, each ending there', () => {
    const paths = simplePathsTo(orderStatusMachine, orderStatusSpec, 'orderStatus.shown.success', 5);
    expect(paths.length).toBeGreaterThan(1);
    const lengths = paths.map((p) => p.events.length);
    expect(lengths).toEqual(lengths.toSorted((a, b) => a - b));
    for (const p of paths) {
      const end = predictPath(orderStatusMachine, p.input, p.events).steps.at(-1)!.value;
      expect(activeIdsFromValue(orderStatusMachine, end)).toContain('orderStatus.shown.success');
    }
  });

  it('exports a path as a Markdown checklist and as a Playwright skeleton that stays skipped until filled in', () => {
    const p = [...report.testPaths, ...report.shortest].find((x) => x.steps.join('|').startsWith('✓ loadOrder → status 2, expires 2026-05-01T10:00:00.000Z|clock.tick {"now":1777629600000}|✓ reloadExpired → status 2'))!;
    const md = pathMarkdown(orderStatusMachine, p, orderStatusSpec);
    expect(md).toContain('- [ ] 1. Server/aktor menjawab berhasil: ✓ loadOrder → status 2');
    expect(md).toContain('- [ ] 2. Pengguna: `clock.tick {"now":1777629600000}` → harapan: `{"shown":{"waiting":{"countdown":"expiring","poll":"idle"}}}` (tag: expired, waiting)');
    expect(md).toContain('- [ ] 3. Server/aktor menjawab berhasil: ✓ reloadExpired → status 2, expires 2026-05-01T10:00:00.000Z → harapan: `{"shown":{"waiting":{"countdown":"expired","poll":"idle"}}}`');
    const page = pathsPage(orderStatusMachine, report, orderStatusSpec);
    expect(page).toContain('`coverage orderStatus: states 22/22 (100%), transitions 33/33 (100%)`');
    expect(page.match(/^### /gm)).toHaveLength(report.testPaths.length + report.shortest.length);
    const exported = playwrightPaths(orderStatusMachine, [p, report.testPaths[0]!], { file: '/machines/order-status.machine.ts', exportName: 'orderStatusMachine' }, orderStatusSpec);
    expect(exported).toContain("import { orderStatusMachine } from '../../../machines/order-status.machine';");
    expect(exported).toContain("import { runPath } from '../../drivers/run';");
    expect(exported.match(/^  test\(/gm)).toHaveLength(2);
    expect(exported).not.toContain('test.fixme');
    expect(exported).not.toContain("goto('/')");
    // The states after every step, as the Markdown says.
    expect(exported).toContain('"countdown": "expired"');
    expect(exported).toContain('"invoice": "INV-1"');
  });

  it('says "no model spec" for a machine without one, and still derives paths from its definition', async () => {
    const r = await analyseMachine(kitchenSink, undefined);
    expect(r.coverage).toBeNull();
    expect(r.coverageLine).toBeNull();
    expect(r.error).toBeUndefined();
    expect(r.shortest.map((p) => p.stateId)).toEqual(expect.arrayContaining(['sink.idle', 'sink.loading', 'sink.working.left.b', 'sink.done']));
    expect(pathsPage(kitchenSink, r, undefined)).toContain('**no model spec**');
  });
});

describe('discovery of machines and specs', () => {
  it('finds every exported machine once (aliases and provided variants included) and the spec that names it', async () => {
    const provided = kitchenSink.provide({});
    const loaders: ModuleLoaders = {
      '/machines/sink.machine.ts': async () => ({ kitchenSink, alias: kitchenSink, provided, NOT_A_MACHINE: 3 }),
      '/machines/helpers.ts': async () => ({ other: childMachine }),
      '/machines/testing/specs/sink.ts': async () => ({ sinkSpec, label: () => '' }),
      '/machines/testing/all-specs.ts': async () => ({ modelSpecs: [sinkSpec, childSpec] }),
      '/machines/sink.machine.test.ts': async () => ({ broken: true }),
    };
    const sinkSpec = { ...orderStatusSpec, name: 'sink', machine: provided };
    const childSpec = { ...orderStatusSpec, name: 'child', machine: kitchenSink };
    const machines = await loadMachines(loaders);
    expect(machines.map((m) => [m.key, m.id])).toEqual([['/machines/sink.machine.ts#kitchenSink', 'sink']]);
    // A spec in its own file and in the registry counts once, under its own name; one only in the registry too.
    const specs = await loadSpecs(loaders);
    expect(specs.map((s) => [s.file, s.exportName])).toEqual([
      ['/machines/testing/specs/sink.ts', 'sinkSpec'],
      ['/machines/testing/all-specs.ts', 'modelSpecs[1]'],
    ]);
    expect(specFor(kitchenSink, specs)?.name).toBe('sink');
    expect(specFor(childMachine, specs)).toBeUndefined();
    // The child machine is only declared in setup({ actors }): it still gets its own entry.
    expect(withInlineChildren(machines).map((m) => [m.key, m.id])).toEqual([
      ['/machines/sink.machine.ts#kitchenSink', 'sink'],
      ['/machines/sink.machine.ts#kitchenSink>child', 'child'],
    ]);
  });

  it('loads one module at a time (a file imported twice at once raced into two copies of a spec)', async () => {
    let active = 0;
    let most = 0;
    const slow = (value: unknown) => async () => {
      active++;
      most = Math.max(most, active);
      await new Promise((r) => setTimeout(r, 5));
      active--;
      return value;
    };
    const spec = { ...orderStatusSpec, name: 'one' };
    const loaders: ModuleLoaders = {
      '/machines/testing/specs/a.ts': slow({ spec }),
      '/machines/testing/specs/b.ts': slow({ other: { ...orderStatusSpec, name: 'two' } }),
      '/machines/testing/all-specs.ts': slow({ modelSpecs: [spec] }),
    };
    expect((await loadSpecs(loaders)).map((s) => s.spec.name)).toEqual(['one', 'two']);
    expect(most).toBe(1);
  });

  it('uses one naming rule for the Vite globs and the Node walk', () => {
    expect(isMachineModule('/machines/checkout/promo.machine.ts')).toBe(true);
    expect(isMachineModule('/machines/checkout.machine.test.ts')).toBe(false);
    expect(isSpecModule('/machines/testing/specs.ts')).toBe(true);
    expect(isSpecModule('/machines/testing/specs/cart.ts')).toBe(true);
    expect(isSpecModule('/machines/testing/all-specs.ts')).toBe(true);
    expect(isSpecModule('/machines/checkout/promo.specs.ts')).toBe(true);
    expect(isSpecModule('/machines/shared/spec-messages.test.ts')).toBe(false);
    expect(isSpecModule('/machines/testing/specs/cart.test-utils.ts')).toBe(false);
    expect(isSpecModule('/machines/cart.machine.ts')).toBe(false);
  });

  it('sees every *.machine.ts in machines/ from Node', async () => {
    const root = resolve(import.meta.dirname, '../..');
    const { machines } = nodeLoaders(root);
    const onDisk = readdirSync(resolve(root, 'machines'), { recursive: true })
      .map((f) => `/machines/${String(f)}`)
      .filter(isMachineModule)
      .sort();
    expect(Object.keys(machines).sort()).toEqual(onDisk);
    const entries = await loadMachines(machines);
    expect(entries.length).toBeGreaterThanOrEqual(onDisk.length);
  });

  it('gives every machine the spec its model test runs (machines/testing/specs, all-specs.ts), and machine ids are unique', async () => {
    const root = resolve(import.meta.dirname, '../..');
    const loaders = nodeLoaders(root);
    const machines = withInlineChildren(await loadMachines(loaders.machines));
    const specs = await loadSpecs(loaders.specs);
    const { modelSpecs } = await import('../../machines/testing/all-specs');
    // Every registered spec is found, once, under its own file's export (not only through the registry).
    expect(specs.map((s) => s.spec).sort((a, b) => a.name.localeCompare(b.name))).toEqual([...modelSpecs].sort((a, b) => a.name.localeCompare(b.name)));
    expect(specs.every((s) => s.file.startsWith('/machines/testing/specs/'))).toBe(true);
    for (const spec of modelSpecs) expect(specFor(spec.machine, specs), spec.name).toBe(spec);
    // The studio finds diagrams, live actors and child machines by id: one machine per id.
    const ids = machines.map((m) => m.id);
    expect(new Set(ids).size, ids.join(', ')).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['checkout', 'addressBook', 'delivery', 'products', 'promo', 'wishlistMove']));
  });
});
