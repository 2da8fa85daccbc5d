/**
 * The restaurant voucher claim page `/promo?code=` (portal spec §2 "/promo", §4 "Voucher page", §5 "Voucher
 * claim", §8 "Voucher claim"; blank layout: no header and footer, portal §2 Layout).
 *
 * The form (TanStack Form holds the two fields) sends `claim.submit`; the machine decides: an empty field opens
 * the alert 'Field tidak boleh kosong.', a phone that cannot be one gets its message at the field, a 200 turns the
 * page into the result view with the voucher code and the screenshot instruction, and any other answer opens the
 * alert with what the gateway said ('Mohon maaf voucher sudah habis' only when no code is left, its own message for a
 * number that already claimed). The alert is a dialog with 'Tutup'.
 */
import { useForm } from '@tanstack/react-form';
import { format } from 'date-fns';
import { id as idLocale } from 'date-fns/locale';
import { useId } from 'react';
import { LIMITS } from '../../api/limits';
import { copyText } from '../../lib/clipboard';
import { Dialog } from '../../ui/dialog';
import { FormField, describedBy } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { showToast } from '../../ui/toast';
import { T } from './texts';
import { useVoucherClaim, type VoucherClaimLogic } from './use-voucher-claim';

export interface VoucherClaimPageProps {
  /** The link's `code` query. */
  code: string;
  /** Injected logic for tests. */
  logic?: VoucherClaimLogic;
}

/** Copy the voucher code and say so ('Kode berhasil di salin', commerce §8 "Copy notices"). */
async function copyVoucher(code: string) {
  const ok = await copyText(code);
  showToast(ok ? { message: T.copied, tone: 'success' } : { message: T.copyFailed, tone: 'error' });
}

export function VoucherClaimPage({ code, logic }: VoucherClaimPageProps) {
  const view = useVoucherClaim(code, logic);
  const uid = useId();
  const form = useForm({
    defaultValues: { name: '', phone: '' },
    onSubmit: ({ value }) => view.submit(value.name, value.phone),
  });

  return (
    <div className="voucher-page">
      <div className="voucher-page__card">
        <p className="voucher-page__brand">
          <a href="/">Dapur Kursus</a>
        </p>
        {view.claimed ? (
          <section aria-labelledby={`${uid}-result`} className="voucher-result">
            <h1 id={`${uid}-result`} className="voucher-page__title">
              {T.resultTitle}
            </h1>
            <p className="voucher-result__event">{view.claimed.title}</p>
            <p className="voucher-result__label">{T.codeLabel}</p>
            <p className="voucher-result__code" aria-label={`${T.codeLabel}: ${view.claimed.Code}`}>
              {view.claimed.Code}
            </p>
            <button type="button" className="btn btn--outline btn--sm" onClick={() => void copyVoucher(view.claimed!.Code)}>
              {T.copy}
            </button>
            <p className="voucher-result__instruction" role="note">
              {T.screenshot}
            </p>
            <dl className="voucher-result__facts">
              <div>
                <dt>{T.holder}</dt>
                <dd>{view.claimed.nama_customer}</dd>
              </div>
              <div>
                <dt>{T.outlet}</dt>
                <dd>{view.claimed.outlet}</dd>
              </div>
              <div>
                <dt>{T.validUntil}</dt>
                <dd>{format(new Date(view.claimed.valid_until), 'dd MMMM yyyy', { locale: idLocale })}</dd>
              </div>
            </dl>
          </section>
        ) : view.noCode ? (
          <section className="voucher-page__empty">
            <h1 className="voucher-page__title">{T.title}</h1>
            <p role="alert">{view.noCodeText}</p>
            <a className="btn btn--primary" href="/">
              {T.home}
            </a>
          </section>
        ) : (
          <section aria-labelledby={`${uid}-title`}>
            <h1 id={`${uid}-title`} className="voucher-page__title">
              {T.title}
            </h1>
            <p className="voucher-page__lead">{T.lead}</p>
            <p className="voucher-page__promo">
              {T.promoLabel}: <strong>{view.code}</strong>
            </p>
            <form
              className="voucher-form"
              noValidate
              aria-busy={view.claiming}
              onSubmit={(e) => {
                e.preventDefault();
                e.stopPropagation();
                void form.handleSubmit();
              }}
            >
              <form.Field name="name">
                {(field) => (
                  <FormField htmlFor={`${uid}-name`} label={T.name} required>
                    <input
                      id={`${uid}-name`}
                      name="name"
                      type="text"
                      autoComplete="name"
                      maxLength={LIMITS.name}
                      aria-required="true"
                      value={field.state.value}
                      onChange={(e) => field.handleChange(e.target.value)}
                      onBlur={field.handleBlur}
                      disabled={view.claiming}
                    />
                  </FormField>
                )}
              </form.Field>
              <form.Field name="phone">
                {(field) => (
                  <FormField htmlFor={`${uid}-phone`} label={T.phone} required hint={T.phoneHint} error={view.phoneError}>
                    <input
                      id={`${uid}-phone`}
                      name="phone"
                      type="tel"
                      inputMode="tel"
                      autoComplete="tel"
                      maxLength={LIMITS.phone}
                      aria-required="true"
                      aria-invalid={view.phoneError !== null}
                      aria-describedby={describedBy(`${uid}-phone`, { hint: true, error: view.phoneError !== null })}
                      value={field.state.value}
                      onChange={(e) => field.handleChange(e.target.value)}
                      onBlur={field.handleBlur}
                      disabled={view.claiming}
                    />
                  </FormField>
                )}
              </form.Field>
              <button type="submit" className="btn btn--primary btn--block" disabled={view.claiming}>
                {view.claiming ? <Spinner size="sm" label={T.claiming} showLabel /> : T.submit}
              </button>
            </form>
          </section>
        )}
      </div>

      <Dialog
        open={view.alert !== null}
        title={T.alertTitle}
        role="alertdialog"
        size="sm"
        dismissible={false}
        onClose={view.dismissAlert}
        footer={
          <button type="button" className="btn btn--primary" onClick={view.dismissAlert}>
            {T.close}
          </button>
        }
      >
        <p>{view.alert}</p>
      </Dialog>
    </div>
  );
}
