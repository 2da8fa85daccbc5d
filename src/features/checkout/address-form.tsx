/**
 * The recipient address form with its area cascade: machines/address-form.machine.ts (with the area API, or the
 * fakes a test passes) feeding {@link AddressFormView}.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { addressFormMachine, type AreaSelection } from '../../../machines/address-form.machine';
import { getCities, getDistricts, getProvinces, getVillages, type City, type District, type Province, type Village } from '../../api/area';
import type { Address, AddressInput } from '../../api/user';
import { AddressFormView, type AddressTextValues } from './address-form-view';
// Studio live view (docs/decisions/015): reports this actor only while switched on in /statecharts.
import { inspect } from '../../lib/live-inspect';

/** The area lookups the cascade needs (src/api/area.ts by default). */
export interface AreaLookups {
  provinces(): Promise<Province[]>;
  cities(provinceId: string): Promise<City[]>;
  districts(cityId: string): Promise<District[]>;
  villages(names: { province: string; city: string; district: string }): Promise<Village[]>;
}

export const areaApi: AreaLookups = {
  provinces: getProvinces,
  cities: getCities,
  districts: getDistricts,
  villages: getVillages,
};

/** The cascade's actors over some lookups. */
export function createAreaActors(lookups: AreaLookups) {
  return {
    loadProvinces: fromPromise<Province[], void>(() => lookups.provinces()),
    loadCities: fromPromise<City[], { provinceId: string }>(({ input }) => lookups.cities(input.provinceId)),
    loadDistricts: fromPromise<District[], { cityId: string }>(({ input }) => lookups.districts(input.cityId)),
    loadVillages: fromPromise<Village[], { province: string; city: string; district: string }>(({ input }) => lookups.villages(input)),
  };
}

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
  /** Area lookups (tests pass fakes). */
  lookups?: AreaLookups;
}

export function AddressForm({ mode, address, saving, onSubmit, onCancel, lookups = areaApi }: AddressFormProps) {
  const machine = useMemo(() => addressFormMachine.provide({ actors: createAreaActors(lookups) }), [lookups]);
  const cascade = useActorRef(machine, { input: { initial: address ? areaOf(address) : undefined }, inspect });
  const area = useSelector(cascade, (s) => s.context);
  const areaLoading = useSelector(cascade, (s) => s.hasTag('loading'));
  return (
    <AddressFormView
      mode={mode}
      initial={address ? textOf(address) : undefined}
      area={area}
      areaLoading={areaLoading}
      saving={saving}
      onProvince={(id) => cascade.send({ type: 'province.select', id })}
      onCity={(id) => cascade.send({ type: 'city.select', id })}
      onDistrict={(id) => cascade.send({ type: 'district.select', id })}
      onVillage={(id) => cascade.send({ type: 'village.select', id })}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
