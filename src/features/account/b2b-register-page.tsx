/**
 * 'Daftar B2B' (/b2b-register, account area; portal spec §1 "Members have a type (for example b2c or b2b)", §7
 * "User": b2b_register/submit and status, "Uploads": lms/helper/upload; decision 071). The flow is
 * machines/b2b-register.machine.ts: the status first (a skeleton), then the form (company, line of business, NPWP,
 * phone, address, the NPWP/NIB scan uploaded at once), or the notice that the registration is being checked, or
 * that the account is B2B already. The fields' rules are the contract's schema (the same the gateway applies).
 */
import { useId, useState } from 'react';
import * as v from 'valibot';
import { B2B_BUSINESS_TYPES, B2bRegisterInput, type B2bBusinessType } from '../../api/b2b-register';
import { acceptOf, IMAGE_RULE } from '../../api/file-check';
import { formatDate } from '../../lib/format';
import { controlProps, FormField } from '../../ui/form-field';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { useB2bRegister, type B2bRegisterLogic } from './use-b2b-register';
import { ProfileShell } from './profile-shell';
import './account.css';

/** Labels of the page (the spec names only 'Daftar B2B'; the rest is this project's, decision 071). */
export const B2B_PAGE_TEXT = {
  title: 'Daftar B2B',
  intro: 'Daftarkan usaha kamu untuk mendapatkan harga khusus B2B di toko bahan kue.',
  company: 'Nama Perusahaan',
  business: 'Bidang Usaha',
  businessPick: 'Pilih bidang usaha',
  npwp: 'NPWP',
  npwpHint: '15 atau 16 angka',
  phone: 'No Telepon',
  address: 'Alamat Usaha',
  document: 'Dokumen NPWP atau NIB',
  documentHint: 'Foto atau scan (jpeg, jpg, png), di bawah 2MB',
  uploading: 'Mengunggah dokumen...',
  uploaded: (name: string) => `Terunggah: ${name}`,
  choose: 'Pilih Berkas',
  noFile: 'Belum ada berkas dipilih',
  submit: 'Kirim Pendaftaran',
  sending: 'Mengirim...',
  invalid: 'Data pendaftaran tidak valid, cek kembali data yang kamu masukan',
  pendingTitle: 'Pendaftaran B2B sedang diverifikasi',
  pendingBody: (company: string, at: string | null) => `Pendaftaran ${company}${at ? ` dikirim ${at}` : ''}. Tim kami akan memeriksa dokumen kamu.`,
  approvedTitle: 'Akun kamu sudah terdaftar sebagai B2B',
  approvedBody: 'Harga yang kamu lihat di toko adalah harga B2B.',
  retry: 'Coba Lagi',
  loading: 'Memuat status pendaftaran B2B',
} as const;
const T = B2B_PAGE_TEXT;

type Fields = { company_name: string; business_type: B2bBusinessType | ''; npwp: string; phone: string; address: string };
const EMPTY: Fields = { company_name: '', business_type: '', npwp: '', phone: '', address: '' };

/** The first message of each field from the contract's schema (and `document_url`). */
function fieldErrors(values: Record<string, unknown>): Record<string, string> | null {
  const result = v.safeParse(B2bRegisterInput, values);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = String(issue.path?.[0]?.key ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export function B2bRegisterPage({ logic }: { logic?: B2bRegisterLogic }) {
  const uid = useId();
  const flow = useB2bRegister(logic);
  const c = flow.context;
  const [values, setValues] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = (k: string) => `${uid}-${k}`;
  // After a refused submit, the messages follow what the member types (a fixed field loses its message).
  const set = (k: keyof Fields, value: string) => {
    const next = { ...values, [k]: value };
    setValues(next);
    if (Object.keys(errors).length) setErrors(fieldErrors({ ...next, document_url: c.documentUrl ?? '' }) ?? {});
  };
  const documentError = c.uploadError ?? (c.documentUrl ? null : (errors.document_url ?? null));

  let body;
  if (flow.view === 'loading') {
    body = (
      <div aria-busy="true" role="status" aria-label={T.loading}>
        <Skeleton width="50%" height="1.25rem" />
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
      </div>
    );
  } else if (flow.view === 'failed') {
    body = (
      <div role="alert">
        <p>{c.error}</p>
        <button type="button" className="btn btn--primary" onClick={() => flow.retry()}>
          {T.retry}
        </button>
      </div>
    );
  } else if (flow.view === 'pending') {
    body = (
      <div role="status">
        {c.message ? <p className="b2b-register__sent">{c.message}</p> : null}
        <h3>{T.pendingTitle}</h3>
        <p>{T.pendingBody(c.status?.company_name ?? '', c.status?.submitted_at ? formatDate(c.status.submitted_at) : null)}</p>
      </div>
    );
  } else if (flow.view === 'approved') {
    body = (
      <div role="status">
        <h3>{T.approvedTitle}</h3>
        <p>{T.approvedBody}</p>
      </div>
    );
  } else {
    const busy = flow.busy;
    body = (
      <form
        className="account-form"
        aria-labelledby={`${uid}-title`}
        aria-busy={busy}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const all = { ...values, document_url: c.documentUrl ?? '' };
          const found = fieldErrors(all);
          setErrors(found ?? {});
          if (found) flow.refuse();
          else flow.submit(all);
        }}
      >
        <p className="muted">{T.intro}</p>
        {c.invalid ? (
          <p className="field__error" role="alert">
            {T.invalid}
          </p>
        ) : null}
        {c.error ? (
          <p className="field__error" role="alert">
            {c.error}
          </p>
        ) : null}
        <FormField htmlFor={id('company')} label={T.company} required error={errors.company_name}>
          <input {...controlProps(id('company'), errors.company_name)} type="text" required value={values.company_name} onChange={(e) => set('company_name', e.target.value)} />
        </FormField>
        <FormField htmlFor={id('business')} label={T.business} required error={errors.business_type}>
          <select {...controlProps(id('business'), errors.business_type)} required value={values.business_type} onChange={(e) => set('business_type', e.target.value)}>
            <option value="">{T.businessPick}</option>
            {Object.entries(B2B_BUSINESS_TYPES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField htmlFor={id('npwp')} label={T.npwp} required hint={T.npwpHint} error={errors.npwp}>
          <input {...controlProps(id('npwp'), errors.npwp, true)} type="text" inputMode="numeric" required maxLength={20} value={values.npwp} onChange={(e) => set('npwp', e.target.value)} />
        </FormField>
        <FormField htmlFor={id('phone')} label={T.phone} required error={errors.phone}>
          <input
            {...controlProps(id('phone'), errors.phone)}
            type="tel"
            inputMode="numeric"
            required
            maxLength={13}
            value={values.phone}
            onChange={(e) => set('phone', e.target.value.replace(/\D/g, ''))}
          />
        </FormField>
        <FormField htmlFor={id('address')} label={T.address} required error={errors.address} wide>
          <textarea {...controlProps(id('address'), errors.address)} required rows={3} value={values.address} onChange={(e) => set('address', e.target.value)} />
        </FormField>
        <FormField
          htmlFor={id('document')}
          label={T.document}
          required
          hint={c.documentName ? T.uploaded(c.documentName) : T.documentHint}
          error={documentError}
          wide
        >
          {/* Drawn as the page's button and the file's name, as on Upload Tugas (src/ui/file-picker.css): the browser's
              own picker says 'Choose File' in the browser's language and widens a 375 px page. */}
          <div className={`file-picker${busy ? ' file-picker--busy' : ''}`}>
            <input
              {...controlProps(id('document'), documentError, true)}
              className="file-picker__input"
              type="file"
              accept={acceptOf(IMAGE_RULE)}
              disabled={busy}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) flow.pick(file, file.name);
                e.target.value = '';
              }}
            />
            <span className="btn btn--outline file-picker__button" aria-hidden="true">
              {T.choose}
            </span>
            <span className="file-picker__name" aria-hidden="true">
              {c.documentName ?? T.noFile}
            </span>
          </div>
        </FormField>
        {flow.view === 'uploading' ? (
          <p role="status">
            <Spinner size="sm" label={T.uploading} showLabel />
          </p>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={!flow.canSubmit} aria-busy={flow.view === 'submitting'}>
            {flow.view === 'submitting' ? <Spinner size="sm" label={T.sending} /> : null}
            {T.submit}
          </button>
        </div>
      </form>
    );
  }

  return (
    <ProfileShell tab={null}>
      <section className="account-block" aria-labelledby={`${uid}-title`}>
        <h2 id={`${uid}-title`}>{T.title}</h2>
        {body}
      </section>
    </ProfileShell>
  );
}
