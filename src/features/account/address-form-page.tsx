/**
 * AddressAdd (/add-address) and AddressEdit (/edit-address/{id}) — the account's address forms (portal spec §2
 * "Address list and forms", §4 "Address edit" (save, then set-default when 'default' is ticked), "Cascading
 * location selects", "Address edit consistency", §5 "Address add and edit", §8 "Address").
 *
 * - Edit loads the address (GET lms/users/address/{id}, useRemote: read and show); 'Alamat tidak ditemukan' when
 *   it is gone.
 * - The area is machines/area-cascade.machine.ts (the one cascade of every address form): for an edited address its
 *   lists load one after the other and a province/city/district not in them, or a village whose id and name
 *   disagree or that has no coordinates, is cleared (portal §4 "Address edit consistency").
 * - TanStack Form validates with the contract's AccountAddressUpdateInput (portal texts, decision 018) plus
 *   'Provinsi harus diisi' and 'Kota harus diisi'; an invalid submit shows 'Data alamat tidak valid, cek kembali
 *   data yang kamu masukan'.
 * - Save cycle machines/account-form.machine.ts: 'Alamat telah berhasil ditambah' / 'Alamat telah berhasil
 *   dirubah' or the server message in a dialog; OK after success → Address.
 */
import { useForm } from '@tanstack/react-form';
import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import type { AreaSelection } from '../../../machines/area-cascade.machine';
import { ACCOUNT_ADDRESS_TEXT as A, AccountAddressUpdateInput } from '../../api/account-address';
import { getAddress, onlyDigits, type Address } from '../../api/user';
import { areaCascadeLogicOf } from '../../flows/area-cascade/area-cascade.actors';
import { useAreaCascade } from '../../flows/area-cascade/use-area-cascade';
import { useRemote } from '../../flows/remote/use-remote';
import { EmptyState } from '../../ui/empty-state';
import { addressFormLogic, type AccountDeps, type AddressFormSubmit } from './account.actors';
import { ProfileSkeleton } from './account-menu-page';
import { FormAlert, firstError, SaveButton } from './form-parts';
import { ProfileShell } from './profile-shell';
import { ACCOUNT_TEXT as T } from './texts';
import { useAccountForm, type AccountFormLogic } from './use-account-form';
import './account.css';
import { AreaCascadeFields } from '../../ui/area-cascade-fields';
import { FormField } from '../../ui/form-field';

const requiredId = (message: string) => v.pipe(v.optional(v.string(message), ''), v.nonEmpty(message));

/** The form's schema: the portal-text address payload plus the province and city choices and the 'default' tick. */
export const AccountAddressFormSchema = v.object({
  ...AccountAddressUpdateInput.entries,
  province_id: requiredId(A.provinceRequired),
  city_id: requiredId(A.cityRequired),
  default: v.optional(v.boolean(), false),
});
export type AccountAddressFormValues = v.InferInput<typeof AccountAddressFormSchema>;

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

/** The cascade's starting selection for an edited address. */
export function areaOfAddress(a: Address): Partial<AreaSelection> {
  return {
    provinceId: a.area.province_id,
    cityId: a.area.city_id,
    districtId: a.area.district_id,
    villageId: a.village_id,
    village: a.village,
    postcode: a.postal_code,
    latitude: a.latitude,
    longitude: a.longitude,
  };
}

/** The save's input from valid values: the wire payload (without form-only fields) and the 'default' tick. */
export function toAddressSubmit(values: AccountAddressFormValues): AddressFormSubmit {
  const parsed = v.parse(AccountAddressFormSchema, values);
  const { province_id: _p, city_id: _c, default: makeDefault, ...wire } = parsed;
  return { values: wire, makeDefault };
}

export interface AddressFormProps {
  /** The edited address; null to add one. */
  address: Address | null;
  deps: AccountDeps;
  onDone(): void;
  onCancel(): void;
  formLogic?: AccountFormLogic;
  cascadeLogic?: ReturnType<typeof areaCascadeLogicOf>;
}

export function AccountAddressForm({ address, deps, onDone, onCancel, formLogic, cascadeLogic }: AddressFormProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const save = useAccountForm(() => formLogic ?? addressFormLogic(deps, address?.id ?? null), onDone);
  const [areaLogic] = useState(() => cascadeLogic ?? areaCascadeLogicOf());
  const cascade = useAreaCascade(areaLogic, address ? areaOfAddress(address) : undefined);
  const form = useForm({
    defaultValues: {
      label: address?.label ?? '',
      recipient: address?.recipient ?? '',
      phone: onlyDigits(address?.phone ?? ''),
      address: address?.address ?? '',
      note: address?.note ?? '',
      default: address?.default ?? false,
      ...areaFields(cascade.area.selection),
    } as AccountAddressFormValues,
    validators: { onChange: AccountAddressFormSchema, onSubmit: AccountAddressFormSchema },
    onSubmit: ({ value }) => save.submit(toAddressSubmit(value)),
    onSubmitInvalid: () => save.refuse(),
  });

  const selection = cascade.area.selection;
  useEffect(() => {
    const fields = areaFields(selection);
    for (const [name, value] of Object.entries(fields) as Array<[keyof typeof fields, string | number | null]>) {
      if (form.getFieldValue(name) !== value) form.setFieldValue(name, value as never, { dontUpdateMeta: true });
    }
  }, [form, selection]);

  const errorOf = (name: keyof AccountAddressFormValues) => {
    const meta = form.getFieldMeta(name);
    return meta && (meta.isTouched || form.state.submissionAttempts > 0) ? firstError(meta.errors) : null;
  };
  const described = (name: string, error: string | null) => ({
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? id(`${name}-error`) : undefined,
  });

  const text = (name: 'label' | 'recipient' | 'address' | 'note' | 'phone' | 'postcode', label: string, kind: 'text' | 'area' | 'phone' = 'text') => (
    <form.Field name={name}>
      {(field) => {
        const error = errorOf(name);
        const common = { id: id(name), name, value: (field.state.value as string | undefined) ?? '', onBlur: field.handleBlur, ...described(name, error) };
        return (
          <FormField htmlFor={id(name)} label={label} error={error} wide={kind === 'area'}>
            {kind === 'area' ? (
              <textarea {...common} rows={3} onChange={(e) => field.handleChange(e.target.value)} />
            ) : kind === 'phone' ? (
              <input {...common} type="tel" inputMode="numeric" maxLength={13} onChange={(e) => field.handleChange(onlyDigits(e.target.value))} />
            ) : (
              <input {...common} type="text" onChange={(e) => field.handleChange(e.target.value)} />
            )}
          </FormField>
        );
      }}
    </form.Field>
  );

  const { area } = cascade;
  const title = address ? T.editAddressTitle : T.addAddressTitle;
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
        <h2 id={id('title')}>{title}</h2>
        {save.invalid ? (
          <p role="alert" className="form-error">
            {A.invalidSubmit}
          </p>
        ) : null}
        {text('label', T.label)}
        {text('recipient', T.recipient)}
        {text('phone', T.phone, 'phone')}
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
        {text('postcode', T.postcode)}
        {text('address', T.address, 'area')}
        {text('note', T.note, 'area')}
        <form.Field name="default">
          {(field) => (
            <label className="form-check">
              <input type="checkbox" name="default" checked={field.state.value ?? false} disabled={address?.default === true} onChange={(e) => field.handleChange(e.target.checked)} />
              {T.makeDefault}
            </label>
          )}
        </form.Field>
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

export interface AddressFormPageProps {
  /** The address id of /edit-address/{id}; null on /add-address. */
  addressId: number | null;
  deps: AccountDeps;
  onDone(): void;
  onCancel(): void;
}

export function AddressFormPage({ addressId, deps, onDone, onCancel }: AddressFormPageProps) {
  return (
    <ProfileShell tab="address">
      {addressId === null ? (
        <AccountAddressForm address={null} deps={deps} onDone={onDone} onCancel={onCancel} />
      ) : (
        <EditAddress id={addressId} deps={deps} onDone={onDone} onCancel={onCancel} />
      )}
    </ProfileShell>
  );
}

function EditAddress({ id, deps, onDone, onCancel }: { id: number; deps: AccountDeps; onDone(): void; onCancel(): void }) {
  const remote = useRemote(() => getAddress(id), String(id));
  if (remote.status === 'loading') return <ProfileSkeleton />;
  if (remote.status === 'error')
    return (
      <EmptyState message={remote.message || T.addressNotFound}>
        <button type="button" className="btn btn--outline" onClick={onCancel}>
          {T.backToAddresses}
        </button>
      </EmptyState>
    );
  return <AccountAddressForm key={remote.data.id} address={remote.data} deps={deps} onDone={onDone} onCancel={onCancel} />;
}
