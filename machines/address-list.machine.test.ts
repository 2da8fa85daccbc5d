import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Address } from '../src/api/user';
import { addressListMachine } from './address-list.machine';
import { address, apiError, controllable, flush } from './testing/fixtures';

function start() {
  const load = controllable<Address[], void>();
  const del = controllable<void, { id: number }>();
  const setDefault = controllable<void, { id: number }>();
  const actor = createActor(addressListMachine.provide({ actors: { loadAddresses: load.logic, deleteAddress: del.logic, setDefault: setDefault.logic } }));
  actor.start();
  return { actor, load, del, setDefault };
}

describe('addressListMachine (portal §2 "Address list and forms", §8 "Address")', () => {
  it('deletes only after confirmation, says so, then reloads', async () => {
    const { actor, load, del } = start();
    load.last().resolve([address(1, { default: true }), address(2)]);
    await flush();
    actor.send({ type: 'address.delete', id: 2 });
    expect(actor.getSnapshot().hasTag('confirm')).toBe(true);
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(del.calls).toHaveLength(0);
    actor.send({ type: 'address.delete', id: 2 });
    actor.send({ type: 'delete.confirm' });
    expect(del.last().input).toEqual({ id: 2 });
    del.last().resolve();
    await flush();
    expect(actor.getSnapshot().context.message).toBe('Alamat telah berhasil dihapus');
    actor.send({ type: 'alert.close' });
    expect(load.calls).toHaveLength(2);
  });

  it('a refused delete shows the server message and keeps the list', async () => {
    const { actor, load, del } = start();
    load.last().resolve([address(1)]);
    await flush();
    actor.send({ type: 'address.delete', id: 1 });
    actor.send({ type: 'delete.confirm' });
    del.last().reject(apiError(404, 'Alamat tidak ditemukan'));
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('Alamat tidak ditemukan');
    actor.send({ type: 'alert.close' });
    expect(actor.getSnapshot().context.addresses).toHaveLength(1);
    expect(load.calls).toHaveLength(1);
  });

  it('sets another address as default and reloads; the default one is refused', async () => {
    const { actor, load, setDefault } = start();
    load.last().resolve([address(1, { default: true }), address(2)]);
    await flush();
    actor.send({ type: 'address.setDefault', id: 1 });
    expect(setDefault.calls).toHaveLength(0);
    actor.send({ type: 'address.setDefault', id: 2 });
    expect(setDefault.last().input).toEqual({ id: 2 });
    setDefault.last().resolve();
    await flush();
    expect(load.calls).toHaveLength(2);
  });

  it('a failed load offers a retry', async () => {
    const { actor, load } = start();
    load.last().reject(apiError(500, 'Gagal'));
    await flush();
    expect(actor.getSnapshot().matches('unavailable')).toBe(true);
    actor.send({ type: 'list.retry' });
    expect(load.calls).toHaveLength(2);
  });
});
