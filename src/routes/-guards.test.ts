// @vitest-environment jsdom
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type StoredSession } from '../../machines/session.machine';
import type { Warehouse, Zone } from '../api/catalogue';
import type { User } from '../api/user';
import { config } from '../config/config';
import { requireMember, requireZone } from './-guards';
import { Route as MemberLayout } from './_member';
import { memberOf } from '../../machines/shared/member';

const warehouse = { id: 2, code: 'WH-BDG', slug: 'wh-bdg', name: 'Gudang Bandung' } as Warehouse;
const zone = { id: 2, name: 'Bandung', slug: 'bandung' };
const user = (roles: number[]) => ({ id: 7, email: 'a@demo.test', firstname: 'A', lastname: 'B', role_data: roles.map((role_id) => ({ role_id })) }) as unknown as User;

function session(stored: Partial<StoredSession>, opts: { zones?: Zone[]; slow?: boolean } = {}) {
  let release: () => void = () => {};
  const gate = opts.slow ? new Promise<void>((r) => (release = r)) : Promise.resolve();
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        readStoredSession: fromPromise(async () => {
          await gate;
          return { token: null, user: null, warehouse: null, zone: null, ...stored };
        }),
        loadZones: fromPromise(async () => opts.zones ?? []),
        loadDefaultWarehouseCode: fromPromise(async () => 'WH-BDG'),
        storeLocation: fromPromise(async () => {}),
        revokeToken: fromPromise(async () => {}),
        clearSession: fromPromise(async () => {}),
        loadUser: fromPromise(async () => user([2])),
        storeUser: fromPromise(async () => {}),
      },
    }),
  ).start();
  return { context: { session: actor }, release };
}

async function outcome(p: Promise<unknown>) {
  try {
    await p;
    return 'allowed';
  } catch (e) {
    if (!isRedirect(e)) throw e;
    return e.options.href ?? e.options.to;
  }
}

const here = { href: '/shopping-cart?page=2' };

describe('requireMember', () => {
  it('lets a member with a warehouse through, after the session has resolved', async () => {
    const s = session({ token: 't', user: user([2]), warehouse, zone }, { slow: true });
    const result = outcome(requireMember(s.context, here));
    s.release();
    expect(await result).toBe('allowed');
  });

  it('sends a guest Home, or to the sign-in site returning here with { signIn: true }', async () => {
    expect(await outcome(requireMember(session({ warehouse, zone }).context, here))).toBe('/');
    expect(await outcome(requireMember(session({ token: 't', warehouse, zone }).context, here))).toBe('/');
    const signIn = await outcome(requireMember(session({ warehouse, zone }).context, here, { signIn: true }));
    const url = new URL(String(signIn), window.location.origin);
    expect(url.pathname).toBe(new URL(config.ssoUrl, window.location.origin).pathname);
    expect(url.searchParams.get('redirect')).toBe(`${window.location.origin}/shopping-cart?page=2`);
  });

  it('sends an admin to the back office only where the route asks', async () => {
    const admin = { token: 't', user: user([1, 2]), warehouse, zone };
    expect(await outcome(requireMember(session(admin).context, here, { adminRedirect: true }))).toBe(config.backofficeUrl);
    expect(await outcome(requireMember(session(admin).context, here))).toBe('allowed');
  });

  it('sends a member without zone or warehouse to /500', async () => {
    expect(await outcome(requireMember(session({ token: 't', user: user([2]) }).context, here))).toBe('/500');
  });
});

describe('requireZone', () => {
  it('allows a guest with a warehouse and sends a failed session to /500', async () => {
    expect(await outcome(requireZone(session({ warehouse, zone }).context))).toBe('allowed');
    expect(await outcome(requireZone(session({}).context))).toBe('/500');
  });
});

describe('the _member layout route', () => {
  // TanStack Router calls beforeLoad with the matched routes; the layout reads their staticData.
  type BeforeLoad = (opts: { context: unknown; location: { href: string }; matches: { staticData?: object }[] }) => Promise<unknown>;
  const beforeLoad = MemberLayout.options.beforeLoad as unknown as BeforeLoad;
  const run = (stored: Partial<StoredSession>, staticData: object = {}) =>
    beforeLoad({ context: session(stored).context, location: here, matches: [{ staticData: {} }, { staticData }] });

  it('puts the member into the route context', async () => {
    const context = await run({ token: 't', user: user([2]), warehouse, zone });
    expect(context).toEqual({ member: memberOf(user([2])) });
    expect(context).toMatchObject({ member: { id: 7, name: 'A B', email: 'a@demo.test' } });
  });

  it('sends a guest Home, or to the sign-in site on a page that asks for it (the cart)', async () => {
    expect(await outcome(run({ warehouse, zone }))).toBe('/');
    const signIn = String(await outcome(run({ warehouse, zone }, { guestToSignIn: true })));
    expect(new URL(signIn, window.location.origin).searchParams.get('redirect')).toBe(`${window.location.origin}/shopping-cart?page=2`);
  });

  it('sends an admin to the back office unless the page welcomes admins (cart, checkout)', async () => {
    const admin = { token: 't', user: user([1, 2]), warehouse, zone };
    expect(await outcome(run(admin))).toBe(config.backofficeUrl);
    expect(await outcome(run(admin, { adminsWelcome: true }))).toBe('allowed');
  });
});
