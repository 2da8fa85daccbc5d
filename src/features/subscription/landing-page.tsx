/**
 * The subscription landing page `/subscriptionlandingpage` (commerce §2 "Subscription landing page", §5
 * "Subscription", §9: 1 million+ users, about Rp 100 thousand; portal §2 Layout: no header and footer). Sales copy,
 * testimonials and the WhatsApp form (full name, digits-only number starting with the country code; both
 * required); every call-to-action scrolls to the form. The lead goes through subscription-lead.machine.ts.
 */
import { useForm } from '@tanstack/react-form';
import { useId } from 'react';
import { SubscriptionLeadInput } from '../../api/subscription';
import { LIMITS } from '../../api/limits';
import { FormField, describedBy } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { T } from './texts';
import { useSubscriptionLead, type SubscriptionLeadLogic } from './use-subscription-lead';

const FORM_ID = 'formulir-whatsapp';

function firstError(errors: readonly unknown[]): string | null {
  for (const e of errors.flat()) {
    if (typeof e === 'string' && e) return e;
    if (e && typeof e === 'object' && 'message' in e) return String((e as { message: unknown }).message);
  }
  return null;
}

export function LandingPage({ logic }: { logic?: SubscriptionLeadLogic }) {
  const { sending, sent, failure, submit } = useSubscriptionLead(logic);
  const uid = useId();
  const form = useForm({
    defaultValues: { fullname: '', whatsapp: '' },
    validators: { onSubmit: SubscriptionLeadInput },
    onSubmit: ({ value }) => submit(value.fullname.trim(), value.whatsapp.trim()),
  });
  const toForm = () => {
    document.getElementById(FORM_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    document.getElementById(`${uid}-fullname`)?.focus({ preventScroll: true });
  };
  const cta = (
    <button type="button" className="btn btn--primary btn--lg" onClick={toForm}>
      {T.landingCta}
    </button>
  );

  return (
    <main className="landing">
      <section className="landing__hero">
        <p className="landing__brand">
          <a href="/">Dapur Kursus</a>
        </p>
        <h1>{T.landingTitle}</h1>
        <p className="landing__lead">{T.landingLead}</p>
        {cta}
      </section>
      <section className="landing__points" aria-label="Keunggulan">
        <ul>
          {T.landingPoints.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>
      <section className="landing__testimonials" aria-labelledby={`${uid}-testi`}>
        <h2 id={`${uid}-testi`}>{T.testimonialsTitle}</h2>
        <div className="landing__quotes">
          {T.testimonials.map((t) => (
            <figure key={t.name}>
              <blockquote>{t.text}</blockquote>
              <figcaption>{t.name}</figcaption>
            </figure>
          ))}
        </div>
        {cta}
      </section>
      <section id={FORM_ID} className="landing__form" aria-labelledby={`${uid}-form`}>
        <h2 id={`${uid}-form`}>{T.formTitle}</h2>
        {sent ? (
          <p role="status" className="landing__thanks">
            {T.thanks}
          </p>
        ) : (
          <form
            noValidate
            aria-busy={sending}
            onSubmit={(e) => {
              e.preventDefault();
              e.stopPropagation();
              void form.handleSubmit();
            }}
          >
            <p>{T.formLead}</p>
            {failure ? (
              <p role="alert" className="landing__failure">
                {failure}
              </p>
            ) : null}
            <form.Field name="fullname">
              {(field) => {
                const error = form.state.submissionAttempts > 0 ? firstError(field.state.meta.errors) : null;
                const id = `${uid}-fullname`;
                return (
                  <FormField htmlFor={id} label={T.fullname} required error={error}>
                    <input
                      id={id}
                      type="text"
                      autoComplete="name"
                      maxLength={LIMITS.name}
                      aria-required="true"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={describedBy(id, { error: Boolean(error) })}
                      value={field.state.value}
                      onChange={(e) => field.handleChange(e.target.value)}
                      disabled={sending}
                    />
                  </FormField>
                );
              }}
            </form.Field>
            <form.Field name="whatsapp">
              {(field) => {
                const error = form.state.submissionAttempts > 0 ? firstError(field.state.meta.errors) : null;
                const id = `${uid}-whatsapp`;
                return (
                  <FormField htmlFor={id} label={T.whatsapp} required hint={T.whatsappHint} error={error}>
                    <input
                      id={id}
                      type="tel"
                      inputMode="numeric"
                      autoComplete="tel"
                      maxLength={15}
                      aria-required="true"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={describedBy(id, { hint: true, error: Boolean(error) })}
                      value={field.state.value}
                      onChange={(e) => field.handleChange(e.target.value)}
                      disabled={sending}
                    />
                  </FormField>
                );
              }}
            </form.Field>
            <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
              {sending ? <Spinner size="sm" label={T.sending} showLabel /> : T.send}
            </button>
          </form>
        )}
      </section>
    </main>
  );
}
