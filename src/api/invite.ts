/**
 * Invite a friend by e-mail (portal spec §2 "Invite friend", §5 "Invite by e-mail", §7 "Invite by e-mail:
 * payload email. The path is not shown").
 *
 * Path (chosen here, docs/decisions/017-account-calls.md): POST lms/users/invite with `{ email }`. The gateway
 * records the invitation (table `invitations`: member, e-mail lower-cased, time) and answers the
 * {@link Invitation} with message {@link INVITE_TEXT}.sent. Inviting the same address again within 24 hours
 * answers the first invitation (a double click records one row); a member may record at most
 * {@link INVITES_PER_DAY} invitations per 24 hours (429 {@link INVITE_TEXT}.quota). Whether the address already has
 * an account is never revealed. Sending the e-mail itself is the mail service's job (not part of the stand-in).
 */
import * as v from 'valibot';
import { call } from './client';
import { maxText } from './limits';

/** Texts of the invite form (portal §5) and the gateway's answers. */
export const INVITE_TEXT = {
  emailRequired: 'Email harus diisi',
  emailFormat: 'Email format salah',
  /** Not in the spec: the gateway's success message (the SPA shows a success notice for 3 s, portal §2). */
  sent: 'Undangan berhasil dikirim',
  /** Not in the spec: over {@link INVITES_PER_DAY}. */
  quota: 'Batas undangan hari ini tercapai, coba lagi besok',
} as const;

/** Invitations a member may record per 24 hours. */
export const INVITES_PER_DAY = 20;

/** POST lms/users/invite body: `email` required 'Email harus diisi', a valid address 'Email format salah' (≤ 254). */
export const InviteInput = v.object({
  email: v.pipe(
    v.optional(v.string(INVITE_TEXT.emailRequired), ''),
    v.trim(),
    v.nonEmpty(INVITE_TEXT.emailRequired),
    maxText('email'),
    v.email(INVITE_TEXT.emailFormat),
    v.toLowerCase(),
  ),
});
export type InviteInput = v.InferInput<typeof InviteInput>;

/** A recorded invitation: `created_at` ISO 8601. */
export const Invitation = v.object({ id: v.number(), email: v.string(), created_at: v.string() });
export type Invitation = v.InferOutput<typeof Invitation>;

/**
 * Invite a friend (POST lms/users/invite).
 * @throws ApiError 400 'Email harus diisi' / 'Email format salah', 429 {@link INVITE_TEXT}.quota, 401.
 */
export const inviteFriend = (input: InviteInput) => call('post', 'lms/users/invite', Invitation, { json: input });
