// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../ui/test-router.test-utils';
import type { HeaderCartItem } from './cart-dropdown';
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
  signInHref: '/sso?redirect=http%3A%2F%2Flocalhost%2F',
  registerHref: '/sso/register?redirect=http%3A%2F%2Flocalhost%2F',
};
const member = { name: 'Anggota Demo', email: 'anggota@demo.test', image: '' };

const items: HeaderCartItem[] = [
  { key: 'lms-1', kind: 'course', title: 'Roti Sobek Lembut', thumbnail: '/a.jpg', price: 150000, quantity: 1, href: '/lms-site/course/bread/roti-sobek' },
  { key: 'ecom-2', kind: 'product', title: 'Tepung Protein Tinggi', thumbnail: '/b.jpg', price: 18500, quantity: 3, href: '/store-site/location/wh-bdg/tepung/tepung-protein' },
];

async function renderHeader(props: Partial<HeaderProps> = {}) {
  renderWithRouter(() => <Header {...base} {...props} />);
  return screen.findByRole('banner');
}

describe('Header', () => {
  it('shows Daftar and Masuk to a guest, pointing at the sign-in site, and no account menu', async () => {
    const header = await renderHeader();
    const daftar = within(header).getByRole('link', { name: 'Daftar' });
    const masuk = within(header).getByRole('link', { name: 'Masuk' });
    expect(daftar.getAttribute('href')).toBe(base.registerHref);
    expect(masuk.getAttribute('href')).toBe(base.signInHref);
    expect(within(header).queryByRole('button', { name: /menu akun/ })).toBeNull();
    // A guest's cart icon goes to the sign-in site.
    expect(within(header).getByRole('link', { name: /Keranjang belanja, 0 item/ }).getAttribute('href')).toBe(base.signInHref);
  });

  it("sends a guest's 'Klaim Voucher' through the sign-in site, back to the claim page (portal §6); a member goes straight there", async () => {
    const guest = await renderHeader();
    const guestLink = within(within(guest).getByRole('navigation', { name: 'Navigasi utama' })).getByRole('link', { name: 'Klaim Voucher' });
    const url = new URL(guestLink.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/sso');
    expect(url.searchParams.get('redirect')).toBe('/lms-site/claim-voucher');
    cleanup();
    const signedIn = await renderHeader({ signedIn: true, user: member });
    expect(within(within(signedIn).getByRole('navigation', { name: 'Navigasi utama' })).getByRole('link', { name: 'Klaim Voucher' }).getAttribute('href')).toBe('/lms-site/claim-voucher');
  });

  it('shows the desktop links', async () => {
    const header = await renderHeader();
    const nav = within(header).getByRole('navigation', { name: 'Navigasi utama' });
    for (const name of ['Wirausaha', 'Bakery', 'Pastry', 'E-Books', 'Media', 'Klaim Voucher', 'Home']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
  });

  it('shows the logo linking home, and no notification bell (portal §2 Header: "The notification bell is hidden")', async () => {
    const header = await renderHeader({ signedIn: true, user: member });
    const logo = within(header).getByRole('link', { name: 'Dapur Kursus, ke beranda' });
    expect(logo.getAttribute('href')).toBe('/');
    expect(logo.querySelector('img')?.getAttribute('src')).toBe('/logo.svg');
    expect(within(header).queryByRole('link', { name: /notifikasi/i })).toBeNull();
    expect(within(header).queryByRole('button', { name: /notifikasi/i })).toBeNull();
  });

  it('shows a member the avatar menu entries, without Admin Panel, and Keluar signs out', async () => {
    const onSignOut = vi.fn();
    const header = await renderHeader({ signedIn: true, user: member, onSignOut });
    expect(within(header).queryByRole('link', { name: 'Masuk' })).toBeNull();
    const button = within(header).getByRole('button', { name: /Anggota Demo/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Menu akun' });
    const entries = within(menu).getAllByRole('menuitem').map((el) => el.textContent);
    expect(entries).toEqual(['Profil Saya', 'Kursus Saya', 'History Pembelian', 'Kode Promo', 'Wishlist', 'Berlangganan', 'Keluar']);
    expect(within(menu).getByRole('menuitem', { name: 'Kursus Saya' }).getAttribute('href')).toBe('/my-courses');
    expect(within(menu).getByRole('menuitem', { name: 'History Pembelian' }).getAttribute('href')).toBe('/orders');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Keluar' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('shows Admin Panel to an admin, leading to the back office', async () => {
    const header = await renderHeader({ signedIn: true, user: member, isAdmin: true });
    fireEvent.click(within(header).getByRole('button', { name: /Anggota Demo/ }));
    const admin = screen.getByRole('menuitem', { name: 'Admin Panel' });
    expect(admin.getAttribute('href')).toMatch(/\/backoffice\/dashboard$/);
  });

  it('menu keyboard: ArrowDown opens on the first entry, arrows move, Escape closes and returns focus', async () => {
    const header = await renderHeader({ signedIn: true, user: member });
    const button = within(header).getByRole('button', { name: /Anggota Demo/ });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    expect(document.activeElement?.textContent).toBe('Profil Saya');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Kursus Saya');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Keluar');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("shows the empty-cart text 'Keranjang belanja Kamu kosong !' and 'Lihat Sekarang'", async () => {
    const header = await renderHeader({ signedIn: true, user: member });
    fireEvent.click(within(header).getByRole('button', { name: 'Keranjang belanja, 0 item' }));
    const panel = screen.getByRole('region', { name: 'Isi keranjang' });
    expect(within(panel).getByText('Keranjang belanja Kamu kosong !')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Lihat Sekarang' }).getAttribute('href')).toBe('/shopping-cart');
  });

  it('lists course and product items with their labels, count and links', async () => {
    const header = await renderHeader({ signedIn: true, user: member, cartItems: items });
    const cart = within(header).getByRole('button', { name: 'Keranjang belanja, 2 item' });
    expect(within(cart).getByText('2')).toBeTruthy();
    fireEvent.click(cart);
    const panel = screen.getByRole('region', { name: 'Isi keranjang' });
    const course = within(panel).getByRole('link', { name: /Roti Sobek Lembut/ });
    expect(course.getAttribute('href')).toBe('/lms-site/course/bread/roti-sobek');
    expect(within(course).getByText('1 Kursus')).toBeTruthy();
    expect(within(course).getByText('Rp 150.000')).toBeTruthy();
    const product = within(panel).getByRole('link', { name: /Tepung Protein Tinggi/ });
    // 'Barang' on product lines (portal §2 "a quantity label (Kursus or Barang)", issue 21).
    expect(within(product).getByText('3 Barang')).toBeTruthy();
    expect(product.getAttribute('href')).toContain('/location/wh-bdg/');
    expect(within(panel).queryByText('Keranjang belanja Kamu kosong !')).toBeNull();
    // Escape closes the dropdown.
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('region', { name: 'Isi keranjang' })).toBeNull();
  });

  it('asks for 10 more lines when the cart list is scrolled to its end (portal §2, §9)', async () => {
    const onCartMore = vi.fn();
    const header = await renderHeader({ signedIn: true, user: member, cartItems: items, onCartMore });
    fireEvent.click(within(header).getByRole('button', { name: 'Keranjang belanja, 2 item' }));
    const list = screen.getByRole('region', { name: 'Isi keranjang' }).querySelector('ul')!;
    Object.defineProperties(list, { scrollHeight: { value: 1000 }, clientHeight: { value: 300 }, scrollTop: { value: 100, writable: true } });
    fireEvent.scroll(list);
    expect(onCartMore).not.toHaveBeenCalled();
    list.scrollTop = 700;
    fireEvent.scroll(list);
    expect(onCartMore).toHaveBeenCalledTimes(1);
  });

  it('hides the cart on Checkout', async () => {
    const header = await renderHeader({ signedIn: true, user: member, hideCart: true });
    expect(within(header).queryByRole('button', { name: /Keranjang belanja/ })).toBeNull();
  });
});
