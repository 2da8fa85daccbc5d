/**
 * Members and their recipient addresses (portal spec §3 "User", "Address"; §7 "User"; commerce spec §7
 * "Recipient addresses"). Addresses carry their area names (village → district → city → province); a member
 * has at most one default address.
 */
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addresses, cities, districts, provinces, userRoles, users, villages, type ProfileAddressData } from '../db/schema';
import type { Address, ProfileAddress, User } from '../../api/user';
import { MAX_ADDRESSES, PIN_MAX_KM, PIN_OUTSIDE_VILLAGE, TOO_MANY_ADDRESSES } from '../../api/user';
import { haversineKm } from '../../lib/geo';
import type { Paged } from '../../api/envelope';
import { HttpError } from '../http/envelope';
import { pageOf } from './catalogue';

const iso = (d: Date) => d.toISOString();

/** Message for an address id that is not the member's. */
export const ADDRESS_NOT_FOUND = 'Alamat tidak ditemukan';
/** Message for a village id that does not exist or does not belong to the given district. */
export const VILLAGE_INVALID = 'Data alamat tidak valid, cek kembali data yang kamu masukan';

const addressColumns = {
  address: addresses,
  district_id: districts.id,
  district_name: districts.name,
  city_id: cities.id,
  city_name: cities.name,
  province_id: provinces.id,
  province_name: provinces.name,
};

function addressQuery(db: Db) {
  return db
    .select(addressColumns)
    .from(addresses)
    .innerJoin(villages, eq(villages.id, addresses.village_id))
    .innerJoin(districts, eq(districts.id, villages.district_id))
    .innerJoin(cities, eq(cities.id, districts.city_id))
    .innerJoin(provinces, eq(provinces.id, cities.province_id));
}

type AddressJoined = Awaited<ReturnType<ReturnType<typeof addressQuery>['execute']>>[number];

function addressToWire(r: AddressJoined): Address {
  const a = r.address;
  return {
    default: a.is_default,
    id: a.id,
    label: a.label,
    recipient: a.recipient,
    address: a.address,
    phone: a.phone,
    note: a.note,
    village_id: a.village_id,
    village: a.village,
    village_name: a.village,
    postal_code: a.postal_code,
    latitude: a.latitude,
    longitude: a.longitude,
    area: {
      province_id: r.province_id,
      province_name: r.province_name,
      city_id: r.city_id,
      city_name: r.city_name,
      district_id: r.district_id,
      district_name: r.district_name,
    },
  };
}

/** The member's addresses, default first then newest; paged. */
export async function listAddresses(db: Db, userId: number, page: number, limit: number): Promise<Paged<Address>> {
  const [total] = await db.select({ n: count() }).from(addresses).where(eq(addresses.user_id, userId));
  const rows = await addressQuery(db)
    .where(eq(addresses.user_id, userId))
    .orderBy(desc(addresses.is_default), desc(addresses.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return pageOf(rows.map(addressToWire), total?.n ?? 0, page, limit);
}

/** One of the member's addresses. @throws HttpError 404 {@link ADDRESS_NOT_FOUND}. */
export async function getAddress(db: Db, userId: number, id: number): Promise<Address> {
  const rows = await addressQuery(db)
    .where(and(eq(addresses.user_id, userId), eq(addresses.id, id)))
    .limit(1);
  if (!rows[0]) throw new HttpError(404, ADDRESS_NOT_FOUND);
  return addressToWire(rows[0]);
}

/** The member's default address, or null. */
export async function defaultAddress(db: Db, userId: number): Promise<Address | null> {
  const rows = await addressQuery(db)
    .where(and(eq(addresses.user_id, userId), eq(addresses.is_default, true)))
    .limit(1);
  return rows[0] ? addressToWire(rows[0]) : null;
}

/** The validated add/update payload (AddressInput / AddressUpdateInput output). */
export interface AddressFields {
  label: string;
  recipient: string;
  address: string;
  phone: string;
  district_id: string;
  village_id: string;
  village: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  note: string;
  default?: boolean;
}

/** A village's stored coordinates (WGS84 degrees), or null when the regions data has none. */
export type VillagePoint = { latitude: number | null; longitude: number | null };

/**
 * Whether a pin lies within {@link PIN_MAX_KM} km of its village's stored coordinates (issue 16 point 1, decision
 * 044). A village without coordinates verifies no pin.
 */
export function pinWithinVillage(pin: { latitude: number; longitude: number }, village: VillagePoint): boolean {
  if (village.latitude === null || village.longitude === null) return false;
  return haversineKm({ lat: pin.latitude, lng: pin.longitude }, { lat: village.latitude, lng: village.longitude }) <= PIN_MAX_KM;
}

/**
 * The pin to store for an address or profile address in `village`: the member's pin when it lies within
 * {@link PIN_MAX_KM} km of the village's coordinates, the village's own coordinates when no pin is given.
 * @throws HttpError 422 {@link PIN_OUTSIDE_VILLAGE} for a pin farther away (or a pin in a village without
 *   coordinates, which nothing can verify).
 */
export function verifiedPin(pin: { latitude: number | null; longitude: number | null }, village: VillagePoint): VillagePoint {
  if (pin.latitude === null || pin.longitude === null) return { latitude: village.latitude, longitude: village.longitude };
  if (!pinWithinVillage({ latitude: pin.latitude, longitude: pin.longitude }, village)) throw new HttpError(422, PIN_OUTSIDE_VILLAGE);
  return { latitude: pin.latitude, longitude: pin.longitude };
}

/**
 * Check the village against the district and fill what is missing from the village: coordinates when either
 * is null, the postal code when empty; the village name always comes from the regions table. A pin must lie
 * within {@link PIN_MAX_KM} km of the village (delivery is priced from it).
 * @throws HttpError 400 {@link VILLAGE_INVALID} for an unknown village or one outside `district_id`; 422
 *   {@link PIN_OUTSIDE_VILLAGE} for a pin outside the village.
 */
async function resolveVillage(db: Db, f: AddressFields) {
  const rows = await db.select().from(villages).where(eq(villages.id, f.village_id)).limit(1);
  const village = rows[0];
  if (!village || village.district_id !== f.district_id) throw new HttpError(400, VILLAGE_INVALID);
  const pin = verifiedPin(f, village);
  return {
    label: f.label,
    recipient: f.recipient,
    address: f.address,
    phone: f.phone,
    note: f.note,
    village_id: village.id,
    village: village.name,
    postal_code: f.postcode.trim() || village.postal_code,
    latitude: pin.latitude,
    longitude: pin.longitude,
  };
}

/**
 * Add an address. It becomes the default when asked or when it is the member's first address; only one
 * address is default at a time. A member keeps at most {@link MAX_ADDRESSES} addresses.
 * @throws HttpError 400 {@link TOO_MANY_ADDRESSES} at the cap; 400 {@link VILLAGE_INVALID}; 422
 *   {@link PIN_OUTSIDE_VILLAGE}.
 */
export async function addAddress(db: Db, userId: number, f: AddressFields, now: Date): Promise<Address> {
  const values = await resolveVillage(db, f);
  const id = await db.transaction(async (tx) => {
    // The member's row is locked so two adds at once cannot both pass the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.user_id, userId));
    if ((existing?.n ?? 0) >= MAX_ADDRESSES) throw new HttpError(400, TOO_MANY_ADDRESSES);
    const makeDefault = Boolean(f.default) || (existing?.n ?? 0) === 0;
    if (makeDefault) await tx.update(addresses).set({ is_default: false, updated_at: now }).where(eq(addresses.user_id, userId));
    const [row] = await tx
      .insert(addresses)
      .values({ ...values, user_id: userId, is_default: makeDefault, created_at: now, updated_at: now })
      .returning({ id: addresses.id });
    return row!.id;
  });
  return getAddress(db, userId, id);
}

/**
 * Update an address (the default flag is untouched; use {@link setDefaultAddress}).
 * @throws HttpError 404; 400 {@link VILLAGE_INVALID}; 422 {@link PIN_OUTSIDE_VILLAGE} (the address is unchanged).
 */
export async function updateAddress(db: Db, userId: number, id: number, f: AddressFields, now: Date): Promise<Address> {
  await getAddress(db, userId, id);
  const values = await resolveVillage(db, f);
  await db
    .update(addresses)
    .set({ ...values, updated_at: now })
    .where(and(eq(addresses.user_id, userId), eq(addresses.id, id)));
  return getAddress(db, userId, id);
}

/** Delete an address; when it was the default, the newest remaining address becomes default. @throws HttpError 404. */
export async function deleteAddress(db: Db, userId: number, id: number, now: Date): Promise<{ id: number }> {
  const current = await getAddress(db, userId, id);
  await db.transaction(async (tx) => {
    await tx.delete(addresses).where(and(eq(addresses.user_id, userId), eq(addresses.id, id)));
    if (current.default) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.user_id, userId))
        .orderBy(desc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ is_default: true, updated_at: now }).where(eq(addresses.id, next.id));
    }
  });
  return { id };
}

/** Make one address the default and clear the flag on the others. @throws HttpError 404. */
export async function setDefaultAddress(db: Db, userId: number, id: number, now: Date): Promise<Address> {
  await getAddress(db, userId, id);
  await db.transaction(async (tx) => {
    await tx
      .update(addresses)
      .set({ is_default: false, updated_at: now })
      .where(and(eq(addresses.user_id, userId), ne(addresses.id, id)));
    await tx.update(addresses).set({ is_default: true, updated_at: now }).where(eq(addresses.id, id));
  });
  return getAddress(db, userId, id);
}

/**
 * The profile's own address with its area names (district → city → province), as sent in `User.profile_address`
 * (portal §2 "Profile view"). @returns null when none is stored or its district no longer exists.
 */
export async function profileAddressToWire(db: Db, data: ProfileAddressData | null): Promise<ProfileAddress | null> {
  if (!data) return null;
  const [area] = await db
    .select({
      province_id: provinces.id,
      province_name: provinces.name,
      city_id: cities.id,
      city_name: cities.name,
      district_id: districts.id,
      district_name: districts.name,
    })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.city_id))
    .innerJoin(provinces, eq(provinces.id, cities.province_id))
    .where(eq(districts.id, data.district_id))
    .limit(1);
  if (!area) return null;
  return {
    address: data.address,
    village_id: data.village_id,
    village: data.village,
    postal_code: data.postal_code,
    latitude: data.latitude,
    longitude: data.longitude,
    area,
  };
}

/**
 * The contract's `User` (the shape also stored in the encrypted `user` cookie) with roles, the default
 * address-book entry (`address`) and the profile's own address (`profile_address`). @returns undefined for an
 * unknown id.
 */
export async function loadUser(db: Db, userId: number): Promise<User | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const u = rows[0];
  if (!u) return undefined;
  const roles = await db.select().from(userRoles).where(eq(userRoles.user_id, userId)).orderBy(asc(userRoles.role_id));
  return {
    id: u.id,
    firstname: u.firstname,
    lastname: u.lastname,
    email: u.email,
    image: u.image,
    type: u.type === 'b2b' ? 'b2b' : 'b2c',
    tier: u.tier,
    status: u.status,
    birthday: u.birthday,
    gender: u.gender,
    no_telp: u.no_telp,
    education: u.education,
    biography: u.biography,
    role_data: roles.map((r) => ({ role_id: r.role_id, role_name: r.role_name, created_at: iso(r.created_at), updated_at: iso(r.updated_at) })),
    address: await defaultAddress(db, userId),
    profile_address: await profileAddressToWire(db, u.profile_address),
    social_login: u.social_login,
    social_links: u.social_links,
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
  };
}
