/**
 * The province → city → district → village selects of every address form (the profile, the address book and
 * checkout's address form; commerce spec §2 "address form with the cascading region selects", §5 "Recipient
 * completeness"). Presentational: the lists and the selection come from the area cascade
 * (machines/area-cascade.machine.ts through src/flows/area-cascade/use-area-cascade.ts), the errors from the form;
 * a choice is handed back to the cascade. A list still empty (its parent not chosen, or loading) is disabled.
 */
import { controlProps, FormField } from './form-field';

/** The form field names of the four selects (the gateway's address fields). */
export type AreaField = 'province_id' | 'city_id' | 'district_id' | 'village_id';

export const AREA_TEXT = {
  province: 'Provinsi',
  city: 'Kota',
  district: 'Kecamatan',
  village: 'Kelurahan',
  choose: (what: string) => `Pilih ${what}`,
} as const;

type Options = ReadonlyArray<{ id: string; name: string }>;

export interface AreaCascadeFieldsProps {
  /** The control id of a select (the form's own id scheme). */
  idOf(name: AreaField): string;
  area: {
    provinces: Options;
    cities: Options;
    districts: Options;
    villages: Options;
    selection: { provinceId: string; cityId: string; districtId: string; villageId: string };
  };
  /** The error to show under a select, or null. */
  errorOf(name: AreaField): string | null;
  onProvince(id: string): void;
  onCity(id: string): void;
  onDistrict(id: string): void;
  onVillage(id: string): void;
}

export function AreaCascadeFields(props: AreaCascadeFieldsProps) {
  const { area } = props;
  const T = AREA_TEXT;
  const select = (name: AreaField, label: string, value: string, options: Options, onPick: (id: string) => void) => {
    const error = props.errorOf(name);
    return (
      <FormField htmlFor={props.idOf(name)} label={label} error={error}>
        <select {...controlProps(props.idOf(name), error)} name={name} value={value} disabled={options.length === 0} onChange={(e) => onPick(e.target.value)}>
          <option value="">{T.choose(label)}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </FormField>
    );
  };
  return (
    <>
      {select('province_id', T.province, area.selection.provinceId, area.provinces, props.onProvince)}
      {select('city_id', T.city, area.selection.cityId, area.cities, props.onCity)}
      {select('district_id', T.district, area.selection.districtId, area.districts, props.onDistrict)}
      {select('village_id', T.village, area.selection.villageId, area.villages, props.onVillage)}
    </>
  );
}
