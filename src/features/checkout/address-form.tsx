/**
 * The recipient address form with its area cascade: machines/address-form.machine.ts, provided once by the page
 * (checkout.actors.ts `addressFormLogicOf`), feeding {@link AddressFormView}.
 */
import { useSelector } from '@xstate/react';
import type { AreaSelection } from '../../../machines/address-form.machine';
import type { Address, AddressInput } from '../../api/user';
import { useFlowActor } from '../../flows/flow-actor';
import type { addressFormLogicOf } from './checkout.actors';
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
  /** The cascade's machine with its actors (provided once by the page). */
  logic: AddressFormLogic;
}

export type AddressFormLogic = ReturnType<typeof addressFormLogicOf>;

export function AddressForm({ mode, address, saving, onSubmit, onCancel, logic }: AddressFormProps) {
  const cascade = useFlowActor(logic, { input: { initial: address ? areaOf(address) : undefined } });
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
