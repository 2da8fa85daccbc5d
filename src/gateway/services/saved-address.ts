/**
 * Delivery is priced from a saved address (issue 6 point 2; docs/decisions/009-money-on-the-gateway.md):
 * the payment and the shipping calls never price a destination the client makes up. The client names one of
 * the member's saved addresses — by its id (`recipient.id`, `destination.address_id`) or, when it sends no id,
 * by the exact coordinates (and, for a recipient, the address text and village) of one of them — and the
 * gateway uses that address as stored: its coordinates for the distance, its texts for the order's recipient.
 * Anything else is refused with the spec's 'Silahkan pilih alamat terlebih dahulu' (commerce §5).
 */
import type { Db } from '../db/client';
import type { Recipient } from '../../api/order';
import type { Address } from '../../api/user';
import { HttpError } from '../http/envelope';
import { getAddress, listAddresses } from './users';
import { ADDRESS_LIMIT } from '../../api/user';

/** Spec message (commerce §5 "Recipient completeness") for a destination that is not one of the member's addresses. */
export const CHOOSE_SAVED_ADDRESS = 'Silahkan pilih alamat terlebih dahulu';

/** Coordinates compare equal within 1e-7° (≈ 1 cm): the client echoes the stored doubles. */
const same = (a: number | null | undefined, b: number | null | undefined) =>
  typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) < 1e-7;

/** What the client says about the address it means. */
export interface AddressPick {
  /** The saved address id, when the client sends it. */
  id?: number | undefined;
  latitude: number | null;
  longitude: number | null;
  /** Extra fields a recipient carries; compared when present so the stored texts of the right address are used. */
  address?: string;
  village_id?: string;
}

/**
 * The member's saved address the client means.
 * @throws HttpError 400 {@link CHOOSE_SAVED_ADDRESS} when the id is not the member's, or no saved address
 *   matches the coordinates (and texts).
 */
export async function savedAddressFor(db: Db, userId: number, pick: AddressPick): Promise<Address> {
  if (pick.id !== undefined) {
    try {
      return await getAddress(db, userId, pick.id);
    } catch {
      throw new HttpError(400, CHOOSE_SAVED_ADDRESS);
    }
  }
  const all = (await listAddresses(db, userId, 1, ADDRESS_LIMIT)).data;
  const candidates = all.filter((a) => same(a.latitude, pick.latitude) && same(a.longitude, pick.longitude));
  const exact = candidates.find(
    (a) =>
      (pick.address === undefined || a.address.trim() === pick.address.trim()) &&
      (pick.village_id === undefined || a.village_id === pick.village_id),
  );
  const found = exact ?? (pick.address === undefined && pick.village_id === undefined ? candidates[0] : undefined);
  if (!found) throw new HttpError(400, CHOOSE_SAVED_ADDRESS);
  return found;
}

/** The order's recipient as stored: every text from the saved address, the member's e-mail, the address id. */
export function recipientOfAddress(a: Address, email: string): Recipient {
  return {
    id: a.id,
    name: a.recipient,
    phone: a.phone,
    email,
    label: a.label,
    address: a.address,
    village_id: a.village_id,
    village: a.village,
    district_name: a.area.district_name,
    city_name: a.area.city_name,
    province_name: a.area.province_name,
    latitude: a.latitude,
    longitude: a.longitude,
    postal_code: a.postal_code,
    note: a.note,
  };
}
