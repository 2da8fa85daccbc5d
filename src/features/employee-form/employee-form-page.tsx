/**
 * The employee data form `/employee` (portal spec §2 "/employee", §4 "Employee form", §5 "Employee form", §8
 * "Employee"; blank layout: no header and footer). A thin view of machines/employee-form.machine.ts: the company
 * and e-mail lookup ('Cari'), then the sections (work info, personal info, emergency contact, education blocks,
 * password and OTP) inside one `<fieldset>` that stays disabled until the lookup succeeds; image slots with a
 * progress bar and enlarge-on-click; 'Simpan Data'; the alert and the saved dialog.
 */
import { useId, type ReactNode } from 'react';
import type { EducationBlock, EducationField, EmployeeField, ImageSlot } from '../../../machines/employee-form.machine';
import { acceptOf, IMAGE_RULE } from '../../api/file-check';
import { BANKS, EDUCATION_LEVELS, GENDERS, GENDER_LABEL, isMaskedNumber, MARITAL_LABEL, MARITAL_STATUSES } from '../../api/hris';
import { LIMITS } from '../../api/limits';
import { Dialog } from '../../ui/dialog';
import { FormField, describedBy } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { T } from './texts';
import { EDUCATION_LABEL, EMPLOYEE_SAVED, FIELD_LABEL, slotId, useEmployeeForm, type EmployeeFormLogic, type EmployeeFormView } from './use-employee-form';

export interface EmployeeFormPageProps {
  /** Injected logic for tests. */
  logic?: EmployeeFormLogic;
}

type Option = { value: string; label: string };
const plain = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: v }));

/** One text/number/date field bound to a single-value form field. */
function TextField({ view, field, uid, required = true, type = 'text', numeric = false, hint, max = LIMITS.name, autoComplete }: {
  view: EmployeeFormView;
  field: EmployeeField;
  uid: string;
  required?: boolean;
  type?: 'text' | 'date' | 'password';
  numeric?: boolean;
  hint?: string;
  max?: number;
  autoComplete?: string;
}) {
  const id = `${uid}-${field}`;
  // A number the lookup masked keeps the stored one while left as it is (src/api/hris.ts `isMaskedNumber`).
  const shownHint = hint ?? (isMaskedNumber(view.context.fields[field]) ? T.maskedHint : undefined);
  return (
    <FormField htmlFor={id} label={FIELD_LABEL[field]} required={required} hint={shownHint}>
      <input
        id={id}
        name={field}
        type={type}
        inputMode={numeric ? 'numeric' : undefined}
        maxLength={type === 'date' ? undefined : max}
        autoComplete={autoComplete ?? 'off'}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, { hint: Boolean(shownHint) })}
        value={view.context.fields[field]}
        onChange={(e) => view.change(field, e.target.value)}
      />
    </FormField>
  );
}

/** A select bound to a single-value field. */
function SelectField({ view, field, uid, options }: { view: EmployeeFormView; field: EmployeeField; uid: string; options: Option[] }) {
  const id = `${uid}-${field}`;
  return (
    <FormField htmlFor={id} label={FIELD_LABEL[field]} required>
      <select id={id} name={field} aria-required="true" value={view.context.fields[field]} onChange={(e) => view.change(field, e.target.value)}>
        <option value="">{T.choose}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** An image slot: the file input, its progress, its refusal, and the uploaded image (click to enlarge). */
function ImageField({ view, slot, label, url, uid }: { view: EmployeeFormView; slot: ImageSlot; label: string; url: string; uid: string }) {
  const key = slotId(slot);
  const id = `${uid}-img-${key}`;
  const error = view.context.uploadErrors[key] ?? null;
  const mine = view.context.upload && slotId(view.context.upload.slot) === key ? view.context.upload : null;
  return (
    <FormField htmlFor={id} label={label} required hint={T.imageHint} error={error} className="employee-image">
      <span className={`file-picker${view.uploading ? ' file-picker--busy' : ''}`}>
        <input
          id={id}
          className="file-picker__input"
          type="file"
          accept={acceptOf(IMAGE_RULE)}
          aria-required="true"
          aria-describedby={describedBy(id, { hint: true, error: Boolean(error) })}
          aria-invalid={error ? true : undefined}
          disabled={view.uploading}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) view.chooseImage(slot, file);
          }}
        />
        <span className="btn btn--outline file-picker__button" aria-hidden="true">
          {T.chooseFile}
        </span>
        <span className="file-picker__name" aria-hidden="true">
          {url ? T.fileUploaded : T.noFile}
        </span>
      </span>
      {mine ? <progress className="employee-image__progress" aria-label={T.uploading(label)} max={1} value={mine.fraction} /> : null}
      {url ? (
        <button type="button" className="employee-image__thumb" aria-label={T.enlarge(label)} onClick={() => view.openImage(url)}>
          <img src={url} alt="" />
        </button>
      ) : null}
    </FormField>
  );
}

function EducationFields({ view, block, index, uid }: { view: EmployeeFormView; block: EducationBlock; index: number; uid: string }) {
  const text = (field: EducationField, numeric = false) => {
    const id = `${uid}-edu-${block.key}-${field}`;
    return (
      <FormField htmlFor={id} label={EDUCATION_LABEL[field]} required>
        <input
          id={id}
          type="text"
          inputMode={numeric ? 'decimal' : undefined}
          maxLength={field === 'tahun_kelulusan' ? 4 : field === 'ipk' ? 6 : LIMITS.name}
          aria-required="true"
          value={block[field]}
          onChange={(e) => view.changeEducation(block.key, field, e.target.value)}
        />
      </FormField>
    );
  };
  const levelId = `${uid}-edu-${block.key}-tingkat`;
  return (
    <fieldset className="employee-education">
      <legend>{T.educationBlock(index + 1)}</legend>
      <div className="employee-grid">
        {text('nama_institusi')}
        {text('kota_institusi')}
        {text('jurusan')}
        <FormField htmlFor={levelId} label={EDUCATION_LABEL.tingkat} required>
          <select id={levelId} aria-required="true" value={block.tingkat} onChange={(e) => view.changeEducation(block.key, 'tingkat', e.target.value)}>
            <option value="">{T.choose}</option>
            {EDUCATION_LEVELS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </FormField>
        {text('ipk', true)}
        {text('tahun_kelulusan', true)}
        <ImageField view={view} slot={{ kind: 'ijazah', key: block.key }} label={EDUCATION_LABEL.url_ijazah} url={block.url_ijazah} uid={uid} />
      </div>
      {index > 0 ? (
        <button type="button" className="btn btn--outline btn--sm employee-education__remove" onClick={() => view.removeEducation(block.key)}>
          {T.removeEducation}
        </button>
      ) : null}
    </fieldset>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="employee-section" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function EmployeeFormPage({ logic }: EmployeeFormPageProps) {
  const view = useEmployeeForm(logic);
  const uid = useId();
  const c = view.context;
  const { departments, positions, managers } = c.lists;

  return (
    <div className="employee-page">
      <div className="employee-page__card">
        <p className="employee-page__brand">
          <a href="/">{T.brand}</a>
        </p>
        <h1 className="employee-page__title">{T.title}</h1>
        <p className="employee-page__lead">{T.lead}</p>

        <form
          className="employee-lookup"
          aria-label={T.lookup}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            view.lookup();
          }}
        >
          <FormField htmlFor={`${uid}-company`} label={T.company} required>
            <select
              id={`${uid}-company`}
              aria-required="true"
              disabled={view.loadingCompanies || view.lookingUp}
              value={c.companyId ?? ''}
              onChange={(e) => view.selectCompany(e.target.value === '' ? null : Number(e.target.value))}
            >
              <option value="">{view.loadingCompanies ? T.loadingCompanies : T.companyPlaceholder}</option>
              {c.companies.map((co) => (
                <option key={co.company_id} value={co.company_id}>
                  {co.nama_company}
                </option>
              ))}
            </select>
          </FormField>
          <FormField htmlFor={`${uid}-email`} label={T.email} required>
            <input
              id={`${uid}-email`}
              type="email"
              autoComplete="email"
              maxLength={LIMITS.email}
              aria-required="true"
              disabled={view.lookingUp}
              value={c.email}
              onChange={(e) => view.changeEmail(e.target.value)}
            />
          </FormField>
          <button type="submit" className="btn btn--primary employee-lookup__button" disabled={!view.canLookup}>
            {view.lookingUp ? <Spinner size="sm" label={T.lookingUp} showLabel /> : T.lookup}
          </button>
        </form>
        {view.companiesFailed ? (
          <div className="employee-notice employee-notice--error" role="alert">
            <span>{c.alert}</span>{' '}
            <button type="button" className="btn btn--outline btn--sm" onClick={view.retryCompanies}>
              {T.retry}
            </button>
          </div>
        ) : null}
        {c.notice ? (
          <p className={`employee-notice employee-notice--${c.notice.tone}`} role={c.notice.tone === 'error' ? 'alert' : 'status'}>
            {c.notice.text}
          </p>
        ) : null}

        <form
          className="employee-form"
          aria-label={T.title}
          noValidate
          aria-busy={view.submitting}
          onSubmit={(e) => {
            e.preventDefault();
            view.submit();
          }}
        >
          <fieldset className="employee-form__body" disabled={!view.unlocked || view.submitting}>
            <Section title={T.work}>
              <div className="employee-grid">
                <SelectField view={view} uid={uid} field="nama_department" options={departments.map((d) => ({ value: String(d.department_id), label: d.nama_department }))} />
                <SelectField view={view} uid={uid} field="posisi" options={positions.map((p) => ({ value: String(p.postition_id), label: p.name }))} />
                <SelectField view={view} uid={uid} field="atasan" options={managers.map((m) => ({ value: String(m.manager_id), label: m.name }))} />
                <TextField view={view} uid={uid} field="no_tlp" numeric max={LIMITS.phone} />
              </div>
            </Section>
            <Section title={T.personal}>
              <div className="employee-grid">
                <TextField view={view} uid={uid} field="no_ktp" numeric max={LIMITS.idNumber} />
                <ImageField view={view} uid={uid} slot={{ kind: 'ktp' }} label={FIELD_LABEL.url_ktp} url={c.fields.url_ktp} />
                <TextField view={view} uid={uid} field="no_kk" numeric max={LIMITS.idNumber} />
                <ImageField view={view} uid={uid} slot={{ kind: 'kk' }} label={FIELD_LABEL.url_kk} url={c.fields.url_kk} />
                <TextField view={view} uid={uid} field="no_npwp" max={LIMITS.idNumber} />
                <ImageField view={view} uid={uid} slot={{ kind: 'npwp' }} label={FIELD_LABEL.url_npwp} url={c.fields.url_npwp} />
                <SelectField view={view} uid={uid} field="nama_bank" options={plain(BANKS)} />
                <TextField view={view} uid={uid} field="no_rekening" numeric max={LIMITS.idNumber} />
                <SelectField view={view} uid={uid} field="jenis_kelamin" options={GENDERS.map((g) => ({ value: g, label: GENDER_LABEL[g] }))} />
                <SelectField view={view} uid={uid} field="status_pernikahan" options={MARITAL_STATUSES.map((value) => ({ value, label: MARITAL_LABEL[value] }))} />
                <TextField view={view} uid={uid} field="jumlah_anak" numeric required={false} max={2} />
                <TextField view={view} uid={uid} field="jarak_rumah" numeric max={5} />
                <TextField view={view} uid={uid} field="alamat" max={LIMITS.address} autoComplete="street-address" />
                <TextField view={view} uid={uid} field="tempat" />
                <TextField view={view} uid={uid} field="tgl_lahir" type="date" autoComplete="bday" />
              </div>
            </Section>
            <Section title={T.emergency}>
              <div className="employee-grid">
                <TextField view={view} uid={uid} field="darurat_nama" />
                <TextField view={view} uid={uid} field="darurat_alamat" max={LIMITS.address} />
                <TextField view={view} uid={uid} field="darurat_relation" max={LIMITS.label} />
                <TextField view={view} uid={uid} field="darurat_kontak" numeric max={LIMITS.phone} />
              </div>
            </Section>
            <Section title={T.education}>
              {c.education.map((block, i) => (
                <EducationFields key={block.key} view={view} block={block} index={i} uid={uid} />
              ))}
              <button type="button" className="btn btn--outline btn--sm" disabled={!view.canAddEducation} onClick={view.addEducation}>
                {T.addEducation}
              </button>
            </Section>
            <Section title={T.account}>
              <div className="employee-grid">
                <TextField view={view} uid={uid} field="password_hris" type="password" required={false} hint={T.passwordHint} max={LIMITS.password} autoComplete="new-password" />
                <TextField view={view} uid={uid} field="otp" numeric hint={T.otpHint} max={6} autoComplete="one-time-code" />
              </div>
            </Section>
            <button type="submit" className="btn btn--primary btn--block" disabled={view.uploading}>
              {view.submitting ? <Spinner size="sm" label={T.saving} showLabel /> : T.save}
            </button>
          </fieldset>
        </form>
      </div>

      <Dialog
        open={c.alert !== null && !view.companiesFailed}
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
        <p>{c.alert}</p>
      </Dialog>
      <Dialog
        open={view.saved}
        title={T.savedTitle}
        role="alertdialog"
        size="sm"
        dismissible={false}
        onClose={view.dismissAlert}
        footer={
          <button type="button" className="btn btn--primary" onClick={view.dismissAlert}>
            {T.ok}
          </button>
        }
      >
        <p>{EMPLOYEE_SAVED}</p>
      </Dialog>
      <Dialog open={c.enlarged !== null} title={T.enlargedTitle} size="lg" onClose={view.closeImage}>
        {c.enlarged ? <img className="employee-enlarged" src={c.enlarged} alt={T.enlargedTitle} /> : null}
      </Dialog>
    </div>
  );
}
