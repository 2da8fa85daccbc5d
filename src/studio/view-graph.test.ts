import { describe, expect, it } from 'vitest';
import { and, not, setup } from 'xstate';
import { coverageFromRecording, mergeRecordings } from './e2e-coverage';
import { diffGraphs, mergedGraph } from './diff';
import { toGraph } from './graph';
import { guardLabel } from './labels';
import { searchGraph } from './search';
import { kitchenSink } from './test-machines.test-utils';
import { ancestorsOf, levelsBelow, viewGraph, viewShowing } from './view-graph';

const graph = toGraph(kitchenSink);
const ids = (g: ReturnType<typeof viewGraph>) => g.nodes.map((n) => n.id);

describe('one level at a time (view-graph)', () => {
  it('folds compound states below the depth, keeping their edges on the folded box', () => {
    const v = viewGraph(graph, { focus: null, depth: 1 });
    expect(ids(v)).toEqual(['sink.idle', 'sink.loading', 'sink.working', 'sink.done']);
    expect(v.nodes.find((n) => n.id === 'sink.working')!.foldedCount).toBe(9);
    // 'finish' leaves the folded parallel state; the inner 'toggle' does not appear at this level.
    expect(v.edges.some((e) => e.id === 'sink.working —finish#0→' && e.sourceId === 'sink.working')).toBe(true);
    expect(v.edges.some((e) => e.eventType === 'toggle')).toBe(false);
    expect(levelsBelow(graph, null)).toBe(3);
    expect(viewGraph(graph, { focus: null, depth: null }).nodes).toHaveLength(graph.nodes.length);
    expect(viewGraph(graph, { focus: null, depth: null }).nodes.filter((n) => n.foldedCount)).toEqual([]);
  });

  it('focuses a compound state as the frame; targets outside it are exit markers', () => {
    const v = viewGraph(graph, { focus: 'sink.working.right', depth: null });
    expect(v.title).toBe('sink.working.right');
    expect(ids(v).filter((id) => !id.startsWith('→'))).toEqual(['sink.working.right.checking', 'sink.working.right.calling', 'sink.working.right.off', 'sink.working.right.deepHist']);
    expect(v.nodes.filter((n) => n.exitTo).map((n) => n.exitTo)).toEqual(['sink.working.left.b']);
    expect(v.nodes.find((n) => n.id === 'sink.working.right.checking')!.parentId).toBe('sink');
    expect(ancestorsOf(graph, 'sink.working.right.calling')).toEqual(['sink.working', 'sink.working.right']);
    // A search hit deep inside is shown by focusing its parent.
    expect(viewShowing(graph, 's:sink.working.left.b')).toEqual({ focus: 'sink.working.left', depth: null });
    expect(viewShowing(graph, 't:sink.idle —go#0→')).toEqual({ focus: null, depth: null });
  });
});

describe('search', () => {
  it('finds states, events, guards, actors and actions by name', () => {
    const kinds = (q: string) => searchGraph(graph, q).map((h) => `${h.kind} ${h.item}`);
    expect(kinds('isAbove')).toEqual(['guard t:sink.idle —go#1→']);
    expect(kinds('loadNumber')).toEqual(expect.arrayContaining(['actor s:sink.loading', 'event t:sink.loading —xstate.done.actor.loadNumber#0→']));
    expect(kinds('countUp')).toEqual(['action t:sink.idle —bump#0→']);
    expect(kinds('RIGHT')[0]).toBe('state s:sink.working.right');
    expect(searchGraph(graph, '  ')).toEqual([]);
  });
});

describe('review a change (diff)', () => {
  it('marks added, removed and changed states and transitions, and draws the removed ones back', () => {
    const before = setup({ guards: { ok: () => true } }).createMachine({
      id: 'm',
      initial: 'a',
      states: { a: { on: { go: 'b', drop: 'c' } }, b: { description: 'B' }, c: {} },
    });
    const after = setup({ guards: { ok: () => true } }).createMachine({
      id: 'm',
      initial: 'a',
      states: { a: { on: { go: { target: 'b', guard: 'ok' }, more: 'd' } }, b: { description: 'B again' }, d: {} },
    });
    const d = diffGraphs(toGraph(before), toGraph(after));
    expect(d.addedStates).toEqual(['m.d']);
    expect(d.removedStates).toEqual(['m.c']);
    expect(d.changedStates).toEqual([{ id: 'm.b', fields: ['description'] }]);
    expect(d.addedTransitions).toEqual(['m.a —more#0→']);
    expect(d.removedTransitions).toEqual(['m.a —drop#0→']);
    expect(d.changedTransitions).toEqual([{ id: 'm.a —go#0→', fields: ['guard'] }]);
    const merged = mergedGraph(toGraph(before), toGraph(after), d);
    expect(merged.nodes.map((n) => n.id)).toEqual(['m.a', 'm.b', 'm.d', 'm.c']);
    expect(merged.edges.some((e) => e.id === 'm.a —drop#0→')).toBe(true);
    expect(diffGraphs(toGraph(after), toGraph(after))).toEqual({
      addedStates: [],
      removedStates: [],
      changedStates: [],
      addedTransitions: [],
      removedTransitions: [],
      changedTransitions: [],
    });
  });
});

describe('e2e coverage from recordings', () => {
  it('counts states from recorded values and from both ends of taken transitions (transient states too)', () => {
    const recording = mergeRecordings([
      { sink: { values: ['"idle"'], transitions: ['sink.idle —go#0→'] } },
      { sink: { values: ['{"working":{"left":"a","right":"calling"}}'], transitions: ['sink.working.right.checking —always#0→'] } },
    ]);
    const c = coverageFromRecording(graph, recording.sink);
    expect(c.missingStates).not.toContain('sink.loading');
    expect(c.missingStates).not.toContain('sink.working.right.checking');
    expect(c.missingStates).toContain('sink.done');
    expect(c.transitionsCovered).toBe(2);
    expect(coverageFromRecording(graph, undefined).statesCovered).toBe(0);
  });
});

describe('exact guard names in every build', () => {
  it('names and/or/not by what they are, not by the function name a minifier gives them', () => {
    const g = and(['isReady', not('hasError')]);
    // What a production build does to `function and()`.
    Object.defineProperty(g, 'name', { value: 't' });
    Object.defineProperty((g as unknown as { guards: unknown[] }).guards[1] as object, 'name', { value: 'n' });
    expect(guardLabel(g)).toBe('and(isReady, not(hasError))');
    expect(guardLabel(() => true)).toBe('inline');
  });
});
