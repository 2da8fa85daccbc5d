/**
 * The member's session (portal spec §4 "Session", §2 "Guards", §3 "Client-side kept state", §9).
 *
 * - `resolving`: read the stored token and the encrypted user (cookies), and the stored warehouse/zone
 *   selection. When no selection is stored, load the zones (store/zone, limit 1000) and the sitemap key
 *   `warehouse_default`, pick the warehouse whose `code` matches and keep warehouse and zone in encrypted
 *   cookies for 1 day.
 * - `signedIn` needs both a token and a user (portal §2 "Guarded routes need both a stored token and a stored
 *   user"); otherwise `signedOut`. Guests still get a warehouse and zone (they price as b2c tier 3).
 * - `failed`: the zone or the warehouse could not be determined; guarded pages and Home then go to /500.
 * - `session.signOut` → `signingOut.revoking` revokes the token on the gateway (POST lms/users/logout, decision
 *   017), then `signingOut.clearingCookies` deletes the token and user cookies. A token the gateway no longer knows
 *   ('token not found on auth service') is gone anyway: the cookies are deleted all the same. Any other failure of
 *   either step keeps the member signed in with the alert 'Logout Failed!' (portal §4, §8).
 * - `session.expired` (any call answered 'token not found on auth service', e.g. after a password change on
 *   another device) → the cookies are deleted and the machine emits `session.signInRequired`: the app sends the
 *   browser to the sign-in site with `?redirect=<current URL>` (the machine does not know URLs).
 * - `session.refresh` (AccountMenu and GeneralInformation load the user from the server, portal §2) →
 *   `signedIn.refreshingUser` (tag `refreshing`) loads GET lms/users/info, then `storingUser` writes it into the
 *   user cookie. A failed load keeps the stored user and shows 'Failed get updated user!' (portal §8), as does a
 *   cookie that cannot be written; a refused token ends the session (`expiring`). `userLoads` counts finished
 *   loads, so a page knows when the load it asked for is over.
 * - `session.userRefreshed { user }` (a form saved and the gateway answered the updated user) → `storingUser`.
 *
 * Pure: cookies, crypto and API calls are the injected actors `readStoredSession`, `loadZones`,
 * `loadDefaultWarehouseCode`, `storeLocation`, `revokeToken`, `clearSession`, `loadUser` and `storeUser`.
 */
import { and, assign, emit, setup } from 'xstate';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';
import type { User } from '../src/api/user';
import type { Warehouse, Zone } from '../src/api/catalogue';

/** The zone as kept in the `zone` cookie (the warehouses live in their own cookie). */
export interface ZoneRef {
  id: number;
  name: string;
  slug: string;
}

/** Why the session's cookies are deleted: the member chose Keluar (`signOut`), or the token was refused. */
export interface ClearSessionInput {
  signOut: boolean;
}

/** What the cookies hold at start-up; each piece is `null` when missing, expired or undecryptable. */
export interface StoredSession {
  token: string | null;
  user: User | null;
  warehouse: Warehouse | null;
  zone: ZoneRef | null;
}

/** Role id of the admin (portal §6). */
export const ADMIN_ROLE_ID = 1;
/** The alert shown when the cookies cannot be deleted (portal §4, §8). */
export const LOGOUT_FAILED_MESSAGE = 'Logout Failed!';
/** The alert shown when a refreshed user cannot be stored (portal §8). */
export const USER_REFRESH_FAILED_MESSAGE = 'Failed get updated user!';

export interface SessionContext {
  token: string | null;
  user: User | null;
  warehouse: Warehouse | null;
  zone: ZoneRef | null;
  /** Zones loaded while resolving (empty when the stored selection was used). */
  zones: Zone[];
  /** The `warehouse_default` code read from the sitemap. */
  defaultWarehouseCode: string | null;
  /** Why the session is `failed`, or the last sign-out/refresh error ('Logout Failed!'). */
  error: string | null;
  /** How many server loads of the user (`session.refresh`) have finished, successful or not. */
  userLoads: number;
}

export type SessionEvent =
  | { type: 'session.signOut' }
  | { type: 'session.expired' }
  | { type: 'session.retry' }
  | { type: 'session.userRefreshed'; user: User }
  /** Load the user from the server (GET lms/users/info) and store it. */
  | { type: 'session.refresh' }
  | { type: 'session.errorDismiss' };

export type SessionEmitted = { type: 'session.signInRequired' } | { type: 'session.signedOut' };


/** Pick the warehouse whose code is `code` (portal §9) and the zone that holds it. */
export function pickWarehouse(zones: Zone[], code: string | null): { warehouse: Warehouse; zone: ZoneRef } | null {
  if (!code) return null;
  for (const zone of zones) {
    const warehouse = zone.warehouses.find((w) => w.code === code);
    if (warehouse) return { warehouse, zone: { id: zone.id, name: zone.name, slug: zone.slug } };
  }
  return null;
}

/** True when an actor's error is the gateway's 'token not found on auth service' (ApiError kind `auth`). */
export const isAuthFailure = (error: unknown) => toFailure(error).kind === 'auth';

/** True when the user holds role id 1 (portal §6). */
export const isAdminUser = (user: User | null | undefined) => !!user?.role_data.some((r) => r.role_id === ADMIN_ROLE_ID);

/** Assessor role ids (`ROLE.assesor` 53, `ROLE.assesorLive` 54 in src/api/user.ts; commerce §6 "Assessors"). */
export const ASSESSOR_ROLE_IDS: readonly number[] = [53, 54];

/** True when the user holds an assessor role: 'Kursus Saya' then lists their assessor courses (commerce §4, §6). */
export const isAssessorUser = (user: User | null | undefined) => !!user?.role_data.some((r) => ASSESSOR_ROLE_IDS.includes(r.role_id));

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    tags: {} as 'resolving' | 'busy' | 'refreshing',
  },
  actors: {
    /** Read token, decrypt user/warehouse/zone cookies. Never rejects for a missing cookie: returns nulls. */
    readStoredSession: notProvided<StoredSession>('session.readStoredSession'),
    /** GET store/zone (limit 1000, page 1, order id, sort asc). */
    loadZones: notProvided<Zone[]>('session.loadZones'),
    /** GET the sitemap key `warehouse_default` (channel portal): the default warehouse's code. */
    loadDefaultWarehouseCode: notProvided<string>('session.loadDefaultWarehouseCode'),
    /** Keep warehouse and zone in encrypted cookies for 1 day. */
    storeLocation: notProvided<void, { warehouse: Warehouse; zone: ZoneRef }>('session.storeLocation'),
    /** POST lms/users/logout: revoke the bearer token on the gateway (rejects with kind `auth` when already unknown). */
    revokeToken: notProvided<void>('session.revokeToken'),
    /**
     * Delete the token and user cookies; rejects when they are still there afterwards. On a sign-out (`signOut`
     * true) the member's stored checkout and cart selection go too; an expired token keeps them for the same member's
     * next sign-in (decision 105).
     */
    clearSession: notProvided<void, ClearSessionInput>('session.clearSession'),
    /** GET lms/users/info: the member as the server has them now. */
    loadUser: notProvided<User>('session.loadUser'),
    /** Re-encrypt the refreshed user into the user cookie (shortened to fit, src/api/user-cookie.ts). */
    storeUser: notProvided<void, { user: User }>('session.storeUser'),
  },
  guards: {
    isAuthFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
    hasStoredLocation: ({ context }) => !!context.warehouse && !!context.zone,
    hasTokenAndUser: ({ context }) => !!context.token && !!context.user,
  },
  actions: {
    assignPickedLocation: assign(({ context }) => {
      const picked = pickWarehouse(context.zones, context.defaultWarehouseCode);
      return picked ? { warehouse: picked.warehouse, zone: picked.zone } : {};
    }),
    forgetMember: assign({ token: null, user: null }),
    countUserLoad: assign({ userLoads: ({ context }) => context.userLoads + 1 }),
  },
}).createMachine({
  id: 'session',
  description: 'Who the visitor is (token + user cookies) and which warehouse/zone prices and stocks their items.',
  context: {
    token: null,
    user: null,
    warehouse: null,
    zone: null,
    zones: [],
    defaultWarehouseCode: null,
    error: null,
    userLoads: 0,
  },
  initial: 'resolving',
  states: {
    resolving: {
      description: 'Reading the cookies and, when no warehouse is stored, choosing the default one.',
      tags: ['resolving', 'busy'],
      initial: 'readingCookies',
      states: {
        readingCookies: {
          description: 'Reading token, user, warehouse and zone cookies.',
          invoke: {
            id: 'readStoredSession',
            src: 'readStoredSession',
            input: () => undefined,
            onDone: {
              target: 'checkingLocation',
              description: 'Keep whatever the cookies hold.',
              actions: assign(({ event }) => ({
                token: event.output.token,
                user: event.output.user,
                warehouse: event.output.warehouse,
                zone: event.output.zone,
              })),
            },
            onError: {
              target: 'checkingLocation',
              description: 'Unreadable cookies count as a guest without a stored warehouse.',
              actions: assign({ token: null, user: null, warehouse: null, zone: null }),
            },
          },
        },
        checkingLocation: {
          description: 'Use the stored warehouse and zone, or load the default.',
          always: [
            { guard: 'hasStoredLocation', target: 'done', description: 'A warehouse and zone are already stored.' },
            { target: 'loadingZones', description: 'Nothing stored: find the default warehouse.' },
          ],
        },
        loadingZones: {
          description: 'Loading the zones with their warehouses.',
          invoke: {
            id: 'loadZones',
            src: 'loadZones',
            input: () => undefined,
            onDone: {
              target: 'loadingDefaultCode',
              description: 'Zones known: read the default warehouse code.',
              actions: assign({ zones: ({ event }) => event.output }),
            },
            onError: {
              target: '#session.failed',
              description: 'Without zones no warehouse can be determined.',
              actions: assign({ error: 'Zona tidak dapat ditentukan' }),
            },
          },
        },
        loadingDefaultCode: {
          description: 'Reading the sitemap key warehouse_default.',
          invoke: {
            id: 'loadDefaultWarehouseCode',
            src: 'loadDefaultWarehouseCode',
            input: () => undefined,
            onDone: [
              {
                target: 'storingLocation',
                description: 'A warehouse with that code exists.',
                guard: ({ context, event }) => pickWarehouse(context.zones, event.output) !== null,
                actions: [assign({ defaultWarehouseCode: ({ event }) => event.output }), 'assignPickedLocation'],
              },
              {
                target: '#session.failed',
                description: 'No warehouse carries the default code.',
                actions: assign({
                  defaultWarehouseCode: ({ event }) => event.output,
                  error: 'Gudang tidak dapat ditentukan',
                }),
              },
            ],
            onError: {
              target: '#session.failed',
              description: 'Without the default code no warehouse can be determined.',
              actions: assign({ error: 'Gudang tidak dapat ditentukan' }),
            },
          },
        },
        storingLocation: {
          description: 'Keeping warehouse and zone in encrypted cookies for 1 day.',
          invoke: {
            id: 'storeLocation',
            src: 'storeLocation',
            input: ({ context }) => ({ warehouse: context.warehouse!, zone: context.zone! }),
            onDone: { target: 'done', description: 'Kept: the selection holds after a reload.' },
            onError: {
              target: 'done',
              description: 'Not being able to keep the cookie only costs a reload next time; the selection holds.',
            },
          },
        },
        done: {
          description: 'Location known; decide signed in or out.',
          always: [
            { guard: 'hasTokenAndUser', target: '#session.signedIn', description: 'Token and user are both stored.' },
            { target: '#session.signedOut', description: 'Either is missing: a guest.' },
          ],
        },
      },
    },
    signedIn: {
      description: 'A member with token, user, warehouse and zone.',
      initial: 'idle',
      on: {
        'session.signOut': { target: 'signingOut', description: 'The member chose Keluar.' },
        'session.expired': { target: 'expiring', description: "The gateway answered 'token not found on auth service'." },
        'session.errorDismiss': { actions: assign({ error: null }), description: 'The alert was closed.' },
        'session.refresh': {
          target: '.refreshingUser',
          reenter: true,
          description: 'An account page wants the user from the server (a load under way starts again).',
        },
        'session.userRefreshed': {
          target: '.storingUser',
          reenter: true,
          description: 'A form saved and the gateway answered the updated user: keep it.',
          actions: assign({ user: ({ event }) => event.user }),
        },
      },
      states: {
        idle: { description: 'Nothing in flight.' },
        refreshingUser: {
          description: 'Loading the user from the server (GET lms/users/info).',
          tags: ['refreshing'],
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            input: () => undefined,
            onDone: {
              target: 'storingUser',
              description: 'The newest user: show it and keep it in its cookie.',
              actions: [assign({ user: ({ event }) => event.output }), 'countUserLoad'],
            },
            onError: [
              {
                guard: { type: 'isAuthFailure', params: ({ event }) => ({ error: event.error }) },
                target: '#session.expiring',
                description: "'token not found on auth service': the session is over.",
                actions: 'countUserLoad',
              },
              {
                target: 'idle',
                description: "The user could not be loaded: keep the stored one and alert 'Failed get updated user!'.",
                actions: ['countUserLoad', assign({ error: USER_REFRESH_FAILED_MESSAGE })],
              },
            ],
          },
        },
        storingUser: {
          description: 'Writing the refreshed user into its cookie.',
          invoke: {
            id: 'storeUser',
            src: 'storeUser',
            input: ({ context }) => ({ user: context.user! }),
            onDone: { target: 'idle', description: 'The refreshed user is kept in its cookie.' },
            onError: {
              target: 'idle',
              description: "The user cookie could not be written: 'Failed get updated user!'.",
              actions: assign({ error: USER_REFRESH_FAILED_MESSAGE }),
            },
          },
        },
      },
    },
    signedOut: {
      description: 'A guest (priced as b2c tier 3).',
      on: {
        'session.expired': {
          target: 'expiring',
          description: 'A stale token cookie was refused: clear it and send the visitor to sign in.',
        },
        'session.retry': { target: 'resolving', description: 'Read the cookies again (e.g. after signing in in another tab).' },
      },
    },
    failed: {
      description: 'The zone or warehouse could not be determined; guarded pages and Home go to /500.',
      on: {
        'session.retry': { target: 'resolving', actions: assign({ error: null, zones: [] }), description: 'Try again.' },
        'session.expired': { target: 'expiring', description: 'The token was refused.' },
        'session.signOut': { target: 'signingOut', description: 'Sign out even without a location.' },
      },
    },
    signingOut: {
      description: 'Revoking the token on the gateway, then deleting the token and user cookies.',
      tags: ['busy'],
      initial: 'revoking',
      states: {
        revoking: {
          description: 'POST lms/users/logout: the token stops working on the gateway.',
          invoke: {
            id: 'revokeToken',
            src: 'revokeToken',
            input: () => undefined,
            onDone: { target: 'clearingCookies', description: 'The gateway forgot the token.' },
            onError: [
              {
                guard: { type: 'isAuthFailure', params: ({ event }) => ({ error: event.error }) },
                target: 'clearingCookies',
                description: "'token not found on auth service': the token is gone already; delete the cookies all the same.",
              },
              {
                target: '#session.signOutFailed',
                description: "The gateway could not revoke the token (offline, server error): 'Logout Failed!'.",
              },
            ],
          },
        },
        clearingCookies: {
          description: 'Deleting the token and user cookies.',
          invoke: {
            id: 'clearSession',
            src: 'clearSession',
            input: (): ClearSessionInput => ({ signOut: true }),
            onDone: {
              target: '#session.signedOut',
              description: 'Both cookies are gone.',
              actions: ['forgetMember', assign({ error: null }), emit({ type: 'session.signedOut' })],
            },
            onError: { target: '#session.signOutFailed', description: 'A cookie is still there.' },
          },
        },
      },
    },
    signOutFailed: {
      description: "Sign-out failed: back where the member was, with 'Logout Failed!'.",
      always: [
        {
          guard: and(['hasTokenAndUser', 'hasStoredLocation']),
          target: 'signedIn',
          description: "Still signed in: 'Logout Failed!'.",
          actions: assign({ error: LOGOUT_FAILED_MESSAGE }),
        },
        {
          target: 'failed',
          description: 'Sign-out from the failed state (no warehouse) did not go through.',
          actions: assign({ error: LOGOUT_FAILED_MESSAGE }),
        },
      ],
    },
    expiring: {
      description: 'The token was refused: deleting the cookies before sending the visitor to the sign-in site.',
      tags: ['busy'],
      invoke: {
        id: 'clearExpiredSession',
        src: 'clearSession',
        input: (): ClearSessionInput => ({ signOut: false }),
        onDone: {
          target: 'signedOut',
          description: 'The expired token and user are gone: forget the member and go sign in.',
          actions: ['forgetMember', emit({ type: 'session.signInRequired' })],
        },
        onError: {
          target: 'signedOut',
          description: 'Even when a cookie resists, the token is useless: forget it and go sign in.',
          actions: ['forgetMember', emit({ type: 'session.signInRequired' })],
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
