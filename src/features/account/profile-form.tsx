/**
 * GeneralInformation, /general-information — the profile editor (portal spec §2 "Profile edit", §4 "Profile forms",
 * "Cascading location selects", §5 "Profile edit", §7 PUT lms/users/edit, lms/users/image_upload, §8 "Profile").
 *
 * - The user is loaded from the server first (use-server-user.ts); the form starts from it.
 * - Fields: first and last name, birth date (a date input with `max` = yesterday, WIB), gender radios Pria/Wanita,
 *   phone (non-digits stripped as typed, at most 13), address, the province → city → district → village cascade
 *   (machines/area-cascade.machine.ts, the one shared with the address forms and the checkout), postal code (filled
 *   by the village), education (SD … S3, 'Lainnya'), biography, photo (machines/photo-upload.machine.ts); Batal and
 *   Simpan.
 * - TanStack Form validates with {@link profileFormSchema}: the contract's profileEditSchema rules and texts
 *   (what the gateway checks) flattened for the form, plus 'Provinsi harus diisi', 'Kota harus diisi' and
 *   'Pendidikan harus diisi'. An invalid submit shows 'Data profil tidak valid, cek kembali data yang kamu masukan'.
 * - Submit → machines/account-form.machine.ts: Simpan disabled with a spinner, then 'Info berhasil diubah' (the
 *   updated user goes into the session) or the server message; OK after success → AccountMenu. A failed save keeps
 *   the form as typed. Education is sent only when it is one of the list.
 */
import { useForm } from '@tanstack/react-form';
import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import type { AreaSelection } from '../../../machines/area-cascade.machine';
import {
  EDUCATION_OPTIONS,
  educationLabel,
  GENDERS,
  isEducation,
  latestBirthday,
  PHONE_MAX_DIGITS,
  PROFILE_TEXT,
  ProfileAddressInput,
  profileEditSchema,
  type ProfileEditInput,
} from '../../api/profile';
import { onlyDigits, type User } from '../../api/user';
import { areaCascadeLogicOf } from '../../flows/area-cascade/area-cascade.actors';
import { useAreaCascade } from '../../flows/area-cascade/use-area-cascade';
import type { AccountDeps } from './account.actors';
import { profileFormLogic } from './account.actors';
import { ProfileSkeleton } from './account-menu-page';
import { FormAlert, firstError, SaveButton } from './form-parts';
import { PhotoField } from './photo-field';
import { ProfileShell } from './profile-shell';
import { ACCOUNT_TEXT as T } from './texts';
import { useAccountForm, type AccountFormLogic } from './use-account-form';
import { usePhotoUpload, type PhotoUploadLogic } from './use-photo-upload';
import { useServerUser, type SessionRef } from './use-server-user';
import './account.css';
import { AreaCascadeFields } from '../../ui/area-cascade-fields';
import { FormField } from '../../ui/form-field';

const requiredId = (message: string) => v.pipe(v.optional(v.string(message), ''), v.nonEmpty(message));

/**
 * The editor's schema at `now`: the wire schema's fields (same rules, same texts) with `address_data` flattened,
 * plus the form-only rules province and city required and education required (portal §5 table).
 */
export function profileFormSchema(now: Date) {
  const wire = profileEditSchema(now).entries;
  const address = ProfileAddressInput.wrapped.entries;
  return v.object({
    firstname: wire.firstname,
    lastname: wire.lastname,
    gender: wire.gender,
    no_telp: wire.no_telp,
    birthday: wire.birthday,
    biography: wire.biography,
    education: v.pipe(v.optional(v.string(PROFILE_TEXT.educationRequired), ''), v.picklist(EDUCATION_OPTIONS, PROFILE_TEXT.educationRequired)),
    address: address.address,
    province_id: requiredId(PROFILE_TEXT.provinceRequired),
    city_id: requiredId(PROFILE_TEXT.cityRequired),
    district_id: address.district_id,
    village_id: address.village_id,
    village: address.village,
    postcode: address.postcode,
    latitude: address.latitude,
    longitude: address.longitude,
  });
}

export type ProfileFormValues = v.InferInput<ReturnType<typeof profileFormSchema>>;

const areaFields = (s: AreaSelection) => ({
  province_id: s.provinceId,
  city_id: s.cityId,
  district_id: s.districtId,
  village_id: s.villageId,
  village: s.village,
  postcode: s.postcode,
  latitude: s.latitude,
  longitude: s.longitude,
});

/** The form's starting values from the user. */
export function valuesOf(user: User): ProfileFormValues {
  const a = user.profile_address;
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    gender: user.gender ?? '',
    no_telp: onlyDigits(user.no_telp),
    birthday: user.birthday ? user.birthday.slice(0, 10) : '',
    biography: user.biography,
    education: isEducation(user.education) ? user.education : '',
    address: a?.address ?? '',
    province_id: a?.area.province_id ?? '',
    city_id: a?.area.city_id ?? '',
    district_id: a?.area.district_id ?? '',
    village_id: a?.village_id ?? '',
    village: a?.village ?? '',
    postcode: a?.postal_code ?? '',
    latitude: a?.latitude ?? null,
    longitude: a?.longitude ?? null,
  };
}

/** The profile's values, with the prefilled phone where the profile has none (digits only, at most 13). */
export function withPrefill(values: ProfileFormValues, prefill: { phone?: string } | undefined): ProfileFormValues {
  const phone = onlyDigits(prefill?.phone ?? '').slice(0, PHONE_MAX_DIGITS);
  return values.no_telp || !phone ? values : { ...values, no_telp: phone };
}

/** The PUT lms/users/edit body from valid form values and the photo (education only when in the list, portal §5). */
export function toProfilePayload(values: ProfileFormValues, image: string): ProfileEditInput {
  const birthday = values.birthday ? values.birthday : null;
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    gender: values.gender,
    no_telp: values.no_telp,
    birthday,
    biography: values.biography,
    ...(isEducation(values.education) ? { education: values.education } : {}),
    image,
    address_data: {
      address: values.address,
      district_id: values.district_id,
      village_id: values.village_id,
      village: values.village,
      postcode: values.postcode,
      latitude: values.latitude,
      longitude: values.longitude,
    },
  };
}

export interface ProfileFormProps {
  user: User;
  deps: AccountDeps;
  /** Values to start from where the profile has none (the delivery phone, coming from checkout). */
  prefill?: { phone?: string };
  onDone(): void;
  onCancel(): void;
  /** Test seams. */
  formLogic?: AccountFormLogic;
  photoLogic?: PhotoUploadLogic;
  cascadeLogic?: ReturnType<typeof areaCascadeLogicOf>;
}

export function ProfileForm({ user, deps, prefill, onDone, onCancel, formLogic, photoLogic, cascadeLogic }: ProfileFormProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [now] = useState(() => deps.now());
  const [schema] = useState(() => profileFormSchema(now));
  const save = useAccountForm(() => formLogic ?? profileFormLogic(deps), onDone);
  const photo = usePhotoUpload(user.image, photoLogic);
  const [areaLogic] = useState(() => cascadeLogic ?? areaCascadeLogicOf());
  const start = withPrefill(valuesOf(user), prefill);
  const cascade = useAreaCascade(areaLogic, {
    provinceId: start.province_id,
    cityId: start.city_id,
    districtId: start.district_id,
    villageId: start.village_id,
    village: start.village,
    postcode: start.postcode,
    latitude: start.latitude,
    longitude: start.longitude,
  });

  const form = useForm({
    defaultValues: start,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => save.submit(toProfilePayload(value, photo.imageUrl)),
    onSubmitInvalid: () => save.refuse(),
  });

  // Mirror the cascade's selection into the form so the one schema sees it (no touch: errors wait for a submit).
  const selection = cascade.area.selection;
  useEffect(() => {
    const fields = areaFields(selection);
    for (const [name, value] of Object.entries(fields) as Array<[keyof typeof fields, string | number | null]>) {
      if (form.getFieldValue(name) !== value) form.setFieldValue(name, value as never, { dontUpdateMeta: true });
    }
  }, [form, selection]);

  const errorOf = (name: keyof ProfileFormValues) => {
    const meta = form.getFieldMeta(name);
    return meta && (meta.isTouched || form.state.submissionAttempts > 0) ? firstError(meta.errors) : null;
  };
  const described = (name: string, error: string | null) => ({
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? id(`${name}-error`) : undefined,
  });
  const errorText = (name: string, error: string | null) =>
    error ? (
      <p className="form-field__error" id={id(`${name}-error`)}>
        {error}
      </p>
    ) : null;

  const text = (name: 'firstname' | 'lastname' | 'address' | 'biography', label: string, multiline = false) => (
    <form.Field name={name}>
      {(field) => {
        const error = errorOf(name);
        const common = { id: id(name), name, value: field.state.value ?? '', onBlur: field.handleBlur, ...described(name, error) };
        return (
          <FormField htmlFor={id(name)} label={label} error={error} wide={multiline}>
            {multiline ? (
              <textarea {...common} rows={3} onChange={(e) => field.handleChange(e.target.value)} />
            ) : (
              <input {...common} type="text" onChange={(e) => field.handleChange(e.target.value)} />
            )}
          </FormField>
        );
      }}
    </form.Field>
  );

  const { area } = cascade;
  return (
    <>
      <form
        className="account-form account-form--grid"
        aria-labelledby={id('title')}
        aria-busy={save.busy || cascade.loading}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          e.stopPropagation();
          void form.handleSubmit();
        }}
      >
        <h2 id={id('title')}>{T.editProfileTitle}</h2>
        {save.invalid ? (
          <p role="alert" className="form-error">
            {PROFILE_TEXT.invalidSubmit}
          </p>
        ) : null}
        <PhotoField photo={photo} />
        {text('firstname', T.firstname)}
        {text('lastname', T.lastname)}
        <form.Field name="birthday">
          {(field) => {
            const error = errorOf('birthday');
            return (
              <FormField htmlFor={id('birthday')} label={T.birthday} error={error}>
                <input
                  id={id('birthday')}
                  name="birthday"
                  type="date"
                  max={latestBirthday(now)}
                  value={field.state.value ?? ''}
                  onBlur={field.handleBlur}
                  onChange={(e) => field.handleChange(e.target.value)}
                  {...described('birthday', error)}
                />
              </FormField>
            );
          }}
        </form.Field>
        <form.Field name="no_telp">
          {(field) => {
            const error = errorOf('no_telp');
            return (
              <FormField htmlFor={id('no_telp')} label={T.phone} error={error}>
                <input
                  id={id('no_telp')}
                  name="no_telp"
                  type="tel"
                  inputMode="numeric"
                  maxLength={PHONE_MAX_DIGITS}
                  value={field.state.value ?? ''}
                  onBlur={field.handleBlur}
                  onChange={(e) => field.handleChange(onlyDigits(e.target.value))}
                  {...described('no_telp', error)}
                />
              </FormField>
            );
          }}
        </form.Field>
        <form.Field name="gender">
          {(field) => {
            const error = errorOf('gender');
            return (
              <fieldset {...described('gender', error)}>
                <legend>{T.gender}</legend>
                {GENDERS.map((g) => (
                  <label key={g} className="form-check">
                    <input type="radio" name="gender" value={g} checked={field.state.value === g} onChange={() => field.handleChange(g)} />
                    {g === 'male' ? T.male : T.female}
                  </label>
                ))}
                {errorText('gender', error)}
              </fieldset>
            );
          }}
        </form.Field>
        {text('address', T.address, true)}
        {/* Filled by the cascade, not typed: registered so the form re-validates them. */}
        {(['province_id', 'city_id', 'district_id', 'village_id', 'village', 'latitude', 'longitude'] as const).map((name) => (
          <form.Field key={name} name={name}>
            {() => null}
          </form.Field>
        ))}
        <form.Subscribe selector={(s) => [s.submissionAttempts, s.fieldMeta]}>
          {() => (
            <AreaCascadeFields
              idOf={id}
              area={area}
              errorOf={errorOf}
              onProvince={cascade.selectProvince}
              onCity={cascade.selectCity}
              onDistrict={cascade.selectDistrict}
              onVillage={cascade.selectVillage}
            />
          )}
        </form.Subscribe>
        <form.Field name="postcode">
          {(field) => {
            const error = errorOf('postcode');
            return (
              <FormField htmlFor={id('postcode')} label={T.postcode} error={error}>
                <input
                  id={id('postcode')}
                  name="postcode"
                  inputMode="numeric"
                  value={field.state.value ?? ''}
                  onBlur={field.handleBlur}
                  onChange={(e) => field.handleChange(e.target.value)}
                  {...described('postcode', error)}
                />
              </FormField>
            );
          }}
        </form.Field>
        <form.Field name="education">
          {(field) => {
            const error = errorOf('education');
            return (
              <FormField htmlFor={id('education')} label={T.education} error={error}>
                <select
                  id={id('education')}
                  name="education"
                  value={field.state.value ?? ''}
                  onBlur={field.handleBlur}
                  onChange={(e) => field.handleChange(e.target.value)}
                  {...described('education', error)}
                >
                  <option value="">{T.choose(T.education)}</option>
                  {EDUCATION_OPTIONS.map((o) => (
                    <option key={o} value={o}>
                      {educationLabel(o)}
                    </option>
                  ))}
                </select>
              </FormField>
            );
          }}
        </form.Field>
        {text('biography', T.biography, true)}
        <div className="form-actions">
          <button type="button" className="btn btn--outline" onClick={onCancel}>
            {T.cancel}
          </button>
          <SaveButton busy={save.busy} disabled={photo.busy} />
        </div>
      </form>
      <FormAlert alert={save.alert} onConfirm={save.confirm} />
    </>
  );
}

export interface GeneralInformationPageProps {
  session: SessionRef;
  deps: AccountDeps;
  /** Values to start from where the profile has none (the delivery phone, coming from checkout). */
  prefill?: { phone?: string };
  onDone(): void;
  onCancel(): void;
}

export function GeneralInformationPage({ session, deps, prefill, onDone, onCancel }: GeneralInformationPageProps) {
  const { user, loading } = useServerUser(session);
  return (
    <ProfileShell tab="profile">
      {loading || !user ? <ProfileSkeleton /> : <ProfileForm user={user} deps={deps} prefill={prefill} onDone={onDone} onCancel={onCancel} />}
    </ProfileShell>
  );
}
