// @vitest-environment jsdom
/** Portal §2 Footer: the six links, the contact details from configuration, social links, copyright. */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../ui/test-router.test-utils';
import { SiteFooter } from './site-footer';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('SiteFooter (portal §2 Footer)', () => {
  it('links About, Terms, Privacy, Help centre, Courses help and Media help to their pages', async () => {
    renderWithRouter(() => <SiteFooter />);
    const nav = await screen.findByRole('navigation', { name: 'Tautan footer' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Tentang Kami', '/about-us'],
      ['Syarat & Ketentuan', '/terms-and-conditions'],
      ['Kebijakan Privasi', '/privacy-policy'],
      ['Pusat Bantuan', '/help'],
      ['Bantuan Kursus', '/help/lms'],
      ['Bantuan Media', '/help/media'],
    ]);
  });

  it('shows the configured address, Mon-Fri 09.00-18.00 WIB, the WhatsApp-only number, the e-mail and the social links', async () => {
    renderWithRouter(() => <SiteFooter />);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(/Jl\. Soekarno-Hatta No\. 590/)).toBeTruthy();
    expect(within(footer).getByText('Senin - Jumat, 09.00 - 18.00 WIB')).toBeTruthy();
    expect(within(footer).getByText(/WhatsApp \(chat saja\)/)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '+62 811-2026-2026' }).getAttribute('href')).toBe('https://wa.me/6281120262026');
    expect(within(footer).getByRole('link', { name: 'halo@dapurkursus.id' }).getAttribute('href')).toBe('mailto:halo@dapurkursus.id');
    for (const [name, href] of [
      ['Facebook', 'https://www.facebook.com/dapurkursus'],
      ['Instagram', 'https://www.instagram.com/dapurkursus'],
      ['TikTok', 'https://www.tiktok.com/@dapurkursus'],
      ['YouTube', 'https://www.youtube.com/@dapurkursus'],
    ]) {
      expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(footer).getByText(/Copyright 2022-2023/)).toBeTruthy();
    // The app-download block is hidden (portal §2 Footer).
    expect(within(footer).queryByText(/unduh aplikasi/i)).toBeNull();
  });

  it('takes every contact detail from the VITE_* configuration', async () => {
    vi.stubEnv('VITE_CONTACT_ADDRESS', 'Jl. Contoh No. 1, Jakarta');
    vi.stubEnv('VITE_CONTACT_HOURS', 'Senin - Jumat, 08.00 - 17.00 WIB');
    vi.stubEnv('VITE_CONTACT_WHATSAPP', '+62 812-3456-7890');
    vi.stubEnv('VITE_CONTACT_EMAIL', 'bantuan@contoh.id');
    vi.stubEnv('VITE_SOCIAL_TIKTOK', 'https://www.tiktok.com/@contoh');
    vi.resetModules();
    const { config } = await import('../../config/config');
    expect(config.contact).toMatchObject({
      address: 'Jl. Contoh No. 1, Jakarta',
      hours: 'Senin - Jumat, 08.00 - 17.00 WIB',
      whatsapp: '6281234567890',
      email: 'bantuan@contoh.id',
      social: { tiktok: 'https://www.tiktok.com/@contoh', youtube: 'https://www.youtube.com/@dapurkursus' },
    });
    renderWithRouter(() => <SiteFooter contact={config.contact} />);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+62 812-3456-7890' }).getAttribute('href')).toBe('https://wa.me/6281234567890');
    expect(within(footer).getByText('Jl. Contoh No. 1, Jakarta')).toBeTruthy();
  });
});
