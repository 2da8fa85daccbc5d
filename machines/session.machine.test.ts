import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiError, authError, networkError } from './testing/fixtures';
import type { User } from '../src/api/user';
import type { Warehouse, Zone } from '../src/api/catalogue';
import {
  LOGOUT_FAILED_MESSAGE,
  USER_REFRESH_FAILED_MESSAGE,
  isAdminUser,
  isAssessorUser,
  pickWarehouse,
  sessionMachine,
  type StoredSession,
  type ZoneRef,
} from './session.machine';

const warehouse = (id: number, code: string, zone_id: number): Warehouse => ({
  id,
  erp_id: `ERP-${id}`,
  city_id: '3273',
  province_id: '32',
  district_id: '327301',
  village_id: '3273011001',
  zone_id,
  code,
  slug: code.toLowerCase(),
  name: `Gudang ${code}`,
  address: 'Jl. Contoh 1',
  postal_code: '40111',
  telephone: '022123456',
  latitude: -6.9,
  longitude: 107.6,
  can_be_order: true,
  is_active: true,
});

const zones: Zone[] = [
  { id: 1, name: 'Jakarta', slug: 'jakarta', status: 'active', latitude: -6.2, longitude: 106.8, province: 'DKI Jakarta', warehouses: [warehouse(1, 'WH-JKT', 1)] },
  { id: 2, name: 'Bandung', slug: 'bandung', status: 'active', latitude: -6.9, longitude: 107.6, province: 'Jawa Barat', warehouses: [warehouse(2, 'WH-BDG', 2)] },
];

const user = (roleIds: number[] = [2]): User => ({
  id: 7,
  firstname: 'Ani',
  lastname: 'Baker',
  email: 'anggota@demo.test',
  image: '',
  type: 'b2c',
  tier: 3,
  status: 'active',
  birthday: null,
  gender: null,
  no_telp: '08123456789',
  education: null,
  biography: '',
  role_data: roleIds.map((role_id) => ({ role_id, role_name: String(role_id), created_at: '', updated_at: '' })),
  address: null,
  social_login: false,
  social_links: { facebook: '', twitter: '', linkedin: '' },
  created_at: '',
  updated_at: '',
});

const emptyStore: StoredSession = { token: null, user: null, warehouse: null, zone: null };

function start(opts: {
  stored?: StoredSession | Error;
  zones?: Zone[] | Error;
  code?: string | Error;
  clear?: () => Promise<void>;
  revoke?: () => Promise<void>;
  loadUser?: () => Promise<User>;
  storeUser?: () => Promise<void>;
} = {}) {
  const storeLocation = vi.fn(async (_: { warehouse: Warehouse; zone: ZoneRef }) => {});
  const clearSession = vi.fn(opts.clear ?? (async () => {}));
  const revokeToken = vi.fn(opts.revoke ?? (async () => {}));
  const loadUser = vi.fn(opts.loadUser ?? (async () => user()));
  const storeUser = vi.fn(async (_input: { user: User }) => (opts.storeUser ? opts.storeUser() : undefined));
  const loadZones = vi.fn(async () => {
    if (opts.zones instanceof Error) throw opts.zones;
    return opts.zones ?? zones;
  });
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        readStoredSession: fromPromise(async () => {
          if (opts.stored instanceof Error) throw opts.stored;
          return opts.stored ?? emptyStore;
        }),
        loadZones: fromPromise(loadZones),
        loadDefaultWarehouseCode: fromPromise(async () => {
          if (opts.code instanceof Error) throw opts.code;
          return opts.code ?? 'WH-BDG';
        }),
        storeLocation: fromPromise(async ({ input }) => storeLocation(input)),
        revokeToken: fromPromise(() => revokeToken()),
        clearSession: fromPromise(() => clearSession()),
        loadUser: fromPromise(() => loadUser()),
        storeUser: fromPromise(({ input }: { input: { user: User } }) => storeUser(input)),
      },
    }),
  );
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type));
  actor.start();
  return { actor, storeLocation, clearSession, revokeToken, loadUser, storeUser, loadZones, emitted };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('session machine: resolving', () => {
  it('is a guest with the default warehouse (sitemap code) when no cookies are stored, and keeps the choice', async () => {
    const { actor, storeLocation } = start();
    expect(actor.getSnapshot().hasTag('resolving')).toBe(true);
    const snap = await settled(actor);
    expect(snap.value).toBe('signedOut');
    expect(snap.context.warehouse?.code).toBe('WH-BDG');
    expect(snap.context.zone).toEqual({ id: 2, name: 'Bandung', slug: 'bandung' });
    expect(storeLocation).toHaveBeenCalledWith({ warehouse: expect.objectContaining({ code: 'WH-BDG' }), zone: { id: 2, name: 'Bandung', slug: 'bandung' } });
  });

  it('is signed in only with both token and user', async () => {
    const signed = start({ stored: { ...emptyStore, token: 't', user: user() } });
    expect((await settled(signed.actor)).matches('signedIn')).toBe(true);
    const tokenOnly = start({ stored: { ...emptyStore, token: 't' } });
    expect((await settled(tokenOnly.actor)).value).toBe('signedOut');
    const userOnly = start({ stored: { ...emptyStore, user: user() } });
    expect((await settled(userOnly.actor)).value).toBe('signedOut');
  });

  it('uses a stored warehouse and zone without loading zones', async () => {
    const stored: StoredSession = { token: 't', user: user(), warehouse: warehouse(1, 'WH-JKT', 1), zone: { id: 1, name: 'Jakarta', slug: 'jakarta' } };
    const { actor, loadZones, storeLocation } = start({ stored });
    const snap = await settled(actor);
    expect(snap.matches('signedIn')).toBe(true);
    expect(snap.context.warehouse?.code).toBe('WH-JKT');
    expect(loadZones).not.toHaveBeenCalled();
    expect(storeLocation).not.toHaveBeenCalled();
  });

  it('fails when no warehouse carries the default code, when zones fail or when the sitemap fails', async () => {
    for (const opts of [{ code: 'WH-XXX' }, { zones: new Error('down') }, { code: new Error('down') }, { zones: [] }]) {
      const { actor } = start({ ...opts, stored: { ...emptyStore, token: 't', user: user() } });
      const snap = await settled(actor);
      expect(snap.value).toBe('failed');
      expect(snap.context.warehouse).toBeNull();
      expect(snap.context.error).toBeTruthy();
    }
  });

  it('treats unreadable cookies as a guest', async () => {
    const { actor } = start({ stored: new Error('bad cookie') });
    expect((await settled(actor)).value).toBe('signedOut');
  });

  it('can retry from failed', async () => {
    let code: string | Error = new Error('down');
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          readStoredSession: fromPromise(async () => emptyStore),
          loadZones: fromPromise(async () => zones),
          loadDefaultWarehouseCode: fromPromise(async () => {
            if (code instanceof Error) throw code;
            return code;
          }),
          storeLocation: fromPromise(async () => {}),
          revokeToken: fromPromise(async () => {}),
          clearSession: fromPromise(async () => {}),
          loadUser: fromPromise(async () => user()),
          storeUser: fromPromise(async () => {}),
        },
      }),
    ).start();
    expect((await settled(actor)).value).toBe('failed');
    code = 'WH-JKT';
    actor.send({ type: 'session.retry' });
    const snap = await settled(actor);
    expect(snap.value).toBe('signedOut');
    expect(snap.context.warehouse?.code).toBe('WH-JKT');
    expect(snap.context.error).toBeNull();
  });
});

describe('session machine: signing out and expiry', () => {
  const member: StoredSession = { token: 't', user: user(), warehouse: null, zone: null };

  it('signs out by revoking the token on the gateway, then deleting the cookies', async () => {
    const order: string[] = [];
    const { actor, clearSession, revokeToken, emitted } = start({
      stored: member,
      revoke: async () => void order.push('revoke'),
      clear: async () => void order.push('clear'),
    });
    await settled(actor);
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snap = await settled(actor);
    expect(order).toEqual(['revoke', 'clear']);
    expect(revokeToken).toHaveBeenCalledTimes(1);
    expect(snap.value).toBe('signedOut');
    expect(snap.context.user).toBeNull();
    expect(snap.context.token).toBeNull();
    expect(snap.context.warehouse?.code).toBe('WH-BDG');
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(emitted).toContain('session.signedOut');
    expect(emitted).not.toContain('session.signInRequired');
  });

  it("still deletes both cookies when the gateway says 'token not found on auth service' (the token is gone already)", async () => {
    const { actor, clearSession, emitted } = start({ stored: member, revoke: async () => Promise.reject(authError()) });
    await settled(actor);
    actor.send({ type: 'session.signOut' });
    const snap = await settled(actor);
    expect(snap.value).toBe('signedOut');
    expect(snap.context.error).toBeNull();
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(emitted).toContain('session.signedOut');
  });

  it.each([
    ['a server error', apiError(500, 'gagal')],
    ['no connection', networkError()],
  ])("stays signed in with 'Logout Failed!' and keeps the cookies when the gateway cannot revoke the token (%s)", async (_, error) => {
    const { actor, clearSession } = start({ stored: member, revoke: async () => Promise.reject(error) });
    await settled(actor);
    actor.send({ type: 'session.signOut' });
    const snap = await settled(actor);
    expect(snap.matches({ signedIn: 'idle' })).toBe(true);
    expect(snap.context.error).toBe(LOGOUT_FAILED_MESSAGE);
    expect(snap.context.token).toBe('t');
    expect(clearSession).not.toHaveBeenCalled();
  });

  it("stays signed in with 'Logout Failed!' when the cookies cannot be deleted", async () => {
    const { actor } = start({ stored: member, clear: async () => Promise.reject(new Error('still there')) });
    await settled(actor);
    actor.send({ type: 'session.signOut' });
    const snap = await settled(actor);
    expect(snap.matches('signedIn')).toBe(true);
    expect(snap.context.error).toBe(LOGOUT_FAILED_MESSAGE);
    actor.send({ type: 'session.errorDismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('on an expired token signs out and asks for the sign-in site, even if deleting fails', async () => {
    for (const clear of [async () => {}, async () => Promise.reject(new Error('x'))]) {
      const { actor, emitted } = start({ stored: member, clear });
      await settled(actor);
      actor.send({ type: 'session.expired' });
      const snap = await settled(actor);
      expect(snap.value).toBe('signedOut');
      expect(snap.context.token).toBeNull();
      expect(emitted).toContain('session.signInRequired');
    }
  });

  it('stores a refreshed user, and reports a failure', async () => {
    const ok = start({ stored: member });
    await settled(ok.actor);
    ok.actor.send({ type: 'session.userRefreshed', user: { ...user(), firstname: 'Budi' } });
    await waitFor(ok.actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(ok.actor.getSnapshot().context.user?.firstname).toBe('Budi');
    expect(ok.actor.getSnapshot().context.error).toBeNull();

    const bad = start({ stored: member, storeUser: async () => Promise.reject(new Error('x')) });
    await settled(bad.actor);
    bad.actor.send({ type: 'session.userRefreshed', user: user() });
    await waitFor(bad.actor, (s) => s.context.error !== null);
    expect(bad.actor.getSnapshot().context.error).toBe(USER_REFRESH_FAILED_MESSAGE);
  });
});

describe('session machine: loading the user from the server (AccountMenu, GeneralInformation)', () => {
  const member: StoredSession = { token: 't', user: user(), warehouse: null, zone: null };

  it('loads the user, shows it and keeps it in its cookie; userLoads counts the finished load', async () => {
    const fresh = { ...user(), firstname: 'Siti', no_telp: '081355512345' };
    const { actor, storeUser } = start({ stored: member, loadUser: async () => fresh });
    await settled(actor);
    expect(actor.getSnapshot().context.userLoads).toBe(0);
    actor.send({ type: 'session.refresh' });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    const snap = await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(snap.context.user).toEqual(fresh);
    expect(snap.context.userLoads).toBe(1);
    expect(snap.context.error).toBeNull();
    expect(storeUser).toHaveBeenCalledWith({ user: fresh });
  });

  it("keeps the stored user and alerts 'Failed get updated user!' when the load fails", async () => {
    const { actor, storeUser } = start({ stored: member, loadUser: async () => Promise.reject(apiError(500, 'gagal')) });
    await settled(actor);
    actor.send({ type: 'session.refresh' });
    const snap = await waitFor(actor, (s) => s.context.userLoads === 1);
    expect(snap.matches({ signedIn: 'idle' })).toBe(true);
    expect(snap.context.user).toEqual(user());
    expect(snap.context.error).toBe(USER_REFRESH_FAILED_MESSAGE);
    expect(storeUser).not.toHaveBeenCalled();
  });

  it("ends the session when the load answers 'token not found on auth service'", async () => {
    const { actor, emitted } = start({ stored: member, loadUser: async () => Promise.reject(authError()) });
    await settled(actor);
    actor.send({ type: 'session.refresh' });
    const snap = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snap.context.user).toBeNull();
    expect(snap.context.error).toBeNull();
    expect(emitted).toContain('session.signInRequired');
  });

  it('a second refresh restarts the load; a saved form\'s user is stored at once', async () => {
    let calls = 0;
    const { actor } = start({ stored: member, loadUser: async () => ({ ...user(), firstname: `Load ${++calls}` }) });
    await settled(actor);
    actor.send({ type: 'session.refresh' });
    actor.send({ type: 'session.refresh' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(calls).toBe(2);
    expect(actor.getSnapshot().context.user?.firstname).toBe('Load 2');
    actor.send({ type: 'session.userRefreshed', user: { ...user(), firstname: 'Disimpan' } });
    expect(actor.getSnapshot().matches({ signedIn: 'storingUser' })).toBe(true);
    expect(actor.getSnapshot().context.user?.firstname).toBe('Disimpan');
  });
});

describe('helpers', () => {
  it('pickWarehouse matches by code across zones', () => {
    expect(pickWarehouse(zones, 'WH-JKT')?.zone.id).toBe(1);
    expect(pickWarehouse(zones, 'nope')).toBeNull();
    expect(pickWarehouse(zones, null)).toBeNull();
  });
  it('isAdminUser looks for role id 1 among several roles', () => {
    expect(isAdminUser(user([1, 2]))).toBe(true);
    expect(isAdminUser(user([2, 53]))).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });
  it('the role ids of portal §6: 1 admin, 53 assesor and 54 assesor live are told apart from 2 user, 51 moderator and 52 instructor', () => {
    expect(isAdminUser(user([1]))).toBe(true);
    for (const id of [53, 54]) expect(isAssessorUser(user([2, id]))).toBe(true);
    for (const id of [1, 2, 51, 52]) expect(isAssessorUser(user([id]))).toBe(false);
    for (const id of [2, 51, 52, 53, 54]) expect(isAdminUser(user([id]))).toBe(false);
  });
});
