/**
 * The recipient address form with its area cascade: machines/area-cascade.machine.ts (the one cascade of every
 * address form, src/flows/area-cascade), provided once per form from the page's area lookups, feeding
 * {@link AddressFormView}. The cascade comes with this lazily loaded module, not with the checkout page: a member
 * with a saved address never loads it.
 */
import { useState } from 'react';
import type { AreaSelection } from '../../../machines/area-cascade.machine';
import type { Address, AddressInput } from '../../api/user';
import { areaCascadeLogicOf, type AreaCascadeLogic, type AreaLookups } from '../../flows/area-cascade/area-cascade.actors';
import { useAreaCascade } from '../../flows/area-cascade/use-area-cascade';
import { AddressFormView, type AddressTextValues } from './address-form-view';

/** The area part of a stored address, as the cascade's initial selection. */
export function areaOf(address: Address): Partial<AreaSelection> {
  return {
    provinceId: address.area.province_id,
    cityId: address.area.city_id,
    districtId: address.area.district_id,
    villageId: address.village_id,
    village: address.village,
    postcode: address.postal_code,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

/** The text part of a stored address. */
export function textOf(address: Address): AddressTextValues {
  return {
    label: address.label,
    recipient: address.recipient,
    phone: address.phone,
    address: address.address,
    note: address.note,
    default: address.default,
  };
}

export interface AddressFormProps {
  mode: 'add' | 'update';
  /** The address being edited (update); omitted to add one. */
  address?: Address | null;
  saving: boolean;
  onSubmit(values: AddressInput): void;
  onCancel(): void;
  /** The area lookups (src/api/area.ts by default); the cascade is provided once per form from them. */
  lookups?: AreaLookups;
  /** Tests: the cascade's machine with its actors, instead of `lookups`. */
  logic?: AddressFormLogic;
}

export type AddressFormLogic = AreaCascadeLogic;

/** The address form's cascade (machines/area-cascade.machine.ts) over some lookups. */
export const addressFormLogicOf = (lookups?: AreaLookups) => areaCascadeLogicOf(lookups);

export function AddressForm({ mode, address, saving, onSubmit, onCancel, lookups, logic }: AddressFormProps) {
  const [cascadeLogic] = useState(() => logic ?? addressFormLogicOf(lookups));
  const cascade = useAreaCascade(cascadeLogic, address ? areaOf(address) : undefined);
  return (
    <AddressFormView
      mode={mode}
      initial={address ? textOf(address) : undefined}
      area={cascade.area}
      areaLoading={cascade.loading}
      saving={saving}
      onProvince={cascade.selectProvince}
      onCity={cascade.selectCity}
      onDistrict={cascade.selectDistrict}
      onVillage={cascade.selectVillage}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
