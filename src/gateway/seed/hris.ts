/**
 * Demo data of the HR (HRIS) stand-in (portal spec §2 "/employee", §3 "Employee form payload" and reference
 * lists, §7 "Employee (HR) API"): three companies with departments, positions and managers, and four employees.
 *
 * | e-mail | company | record |
 * |---|---|---|
 * | `karyawan@demo.test` | 1 PT Dapur Kursus Indonesia | work info and a few personal fields filled, the rest empty (the e2e demo) |
 * | `budi.santoso@demo.test` | 1 PT Dapur Kursus Indonesia | complete (scans stored in the HR folders of the storage, {@link SEED_HRIS_SCANS}) |
 * | `siti.rahma@demo.test` | 2 PT Bahan Kue Nusantara | work info only |
 * | `andi.wijaya@demo.test` | 3 CV Roti Sejahtera | work info only |
 *
 * Reference values in `informasi_pekerjaan` are the ids of the lists, as text (docs/decisions/023-voucher-and-hr.md).
 */

export interface SeedHrisCompany {
  company_id: number;
  nama_company: string;
  departments: string[];
  positions: string[];
  managers: string[];
}

export const SEED_HRIS_COMPANIES: readonly SeedHrisCompany[] = [
  {
    company_id: 1,
    nama_company: 'PT Dapur Kursus Indonesia',
    departments: ['Akademi Kuliner', 'E-Commerce', 'Media & Komunitas', 'Teknologi', 'Keuangan', 'Sumber Daya Manusia'],
    positions: ['Staff', 'Senior Staff', 'Supervisor', 'Manager', 'Chef Instruktur'],
    managers: ['Ratna Kusumadewi', 'Hendra Gunawan', 'Chef Maya Lestari', 'Bima Saputra'],
  },
  {
    company_id: 2,
    nama_company: 'PT Bahan Kue Nusantara',
    departments: ['Gudang', 'Pengiriman', 'Penjualan', 'Pembelian'],
    positions: ['Staff Gudang', 'Kurir BDX', 'Sales', 'Supervisor Gudang'],
    managers: ['Yusuf Pratama', 'Rahmat Hidayat'],
  },
  {
    company_id: 3,
    nama_company: 'CV Roti Sejahtera',
    departments: ['Produksi', 'Outlet'],
    positions: ['Baker', 'Kasir', 'Kepala Outlet'],
    managers: ['Ani Suryani'],
  },
];

/**
 * Budi's scans, stored files of the employee form's folders (a 1 × 1 PNG each, fixed ids): read only through
 * short-lived signed URLs, like every uploaded scan (decision 045).
 */
export const SEED_HRIS_SCANS = [
  { folder: 'hris/ktp', id: '5eed0000000000000000000000000a01', name: 'ktp-budi.png' },
  { folder: 'hris/kk', id: '5eed0000000000000000000000000a02', name: 'kk-budi.png' },
  { folder: 'hris/npwp', id: '5eed0000000000000000000000000a03', name: 'npwp-budi.png' },
  { folder: 'hris/ijazah', id: '5eed0000000000000000000000000a04', name: 'ijazah-budi.png' },
] as const;
const scanPath = (i: number) => `/storage/${SEED_HRIS_SCANS[i]!.folder}/${SEED_HRIS_SCANS[i]!.id}.png`;

/** The e-mail the employee-form e2e journey looks up (company 1). */
export const HRIS_DEMO_EMAIL = 'karyawan@demo.test';
export const HRIS_DEMO_COMPANY_ID = 1;

/** A seeded employee; work info names are resolved to list ids when seeding. */
export interface SeedHrisEmployee {
  company_id: number;
  email: string;
  nama: string;
  work: { department: string; position: string; manager: string; no_tlp: string };
  personal: Partial<{
    no_ktp: string;
    no_kk: string;
    no_npwp: string;
    url_ktp: string;
    url_kk: string;
    url_npwp: string;
    jenis_kelamin: string;
    jumlah_anak: number;
    nama_bank: string;
    no_rekening: string;
    status_pernikahan: string;
    alamat: string;
    tempat: string;
    jarak_rumah: number;
    tgl_lahir: string;
  }>;
  kontak_darurat: Array<{ nama: string; alamat: string; relation: string; kontak_darurat: string }>;
  pendidikan: Array<{ nama_institusi: string; kota_institusi: string; tingkat: string; tahun_kelulusan: string; jurusan: string; ipk: string; url_ijazah: string }>;
}

export const SEED_HRIS_EMPLOYEES: readonly SeedHrisEmployee[] = [
  {
    company_id: 1,
    email: HRIS_DEMO_EMAIL,
    nama: 'Rizky Ramadhan',
    work: { department: 'E-Commerce', position: 'Staff', manager: 'Hendra Gunawan', no_tlp: '0227567121' },
    personal: { jenis_kelamin: 'Male', tempat: 'Bandung', tgl_lahir: '1996-04-12', alamat: 'Jl. Buah Batu No. 88, Bandung' },
    kontak_darurat: [],
    pendidikan: [],
  },
  {
    company_id: 1,
    email: 'budi.santoso@demo.test',
    nama: 'Budi Santoso',
    work: { department: 'Teknologi', position: 'Senior Staff', manager: 'Bima Saputra', no_tlp: '0227567122' },
    personal: {
      no_ktp: '3273011204900001',
      no_kk: '3273011204900002',
      no_npwp: '091234567428000',
      url_ktp: scanPath(0),
      url_kk: scanPath(1),
      url_npwp: scanPath(2),
      jenis_kelamin: 'Male',
      jumlah_anak: 2,
      nama_bank: 'BCA',
      no_rekening: '1234567890',
      status_pernikahan: 'Married',
      alamat: 'Jl. Dago No. 10, Bandung',
      tempat: 'Garut',
      jarak_rumah: 7,
      tgl_lahir: '1990-04-12',
    },
    kontak_darurat: [{ nama: 'Sri Santoso', alamat: 'Jl. Dago No. 10, Bandung', relation: 'Istri', kontak_darurat: '081234567801' }],
    pendidikan: [
      { nama_institusi: 'Institut Teknologi Bandung', kota_institusi: 'Bandung', tingkat: 'Sarjana', tahun_kelulusan: '2012', jurusan: 'Teknik Informatika', ipk: '3.45', url_ijazah: scanPath(3) },
    ],
  },
  {
    company_id: 2,
    email: 'siti.rahma@demo.test',
    nama: 'Siti Rahma',
    work: { department: 'Gudang', position: 'Supervisor Gudang', manager: 'Yusuf Pratama', no_tlp: '0215305589' },
    personal: {},
    kontak_darurat: [],
    pendidikan: [],
  },
  {
    company_id: 3,
    email: 'andi.wijaya@demo.test',
    nama: 'Andi Wijaya',
    work: { department: 'Produksi', position: 'Baker', manager: 'Ani Suryani', no_tlp: '0318438822' },
    personal: {},
    kontak_darurat: [],
    pendidikan: [],
  },
];
