// @vitest-environment jsdom
/**
 * The session's cookie actors in a browser-like document: the refreshed user is stored shortened to fit the
 * browsers' 4096-byte cookie limit (src/api/user-cookie.ts) and reads back with everything the pages need.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../api/user';
import { COOKIE } from '../lib/cookies';
import { clearSession, getCookie, readStoredSession, setCookie, storeUser } from './session.actors';

const user = (extra: Partial<User> = {}): User => ({
  id: 1,
  firstname: 'Siti',
  lastname: 'Rahmawati',
  email: 'anggota@demo.test',
  image: '',
  type: 'b2c',
  tier: 3,
  status: 'active',
  birthday: '1994-05-17',
  gender: 'female',
  no_telp: '081234567890',
  education: 'S1',
  biography: 'Suka membuat roti.',
  role_data: [{ role_id: 2, role_name: 'user', created_at: '', updated_at: '' }],
  address: null,
  profile_address: null,
  social_login: false,
  social_links: { facebook: '', twitter: '', linkedin: '' },
  created_at: '',
  updated_at: '',
  ...extra,
});

afterEach(() => {
  for (const name of Object.values(COOKIE)) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

describe('storeUser', () => {
  it('stores an ordinary member unchanged', async () => {
    setCookie(COOKIE.token, 't');
    await storeUser({ user: user() });
    expect((await readStoredSession()).user).toEqual(user());
  });

  it('drops the 2000-character biography (and only that) so the cookie stays under 4096 bytes', async () => {
    setCookie(COOKIE.token, 't');
    const area = { province_id: '32', province_name: 'JAWA BARAT', city_id: '32.73', city_name: 'KOTA BANDUNG', district_id: '32.73.01', district_name: 'SUKASARI' };
    const long = user({
      biography: 'roti '.repeat(400),
      social_links: { facebook: 'https://facebook.com/' + 'a'.repeat(80), twitter: '', linkedin: '' },
      profile_address: { address: 'Jl. Sarijadi '.repeat(40), village_id: '', village: '', postal_code: '40151', latitude: null, longitude: null, area },
    });
    await storeUser({ user: long });
    const cookie = document.cookie.split(';').find((c) => c.trim().startsWith('user='))!.trim();
    expect(cookie.length).toBeLessThan(4096);
    const stored = (await readStoredSession()).user!;
    expect(stored.biography).toBe('');
    expect(stored.profile_address).toEqual(long.profile_address);
    expect([stored.id, stored.firstname, stored.no_telp, stored.social_links.facebook]).toEqual([1, 'Siti', '081234567890', long.social_links.facebook]);
  });
});

describe('clearSession', () => {
  it('deletes the token and user cookies', async () => {
    setCookie(COOKIE.token, 't');
    await storeUser({ user: user() });
    await clearSession();
    expect([getCookie(COOKIE.token), getCookie(COOKIE.user)]).toEqual([undefined, undefined]);
  });

  it("on a sign-out takes the member's stored checkout and cart selection along, from cookie and localStorage; an expired token keeps them (decision 105)", async () => {
    const plant = () => {
      setCookie(COOKIE.token, 't');
      setCookie('checkout', 'sealed-checkout');
      window.localStorage.setItem('cart-selection', 'sealed-selection');
    };
    plant();
    await clearSession({ signOut: false });
    expect([getCookie('checkout'), window.localStorage.getItem('cart-selection')]).toEqual(['sealed-checkout', 'sealed-selection']);
    plant();
    await clearSession({ signOut: true });
    expect([getCookie(COOKIE.token), getCookie('checkout'), window.localStorage.getItem('cart-selection')]).toEqual([undefined, undefined, null]);
  });
});
