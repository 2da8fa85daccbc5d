// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { subscriptionPurchaseMachine, type PaymentPopupOutput, type RequestPaymentInput } from '../../../machines/subscription-purchase.machine';
import { apiError, controllable, member } from '../../../machines/testing/fixtures';
import { activeStarter, litePass } from '../../../machines/testing/specs/subscription-purchase';
import type { ActiveSubscription, SubscriptionPackage } from '../../api/subscription';
import { SubscriptionOffer } from './subscription-offer';
import { useSubscriptionPurchase } from './use-subscription-purchase';

vi.mock('../../flows/remote/use-remote', () => ({
  useRemote: () => ({ status: 'ready', data: { ...activeStarter.package_data, courses: [] }, reload: () => {} }),
}));

afterEach(cleanup);

function Harness({ logic, go }: { logic: typeof subscriptionPurchaseMachine; go: (url: string) => void }) {
  const view = useSubscriptionPurchase(member, logic, { go });
  return <SubscriptionOffer view={view} />;
}

async function setup(active: 'none' | 'starter' = 'none') {
  const packages = controllable<SubscriptionPackage[], void>();
  const loadActive = controllable<ActiveSubscription, { userId: number }>();
  const pay = controllable<{ token: string }, RequestPaymentInput>();
  const popup = controllable<PaymentPopupOutput, { token: string }>();
  const go = vi.fn();
  const logic = subscriptionPurchaseMachine.provide({ actors: { loadPackages: packages.logic, loadActive: loadActive.logic, requestPayment: pay.logic, openPayment: popup.logic } });
  render(<Harness logic={logic} go={go} />);
  await act(async () => packages.last().resolve([litePass]));
  await act(async () => (active === 'none' ? loadActive.last().reject(apiError(404, 'Data tidak ditemukan')) : loadActive.last().resolve(activeStarter)));
  return { pay, popup, go };
}

describe("'Berlangganan' offer", () => {
  it('the terms checkbox enables checkout; success goes to the learning site with type=subscription', async () => {
    const t = await setup();
    expect(screen.getByRole('article', { name: 'Lite Pass' }).textContent).toMatch(/Rp\s?79\.000/);
    fireEvent.click(screen.getByRole('button', { name: 'Beli Lite Pass' }));
    const modal = screen.getByRole('dialog', { name: 'Konfirmasi Langganan' });
    const checkout = within(modal).getByRole('button', { name: 'Checkout' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    fireEvent.click(within(modal).getByRole('checkbox'));
    expect(checkout.disabled).toBe(false);
    fireEvent.click(checkout);
    expect(t.pay.last().input.pkg.id).toBe(1);
    await act(async () => t.pay.last().resolve({ token: 'tok' }));
    await act(async () => t.popup.last().resolve({ result: 'pending' }));
    expect(t.go).toHaveBeenCalledWith(expect.stringMatching(/my-courses\?type=subscription$/));
  });

  it('the confirmation shows the period from today to the end of the package (currentDate/endDate, months × 30 days)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T03:00:00Z'), toFake: ['Date'] });
    try {
      await setup();
      fireEvent.click(screen.getByRole('button', { name: 'Beli Lite Pass' }));
      const modal = screen.getByRole('dialog', { name: 'Konfirmasi Langganan' });
      const times = [...modal.querySelectorAll('time')].map((t) => [t.getAttribute('datetime')?.slice(0, 10), t.textContent]);
      expect(times).toEqual([
        ['2026-11-27', '27 Nov 2026'],
        ['2026-12-27', '27 Des 2026'],
      ]);
      expect(within(modal).getByText('Berlaku')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("another result opens a dialog with 'Tutup' that Escape cannot close", async () => {
    const t = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Beli Lite Pass' }));
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await act(async () => t.pay.last().reject(apiError(409, 'Paket langganan kamu masih aktif.')));
    const dialog = screen.getByRole('alertdialog', { name: 'Pembayaran' });
    expect(within(dialog).getByText('Paket langganan kamu masih aktif.')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'Pembayaran' })).toBeTruthy();
    expect(t.go).not.toHaveBeenCalled();
  });

  it('an active subscription replaces the packages with the current package and its validity in WIB', async () => {
    await setup('starter');
    const active = screen.getByRole('region', { name: 'Paket Aktif' });
    expect(active.textContent).toContain('Starter Pass');
    expect(active.textContent).toMatch(/Berlaku sampai \d{2} \w+ 2026 \d{2}:\d{2} WIB/);
    expect(screen.queryByRole('button', { name: 'Beli Lite Pass' })).toBeNull();
  });
});
