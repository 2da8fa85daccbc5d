/**
 * Search a machine's graph by state, event, guard, actor or action name (issue 20 point 1): each hit is an item the
 * canvas can bring into view (`s:<state id>` for states and the actors they run, `t:<transition id>` for events,
 * guards and actions). Case-insensitive substring match on names as written in the machine.
 */
import type { StudioGraph } from './graph-types';

export interface SearchHit {
  item: string;
  kind: 'state' | 'event' | 'guard' | 'actor' | 'action';
  /** What matched (the state id, `event promo.apply`, `guard hasSelection`…). */
  text: string;
}

/** Every hit for `query` (empty query: none), states first, each item once per kind. */
export function searchGraph(graph: StudioGraph, query: string, max = 50): SearchHit[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  const add = (hit: SearchHit) => {
    const key = `${hit.kind}|${hit.item}`;
    if (seen.has(key)) return;
    seen.add(key);
    hits.push(hit);
  };
  const has = (s: string | undefined) => !!s && s.toLowerCase().includes(q);
  for (const n of graph.nodes) if (has(n.id) || has(n.key)) add({ item: `s:${n.id}`, kind: 'state', text: n.id });
  for (const n of graph.nodes) {
    for (const a of [...n.invokes, ...n.spawns]) {
      if (has(a.id) || has(a.src) || has(a.childMachineId)) add({ item: `s:${n.id}`, kind: 'actor', text: `${a.id ?? a.src} (${a.src}) di ${n.id}` });
    }
  }
  for (const e of graph.edges) {
    if (e.kind === 'initial' || e.kind === 'history') continue;
    if (has(e.eventType) || has(e.label)) add({ item: `t:${e.id}`, kind: 'event', text: `${e.label} — ${e.sourceId}` });
    if (has(e.guard)) add({ item: `t:${e.id}`, kind: 'guard', text: `[${e.guard}] — ${e.label}, ${e.sourceId}` });
    if (e.actorId && has(e.actorId)) add({ item: `t:${e.id}`, kind: 'actor', text: `${e.label} — ${e.sourceId}` });
    if (e.actions.some(has)) add({ item: `t:${e.id}`, kind: 'action', text: `${e.actions.filter(has).join(', ')} — ${e.label}, ${e.sourceId}` });
  }
  return hits.slice(0, max);
}
