import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ActiveSubscription, SubscriptionPackage } from '../src/api/subscription';
import type { Member } from './shared/member';
import {
  subscriptionPurchaseMachine,
  type PaymentPopupOutput,
  type RequestPaymentInput,
  type SubscriptionPurchaseEmitted,
} from './subscription-purchase.machine';
import { apiError, controllable, flush, member, networkError } from './testing/fixtures';
import { activeStarter, litePass } from './testing/specs/subscription-purchase';

const growth: SubscriptionPackage = { ...litePass, id: 3, title: 'Growth Pass', duration: '3-month', months: 3, price: 399_000, price_after_discount: 349_000 };

function start(who: Member | null = member) {
  const packages = controllable<SubscriptionPackage[], void>();
  const active = controllable<ActiveSubscription, { userId: number }>();
  const request = controllable<{ token: string }, RequestPaymentInput>();
  const popup = controllable<PaymentPopupOutput, { token: string }>();
  const actor = createActor(
    subscriptionPurchaseMachine.provide({
      actors: { loadPackages: packages.logic, loadActive: active.logic, requestPayment: request.logic, openPayment: popup.logic },
    }),
    { input: { member: who } },
  );
  const emitted: SubscriptionPurchaseEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as SubscriptionPurchaseEmitted));
  actor.start();
  return { actor, packages, active, request, popup, emitted };
}

/** A member without a subscription looking at the packages. */
async function browsing() {
  const t = start();
  t.packages.last().resolve([litePass, growth]);
  await flush();
  t.active.last().reject(apiError(404, 'Data tidak ditemukan'));
  await flush();
  return t;
}

describe('subscriptionPurchaseMachine', () => {
  it("a member without a subscription sees the packages (the active subscription's 404 is not an error)", async () => {
    const { actor, active } = await browsing();
    expect(active.last().input).toEqual({ userId: member.id });
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context.packages.map((p) => p.title)).toEqual(['Lite Pass', 'Growth Pass']);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('an active subscription replaces the package list', async () => {
    const { actor, packages, active } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    packages.last().resolve([litePass]);
    await flush();
    active.last().resolve(activeStarter);
    await flush();
    expect(actor.getSnapshot().value).toBe('subscribed');
    expect(actor.getSnapshot().context.active?.package_data.title).toBe('Starter Pass');
    expect(actor.getSnapshot().can({ type: 'package.buy', packageId: 1 })).toBe(false);
  });

  it('a guest sees the packages without asking for a subscription, and buying sends them to the sign-in site', async () => {
    const { actor, packages, active, emitted } = start(null);
    packages.last().resolve([litePass]);
    await flush();
    expect(active.calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('browsing');
    actor.send({ type: 'package.buy', packageId: 1 });
    expect(emitted).toEqual([{ type: 'signIn.required', packageId: 1 }]);
    expect(actor.getSnapshot().value).toBe('browsing');
  });

  it('checkout is possible only once the terms are ticked', async () => {
    const { actor, request } = await browsing();
    actor.send({ type: 'package.buy', packageId: 3 });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.selected?.title).toBe('Growth Pass');
    expect(actor.getSnapshot().can({ type: 'checkout' })).toBe(false);
    actor.send({ type: 'checkout' });
    expect(request.calls).toHaveLength(0);
    actor.send({ type: 'terms.toggle', agreed: true });
    expect(actor.getSnapshot().can({ type: 'checkout' })).toBe(true);
    actor.send({ type: 'terms.toggle', agreed: false });
    expect(actor.getSnapshot().can({ type: 'checkout' })).toBe(false);
    actor.send({ type: 'confirm.cancel' });
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context.selected).toBeNull();
    // Opening it again starts unticked.
    actor.send({ type: 'package.buy', packageId: 1 });
    expect(actor.getSnapshot().context.agreed).toBe(false);
  });

  it.each(['success', 'pending'] as const)('%s: the token opens the popup, then the learning site', async (result) => {
    const { actor, request, popup, emitted } = await browsing();
    actor.send({ type: 'package.buy', packageId: 1 });
    actor.send({ type: 'terms.toggle', agreed: true });
    actor.send({ type: 'checkout' });
    expect(actor.getSnapshot().hasTag('paying')).toBe(true);
    expect(request.last().input).toEqual({ member, pkg: litePass });
    request.last().resolve({ token: 'tok-9' });
    await flush();
    expect(actor.getSnapshot().value).toBe('openingPayment');
    expect(popup.last().input).toEqual({ token: 'tok-9' });
    popup.last().resolve({ result });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'payment.finished', result, packageId: 1 }]);
  });

  it.each([
    ['error with the provider message', { result: 'error', message: 'Kartu ditolak' } as const, 'Kartu ditolak'],
    ['error without one', { result: 'error', message: '' } as const, 'Pembayaran gagal'],
    ['closed', { result: 'close' } as const, 'Pembayaran belum selesai. Silakan pilih paket lagi untuk membayar.'],
  ])('popup %s → the dialog; Tutup reads the subscription again', async (_, output, text) => {
    const { actor, request, popup, active } = await browsing();
    actor.send({ type: 'package.buy', packageId: 1 });
    actor.send({ type: 'terms.toggle', agreed: true });
    actor.send({ type: 'checkout' });
    request.last().resolve({ token: 'tok-9' });
    await flush();
    popup.last().resolve(output);
    await flush();
    expect(actor.getSnapshot().value).toBe('paymentFailed');
    expect(actor.getSnapshot().context.failure).toBe(text);
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().value).toBe('loadingActive');
    expect(active.calls).toHaveLength(2);
    active.last().reject(apiError(404));
    await flush();
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('a refused payment (409 still active) shows the server message, then the active package', async () => {
    const { actor, request, active } = await browsing();
    actor.send({ type: 'package.buy', packageId: 1 });
    actor.send({ type: 'terms.toggle', agreed: true });
    actor.send({ type: 'checkout' });
    request.last().reject(apiError(409, 'Paket langganan kamu masih aktif. Paket baru bisa dibeli setelah masa aktif berakhir'));
    await flush();
    expect(actor.getSnapshot().context.failure).toBe('Paket langganan kamu masih aktif. Paket baru bisa dibeli setelah masa aktif berakhir');
    actor.send({ type: 'failure.dismiss' });
    active.last().resolve(activeStarter);
    await flush();
    expect(actor.getSnapshot().value).toBe('subscribed');
  });

  it('the popup script failing to load is a payment failure too', async () => {
    const { actor, request, popup } = await browsing();
    actor.send({ type: 'package.buy', packageId: 1 });
    actor.send({ type: 'terms.toggle', agreed: true });
    actor.send({ type: 'checkout' });
    request.last().resolve({ token: 't' });
    await flush();
    popup.last().reject(new Error('Gagal memuat pembayaran'));
    await flush();
    expect(actor.getSnapshot().context.failure).toBe('Gagal memuat pembayaran');
  });

  it('a failed read offers a retry', async () => {
    const { actor, packages, active } = start();
    packages.last().reject(networkError());
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('Pastikan internet anda stabil');
    actor.send({ type: 'offer.retry' });
    packages.last().resolve([litePass]);
    await flush();
    active.last().reject(apiError(500, 'Gagal'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('Gagal');
  });

  it('ignores a package that is not offered', async () => {
    const { actor } = await browsing();
    actor.send({ type: 'package.buy', packageId: 99 });
    expect(actor.getSnapshot().value).toBe('browsing');
  });
});
