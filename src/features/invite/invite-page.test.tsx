// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { inviteMachine } from '../../../machines/invite.machine';
import { NOTICE_MS } from '../../../machines/add-to-cart.machine';
import { renderWithRouter } from '../../ui/test-router.test-utils';
import { InvitePage } from './invite-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const LINK = 'http://localhost:3000/sso/register?redirect=http%3A%2F%2Flocalhost%3A3000%2F';

function setup(send: (email: string) => Promise<unknown> = async (email) => ({ id: 1, email, created_at: '' }), copied = true) {
  const sent: string[] = [];
  const copies: string[] = [];
  const logic = inviteMachine.provide({
    actors: {
      sendInvite: fromPromise(({ input }: { input: { email: string } }) => {
        sent.push(input.email);
        return send(input.email);
      }),
      copyText: fromPromise(async ({ input }: { input: { text: string } }) => {
        copies.push(input.text);
        return copied;
      }),
    },
  });
  renderWithRouter(() => <InvitePage link={LINK} logic={logic} />);
  return { sent, copies };
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email teman' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Kirim Undangan' }));

describe("'Undang Teman' page (portal §2 \"Invite friend\", §5)", () => {
  it("refuses an empty address with 'Email harus diisi' and a malformed one with 'Email format salah', sending nothing", async () => {
    const { sent } = setup();
    await screen.findByRole('textbox', { name: 'Email teman' });
    submit();
    expect(await screen.findByText('Email harus diisi')).toBeTruthy();
    fireEvent.change(emailBox(), { target: { value: 'teman.contoh.id' } });
    submit();
    expect(await screen.findByText('Email format salah')).toBeTruthy();
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it("sends the trimmed, lower-cased address; 'Undangan berhasil dikirim' shows, the field clears, the notice hides after 3 s", async () => {
    const { sent } = setup();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email teman' }), { target: { value: '  Teman@Contoh.ID ' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    submit();
    expect(await screen.findByText('Undangan berhasil dikirim')).toBeTruthy();
    expect(sent).toEqual(['teman@contoh.id']);
    expect((emailBox() as HTMLInputElement).value).toBe('');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTICE_MS + 10);
    });
    expect(screen.queryByText('Undangan berhasil dikirim')).toBeNull();
  });

  it('a refusal shows the server message and keeps the address as typed', async () => {
    setup(async () => {
      throw Object.assign(new Error('x'), { kind: 'server', code: 429, message: 'Batas undangan hari ini tercapai, coba lagi besok' });
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email teman' }), { target: { value: 'teman@contoh.id' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Batas undangan hari ini tercapai, coba lagi besok');
    expect((emailBox() as HTMLInputElement).value).toBe('teman@contoh.id');
  });

  it('shares the registration link to Facebook, Twitter and WhatsApp, shows it with a QR code, and copies it', async () => {
    const { copies } = setup();
    const fb = await screen.findByRole('link', { name: 'Bagikan ke Facebook' });
    expect(new URL(fb.getAttribute('href')!).searchParams.get('u')).toBe(LINK);
    expect(fb.getAttribute('target')).toBe('_blank');
    expect(fb.getAttribute('rel')).toContain('noopener');
    expect(new URL(screen.getByRole('link', { name: 'Bagikan ke Twitter' }).getAttribute('href')!).searchParams.get('url')).toBe(LINK);
    expect(screen.getByRole('link', { name: 'Bagikan ke WhatsApp' }).getAttribute('href')).toContain(encodeURIComponent(LINK));
    expect((screen.getByRole('textbox', { name: 'Tautan pendaftaran' }) as HTMLInputElement).value).toBe(LINK);
    const qr = screen.getByRole('img', { name: 'Kode QR tautan pendaftaran' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Salin Tautan' }));
    expect(await screen.findByText('Tautan berhasil disalin')).toBeTruthy();
    expect(copies).toEqual([LINK]);
    fireEvent.click(screen.getByRole('button', { name: 'Tutup notifikasi' }));
    await waitFor(() => expect(screen.queryByText('Tautan berhasil disalin')).toBeNull());
  });

  it('links to the referral code page', async () => {
    setup();
    expect((await screen.findByRole('link', { name: 'Lihat Kode Referral Saya' })).getAttribute('href')).toBe('/referral-menu');
  });
});
