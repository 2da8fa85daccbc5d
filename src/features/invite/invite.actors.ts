/**
 * The real actors of machines/invite.machine.ts: POST lms/users/invite (decision 017) and the clipboard
 * (src/lib/clipboard.ts).
 */
import { fromPromise } from 'xstate';
import { inviteFriend } from '../../api/invite';
import { copyText } from '../../lib/clipboard';

export const createInviteActors = () => ({
  sendInvite: fromPromise<unknown, { email: string }>(({ input }: { input: { email: string } }) => inviteFriend({ email: input.email })),
  copyText: fromPromise(({ input }: { input: { text: string } }) => copyText(input.text)),
});
