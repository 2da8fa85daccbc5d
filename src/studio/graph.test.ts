import { describe, expect, it } from 'vitest';
import { type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { transitionKey } from '../../machines/testing/model';
import { activeIdsFromValue, toGraph } from './graph';
import { activeIdsFromGraph, transitionEdges } from './graph-types';
import { childMachine, kitchenSink } from './test-machines.test-utils';

const graph = toGraph(kitchenSink);
const node = (id: string) => graph.nodes.find((n) => n.id === id)!;
const edges = (sourceId: string, eventType: string) => graph.edges.filter((e) => e.sourceId === sourceId && e.eventType === eventType);

describe('definition → graph', () => {
  it('has one node per state node (the count the model tests print) and the machine as the frame', () => {
    expect(graph.machineId).toBe('sink');
    expect(graph.description).toBe('Every feature once.');
    expect(graph.nodes.map((n) => n.id)).toEqual(getStateNodes(kitchenSink.root).map((n) => n.id));
    expect(graph.nodes).toHaveLength(13);
    expect(graph.root.meta).toEqual({ owner: 'studio tests' });
  });

  it('marks kinds, nesting, initial children, regions, final and history states', () => {
    expect(node('sink.working').kind).toBe('parallel');
    expect(node('sink.working.left')).toMatchObject({ kind: 'compound', isRegion: true, parentId: 'sink.working', depth: 2 });
    expect(node('sink.working.left.a')).toMatchObject({ kind: 'atomic', isInitial: true, parentId: 'sink.working.left' });
    expect(node('sink.working.left.b').isInitial).toBe(false);
    expect(node('sink.idle').isInitial).toBe(true);
    expect(node('sink.done').kind).toBe('final');
    expect(node('sink.working.left.hist')).toMatchObject({ kind: 'history', history: 'shallow', isRegion: false });
    expect(node('sink.working.right.deepHist')).toMatchObject({ kind: 'history', history: 'deep' });
  });

  it('keeps descriptions, tags and meta of states', () => {
    expect(node('sink.idle')).toMatchObject({ description: 'Nothing happens.', tags: ['idle'], meta: { figma: 'frame-1' } });
    expect(node('sink.loading').tags).toEqual(['busy']);
    expect(node('sink.working.right.deepHist').description).toBeUndefined();
  });

  it('gives every transition the model harness key, so coverage marks the same edge', () => {
    const all = [kitchenSink.root, ...getStateNodes(kitchenSink.root)].flatMap((n: AnyStateNode) => [
      ...[...n.transitions.values()].flat(),
      ...(n.always ?? []),
    ]) as AnyTransitionDefinition[];
    expect(transitionEdges(graph).map((e) => e.id).sort()).toEqual(all.map(transitionKey).sort());
  });

  it('labels guarded alternatives with their guards (named, parameterised, and/or/not, inline)', () => {
    const go = edges('sink.idle', 'go');
    expect(go.map((e) => [e.index, e.guard, e.targetIds])).toEqual([
      [0, 'isReady', ['sink.loading']],
      [1, 'isAbove', ['sink.working']],
      [2, 'and(isReady, not(isReady))', ['sink.done']],
      [3, 'or(isReady, inline)', ['sink.done']],
    ]);
    expect(go[0]!.description).toBe('Ready: load.');
  });

  it('labels after delays in ms (numbers and named delays) and eventless transitions', () => {
    const slow = graph.edges.find((e) => e.sourceId === 'sink.loading' && e.kind === 'after')!;
    expect(slow).toMatchObject({ label: 'after 3 s', delay: { ms: 3000 }, targetIds: ['sink.idle'], description: 'Too slow.' });
    const debounce = graph.edges.find((e) => e.sourceId === 'sink.working.left.b' && e.kind === 'after')!;
    expect(debounce).toMatchObject({ label: 'after debounce 500 ms', delay: { name: 'debounce', ms: 500 } });
    const always = graph.edges.filter((e) => e.kind === 'always');
    expect(always.map((e) => [e.label, e.guard, e.targetIds[0]])).toEqual([
      ['always', 'isReady', 'sink.working.right.calling'],
      ['always', undefined, 'sink.working.right.off'],
    ]);
  });

  it('draws invoke onDone/onError as ✓/✗ transitions and lists invoked and spawned actors, child machines by id', () => {
    expect(node('sink.loading').invokes).toEqual([{ id: 'loadNumber', src: 'load', childMachineId: undefined, hasOnDone: true, hasOnError: true }]);
    expect(edges('sink.loading', 'xstate.done.actor.loadNumber')[0]).toMatchObject({ kind: 'done.actor', label: '✓ loadNumber', actorId: 'loadNumber', targetIds: ['sink.working'] });
    expect(edges('sink.loading', 'xstate.error.actor.loadNumber')[0]).toMatchObject({ kind: 'error.actor', label: '✗ loadNumber', targetIds: ['sink.idle'] });
    expect(node('sink.working.right.calling').invokes[0]).toMatchObject({ id: 'childCall', src: 'child', childMachineId: 'child' });
    expect(node('sink.working').spawns).toEqual([{ id: 'helper', src: 'child', childMachineId: 'child' }]);
    expect(node('sink.working').entry).toEqual(['spawnChild(child)']);
    expect(graph.children).toEqual([{ src: 'child', machineId: 'child' }]);
  });

  it('keeps targetless transitions (drawn inside the state), re-entering ones and transitions into two regions', () => {
    expect(edges('sink.idle', 'bump')[0]).toMatchObject({ internal: true, targetIds: [], actions: ['countUp'], description: 'Count without moving.' });
    expect(edges('sink.working.right.calling', 'go')[0]).toMatchObject({ reenter: true, targetIds: ['sink.working.right.calling'], internal: false });
    expect(edges('sink.working.right.off', 'both')[0]!.targetIds).toEqual(['sink.working.left.b', 'sink.working.right.off']);
    expect(edges('sink', 'back')[0]).toMatchObject({ sourceId: 'sink', targetIds: ['sink.idle'] });
  });

  it('adds initial edges for compound states and the history default', () => {
    const initial = graph.edges.filter((e) => e.kind === 'initial').map((e) => [e.sourceId, e.targetIds[0]]);
    expect(initial).toEqual([
      ['sink', 'sink.idle'],
      ['sink.working.left', 'sink.working.left.a'],
      ['sink.working.right', 'sink.working.right.checking'],
    ]);
    expect(graph.edges.find((e) => e.kind === 'history')).toMatchObject({ sourceId: 'sink.working.left.hist', targetIds: ['sink.working.left.b'] });
  });

  it('is plain data (the page gets it from a worker)', () => {
    expect(JSON.parse(JSON.stringify(graph))).toEqual(graph);
  });

  it('reads the active states of a state value from the machine and from the graph alike', () => {
    const value = { working: { left: 'b', right: 'calling' } };
    const expected = ['sink.working', 'sink.working.left', 'sink.working.left.b', 'sink.working.right', 'sink.working.right.calling'];
    expect(activeIdsFromValue(kitchenSink, value)).toEqual(expected);
    expect(activeIdsFromGraph(graph, value)).toEqual(expected);
    expect(activeIdsFromGraph(graph, 'idle')).toEqual(['sink.idle']);
    expect(activeIdsFromGraph(graph, { gone: 'x' })).toEqual([]);
  });

  it('converts a child machine on its own', () => {
    const child = toGraph(childMachine);
    expect(child.nodes.map((n) => [n.id, n.kind])).toEqual([
      ['child.waiting', 'atomic'],
      ['child.done', 'final'],
    ]);
  });
});
