/**
 * `npm run statecharts`: per machine in machines/ one SVG diagram, one Markdown page of paths and one JSON snapshot
 * of its structure (the graph the studio compares the code with, issue 20 point 6), plus an index, written to
 * docs/statecharts/ (committed, so diagrams are reviewed in pull requests; decisions 014, 062). The same
 * discovery, graph, layout (elkjs, bundled build), SVG and path code as the studio at /statecharts.
 *
 *   npm run statecharts                      write every machine
 *   npm run statecharts -- cart checkout     only these machine ids
 *   npm run statecharts -- --out build/sc    another folder
 *   npm run statecharts -- --check           write nothing; exit 1 when a committed file is missing or stale
 *   npm run statecharts -- --coverage        also write what the last e2e run reached (e2e-coverage.json/.md)
 *
 * The e2e coverage files are written only with `--coverage` (they need a recorded e2e run, `npm run test:e2e`);
 * other runs keep them as they are, and `--check` does not judge them.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { Coverage } from '../../../machines/testing/model';
import { loadMachines, loadSpecs, specFor, withInlineChildren, type MachineEntry } from '../discover';
import { nodeLoaders } from '../discover-node';
import { coverageFromRecording, coverageMarkdown, mergeRecordings, type E2eCoverageReport, type RecordingFile } from '../e2e-coverage';
import { graphSnapshot } from '../diff';
import { toGraph, transitionEdges, type StudioGraph } from '../graph';
import { layoutGraph, type ElkEngine } from '../layout';
import { analyseMachine, pathsPage } from '../paths';
import { toSvg } from '../render';

const root = resolve(import.meta.dirname, '../../..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const withCoverage = args.includes('--coverage');
const outIndex = args.indexOf('--out');
const outDir = resolve(root, outIndex >= 0 ? args[outIndex + 1]! : 'docs/statecharts');
const wanted = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--out');
/** What the e2e run recorded (tests/drivers/recorder.ts). */
const recordingDir = resolve(root, '.data/e2e-coverage');
/** Files only `--coverage` writes; every other run leaves them alone. */
const COVERAGE_FILES = ['e2e-coverage.json', 'e2e-coverage.md'];

/** File stem per machine: its id, or id + export name when two machines share an id. */
function stems(entries: MachineEntry[]): Map<MachineEntry, string> {
  const count = new Map<string, number>();
  for (const e of entries) count.set(e.id, (count.get(e.id) ?? 0) + 1);
  return new Map(entries.map((e) => [e, count.get(e.id)! > 1 ? `${e.id}.${e.exportName.replace(/[^A-Za-z0-9_-]+/g, '-')}` : e.id]));
}

const { machines: machineLoaders, specs: specLoaders } = nodeLoaders(root);
const all = withInlineChildren(await loadMachines(machineLoaders));
const specs = await loadSpecs(specLoaders);
const entries = wanted.length ? all.filter((e) => wanted.includes(e.id)) : all;
if (wanted.length && entries.length !== wanted.length) {
  console.error(`unknown machine id(s): ${wanted.filter((w) => !all.some((e) => e.id === w)).join(', ')}`);
  process.exit(1);
}

/** The committed e2e report (kept between runs), or a fresh one from the recording with `--coverage`. */
function e2eReport(graphs: Map<string, StudioGraph>): E2eCoverageReport | null {
  if (!withCoverage) {
    const file = join(outDir, 'e2e-coverage.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as E2eCoverageReport) : null;
  }
  const files = existsSync(recordingDir) ? readdirSync(recordingDir).filter((f) => f.startsWith('worker-') && f.endsWith('.json')) : [];
  if (!files.length) {
    console.error(`no e2e recording in ${relative(root, recordingDir)}: run the journeys first (E2E_PORT=… npm run test:e2e)`);
    process.exit(1);
  }
  const recording = mergeRecordings(files.map((f) => JSON.parse(readFileSync(join(recordingDir, f), 'utf8')) as RecordingFile));
  const run = existsSync(join(recordingDir, 'run.json')) ? (JSON.parse(readFileSync(join(recordingDir, 'run.json'), 'utf8')) as { started: string }) : null;
  return {
    recordedAt: run?.started ?? 'unknown',
    machines: Object.fromEntries([...graphs].map(([id, graph]) => [id, coverageFromRecording(graph, recording[id])])),
  };
}

const elk = new ELK() as unknown as ElkEngine;
const names = stems(all);
const files = new Map<string, string>();
const graphs = new Map<string, StudioGraph>();
const modelCoverage = new Map<string, Coverage | null>();
const rows: Array<{ entry: MachineEntry; stem: string; graph: StudioGraph; coverage: Coverage | null }> = [];
for (const entry of entries) {
  const started = Date.now();
  const graph = toGraph(entry.machine);
  const diagram = await layoutGraph(graph, elk);
  const spec = specFor(entry.machine, specs);
  const report = await analyseMachine(entry.machine, spec);
  const stem = names.get(entry)!;
  graphs.set(entry.id, graph);
  modelCoverage.set(entry.id, report.coverage);
  files.set(`${stem}.svg`, toSvg(diagram));
  files.set(`${stem}.paths.md`, pathsPage(entry.machine, report, spec));
  files.set(`${stem}.json`, graphSnapshot(graph));
  rows.push({ entry, stem, graph, coverage: report.coverage });
  console.log(`${entry.id}: ${graph.nodes.length} states, ${transitionEdges(graph).length} transitions, ${report.coverageLine ?? 'no model spec'} (${Date.now() - started} ms)`);
}

const e2e = wanted.length ? null : e2eReport(graphs);
if (e2e && withCoverage) {
  files.set('e2e-coverage.json', `${JSON.stringify(e2e, null, 1)}\n`);
  files.set('e2e-coverage.md', coverageMarkdown(e2e, modelCoverage));
}

if (!wanted.length) {
  const pair = (c: Coverage) => `${c.statesCovered}/${c.statesTotal} · ${c.transitionsCovered}/${c.transitionsTotal}`;
  files.set(
    'README.md',
    [
      '# Statecharts',
      '',
      'Generated by `npm run statecharts` from the machines in `machines/` (the same code as the studio at `/statecharts`).',
      'Do not edit by hand: change the machine, then run the command again. `npm run statecharts -- --check` says whether these files are current.',
      'Per machine: the diagram (`.svg`), its paths (`.paths.md`) and its structure (`.json`, what the studio compares the code with to show a change).',
      e2e
        ? `The e2e column is what the real journeys reached (\`npm run statecharts -- --coverage\` after \`npm run test:e2e\`; recorded ${e2e.recordedAt}; [details](e2e-coverage.md)).`
        : 'No e2e coverage recorded yet: `npm run test:e2e`, then `npm run statecharts -- --coverage`.',
      '',
      '| mesin | berkas | state | transisi | dicakup tes model (state · transisi) | dicakup perjalanan e2e | jalur |',
      '|---|---|---|---|---|---|---|',
      ...rows.map(({ entry, stem, graph, coverage }) => {
        const journeys = e2e?.machines[entry.id];
        return `| [${entry.id}](${stem}.svg) | \`${entry.file}\` | ${graph.nodes.length} | ${transitionEdges(graph).length} | ${coverage ? pair(coverage) : 'no model spec'} | ${journeys ? pair(journeys) : '—'} | [jalur](${stem}.paths.md) |`;
      }),
      '',
    ].join('\n'),
  );
}

const kept = (name: string) => !withCoverage && COVERAGE_FILES.includes(name);
if (check) {
  const stale = [...files].filter(([name, text]) => !existsSync(join(outDir, name)) || readFileSync(join(outDir, name), 'utf8') !== text).map(([n]) => n);
  const extra = !wanted.length && existsSync(outDir) ? readdirSync(outDir).filter((f) => !files.has(f) && !kept(f)) : [];
  if (stale.length || extra.length) {
    console.error(`${relative(root, outDir)} is out of date:${stale.map((s) => `\n  stale or missing: ${s}`).join('')}${extra.map((s) => `\n  no longer generated: ${s}`).join('')}\nrun: npm run statecharts`);
    process.exit(1);
  }
  console.log(`${relative(root, outDir)}: up to date (${files.size} files)`);
} else {
  mkdirSync(outDir, { recursive: true });
  if (!wanted.length) for (const f of readdirSync(outDir)) if (!files.has(f) && !kept(f)) rmSync(join(outDir, f));
  for (const [name, text] of files) writeFileSync(join(outDir, name), text);
  console.log(`wrote ${files.size} files to ${relative(root, outDir)}`);
}
