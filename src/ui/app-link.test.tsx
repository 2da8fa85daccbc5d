// @vitest-environment jsdom
/**
 * The shell link (decision 109) draws what TanStack Router's `Link` draws — Home's server page is rendered through the
 * router and hydrated with the shell link, so any difference is a hydration mismatch — and a plain left click loads
 * the router instead of the next page.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLink, AppLinkContext, isLinkActive, shellLink, type AppLinkProps } from './app-link';
import { renderWithRouter } from './test-router.test-utils';

afterEach(cleanup);

/** An anchor as hydration compares it: its attributes (in any order) and its content. */
function drawn(a: HTMLAnchorElement) {
  return { attributes: Object.fromEntries([...a.attributes].map((x) => [x.name, x.value]).sort()), html: a.innerHTML };
}

const CASES: { at: string; props: AppLinkProps }[] = [
  // The header's logo: TanStack's default active class.
  { at: '/', props: { to: '/', className: 'logo', 'aria-label': 'Dapur Kursus, ke beranda', children: 'logo' } },
  { at: '/katalog', props: { to: '/', className: 'logo', 'aria-label': 'Dapur Kursus, ke beranda', children: 'logo' } },
  // The header's Home entry (NavLink): its own active props, exact.
  ...['/', '/katalog'].map((at) => ({
    at,
    props: {
      to: '/',
      className: 'desktop-nav__link',
      activeProps: { 'aria-current': 'page' as const, className: 'desktop-nav__link is-active' },
      activeOptions: { exact: true },
      children: 'Home',
    },
  })),
  // A footer link below the page shown, and one elsewhere; a toast's link without a class.
  { at: '/help/lms', props: { to: '/help', className: 'footer-link', children: 'Bantuan' } },
  { at: '/', props: { to: '/help', className: 'footer-link', children: 'Bantuan' } },
  { at: '/', props: { to: '/shopping-cart', children: 'Lihat' } },
  { at: '/helpdesk', props: { to: '/help', className: 'footer-link', children: 'Bantuan' } },
];

describe('shellLink', () => {
  it.each(CASES)('draws what the router draws for $props.to at $at', async ({ at, props }) => {
    const viaRouter = renderWithRouter(() => <AppLink {...props} />, at);
    const routerDrawn = drawn((await viaRouter.findByText(String(props.children))).closest('a')!);
    viaRouter.unmount();
    const [path, search = ''] = at.split('?');
    const link = shellLink(vi.fn(), vi.fn(), () => ({ pathname: path!, search }));
    const viaShell = render(
      <AppLinkContext value={link}>
        <AppLink {...props} />
      </AppLinkContext>,
    );
    expect(drawn(viaShell.getByText(String(props.children)).closest('a')!)).toEqual(routerDrawn);
  });

  it('a plain left click navigates through the router; a click with a modifier or on the page itself does not', () => {
    const navigate = vi.fn();
    const warm = vi.fn();
    const link = shellLink(navigate, warm, () => ({ pathname: '/', search: '' }));
    render(
      <AppLinkContext value={link}>
        <AppLink to="/help">Bantuan</AppLink>
        <AppLink to="/">Home</AppLink>
      </AppLinkContext>,
    );
    const help = screen.getByRole('link', { name: 'Bantuan' });
    act(() => void fireEvent.focus(help));
    expect(warm).toHaveBeenCalled();
    fireEvent.click(help, { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
    const plain = fireEvent.click(help);
    expect(plain).toBe(false); // default prevented: no page load
    expect(navigate).toHaveBeenCalledWith('/help');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('outside the app, an in-app link is a plain anchor', () => {
    render(<AppLink to="/katalog">Kursus</AppLink>);
    expect(screen.getByRole('link', { name: 'Kursus' }).getAttribute('href')).toBe('/katalog');
  });
});

describe('isLinkActive', () => {
  it('follows the router: the same path, or one below it unless exact; exact also wants no search', () => {
    expect(isLinkActive('/', { pathname: '/', search: '' })).toBe(true);
    expect(isLinkActive('/', { pathname: '/katalog', search: '' })).toBe(false);
    expect(isLinkActive('/help', { pathname: '/help/lms', search: '' })).toBe(true);
    expect(isLinkActive('/help', { pathname: '/helpdesk', search: '' })).toBe(false);
    expect(isLinkActive('/help', { pathname: '/help/lms', search: '' }, true)).toBe(false);
    expect(isLinkActive('/', { pathname: '/', search: '?utm=x' }, true)).toBe(false);
  });
});
