/**
 * Model-based test of the session machine: the shortest paths generated from the machine itself (cookie
 * outcomes, zone/sitemap/store outcomes, sign-out, expiry, user refresh) replayed in a real actor whose
 * injected actors are promises the test settles in the order the path says.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject, type AnyStateMachine } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { Warehouse, Zone } from '../src/api/catalogue';
import type { User } from '../src/api/user';
import { sessionMachine, type SessionEvent, type StoredSession } from './session.machine';

const warehouse = { id: 2, code: 'WH-BDG', slug: 'wh-bdg', name: 'Gudang Bandung' } as Warehouse;
const zones = [{ id: 2, name: 'Bandung', slug: 'bandung', warehouses: [warehouse] }] as Zone[];
const user = { id: 7, email: 'anggota@demo.test', firstname: 'A', lastname: 'B', role_data: [] } as unknown as User;
const zone = { id: 2, name: 'Bandung', slug: 'bandung' };

const stored = (s: Partial<StoredSession>): StoredSession => ({ token: null, user: null, warehouse: null, zone: null, ...s });
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as AnyEventObject;
const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: { code: 500, message: 'gagal', kind: 'server' } }) as AnyEventObject;

const events = [
  done('readStoredSession', stored({ token: 't', user, warehouse, zone })),
  done('readStoredSession', stored({ token: 't', user })),
  done('readStoredSession', stored({})),
  fail('readStoredSession'),
  done('loadZones', zones),
  fail('loadZones'),
  done('loadDefaultWarehouseCode', 'WH-BDG'),
  done('loadDefaultWarehouseCode', 'WH-XXX'),
  fail('loadDefaultWarehouseCode'),
  done('storeLocation'),
  fail('storeLocation'),
  done('clearSession'),
  fail('clearSession'),
  done('clearExpiredSession'),
  fail('clearExpiredSession'),
  done('storeUser'),
  fail('storeUser'),
  { type: 'session.signOut' },
  { type: 'session.expired' },
  { type: 'session.retry' },
  { type: 'session.errorDismiss' },
  { type: 'session.userRefreshed', user },
] as unknown as SessionEvent[];

// The machine declares emitted events, which TestModel's typing does not model.
const model = new TestModel(sessionMachine as AnyStateMachine, {
  events,
  serializeState: (s) =>
    JSON.stringify([s.value, !!s.context.token && !!s.context.user, !!s.context.warehouse, s.context.error !== null]),
  serializeEvent: (e) => JSON.stringify(e),
});

/** Which injected actor an invoke id runs (both clear invokes use `clearSession`). */
const SRC: Record<string, string> = { clearExpiredSession: 'clearSession' };

describe('session machine model', () => {
  const paths = model.getShortestPaths();

  it('reaches every top-level state', () => {
    // Paths that are prefixes of longer ones are merged away, so look at every step's state.
    const reached = new Set(paths.flatMap((p) => p.steps.map((step) => JSON.stringify(step.state.value))));
    for (const value of ['signedOut', { signedIn: 'idle' }, { signedIn: 'storingUser' }, 'failed', 'signingOut', 'expiring', { resolving: 'storingLocation' }])
      expect(reached).toContain(JSON.stringify(value));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
      const fake = (src: string) =>
        fromPromise<any, any>(
          // Typed `any`: one fake stands in for actors of every output type.
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          (_: { input: any }) => new Promise<any>((resolve, reject) => pending.set(src, { resolve, reject })),
        );
      const actor = createActor(
        sessionMachine.provide({
          actors: {
            readStoredSession: fake('readStoredSession'),
            loadZones: fake('loadZones'),
            loadDefaultWarehouseCode: fake('loadDefaultWarehouseCode'),
            storeLocation: fake('storeLocation'),
            clearSession: fake('clearSession'),
            storeUser: fake('storeUser'),
          },
        }),
      ).start();
      for (const step of path.steps) {
        const e = step.event as AnyEventObject;
        const m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
        if (m) {
          const src = SRC[m[2]!] ?? m[2]!;
          const p = pending.get(src);
          expect(p, `${src} should be in flight`).toBeDefined();
          pending.delete(src);
          if (m[1] === 'done') p!.resolve(e.output);
          else p!.reject(e.error);
        } else if (e.type !== 'xstate.init') {
          actor.send(e as SessionEvent);
        }
        await new Promise((r) => setTimeout(r, 0));
        expect(actor.getSnapshot().value).toEqual(step.state.value);
      }
      actor.stop();
    });
  }
});
