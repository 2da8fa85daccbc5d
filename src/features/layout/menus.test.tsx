// @vitest-environment jsdom
/**
 * Portal §2 Header, the parts header.test.tsx does not read: where each desktop link goes, the mobile side menu's
 * entries (the avatar entries, plus Home, Kursus, Media, Pastry, Bakery, Wirausaha, E-Books, Kursus Prakerja and a
 * community link), and the app-download notice.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../config/config';
import { renderWithRouter } from '../../ui/test-router.test-utils';
import { Header, type HeaderProps } from './header';

afterEach(cleanup);

const base: HeaderProps = {
  signedIn: false,
  user: null,
  isAdmin: false,
  cartItems: [],
  cartLoading: false,
  signingOut: false,
  onSignOut: () => {},
  signInHref: '/sso?redirect=here',
  registerHref: '/sso/register?redirect=here',
};
const member = { name: 'Anggota Demo', email: 'anggota@demo.test', image: '' };
const lms = (path: string) => `${config.lmsUrl.replace(/\/+$/, '')}/${path}`;

async function render(props: Partial<HeaderProps> = {}) {
  renderWithRouter(() => <Header {...base} {...props} />);
  return screen.findByRole('banner');
}

const hrefs = (scope: HTMLElement) => within(scope).getAllByRole('link').map((a) => [a.textContent?.trim(), a.getAttribute('href')]);

describe('the header menus (portal §2 Header)', () => {
  it('desktop links go to the learning-site categories, E-Books, the media site and home', async () => {
    const header = await render({ signedIn: true, user: member });
    const nav = within(header).getByRole('navigation', { name: 'Navigasi utama' });
    expect(hrefs(nav)).toEqual([
      ['Wirausaha', lms('category/wirausaha')],
      ['Bakery', lms('category/bread')],
      ['Pastry', lms('category/pastry')],
      ['E-Books', lms('ebooks')],
      ['Media', config.mediaUrl],
      ['Klaim Voucher', lms('claim-voucher')],
      ['Home', '/'],
    ]);
  });

  it('the mobile side menu offers a guest Daftar and Masuk, then Home, Kursus, Media, Pastry, Bakery, Wirausaha, E-Books, Kursus Prakerja and the community', async () => {
    const header = await render();
    fireEvent.click(within(header).getByRole('button', { name: 'Buka menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Daftar' }).getAttribute('href')).toBe(base.registerHref);
    expect(within(drawer).getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe(base.signInHref);
    const main = within(drawer).getByRole('navigation', { name: 'Menu utama' });
    const entries = hrefs(main);
    expect(entries.map(([label]) => label)).toEqual(['Home', 'Kursus', 'Media', 'Pastry', 'Bakery', 'Wirausaha', 'E-Books', 'Kursus Prakerja', 'Klaim Voucher', 'Komunitas']);
    expect(Object.fromEntries(entries)).toMatchObject({
      Home: '/',
      Media: config.mediaUrl,
      Pastry: lms('category/pastry'),
      Bakery: lms('category/bread'),
      Wirausaha: lms('category/wirausaha'),
      'E-Books': lms('ebooks'),
      'Kursus Prakerja': lms('prakerja'),
      Komunitas: config.communityUrl,
    });
    // A guest's 'Klaim Voucher' goes through the sign-in site (portal §6).
    expect(new URL(Object.fromEntries(entries)['Klaim Voucher']!, 'http://localhost').searchParams.get('redirect')).toBe(lms('claim-voucher'));
    expect(within(drawer).queryByRole('navigation', { name: 'Menu akun' })).toBeNull();
  });

  it("the mobile side menu gives a member the avatar menu's entries (Admin Panel only for an admin) and Keluar", async () => {
    const onSignOut = vi.fn();
    const header = await render({ signedIn: true, user: member, onSignOut });
    fireEvent.click(within(header).getByRole('button', { name: 'Buka menu' }));
    let account = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('navigation', { name: 'Menu akun' });
    expect(hrefs(account)).toEqual([
      ['Profil Saya', '/my-account'],
      ['Kursus Saya', '/my-courses'],
      ['History Pembelian', '/orders'],
      ['Kode Promo', '/promo-code'],
      ['Wishlist', '/wishlist'],
      ['Berlangganan', '/subscription-menu'],
    ]);
    fireEvent.click(within(account).getByRole('button', { name: 'Keluar' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    cleanup();
    const admin = await render({ signedIn: true, user: member, isAdmin: true });
    fireEvent.click(within(admin).getByRole('button', { name: 'Buka menu' }));
    account = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('navigation', { name: 'Menu akun' });
    expect(within(account).getByRole('link', { name: 'Admin Panel' }).getAttribute('href')).toMatch(/\/dashboard$/);
  });

  it('shows the app-download notice with its link, and closes it', async () => {
    const onDismiss = vi.fn();
    const header = await render({ appNotice: { href: 'https://play.example/dapur-kursus', onDismiss } });
    const notice = within(header).getByRole('note', { name: 'Aplikasi Dapur Kursus' });
    expect(within(notice).getByRole('link', { name: 'Unduh aplikasi' }).getAttribute('href')).toBe('https://play.example/dapur-kursus');
    fireEvent.click(within(notice).getByRole('button', { name: 'Tutup info aplikasi' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
