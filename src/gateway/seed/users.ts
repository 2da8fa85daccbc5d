/**
 * Demo accounts and their addresses (the team brief's "Demo data facts"). All share the password
 * {@link DEMO_PASSWORD}. Role ids follow portal spec §6 (1 admin, 2 user, 53 assesor).
 *
 * Address villages come from data/wilayah; their coordinates and postal codes are copied from the CSV by the
 * seeder (looked up by `village_id`), so the distances below are those of the region data:
 * - anggota default: Braga (32.73.19.1001), Kota Bandung, ≈ 5.8 km from WH-BDG (inside the 20 km BDX range);
 * - anggota second: Ngupasan (34.71.10.1001), Kota Yogyakarta, > 250 km from every warehouse;
 * - b2b: Cihapit (32.73.09.1001), Kota Bandung, ≈ 5 km from WH-BDG.
 */

/** The password of every demo account. */
export const DEMO_PASSWORD = 'rahasia123';

/** Demo e-mails by persona. */
export const DEMO_EMAILS = {
  anggota: 'anggota@demo.test',
  b2b: 'b2b@demo.test',
  admin: 'admin@demo.test',
  asesor: 'asesor@demo.test',
} as const;

export interface SeedAddress {
  is_default: boolean;
  label: string;
  recipient: string;
  address: string;
  phone: string;
  note: string;
  /** Kepmendagri village code; name, postal code and coordinates come from villages.csv. */
  village_id: string;
}

export interface SeedUser {
  key: keyof typeof DEMO_EMAILS;
  email: string;
  firstname: string;
  lastname: string;
  type: 'b2c' | 'b2b';
  tier: 1 | 2 | 3;
  no_telp: string;
  gender: 'male' | 'female' | null;
  birthday: string | null;
  education: string | null;
  biography: string;
  roles: ReadonlyArray<{ role_id: number; role_name: string }>;
  addresses: readonly SeedAddress[];
}

/** Role names as stored in user_roles.role_name. */
export const ROLE_NAMES: Record<number, string> = {
  1: 'admin',
  2: 'user',
  51: 'moderator',
  52: 'instructor',
  53: 'assesor',
  54: 'assesor live',
};

/** The demo users, inserted in this order (ids 1..4 on a fresh database). */
export const SEED_USERS: readonly SeedUser[] = [
  {
    key: 'anggota',
    email: DEMO_EMAILS.anggota,
    firstname: 'Siti',
    lastname: 'Rahmawati',
    type: 'b2c',
    tier: 3,
    no_telp: '081234567890',
    gender: 'female',
    birthday: '1994-05-17',
    education: 'S1',
    biography: 'Ibu rumah tangga yang sedang belajar membuat roti untuk usaha rumahan.',
    roles: [{ role_id: 2, role_name: 'user' }],
    addresses: [
      {
        is_default: true,
        label: 'Rumah',
        recipient: 'Siti Rahmawati',
        address: 'Jl. Braga No. 12, RT 02 RW 05',
        phone: '081234567890',
        note: 'Pagar hitam, sebelah toko roti',
        village_id: '32.73.19.1001',
      },
      {
        is_default: false,
        label: 'Rumah Orang Tua',
        recipient: 'Hj. Aminah',
        address: 'Jl. Malioboro No. 52, Ngupasan',
        phone: '081328765432',
        note: '',
        village_id: '34.71.10.1001',
      },
    ],
  },
  {
    key: 'b2b',
    email: DEMO_EMAILS.b2b,
    firstname: 'Budi',
    lastname: 'Santoso',
    type: 'b2b',
    tier: 1,
    no_telp: '081298765432',
    gender: 'male',
    birthday: '1985-11-02',
    education: 'S1',
    biography: 'Pemilik Toko Roti Santoso, Bandung.',
    roles: [{ role_id: 2, role_name: 'user' }],
    addresses: [
      {
        is_default: true,
        label: 'Toko Roti Santoso',
        recipient: 'Budi Santoso',
        address: 'Jl. Cihapit No. 8, Bandung Wetan',
        phone: '081298765432',
        note: 'Bongkar muat lewat pintu samping',
        village_id: '32.73.09.1001',
      },
    ],
  },
  {
    key: 'admin',
    email: DEMO_EMAILS.admin,
    firstname: 'Admin',
    lastname: 'Dapur Kursus',
    type: 'b2c',
    tier: 3,
    no_telp: '0227567120',
    gender: null,
    birthday: null,
    education: null,
    biography: '',
    roles: [
      { role_id: 1, role_name: 'admin' },
      { role_id: 2, role_name: 'user' },
    ],
    addresses: [],
  },
  {
    key: 'asesor',
    email: DEMO_EMAILS.asesor,
    firstname: 'Rina',
    lastname: 'Kusumawati',
    type: 'b2c',
    tier: 3,
    no_telp: '081511223344',
    gender: 'female',
    birthday: '1988-02-24',
    education: 'S2',
    biography: 'Chef pastry dan asesor kelas sertifikasi.',
    roles: [{ role_id: 53, role_name: 'assesor' }],
    addresses: [],
  },
];
