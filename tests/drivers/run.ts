/**
 * Run a generated path in the browser (issue 20 point 4): what the studio's Playwright export calls for each path.
 *
 * 1. Predict: the path's states, step by step, from the machine's definition (the model harness's pure
 *    transitions); they must equal the states the exported file lists (else the export is stale: regenerate it).
 * 2. Check the driver can do every step a person or the gateway takes; a path with a step no one can take in the
 *    browser is skipped, naming that step (never silently green).
 * 3. Start: the answer router holds the machine's gateway requests; the driver signs in, arranges the input and
 *    opens the page.
 * 4. Each step: a person's event through the driver; an actor's answer through the router (to the request that
 *    actor made, in the order the app made them); a delay as the driver lets time pass. After every step the
 *    real app's machine (heard on the studio's Live channel, tests/drivers/recorder.ts) must have taken the
 *    step's transitions and be in the predicted state.
 * 5. The end: what a person sees in the target state (the driver's `see`).
 */
import { test, type Page } from '@playwright/test';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { initialOf, nextOf, transitionKey } from '../../machines/testing/model';
import type { ConsoleWatch } from '../e2e/fixtures';
import { AnswerRouter } from './answers';
import { driverFor } from './index';
import type { ContextRecorder } from './recorder';
import type { DriverContext, MachineDriver, PathPlan, StepInfo } from './types';

/** A path as the studio exports it. */
export interface ExportedPath {
  id: string;
  input: unknown;
  events: Array<EventObject & Record<string, unknown>>;
  /** The state value after each event (as the Markdown checklist says). */
  expected: unknown[];
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

/** Invoke id → source name, for every invoke of the machine. */
function invokeSources(machine: AnyStateMachine): Map<string, string> {
  const out = new Map<string, string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)] as AnyStateNode[]) {
    for (const inv of node.invoke as Array<{ id: string; src: unknown }>) if (typeof inv.src === 'string') out.set(inv.id, inv.src);
  }
  return out;
}

/** The delay of an `xstate.after.<delay>.<state>` event, in ms when the machine says. */
function delayOf(machine: AnyStateMachine, type: string): number | undefined {
  const name = type.slice(AFTER.length).split('.')[0]!;
  if (/^\d+$/.test(name)) return Number(name);
  const d = (machine.implementations.delays as Record<string, unknown>)[name];
  return typeof d === 'number' ? d : undefined;
}

/** The step a driver cannot take, or null. */
function unsupported(driver: MachineDriver, sources: Map<string, string>, events: EventObject[], snapshots: AnyMachineSnapshot[]): string | null {
  for (const [i, e] of events.entries()) {
    if (!snapshots[i]!.can(e as never)) continue;
    const handler = driver.events[e.type];
    if (handler && typeof handler !== 'function' && !handler.when(snapshots[i]!, e)) return `step ${i + 1}: '${e.type}' ${handler.otherwise}`;
    if (handler) continue;
    if (e.type.startsWith(AFTER)) continue;
    if (e.type.startsWith(DONE) || e.type.startsWith(ERROR)) {
      const id = e.type.slice((e.type.startsWith(DONE) ? DONE : ERROR).length);
      const src = sources.get(id);
      if (src && driver.requests[src]) continue;
      return `step ${i + 1}: the answer of '${id}' is not a gateway request this driver can give`;
    }
    return `step ${i + 1}: '${e.type}' is not something a person does on this page`;
  }
  return null;
}

/** The path's snapshots (start, then after each event), predicted purely. */
export function predictSnapshots(machine: AnyStateMachine, input: unknown, events: EventObject[]): AnyMachineSnapshot[] {
  const snapshots: AnyMachineSnapshot[] = [initialOf(machine, input)];
  for (const e of events) {
    const before = snapshots.at(-1)!;
    snapshots.push(before.can(e as never) ? nextOf(machine, before, e) : before);
  }
  return snapshots;
}

/** Why a path cannot be run in the browser by its driver (null: it can), as runPath decides. */
export function whyNot(machine: AnyStateMachine, input: unknown, events: EventObject[]): string | null {
  const driver = driverFor(machine.id);
  if (!driver) return `no driver for ${machine.id} in tests/drivers/`;
  const snapshots = predictSnapshots(machine, input, events);
  return driver.cannot?.({ input, events }, snapshots) ?? unsupported(driver, invokeSources(machine), events, snapshots);
}

/** Children of a snapshot (invoked actors), by id. */
const childrenOf = (s: AnyMachineSnapshot) => (s.children ?? {}) as Record<string, AnyActorRef | undefined>;

/** Run one exported path of `machine` in the browser (see the module comment). */
export async function runPath(fx: { page: Page; recorder: ContextRecorder; consoleErrors: ConsoleWatch }, machine: AnyStateMachine, path: ExportedPath) {
  const driver = driverFor(machine.id);
  test.skip(!driver, `no driver for ${machine.id} in tests/drivers/`);
  if (!driver) return;

  // 1. Predict.
  const snapshots = predictSnapshots(machine, path.input, path.events);
  const predicted = snapshots.slice(1).map((s) => JSON.stringify(s.value));
  if (JSON.stringify(predicted) !== JSON.stringify(path.expected.map((v) => JSON.stringify(v)))) {
    throw new Error(`${machine.id} ${path.id}: the machine no longer goes where this exported path says; regenerate it (npm run statecharts)`);
  }

  // 2. Can every step be taken in the browser?
  const sources = invokeSources(machine);
  const plan: PathPlan = { input: path.input, events: path.events };
  const reason = driver.cannot?.(plan, snapshots) ?? unsupported(driver, sources, path.events, snapshots);
  test.skip(!!reason, reason ?? '');
  if (reason) return;

  // 3. Start.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A request failed on purpose is logged by the browser: that one line is expected, nothing else.
  const answers = new AnswerRouter(fx.page, driver.requests, (url) => fx.consoleErrors.allow(new RegExp(`(Failed to load resource|net::ERR_FAILED).*\\(${escape(url)}\\)`)));
  const ctx: DriverContext = { ...fx, answers };
  await answers.install();
  await driver.start(ctx, plan);
  await fx.recorder.waitFor(machine.id, snapshots[0]!.value, `${machine.id} starts in ${JSON.stringify(snapshots[0]!.value)}`);

  // 4. Steps. `pending` tracks, per source, the invoked actors whose requests are out, in the order they started.
  const pending = new Map<string, AnyActorRef[]>();
  const track = (before: AnyMachineSnapshot | null, after: AnyMachineSnapshot) => {
    const was = before ? childrenOf(before) : {};
    const now = childrenOf(after);
    for (const [id, ref] of Object.entries(was)) {
      const src = sources.get(id);
      if (!src || !ref || now[id] === ref) continue;
      const list = pending.get(src) ?? [];
      const at = list.indexOf(ref);
      if (at >= 0) {
        const of = list.length;
        list.splice(at, 1);
        // Its state was left before an answer: the app's request is let go (its answer is ignored).
        void answers.drop(src, at, of);
      }
    }
    for (const [id, ref] of Object.entries(now)) {
      const src = sources.get(id);
      if (!src || !ref || was[id] === ref || !driver.requests[src]) continue;
      pending.set(src, [...(pending.get(src) ?? []), ref]);
    }
  };
  track(null, snapshots[0]!);
  let mark = fx.recorder.taken(machine.id);
  try {
    for (const [i, event] of path.events.entries()) {
      const before = snapshots[i]!;
      const after = snapshots[i + 1]!;
      if (!before.can(event as never)) continue;
      const step: StepInfo = { event, before, after, previous: path.events[i - 1], next: path.events[i + 1], later: path.events.slice(i + 1) };
      const keys = (machine.getTransitionData(before as never, event as never) as AnyTransitionDefinition[]).map(transitionKey);
      await test.step(`${i + 1}. ${describe(event)} → ${JSON.stringify(after.value)}`, async () => {
        const handler = driver.events[event.type];
        const action = typeof handler === 'function' ? handler : handler?.do;
        if (action) await action(ctx, step);
        else if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) {
          const done = event.type.startsWith(DONE);
          const id = event.type.slice((done ? DONE : ERROR).length);
          const src = sources.get(id)!;
          const ref = childrenOf(before)[id];
          const waiting = pending.get(src) ?? [];
          const index = waiting.indexOf(ref!);
          if (index < 0) throw new Error(`${id}: no request of the app to answer`);
          const of = waiting.length;
          waiting.splice(index, 1);
          if (done) await answers.succeed(src, index, (event as unknown as { output: unknown }).output, of);
          else await answers.fail(src, index, (event as unknown as { error: unknown }).error, of);
        } else if (event.type.startsWith(AFTER)) {
          await driver.delay?.(ctx, step, delayOf(machine, event.type));
        }
        track(before, after);
        mark = await fx.recorder.waitForStep(machine.id, mark, keys, after.value, `${machine.id} ${path.id} step ${i + 1} (${event.type})`);
      });
    }
    // 5. What a person sees at the end.
    await test.step(`sees ${JSON.stringify(snapshots.at(-1)!.value)}`, () => driver.see(ctx, snapshots.at(-1)!));
  } finally {
    await answers.release();
  }
}

/** `item.select {"id":3}`, `✓ loadCart`, `✗ calculate`, `⏱ quantityDebounce`. */
export function describe(e: EventObject): string {
  if (e.type.startsWith(DONE)) return `✓ ${e.type.slice(DONE.length)}`;
  if (e.type.startsWith(ERROR)) return `✗ ${e.type.slice(ERROR.length)}`;
  if (e.type.startsWith(AFTER)) return `⏱ ${e.type.slice(AFTER.length).split('.')[0]}`;
  const { type, ...rest } = e as EventObject & Record<string, unknown>;
  const text = JSON.stringify(rest);
  return Object.keys(rest).length ? `${type} ${text.length > 80 ? `${text.slice(0, 77)}…` : text}` : type;
}
