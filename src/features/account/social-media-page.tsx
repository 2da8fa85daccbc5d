/**
 * SocialMedia, /social-media (portal spec §2 "Social media": facebook, twitter, linkedin, no validation; §7 PUT
 * lms/users/edit with `social_links` only). Free text (each capped at 500 by the contract, as the input's
 * `maxLength`); the save cycle is machines/account-form.machine.ts ('Info berhasil diubah', OK → AccountMenu).
 * The user is the stored one (portal §2).
 */
import { useId, useState } from 'react';
import { LIMITS } from '../../api/limits';
import type { SocialLinks } from '../../api/profile';
import { socialFormLogic, type AccountDeps } from './account.actors';
import { FormAlert, SaveButton } from './form-parts';
import { ProfileShell } from './profile-shell';
import { ACCOUNT_TEXT as T } from './texts';
import { useAccountForm, type AccountFormLogic } from './use-account-form';
import { useStoredUser, type SessionRef } from './use-server-user';
import './account.css';
import { FormField } from '../../ui/form-field';

const KEYS = ['facebook', 'twitter', 'linkedin'] as const;

export interface SocialMediaFormProps {
  links: SocialLinks;
  deps: AccountDeps;
  onDone(): void;
  onCancel(): void;
  logic?: AccountFormLogic;
}

export function SocialMediaForm({ links, deps, onDone, onCancel, logic }: SocialMediaFormProps) {
  const uid = useId();
  const save = useAccountForm(() => logic ?? socialFormLogic(deps), onDone);
  const [values, setValues] = useState<SocialLinks>({ facebook: links.facebook, twitter: links.twitter, linkedin: links.linkedin });
  return (
    <>
      <form
        className="account-form"
        aria-labelledby={`${uid}-title`}
        aria-busy={save.busy}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.submit(values);
        }}
      >
        <h2 id={`${uid}-title`}>{T.socialEditTitle}</h2>
        {KEYS.map((key) => (
          <FormField key={key} htmlFor={`${uid}-${key}`} label={T[key]}>
            <input
              id={`${uid}-${key}`}
              name={key}
              type="text"
              inputMode="url"
              maxLength={LIMITS.url}
              value={values[key]}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
            />
          </FormField>
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

export function SocialMediaPage({ session, deps, onDone, onCancel }: { session: SessionRef; deps: AccountDeps; onDone(): void; onCancel(): void }) {
  const user = useStoredUser(session);
  return (
    <ProfileShell tab="profile">
      <SocialMediaForm links={user?.social_links ?? { facebook: '', twitter: '', linkedin: '' }} deps={deps} onDone={onDone} onCancel={onCancel} />
    </ProfileShell>
  );
}
