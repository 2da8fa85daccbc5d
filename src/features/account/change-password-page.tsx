/**
 * ChangePassword, /change-password (portal spec §2 "Change password": current, new and confirmation with show/hide
 * toggles, the e-mail shown disabled; §5 "Change password" six messages; §7 POST lms/users/change_password).
 * TanStack Form validates with the contract's ChangePasswordInput (the gateway's schema; it also checks the current
 * password: 'Password saat ini salah'); the save cycle is machines/account-form.machine.ts ('Password berhasil
 * diubah', OK → AccountMenu). The user is the stored one (portal §2).
 */
import { useForm } from '@tanstack/react-form';
import { useId, useState } from 'react';
import { ChangePasswordInput } from '../../api/profile';
import { passwordFormLogic } from './account.actors';
import { FormAlert, firstError, SaveButton } from './form-parts';
import { ProfileShell } from './profile-shell';
import { ACCOUNT_TEXT as T } from './texts';
import { useAccountForm, type AccountFormLogic } from './use-account-form';
import { useStoredUser, type SessionRef } from './use-server-user';
import './account.css';
import { FormField } from '../../ui/form-field';

type PasswordField = 'old_password' | 'new_password' | 're_password';
const LABELS: Record<PasswordField, string> = { old_password: T.oldPassword, new_password: T.newPassword, re_password: T.rePassword };

export interface ChangePasswordFormProps {
  email: string;
  onDone(): void;
  onCancel(): void;
  logic?: AccountFormLogic;
}

export function ChangePasswordForm({ email, onDone, onCancel, logic }: ChangePasswordFormProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const save = useAccountForm(() => logic ?? passwordFormLogic(), onDone);
  const [shown, setShown] = useState<Record<PasswordField, boolean>>({ old_password: false, new_password: false, re_password: false });
  const form = useForm({
    defaultValues: { old_password: '', new_password: '', re_password: '' } as ChangePasswordInput,
    validators: { onChange: ChangePasswordInput, onSubmit: ChangePasswordInput },
    onSubmit: ({ value }) => save.submit(value),
    onSubmitInvalid: () => save.refuse(),
  });
  const errorOf = (name: PasswordField) => {
    const meta = form.getFieldMeta(name);
    return meta && (meta.isTouched || form.state.submissionAttempts > 0) ? firstError(meta.errors) : null;
  };

  return (
    <>
      <form
        className="account-form"
        aria-labelledby={id('title')}
        aria-busy={save.busy}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          e.stopPropagation();
          void form.handleSubmit();
        }}
      >
        <h2 id={id('title')}>{T.changePasswordTitle}</h2>
        <FormField htmlFor={id('email')} label={T.email}>
          <input id={id('email')} type="email" value={email} disabled readOnly />
        </FormField>
        {(Object.keys(LABELS) as PasswordField[]).map((name) => (
          <form.Field key={name} name={name}>
            {(field) => {
              const error = errorOf(name);
              const label = LABELS[name];
              return (
                <FormField htmlFor={id(name)} label={label} error={error}>
                  <div className="password-input">
                    <input
                      id={id(name)}
                      name={name}
                      type={shown[name] ? 'text' : 'password'}
                      autoComplete={name === 'old_password' ? 'current-password' : 'new-password'}
                      value={field.state.value ?? ''}
                      onBlur={field.handleBlur}
                      onChange={(e) => field.handleChange(e.target.value)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? id(`${name}-error`) : undefined}
                    />
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      aria-pressed={shown[name]}
                      aria-label={shown[name] ? T.hide(label) : T.show(label)}
                      onClick={() => setShown((s) => ({ ...s, [name]: !s[name] }))}
                    >
                      {shown[name] ? '🙈' : '👁'}
                    </button>
                  </div>
                </FormField>
              );
            }}
          </form.Field>
        ))}
        <div className="form-actions">
          <button type="button" className="btn btn--outline" onClick={onCancel}>
            {T.cancel}
          </button>
          <SaveButton busy={save.busy} />
        </div>
      </form>
      <FormAlert alert={save.alert} onConfirm={save.confirm} />
    </>
  );
}

export function ChangePasswordPage({ session, onDone, onCancel }: { session: SessionRef; onDone(): void; onCancel(): void }) {
  const user = useStoredUser(session);
  return (
    <ProfileShell tab="profile">
      <ChangePasswordForm email={user?.email ?? ''} onDone={onDone} onCancel={onCancel} />
    </ProfileShell>
  );
}
