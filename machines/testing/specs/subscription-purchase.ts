/**
 * Model spec of machines/subscription-purchase.machine.ts: a member (packages, no subscription or an active one,
 * the terms modal, the payment token and popup with every result) and a guest (buy → sign-in site).
 */
import type { AnyMachineSnapshot } from 'xstate';
import { subscriptionPurchaseMachine, type SubscriptionPurchaseContext } from '../../subscription-purchase.machine';
import { apiError, member, networkError } from '../fixtures';
import type { ModelSpec } from '../model';

/** A package as package_list answers it (Lite Pass of the seed). */
export const litePass = {
  id: 1,
  title: 'Lite Pass',
  duration: '1-month',
  months: 1,
  price: 99_000,
  price_after_discount: 79_000,
  benefits: [{ id: 1, benefit: 'Akses 50+ resep' }],
  total_courses: 3,
};

/** Starter Pass active until the end of 2026. */
export const activeStarter = {
  id: 1,
  package_id: 2,
  package_data: { ...litePass, id: 2, title: 'Starter Pass', price: 149_000, price_after_discount: 0, total_courses: 6 },
  status: 'active' as const,
  starts_at: '2026-11-01T03:00:00.000Z',
  validity: '2026-12-01T03:00:00.000Z',
  ends_at: '2026-12-01T03:00:00.000Z',
  invoice: 'INV-SUB-0001',
};

export const subscriptionPurchaseSpec: ModelSpec = {
  name: 'subscriptionPurchase',
  machine: subscriptionPurchaseMachine,
  input: { member },
  moreInputs: [{ member: null }],
  userEvents: [
    { type: 'package.buy', packageId: 1 },
    { type: 'terms.toggle', agreed: true },
    { type: 'terms.toggle', agreed: false },
    { type: 'checkout' },
    { type: 'confirm.cancel' },
    { type: 'failure.dismiss' },
    { type: 'offer.retry' },
  ],
  outputs: {
    loadPackages: [[litePass]],
    loadActive: [activeStarter],
    requestPayment: [{ token: 'tok-1' }],
    openPayment: [{ result: 'success' }, { result: 'pending' }, { result: 'error', message: 'Kartu ditolak' }, { result: 'close' }],
  },
  errors: {
    loadPackages: [networkError()],
    loadActive: [apiError(404, 'Data tidak ditemukan'), apiError(500, 'Gagal')],
    requestPayment: [apiError(409, 'Paket langganan kamu masih aktif. Paket baru bisa dibeli setelah masa aktif berakhir')],
    openPayment: [new Error('Gagal memuat pembayaran')],
  },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as SubscriptionPurchaseContext;
    return [c.member === null, c.agreed, c.failure];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as SubscriptionPurchaseContext;
    return { packages: c.packages.length, active: c.active?.package_id ?? null, selected: c.selected?.id ?? null, agreed: c.agreed, token: c.token, failure: c.failure };
  },
  promiseActors: ['loadPackages', 'loadActive', 'requestPayment', 'openPayment'],
};
