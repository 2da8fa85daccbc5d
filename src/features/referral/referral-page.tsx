/**
 * ReferralMenu 'Kode Referral' (/referral-menu; portal §2 "Referral (ReferralMenu)", §7 "Referral"; decision 030).
 *
 * A read-only field with the member's code (a skeleton while reading) and 'Generate My Referral Code', enabled
 * only while the member has no code (disabled while reading, while generating and for good once a code exists).
 * A made code shows 'Kode referral berhasil dibuat' for 3 s (the machine's `after` delay); 'Salin Kode' copies it
 * with feedback. A failed read shows the message with 'Coba Lagi'; a failed generate shows the server message and
 * keeps the button enabled.
 */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { ReferralNotice } from '../../../machines/referral.machine';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { Toast } from '../../ui/toast';
import { T } from './texts';
import { useReferral, type ReferralLogic } from './use-referral';
import './referral.css';

export interface ReferralPageProps {
  /** The signed-in member's id. */
  userId: number;
  /** Injected logic for tests. */
  logic?: ReferralLogic;
}

const noticeText = (n: ReferralNotice) => (n.kind === 'created' ? T.created : n.kind === 'copied' ? T.copied : T.copyFailed);

export function ReferralPage({ userId, logic }: ReferralPageProps) {
  const uid = useId();
  const view = useReferral(userId, logic);

  return (
    <section className="page container referral" aria-labelledby={`${uid}-title`}>
      <h1 id={`${uid}-title`} className="page-title">
        {T.title}
      </h1>
      <div className="referral__card" aria-busy={view.loading || view.generating}>
        <p className="referral__intro">{T.intro}</p>
        <label htmlFor={`${uid}-code`} className="referral__label">
          {T.codeLabel}
        </label>
        {view.loading ? (
          <span aria-label={T.loading} role="status">
            <Skeleton height="44px" />
          </span>
        ) : (
          <div className="referral__row">
            <input
              id={`${uid}-code`}
              className="referral__code"
              type="text"
              readOnly
              value={view.code ?? ''}
              placeholder={view.failed ? '' : T.noCode}
              aria-describedby={view.error ? `${uid}-error` : undefined}
            />
            {view.code ? (
              <button type="button" className="btn btn--light" onClick={view.copy} disabled={!view.canCopy}>
                {T.copy}
              </button>
            ) : null}
          </div>
        )}
        {view.error ? (
          <p role="alert" id={`${uid}-error`} className="referral__error">
            {view.error}
          </p>
        ) : null}
        <div className="referral__actions">
          {view.failed ? (
            <button type="button" className="btn btn--outline" onClick={view.retry}>
              {T.retry}
            </button>
          ) : null}
          <button type="button" className="btn btn--primary referral__generate" onClick={view.generate} disabled={!view.canGenerate}>
            {view.generating ? <Spinner size="sm" label={T.generating} /> : null}
            {T.generate}
          </button>
        </div>
      </div>
      <p>
        <Link to="/invite-friends" className="btn btn--ghost">
          {T.invite}
        </Link>
      </p>
      {view.notice ? (
        <div className="toaster toaster--local">
          <Toast message={noticeText(view.notice)} tone={view.notice.kind === 'copyFailed' ? 'error' : 'success'} onClose={view.dismiss} autoHideMs={null} />
        </div>
      ) : null}
    </section>
  );
}
