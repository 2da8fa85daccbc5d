/**
 * Delivery is priced from a saved address (issue 6 point 2; docs/decisions/009-money-on-the-gateway.md):
 * the payment and the shipping calls never price a destination the client makes up. The client names one of
 * the member's saved addresses — by its id (`recipient.id`, `destination.address_id`) or, when it sends no id,
 * by the exact coordinates (and, for a recipient, the address text and village) of one of them — and the
 * gateway uses that address as stored: its coordinates for the distance, its texts for the order's recipient.
 * Anything else is refused with the spec's 'Silahkan pilih alamat terlebih dahulu' (commerce §5).
 *
 * Only verified coordinates price a delivery (issue 16 point 1, docs/decisions/044-address-pin-within-its-village.md):
 * a saved address whose pin lies more than `PIN_MAX_KM` (3) km from its village's stored coordinates (saved before
 * the check) is refused with {@link PIN_UNVERIFIED} until the member edits it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { villages } from '../db/schema';
import type { Recipient } from '../../api/order';
import type { Address } from '../../api/user';
import { HttpError } from '../http/envelope';
import { getAddress, listAddresses, pinWithinVillage } from './users';
import { ADDRESS_LIMIT, PIN_UNVERIFIED } from '../../api/user';

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
 * The member's saved address the client means, with coordinates verified against its village.
 * @throws HttpError 400 {@link CHOOSE_SAVED_ADDRESS} when the id is not the member's, or no saved address
 *   matches the coordinates (and texts); 422 {@link PIN_UNVERIFIED} when its stored pin lies outside its village.
 */
export async function savedAddressFor(db: Db, userId: number, pick: AddressPick): Promise<Address> {
  return verified(db, await pickSavedAddress(db, userId, pick));
}

/**
 * The address as saved when its pin lies within `PIN_MAX_KM` (3) km of its village's stored coordinates (an
 * address without a pin has nothing to price from and is refused later by its caller).
 * @throws HttpError 422 {@link PIN_UNVERIFIED} otherwise.
 */
async function verified(db: Db, address: Address): Promise<Address> {
  if (address.latitude === null || address.longitude === null) return address;
  const [village] = await db
    .select({ latitude: villages.latitude, longitude: villages.longitude })
    .from(villages)
    .where(eq(villages.id, address.village_id))
    .limit(1);
  if (!village || !pinWithinVillage({ latitude: address.latitude, longitude: address.longitude }, village)) throw new HttpError(422, PIN_UNVERIFIED);
  return address;
}

async function pickSavedAddress(db: Db, userId: number, pick: AddressPick): Promise<Address> {
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
