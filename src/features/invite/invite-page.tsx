/**
 * 'Undang Teman' (route InviteFriend, /invite-friends; portal §2 "Account area" → "Invite friend", §5 "Invite by
 * e-mail", §8; decision 030). Rendered inside the 'My Profile' shell (tab Undang Teman) by the route.
 *
 * - Invite by e-mail: a TanStack Form validated with the contract's `InviteInput` ('Email harus diisi', 'Email
 *   format salah'; the gateway checks the same schema); 'Kirim Undangan' waits with a spinner; success shows
 *   'Undangan berhasil dikirim' for 3 s (the machine's `after` delay) and clears the field; a refusal shows the
 *   server's message and keeps the address as typed.
 * - Share: Facebook, Twitter and WhatsApp links carrying the registration link, the link itself (read-only) with
 *   'Salin Tautan' (copy feedback), and a QR code of the link (qrcode.react, SVG).
 * - A link to the member's referral code (ReferralMenu).
 */
import { useForm } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import * as v from 'valibot';
import type { InviteNotice } from '../../../machines/invite.machine';
import { InviteInput } from '../../api/invite';
import { Spinner } from '../../ui/spinner';
import { Toast } from '../../ui/toast';
import { shareLinks } from './share-links';
import { T } from './texts';
import { useInvite, type InviteLogic } from './use-invite';
import './invite.css';

/**
 * The form's validator: the contract's `InviteInput` (the gateway checks the same schema); its first message is
 * the e-mail field's error.
 */
function validateInvite({ value }: { value: { email: string } }) {
  const result = v.safeParse(InviteInput, value);
  return result.success ? undefined : { fields: { email: result.issues[0].message } };
}

export interface InvitePageProps {
  /** The registration link to share (src/config/links.ts `inviteRegisterUrl()`). */
  link: string;
  /** Injected logic for tests. */
  logic?: InviteLogic;
}

/** First message of a field's errors (valibot issues or plain strings). */
function firstError(errors: readonly unknown[]): string | null {
  for (const e of errors.flat()) {
    if (typeof e === 'string' && e) return e;
    if (e && typeof e === 'object' && 'message' in e) return String((e as { message: unknown }).message);
  }
  return null;
}

const noticeText = (notice: InviteNotice) => (notice.kind === 'sent' ? T.sent : notice.kind === 'copied' ? T.copied : T.copyFailed);

export function InvitePage({ link, logic }: InvitePageProps) {
  const uid = useId();
  const form = useForm({
    defaultValues: { email: '' },
    validators: { onChange: validateInvite, onSubmit: validateInvite },
    // The contract's schema also trims and lower-cases: send what the gateway would store.
    onSubmit: ({ value }) => view.invite(v.parse(InviteInput, value).email),
  });
  const view = useInvite(link, () => form.reset(), logic);

  return (
    <div className="invite">
      <p className="invite__intro">{T.intro}</p>

      <section className="invite__card" aria-labelledby={`${uid}-email-title`}>
        <h2 id={`${uid}-email-title`} className="invite__heading">
          {T.byEmail}
        </h2>
        <form
          className="invite__form"
          noValidate
          aria-busy={view.sending}
          onSubmit={(e) => {
            e.preventDefault();
            e.stopPropagation();
            void form.handleSubmit();
          }}
        >
          <form.Field name="email">
            {(field) => {
              const shown = field.state.meta.isTouched || form.state.submissionAttempts > 0;
              const error = shown ? firstError(field.state.meta.errors) : null;
              return (
                <div className="invite__field">
                  <label htmlFor={`${uid}-email`}>{T.emailLabel}</label>
                  <input
                    id={`${uid}-email`}
                    name="email"
                    type="email"
                    inputMode="email"
                    autoComplete="off"
                    placeholder={T.emailPlaceholder}
                    value={field.state.value}
                    onChange={(e) => field.handleChange(e.target.value)}
                    onBlur={field.handleBlur}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${uid}-email-error` : undefined}
                  />
                  {error ? (
                    <p className="invite__error" id={`${uid}-email-error`}>
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            }}
          </form.Field>
          <button type="submit" className="btn btn--primary invite__send" disabled={view.sending}>
            {view.sending ? <Spinner size="sm" label={T.sending} /> : null}
            {T.send}
          </button>
        </form>
        {view.error ? (
          <p role="alert" className="invite__error">
            {view.error}
          </p>
        ) : null}
      </section>

      <section className="invite__card" aria-labelledby={`${uid}-share-title`}>
        <h2 id={`${uid}-share-title`} className="invite__heading">
          {T.share}
        </h2>
        <ul className="invite__share">
          {shareLinks(link, T.shareMessage).map((s) => (
            <li key={s.site}>
              <a className={`btn btn--outline invite__share-link invite__share-link--${s.site.toLowerCase()}`} href={s.href} target="_blank" rel="noopener noreferrer">
                {T.shareTo(s.site)}
              </a>
            </li>
          ))}
        </ul>
        <div className="invite__link">
          <label htmlFor={`${uid}-link`}>{T.linkLabel}</label>
          <div className="invite__link-row">
            <input id={`${uid}-link`} type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="btn btn--light" onClick={view.copyLink} disabled={!view.canCopy}>
              {T.copyLink}
            </button>
          </div>
        </div>
        <figure className="invite__qr">
          <QRCodeSVG value={link} size={176} marginSize={2} title={T.qrTitle} role="img" aria-label={T.qrTitle} />
          <figcaption className="muted">{T.qrHint}</figcaption>
        </figure>
      </section>

      <p>
        <Link to="/referral-menu" className="btn btn--ghost">
          {T.referral}
        </Link>
      </p>

      {view.notice ? (
        <div className="toaster toaster--local">
          <Toast
            message={noticeText(view.notice)}
            tone={view.notice.kind === 'copyFailed' ? 'error' : 'success'}
            onClose={view.dismiss}
            autoHideMs={null}
          />
        </div>
      ) : null}
    </div>
  );
}
