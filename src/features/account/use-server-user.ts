/**
 * The user of AccountMenu and GeneralInformation, loaded from the server (portal §2 "The user is loaded from the
 * server on AccountMenu and GeneralInformation. Elsewhere it is loaded from the local store"): on mount the page
 * asks the session for `session.refresh` (GET lms/users/info, stored in the user cookie) and waits until that load
 * has finished (`userLoads` moved on). A failed load keeps the stored user; the session shows 'Failed get updated
 * user!' and ends the session on 'token not found on auth service'.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session.machine';
import { selectUser } from '../../session/selectors';

/** The app's session actor (router context `session`). */
export type SessionRef = ActorRefFrom<typeof sessionMachine>;

export function useServerUser(session: SessionRef) {
  const [startLoads] = useState(() => session.getSnapshot().context.userLoads);
  useEffect(() => {
    session.send({ type: 'session.refresh' });
  }, [session]);
  const user = useSelector(session, selectUser);
  const loaded = useSelector(session, (s) => s.context.userLoads > startLoads);
  return { user, loading: !loaded };
}

/** The stored user (the other account pages, portal §2). */
export function useStoredUser(session: SessionRef) {
  return useSelector(session, selectUser);
}

/** The account actors' dependencies over the session: store an answered user, reload it, the browser clock. */
export function useAccountDeps(session: SessionRef) {
  const [deps] = useState(() => ({
    storeUser: (user: import('../../api/user').User) => session.send({ type: 'session.userRefreshed', user }),
    refreshUser: () => session.send({ type: 'session.refresh' }),
    now: () => new Date(),
  }));
  return deps;
}
