/**
 * The recipient address form, presentational (commerce spec §5 "Address form", §4 "Address form cascade").
 *
 * TanStack Form holds the fields and validates them with {@link AddressFormSchema}: the contract's
 * src/api/user.ts AddressInput plus the province and city the member must pick ('Provinsi harus diisi',
 * 'Kota harus diisi'). The area (province → city → district → village, postcode, coordinates) is owned by the
 * cascade machine (machines/area-cascade.machine.ts); its selection arrives in `area` and is mirrored into the
 * form's fields so the one schema validates everything. A valid submit calls `onSubmit` with an AddressInput;
 * an invalid one shows 'Data alamat tidak valid, cek kembali data yang kamu masukan'.
 */
import { useForm } from '@tanstack/react-form';
import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import type { AreaCascadeContext, AreaSelection } from '../../../machines/area-cascade.machine';
import { AddressInput, onlyDigits } from '../../api/user';
import { CHECKOUT_TEXT as T } from './texts';
import { AreaCascadeFields } from '../../ui/area-cascade-fields';
import { FormField } from '../../ui/form-field';

/** The form's schema: the contract's AddressInput plus the province and city choices. */
export const AddressFormSchema = v.object({
  ...AddressInput.entries,
  province_id: v.pipe(v.string(T.provinceRequired), v.nonEmpty(T.provinceRequired)),
  city_id: v.pipe(v.string(T.cityRequired), v.nonEmpty(T.cityRequired)),
});

/** Field values of the form (the schema's input). Ids are area codes as text; coordinates WGS84 degrees or null. */
export type AddressFormValues = v.InferInput<typeof AddressFormSchema>;

/** The text fields of an address being edited (the area goes to the cascade machine). */
export interface AddressTextValues {
  label: string;
  recipient: string;
  phone: string;
  address: string;
  note: string;
  default: boolean;
}

const EMPTY_TEXT: AddressTextValues = { label: '', recipient: '', phone: '', address: '', note: '', default: false };

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

/** The contract payload from valid form values (the form-only province/city ids are dropped). */
export function toAddressInput(values: AddressFormValues): AddressInput {
  const parsed = v.parse(AddressFormSchema, values);
  const { province_id: _p, city_id: _c, ...input } = parsed;
  return input;
}

export interface AddressFormViewProps {
  mode: 'add' | 'update';
  /** Text fields of the address being edited; empty for a new one. */
  initial?: Partial<AddressTextValues>;
  /** Lists and selection from the cascade machine. */
  area: Pick<AreaCascadeContext, 'provinces' | 'cities' | 'districts' | 'villages' | 'selection'>;
  /** A list is loading (cascade tag `loading`). */
  areaLoading: boolean;
  saving: boolean;
  onProvince(id: string): void;
  onCity(id: string): void;
  onDistrict(id: string): void;
  onVillage(id: string): void;
  onSubmit(values: AddressInput): void;
  onCancel(): void;
}

/** First message of a field's errors (valibot issues or plain strings). */
function firstError(errors: readonly unknown[]): string | null {
  for (const e of errors.flat()) {
    if (typeof e === 'string' && e) return e;
    if (e && typeof e === 'object' && 'message' in e) return String((e as { message: unknown }).message);
  }
  return null;
}

export function AddressFormView(props: AddressFormViewProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [invalid, setInvalid] = useState(false);
  const form = useForm({
    defaultValues: { ...EMPTY_TEXT, ...props.initial, ...areaFields(props.area.selection) } as AddressFormValues,
    validators: { onChange: AddressFormSchema, onSubmit: AddressFormSchema },
    onSubmit: ({ value }) => {
      setInvalid(false);
      props.onSubmit(toAddressInput(value));
    },
    onSubmitInvalid: () => setInvalid(true),
  });

  // Mirror the cascade's selection into the form so the schema sees it (no touch: errors wait for a submit).
  const selection = props.area.selection;
  useEffect(() => {
    const fields = areaFields(selection);
    for (const [name, value] of Object.entries(fields) as Array<[keyof typeof fields, string | number | null]>) {
      if (form.getFieldValue(name) !== value) form.setFieldValue(name, value as never, { dontUpdateMeta: true });
    }
  }, [form, selection]);

  const errorOf = (name: keyof AddressFormValues) => {
    const meta = form.getFieldMeta(name);
    return meta && (meta.isTouched || form.state.submissionAttempts > 0) ? firstError(meta.errors) : null;
  };

  const text = (name: 'label' | 'recipient' | 'address' | 'note', label: string, multiline = false) => (
    <form.Field name={name}>
      {(field) => {
        const error = errorOf(name);
        const common = {
          id: id(name),
          name,
          value: field.state.value ?? '',
          onBlur: field.handleBlur,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? id(`${name}-error`) : undefined,
        };
        return (
          <FormField htmlFor={id(name)} label={label} error={error}>
            {multiline ? (
              <textarea {...common} onChange={(e) => field.handleChange(e.target.value)} rows={3} />
            ) : (
              <input {...common} type="text" onChange={(e) => field.handleChange(e.target.value)} />
            )}
          </FormField>
        );
      }}
    </form.Field>
  );

  const { area } = props;
  return (
    <form
      className="address-form"
      aria-label={props.mode === 'add' ? T.addTitle : T.updateTitle}
      aria-busy={props.areaLoading || props.saving}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void form.handleSubmit();
      }}
    >
      <h3>{props.mode === 'add' ? T.addTitle : T.updateTitle}</h3>
      {invalid && (
        <p role="alert" className="form-error">
          {T.invalidAddress}
        </p>
      )}
      {text('label', T.label)}
      {text('recipient', T.recipientName)}
      <form.Field name="phone">
        {(field) => {
          const error = errorOf('phone');
          return (
            <FormField htmlFor={id('phone')} label={T.phone} error={error}>
              <input
                id={id('phone')}
                name="phone"
                type="tel"
                inputMode="numeric"
                maxLength={13}
                value={field.state.value}
                onBlur={field.handleBlur}
                onChange={(e) => field.handleChange(onlyDigits(e.target.value))}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? id('phone-error') : undefined}
              />
            </FormField>
          );
        }}
      </form.Field>
      {/* Filled by the cascade, not typed: registered so the form re-validates them (stale errors clear). */}
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
            onProvince={props.onProvince}
            onCity={props.onCity}
            onDistrict={props.onDistrict}
            onVillage={props.onVillage}
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
                value={field.state.value}
                onBlur={field.handleBlur}
                onChange={(e) => field.handleChange(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? id('postcode-error') : undefined}
              />
            </FormField>
          );
        }}
      </form.Field>
      {text('address', T.address, true)}
      {text('note', T.note, true)}
      {props.mode === 'add' && (
        <form.Field name="default">
          {(field) => (
            <label className="form-check">
              <input type="checkbox" checked={field.state.value ?? false} onChange={(e) => field.handleChange(e.target.checked)} />
              {T.makeDefault}
            </label>
          )}
        </form.Field>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn--outline" onClick={props.onCancel}>
          {T.closeForm}
        </button>
        <button type="submit" className="btn btn--primary" disabled={props.saving} aria-busy={props.saving}>
          {T.save}
        </button>
      </div>
    </form>
  );
}
