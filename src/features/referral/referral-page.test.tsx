// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { NOTICE_MS } from '../../../machines/add-to-cart.machine';
import { referralMachine, type ReferralAnswer } from '../../../machines/referral.machine';
import { renderWithRouter } from '../../ui/test-router.test-utils';
import { ReferralPage } from './referral-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(load: () => Promise<ReferralAnswer>, generate: () => Promise<ReferralAnswer> = async () => ({ referral_code: 'SITI7KQ2MX' })) {
  const calls: string[] = [];
  const logic = referralMachine.provide({
    actors: {
      loadCode: fromPromise(({ input }: { input: { userId: number } }) => {
        calls.push(`load ${input.userId}`);
        return load();
      }),
      generateCode: fromPromise(({ input }: { input: { userId: number } }) => {
        calls.push(`generate ${input.userId}`);
        return generate();
      }),
      copyText: fromPromise(async ({ input }: { input: { text: string } }) => {
        calls.push(`copy ${input.text}`);
        return true;
      }),
    },
  });
  renderWithRouter(() => <ReferralPage userId={7} logic={logic} />);
  return calls;
}

const button = () => screen.getByRole('button', { name: 'Generate My Referral Code' }) as HTMLButtonElement;
const codeBox = () => screen.getByRole('textbox', { name: 'Kode Referral Saya' }) as HTMLInputElement;

describe('ReferralMenu (portal §2 "Referral")', () => {
  it("an existing code shows read-only and 'Generate My Referral Code' is disabled", async () => {
    const calls = setup(async () => ({ referral_code: 'BUDIK7Q4MZ' }));
    await vi.waitFor(() => expect(codeBox().value).toBe('BUDIK7Q4MZ'));
    expect(codeBox().readOnly).toBe(true);
    expect(button().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Salin Kode' }));
    expect(await screen.findByText('Kode referral berhasil disalin')).toBeTruthy();
    expect(calls).toEqual(['load 7', 'copy BUDIK7Q4MZ']);
  });

  it('without a code the button generates one, shows it, disables itself, and the notice hides after 3 s', async () => {
    const calls = setup(async () => ({ referral_code: null }));
    await vi.waitFor(() => expect(button().disabled).toBe(false));
    expect(codeBox().value).toBe('');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(button());
    await vi.waitFor(() => expect(codeBox().value).toBe('SITI7KQ2MX'));
    expect(button().disabled).toBe(true);
    expect(screen.getByText('Kode referral berhasil dibuat')).toBeTruthy();
    expect(calls).toEqual(['load 7', 'generate 7']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTICE_MS + 10);
    });
    expect(screen.queryByText('Kode referral berhasil dibuat')).toBeNull();
  });

  it('a failed generate shows the server message and keeps the button enabled', async () => {
    setup(
      async () => ({ referral_code: null }),
      async () => {
        throw Object.assign(new Error('x'), { kind: 'server', code: 500, message: 'Server sedang sibuk' });
      },
    );
    await vi.waitFor(() => expect(button().disabled).toBe(false));
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe('Server sedang sibuk');
    expect(button().disabled).toBe(false);
  });

  it("a failed read offers 'Coba Lagi' and nothing can be generated until it is known", async () => {
    let fail = true;
    setup(async () => {
      if (fail) throw Object.assign(new Error('x'), { kind: 'network', code: 502, message: 'Pastikan internet anda stabil' });
      return { referral_code: 'BUDIK7Q4MZ' };
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Pastikan internet anda stabil');
    expect(button().disabled).toBe(true);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await vi.waitFor(() => expect(codeBox().value).toBe('BUDIK7Q4MZ'));
  });
});
