// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../api/user';
import { renderWithRouter } from '../../ui/test-router.test-utils';
import { ProfileView } from './account-menu-page';

afterEach(cleanup);

const user: User = {
  id: 1,
  firstname: 'Siti',
  lastname: 'Rahmawati',
  email: 'anggota@demo.test',
  image: '',
  type: 'b2c',
  tier: 3,
  status: 'active',
  birthday: '1995-08-17',
  gender: 'female',
  no_telp: '081234567890',
  education: 'others',
  biography: 'Suka roti.',
  role_data: [],
  address: null,
  profile_address: {
    address: 'Jl. Braga No. 10',
    village_id: '32.73.19.1001',
    village: 'Braga',
    postal_code: '40111',
    latitude: -6.9,
    longitude: 107.6,
    area: { province_id: '32', province_name: 'Jawa Barat', city_id: '32.73', city_name: 'Kota Bandung', district_id: '32.73.19', district_name: 'Sumur Bandung' },
  },
  social_login: false,
  social_links: { facebook: 'https://facebook.com/siti', twitter: 'javascript:alert(1)', linkedin: '' },
  created_at: '2026-01-01',
  updated_at: '2026-01-01',
};

describe('ProfileView (portal §2 "Profile view")', () => {
  it('shows every general field: birth date DD MMM YYYY, education others as Lainnya, the area names', async () => {
    renderWithRouter(() => <ProfileView user={user} />);
    const info = await screen.findByRole('region', { name: 'Informasi Umum' });
    for (const text of ['Siti', 'Rahmawati', '17 Agt 1995', 'Wanita', '081234567890', 'Jl. Braga No. 10', 'Jawa Barat', 'Kota Bandung', 'Sumur Bandung', 'Lainnya', 'Suka roti.']) {
      expect(within(info).getByText(text)).toBeTruthy();
    }
    expect(within(info).getByRole('link', { name: 'Ubah Informasi Umum' }).getAttribute('href')).toBe('/general-information');
  });

  it('shows the masked password block only for non-social logins', async () => {
    renderWithRouter(() => <ProfileView user={user} />);
    const block = await screen.findByRole('region', { name: 'Password' });
    expect(within(block).getByLabelText('Password tersembunyi').textContent).toBe('••••••••');
    cleanup();
    renderWithRouter(() => <ProfileView user={{ ...user, social_login: true }} />);
    await screen.findByRole('region', { name: 'Informasi Umum' });
    expect(screen.queryByRole('region', { name: 'Password' })).toBeNull();
  });

  it('renders a social link as a link only for http(s) values; no default address says so', async () => {
    renderWithRouter(() => <ProfileView user={user} />);
    const social = await screen.findByRole('region', { name: 'Media Sosial' });
    expect(within(social).getByRole('link', { name: 'https://facebook.com/siti' })).toBeTruthy();
    expect(within(social).queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(within(social).getByText('javascript:alert(1)')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Alamat Utama' })).getByText('Belum ada alamat utama')).toBeTruthy();
  });

  it("offers 'Daftar B2B' in the account area (portal §7 b2b_register; decision 071)", async () => {
    renderWithRouter(() => <ProfileView user={user} />);
    const b2b = await screen.findByRole('region', { name: 'Akun B2B' });
    expect(within(b2b).getByRole('link', { name: 'Daftar B2B' }).getAttribute('href')).toBe('/b2b-register');
  });
});
