/**
 * What the real journeys covered (issue 20 point 5): the e2e run records, on the studio's Live channel, every state
 * value and transition the app's machine actors took (tests/drivers/recorder.ts writes one {@link RecordingFile}
 * per Playwright worker to `.data/e2e-coverage/`). This module turns recordings into coverage per machine, counted
 * the way the model tests count theirs: a state node is covered when it was active in a recorded value or a taken
 * transition left or entered it (transient states appear only so); a transition when its `transitionKey` was taken.
 * `npm run statecharts -- --coverage` writes the result to docs/statecharts/e2e-coverage.json (the studio shows it
 * beside the model test's coverage) and e2e-coverage.md.
 */
import type { Coverage } from '../../machines/testing/model';
import { activeIdsFromGraph, transitionEdges, type StudioGraph } from './graph-types';

/** One worker's recording: machine id → state values (JSON) and transitions (`transitionKey`) seen. */
export type RecordingFile = Record<string, { values: string[]; transitions: string[] }>;

/** The committed report the studio reads (docs/statecharts/e2e-coverage.json). */
export interface E2eCoverageReport {
  /** When the recorded e2e run started (ISO). */
  recordedAt: string;
  machines: Record<string, Coverage>;
}

/** Merge several workers' recordings. */
export function mergeRecordings(files: RecordingFile[]): RecordingFile {
  const out = new Map<string, { values: Set<string>; transitions: Set<string> }>();
  for (const file of files) {
    for (const [id, m] of Object.entries(file)) {
      const entry = out.get(id) ?? { values: new Set<string>(), transitions: new Set<string>() };
      m.values.forEach((v) => entry.values.add(v));
      m.transitions.forEach((t) => entry.transitions.add(t));
      out.set(id, entry);
    }
  }
  return Object.fromEntries([...out].map(([id, m]) => [id, { values: [...m.values].sort(), transitions: [...m.transitions].sort() }]));
}

/** A state and its ancestors (machine id excluded). */
function withAncestors(graph: StudioGraph, id: string): string[] {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const out: string[] = [];
  for (let n = byId.get(id); n; n = byId.get(n.parentId)) out.push(n.id);
  return out;
}

/** The coverage a machine's recording gives (all missing when nothing was recorded for it). */
export function coverageFromRecording(graph: StudioGraph, recording: RecordingFile[string] | undefined): Coverage {
  const states = graph.nodes.map((n) => n.id);
  const edges = transitionEdges(graph);
  const covered = new Set<string>();
  const taken = new Set(recording?.transitions ?? []);
  for (const json of recording?.values ?? []) {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      continue;
    }
    activeIdsFromGraph(graph, value).forEach((id) => covered.add(id));
  }
  for (const e of edges) {
    if (!taken.has(e.id)) continue;
    for (const id of [e.sourceId, ...e.targetIds]) withAncestors(graph, id).forEach((x) => covered.add(x));
  }
  const missingStates = states.filter((s) => !covered.has(s));
  const missingTransitions = edges.map((e) => e.id).filter((id) => !taken.has(id));
  return {
    statesCovered: states.length - missingStates.length,
    statesTotal: states.length,
    transitionsCovered: edges.length - missingTransitions.length,
    transitionsTotal: edges.length,
    missingStates,
    missingTransitions,
  };
}

const pct = (a: number, b: number) => (b === 0 ? '100%' : `${Math.floor((a / b) * 1000) / 10}%`);

/** `states 12/17 (70.5%), transitions 30/55 (54.5%)`. */
export function coverageText(c: Coverage): string {
  return `states ${c.statesCovered}/${c.statesTotal} (${pct(c.statesCovered, c.statesTotal)}), transitions ${c.transitionsCovered}/${c.transitionsTotal} (${pct(c.transitionsCovered, c.transitionsTotal)})`;
}

/** The Markdown report: per machine the model test's coverage beside the journeys', and what no journey reaches. */
export function coverageMarkdown(report: E2eCoverageReport, model: Map<string, Coverage | null>): string {
  const ids = Object.keys(report.machines).sort((a, b) => a.localeCompare(b));
  const lines = [
    '# Cakupan: tes model dan perjalanan e2e',
    '',
    `Dibangkitkan oleh \`npm run statecharts -- --coverage\` dari rekaman perjalanan e2e (\`npm run test:e2e\`, dimulai ${report.recordedAt}):`,
    'setiap state dan transisi yang diambil mesin aplikasi yang sebenarnya di browser, didengar lewat saluran Live studio.',
    '',
    '| mesin | dicakup tes model (state · transisi) | dicakup perjalanan e2e (state · transisi) |',
    '|---|---|---|',
    ...ids.map((id) => {
      const m = model.get(id);
      const e = report.machines[id]!;
      return `| ${id} | ${m ? `${m.statesCovered}/${m.statesTotal} · ${m.transitionsCovered}/${m.transitionsTotal}` : 'no model spec'} | ${e.statesCovered}/${e.statesTotal} · ${e.transitionsCovered}/${e.transitionsTotal} |`;
    }),
    '',
    '## Yang tidak dicapai perjalanan mana pun',
    '',
  ];
  for (const id of ids) {
    const e = report.machines[id]!;
    if (!e.missingStates.length && !e.missingTransitions.length) continue;
    lines.push(`### ${id}`, '');
    if (e.missingStates.length) lines.push(`State (${e.missingStates.length}):`, '', ...e.missingStates.map((s) => `- \`${s}\``), '');
    if (e.missingTransitions.length) lines.push(`Transisi (${e.missingTransitions.length}):`, '', ...e.missingTransitions.map((t) => `- \`${t}\``), '');
  }
  return `${lines.join('\n')}\n`;
}
