/**
 * Recipient completeness (commerce spec §5 "Recipient completeness"): the 13 fields an order's recipient needs.
 */
import type { Recipient } from '../../src/api/order';
import type { Address } from '../../src/api/user';
import { CHOOSE_ADDRESS_FIRST, CREATE_ADDRESS_FIRST, incompleteAddress } from '../messages';

/** The 13 required recipient fields, in the spec's order and with the spec's names. */
export const RECIPIENT_FIELDS = [
  'name',
  'phone',
  'email',
  'label',
  'address',
  'village_id',
  'village',
  'district_name',
  'city_name',
  'province_name',
  'latitude',
  'longitude',
  'postal_code',
] as const;
export type RecipientField = (typeof RECIPIENT_FIELDS)[number];

/**
 * Build the order recipient from a chosen address and the member's e-mail; `null` without an address. `id` is
 * the saved address's id: the gateway delivers to that saved address as stored (issue 6 point 2).
 */
export function recipientFromAddress(address: Address | null, email: string): Recipient | null {
  if (!address) return null;
  return {
    id: address.id,
    name: address.recipient,
    phone: address.phone,
    email,
    label: address.label,
    address: address.address,
    village_id: address.village_id,
    village: address.village,
    district_name: address.area.district_name,
    city_name: address.area.city_name,
    province_name: address.area.province_name,
    latitude: address.latitude,
    longitude: address.longitude,
    postal_code: address.postal_code,
    note: address.note,
  };
}

const isMissing = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The required fields that are empty; all 13 when there is no recipient. */
export function missingRecipientFields(recipient: Partial<Recipient> | null): RecipientField[] {
  if (!recipient) return [...RECIPIENT_FIELDS];
  return RECIPIENT_FIELDS.filter((f) => isMissing(recipient[f]));
}

export type RecipientCheck =
  | { ok: true }
  /** Nothing usable: ask to create (course-only) or choose an address and open the add/choose panel. */
  | { ok: false; kind: 'none'; message: string }
  /** Some fields missing: ask to complete it and open the update panel. */
  | { ok: false; kind: 'incomplete'; message: string; missing: RecipientField[] };

/** Decide what completeness says for a recipient; `courseOnly` picks 'buat' vs 'pilih'. */
export function checkRecipient(recipient: Partial<Recipient> | null, courseOnly: boolean): RecipientCheck {
  const missing = missingRecipientFields(recipient);
  if (missing.length === 0) return { ok: true };
  if (missing.length === RECIPIENT_FIELDS.length) {
    return { ok: false, kind: 'none', message: courseOnly ? CREATE_ADDRESS_FIRST : CHOOSE_ADDRESS_FIRST };
  }
  return { ok: false, kind: 'incomplete', message: incompleteAddress(missing), missing };
}
