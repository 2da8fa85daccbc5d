/**
 * Model spec of machines/session.machine.ts: what the cookies hold, the zone and sitemap answers, sign-out,
 * revoking the token, expiry, loading the user from the server and a refreshed user.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { Warehouse, Zone } from '../../../src/api/catalogue';
import type { User } from '../../../src/api/user';
import { sessionMachine, type SessionContext, type StoredSession } from '../../session.machine';
import { apiError, authError } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';

const warehouse = { id: 2, code: 'WH-BDG', slug: 'wh-bdg', name: 'Gudang Bandung' } as Warehouse;
const zones = [{ id: 2, name: 'Bandung', slug: 'bandung', warehouses: [warehouse] }] as Zone[];
const user = { id: 7, email: 'anggota@demo.test', firstname: 'A', lastname: 'B', role_data: [] } as unknown as User;
const zone = { id: 2, name: 'Bandung', slug: 'bandung' };
const stored = (s: Partial<StoredSession>): StoredSession => ({ token: null, user: null, warehouse: null, zone: null, ...s });

const sx = (s: AnyMachineSnapshot) => s.context as SessionContext;
/** The session's own requests: an invoked actor of one of these ids is a request in flight. */
const BUSY_REQUESTS = ['readStoredSession', 'loadZones', 'loadDefaultWarehouseCode', 'storeLocation', 'revokeToken', 'clearSession', 'clearExpiredSession'];
const INVARIANTS: ModelInvariant[] = [
  { name: 'signed in ⇒ a token and a user', in: 'signedIn', holds: (s) => !!sx(s).token && !!sx(s).user },
  { name: 'signed in ⇒ a warehouse and a zone (prices and stock depend on them)', in: 'signedIn', holds: (s) => !!sx(s).warehouse && !!sx(s).zone },
  { name: 'signed out ⇒ no token and user pair', in: 'signedOut', holds: (s) => !(sx(s).token && sx(s).user) },
  { name: 'failed ⇒ a reason', in: 'failed', holds: (s) => sx(s).error !== null },
  { name: "busy ⇔ resolving, signing out or expiring is in flight", holds: (s) => s.hasTag('busy') === BUSY_REQUESTS.some((id) => id in s.children) },
  { name: 'refreshing ⇔ the user is being loaded', holds: (s) => s.hasTag('refreshing') === 'loadUser' in s.children },
  { name: 'a warehouse belongs to a zone', holds: (s) => !sx(s).warehouse || !!sx(s).zone },
];

export const sessionSpec: ModelSpec = {
  name: 'session',
  machine: sessionMachine,
  input: undefined,
  userEvents: [
    { type: 'session.signOut' },
    { type: 'session.expired' },
    { type: 'session.retry' },
    { type: 'session.errorDismiss' },
    { type: 'session.userRefreshed', user },
    { type: 'session.refresh' },
  ],
  busyEvents: ['session.refresh', 'session.userRefreshed'],
  outputs: {
    readStoredSession: [stored({ token: 't', user, warehouse, zone }), stored({ token: 't', user }), stored({})],
    loadZones: [zones],
    loadDefaultWarehouseCode: ['WH-BDG', 'WH-XXX'],
    storeLocation: [undefined],
    revokeToken: [undefined],
    clearSession: [undefined],
    loadUser: [user],
    clearExpiredSession: [undefined],
    storeUser: [undefined],
  },
  errors: {
    readStoredSession: [apiError(500, 'gagal')],
    loadZones: [apiError(500, 'gagal')],
    loadDefaultWarehouseCode: [apiError(500, 'gagal')],
    storeLocation: [apiError(500, 'gagal')],
    revokeToken: [authError(), apiError(500, 'gagal')],
    clearSession: [apiError(500, 'Logout Failed!')],
    loadUser: [authError(), apiError(500, 'gagal')],
    clearExpiredSession: [apiError(500, 'gagal')],
    storeUser: [apiError(500, 'gagal')],
  },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as SessionContext;
    return [!!c.token && !!c.user, !!c.warehouse, c.error !== null, c.userLoads > 0];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as SessionContext;
    return { signedIn: !!c.token && !!c.user, warehouse: c.warehouse?.code ?? null, zone: c.zone?.id ?? null, error: c.error, userLoads: c.userLoads };
  },
  invariants: INVARIANTS,
  promiseActors: ['readStoredSession', 'loadZones', 'loadDefaultWarehouseCode', 'storeLocation', 'revokeToken', 'clearSession', 'loadUser', 'storeUser'],
};
