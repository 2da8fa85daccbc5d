/** Model spec of machines/invite.machine.ts ('Undang Teman'): invite, copy the link, every answer and the 3 s notice. */
import type { AnyMachineSnapshot } from 'xstate';
import { inviteMachine, type InviteContext } from '../../invite.machine';
import { apiError, networkError } from '../fixtures';
import type { ModelSpec } from '../model';

export const inviteSpec: ModelSpec = {
  name: 'invite',
  machine: inviteMachine,
  input: { link: 'http://localhost:5173/sso/register?redirect=http%3A%2F%2Flocalhost%3A5173%2F' },
  userEvents: [{ type: 'invite.submit', email: 'teman@contoh.id' }, { type: 'link.copy' }, { type: 'notice.dismiss' }],
  outputs: {
    sendInvite: [{ id: 1, email: 'teman@contoh.id', created_at: '2026-11-24T02:00:00.000Z' }],
    copyText: [true, false],
  },
  errors: {
    sendInvite: [apiError(429, 'Batas undangan hari ini tercapai, coba lagi besok'), networkError()],
    copyText: [apiError(0, 'Clipboard ditolak')],
  },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as InviteContext;
    return [c.notice?.kind ?? null, c.error !== null];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as InviteContext;
    return { email: c.email, error: c.error, notice: c.notice };
  },
  promiseActors: ['sendInvite', 'copyText'],
};
