import { describe, expect, it } from 'vitest';
import { orderStatusSpec } from '../../machines/testing/specs/order-status';
import { orderStatusMachine } from '../../machines/order-status.machine';
import { checkoutMachine } from '../../machines/checkout.machine';
import { runModel } from '../../machines/testing/model';
import { checkoutSpec } from '../../machines/testing/specs/checkout';
import { Simulation } from './simulation';
import { cartMachine } from '../../machines/cart.machine';
import { cartSpec } from '../../machines/testing/specs/cart';
import { addressBookMachine } from '../../machines/address-book.machine';
import { addressBookSpec } from '../../machines/testing/specs/address-book';
import { kitchenSink } from './test-machines.test-utils';

const types = (v: { root: { enabled: Array<{ event: { type: string } }> } }) => v.root.enabled.map((e) => e.event.type).sort();

describe('simulator', () => {
  it('offers the events the state can take, settles invoked actors by hand and lets delays elapse', async () => {
    const sim = new Simulation({ machine: kitchenSink, input: undefined });
    await sim.start();
    let v = sim.view();
    expect(v.root.value).toBe('idle');
    expect(v.root.activeIds).toEqual(['sink.idle']);
    expect(types(v)).toEqual(['back', 'bump', 'go']);
    expect(v.pending).toEqual([]);

    expect(await sim.apply({ kind: 'event', event: { type: 'go' } })).toBe(true);
    v = sim.view();
    expect(v.root.value).toBe('loading');
    expect(v.root.taken).toEqual(['sink.idle —go#0→']);
    expect(v.pending).toMatchObject([{ path: 'loadNumber', id: 'loadNumber', src: 'load', input: { n: 0 }, outputs: [undefined] }]);
    expect(v.timers).toMatchObject([{ key: 'xstate.after.3000.sink.loading', label: 'after 3000', dueInMs: 3000 }]);

    // Time passes: the slow load gives up.
    await sim.apply({ kind: 'elapse', timer: 'xstate.after.3000.sink.loading' });
    v = sim.view();
    expect(v.root.value).toBe('idle');
    expect(v.now).toBe(3000);
    expect(v.pending).toEqual([]);

    // Back replays every step but the last: loading again, with its actor pending and the clock at 0.
    await sim.back();
    v = sim.view();
    expect(v.root.value).toBe('loading');
    expect(v.now).toBe(0);
    expect(v.log).toEqual([{ text: 'go', value: 'loading', at: 0, sent: [] }]);

    await sim.apply({ kind: 'resolve', call: 'loadNumber', output: 4 });
    v = sim.view();
    expect(v.root.value).toEqual({ working: { left: 'a', right: 'calling' } });
    expect(v.root.taken).toEqual(expect.arrayContaining(['sink.loading —xstate.done.actor.loadNumber#0→', 'sink.working.right.checking —always#0→']));
  });

  it('runs child machines for real (invoked and spawned) and sends their events to them', async () => {
    const sim = new Simulation({ machine: kitchenSink, input: undefined });
    await sim.start([
      { kind: 'event', event: { type: 'go' } },
      { kind: 'resolve', call: 'loadNumber', output: 1 },
    ]);
    let v = sim.view();
    expect(v.children.map((c) => [c.path, c.machineId, c.value])).toEqual([
      ['helper', 'child', 'waiting'],
      ['childCall', 'child', 'waiting'],
    ]);
    expect(v.children[1]!.enabled.map((e) => e.event.type)).toEqual(['child.ping']);
    await sim.apply({ kind: 'event', event: { type: 'child.ping' }, actor: 'childCall' });
    v = sim.view();
    expect(v.root.value).toEqual({ working: { left: 'a', right: 'off' } });
    expect(v.children.map((c) => c.path)).toEqual(['helper']);
  });

  it('fails a pending actor with the chosen error and refuses a step that does not apply', async () => {
    const sim = new Simulation({ machine: kitchenSink, input: undefined });
    await sim.start([{ kind: 'event', event: { type: 'go' } }]);
    expect(await sim.apply({ kind: 'resolve', call: 'nothing', output: 1 })).toBe(false);
    await sim.apply({ kind: 'reject', call: 'loadNumber', error: { message: 'x' } });
    expect(sim.view().root.value).toBe('idle');
    expect(sim.view().steps).toHaveLength(2);
  });

  it('replays a model path (actor answers, delays, member events) as the model harness does', async () => {
    const sim = new Simulation({ machine: orderStatusMachine, input: orderStatusSpec.input, spec: orderStatusSpec });
    await sim.start();
    expect(sim.view().pending[0]).toMatchObject({ path: 'loadOrder', outputLabels: ['status 1', 'status 2, expires 2026-05-01T10:00:00.000Z', 'status 3', 'status 9'] });
    const order = orderStatusSpec.outputs.loadOrder![1];
    await sim.apply({ kind: 'path', event: { type: 'xstate.done.actor.loadOrder', output: order } as never });
    expect(sim.view().root.value).toEqual({ shown: { waiting: { countdown: 'ticking', poll: 'idle' } } });
    // The spec's member events carry payloads; only those the state can take are offered (a push for another
    // invoice is not: its guard refuses it).
    expect(sim.view().root.enabled.map((e) => e.event)).toEqual(orderStatusSpec.userEvents.filter((e) => !(e.type === 'order.pushed' && e.invoice !== 'INV-1')));
    await sim.apply({ kind: 'path', event: { type: 'clock.tick', now: Date.parse('2026-05-01T10:00:00.000Z') } as never });
    expect(sim.view().root.value).toEqual({ shown: { waiting: { countdown: 'expiring', poll: 'idle' } } });
    await sim.apply({ kind: 'path', event: { type: 'xstate.after.pollInterval.orderStatus.shown.waiting.poll.idle' } });
    expect(sim.view().now).toBe(5000);
    expect(sim.view().pending.map((p) => p.path)).toEqual(['clock', 'reloadExpired', 'pollOrder']);
  });

  it('reports a machine that cannot start with the input instead of throwing', async () => {
    const sim = new Simulation({ machine: orderStatusMachine, input: undefined });
    await sim.start();
    expect(sim.view().error).toMatch(/invoice/);
  });

  it('lists events a guard refuses now, disabled, with the guard as written', async () => {
    const sim = new Simulation({ machine: cartMachine, input: cartSpec.input, spec: cartSpec });
    await sim.start([{ kind: 'path', event: { type: 'xstate.done.actor.loadCart', output: cartSpec.outputs.loadCart![0] } as never }]);
    const blocked = sim.view().root.blocked.map((b) => `${JSON.stringify(b.event)} ${b.guards.join(' | ')}`);
    // Product 3 is at its stock (2 of 2): '+' is refused; deleting nothing too.
    expect(blocked).toEqual(['{"type":"quantity.increment","id":3} canIncrement', '{"type":"items.delete","ids":[]} hasIds']);
    expect(sim.view().root.enabled.map((e) => JSON.stringify(e.event))).not.toContain('{"type":"quantity.increment","id":3}');
  });

  it('logs each step with the state it led to and the virtual time, and goes back any number of steps', async () => {
    const sim = new Simulation({ machine: kitchenSink, input: undefined });
    await sim.start([
      { kind: 'event', event: { type: 'go' } },
      { kind: 'elapse', timer: 'xstate.after.3000.sink.loading' },
      { kind: 'event', event: { type: 'go' } },
    ]);
    expect(sim.view().log.map((l) => [l.text, l.value, l.at])).toEqual([
      ['go', 'loading', 0],
      ['after 3000', 'idle', 3000],
      ['go', 'loading', 3000],
    ]);
    expect(sim.view().start).toEqual({ value: 'idle', at: 0 });
    await sim.back(2);
    expect(sim.view().log.map((l) => l.text)).toEqual(['go']);
    expect(sim.view().root.value).toBe('loading');
    await sim.back(5);
    expect(sim.view().steps).toEqual([]);
  });

  it("simulates a child machine alone: what it sends its parent is in the step log", async () => {
    const sim = new Simulation({ machine: addressBookMachine, input: addressBookSpec.input, spec: addressBookSpec });
    await sim.start();
    await sim.apply({ kind: 'path', event: { type: 'xstate.done.actor.loadAddresses', output: addressBookSpec.outputs.loadAddresses![0] } as never });
    const v = sim.view();
    expect(v.error).toBeNull();
    expect(v.root.value).toEqual({ ready: 'hidden' });
    expect(v.log[0]!.sent.join(' ')).toMatch(/^addresses\.loaded /);
  });

  it("traces a model path as the model test runs it: the spec's stand-in children stay silent", async () => {
    const run = await runModel({ ...checkoutSpec, slices: checkoutSpec.slices?.filter((x) => x.name === 'payment') });
    const paid = run.paths.filter((p) => p.target === '"paid"');
    expect(paid.length).toBeGreaterThan(0);
    for (const path of paid) {
      const sim = new Simulation({ machine: checkoutMachine, input: path.input, spec: checkoutSpec, model: true });
      await sim.start();
      for (const event of path.events) await sim.apply({ kind: 'path', event });
      expect(sim.view().root.value, path.events.map((e) => e.type).join(' → ')).toBe('paid');
      sim.stop();
    }
  }, 120_000);
});
