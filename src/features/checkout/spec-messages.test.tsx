// @vitest-environment jsdom
/**
 * Checkout screen rules of commerce spec §8 "Address" (success notices), §4 "Checkout address and delivery"
 * (promo: 'n promo dipakai', cancel), §9 (admin fee and 'Gratis'), asserted with the spec's exact strings over the
 * real checkout machine where a machine decides.
 */
import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { checkoutMachine, type LoadAddressesInput, type SaveAddressInput } from '../../../machines/checkout.machine';
import { EMPTY_SUMMARY } from '../../../machines/shared/price';
import { apiError, controllable, flush, member, nearAddress, product, warehouse } from '../../../machines/testing/fixtures';
import type { Address } from '../../api/user';
import { PriceSummaryBox } from './checkout-sections';
import { CHECKOUT_TEXT } from './texts';
import { useAddressSaved } from './use-checkout';

afterEach(cleanup);

function checkout() {
  const loadAddresses = controllable<Address[], LoadAddressesInput>();
  const saveAddress = controllable<Address, SaveAddressInput>();
  const actor = createActor(
    checkoutMachine.provide({ actors: { loadAddresses: loadAddresses.logic, saveAddress: saveAddress.logic } }),
    {
      input: {
        user: member,
        progress: null,
        checkout: {
          invoice: 'INV-1', promoCode: '', promoSelected: false, promoUsed: false,
          price: { lms_before_discount: 0, ecom_before_discount: 0, lms_discount: 0, promo_discount: 0, delivery_cost: 0, insurance_cost: 0, total: 0 },
          lms: [], ecom: [product(3)], warehouse, zone: null,
        },
      },
    },
  ).start();
  return { actor, loadAddresses, saveAddress };
}

const values = {
  label: 'Kantor', recipient: 'Sari', address: 'Jl. Asia Afrika 1', phone: '0812345678', district_id: '1', village_id: '2',
  village: 'V', postcode: '40111', latitude: -6.92, longitude: 107.61,
};

describe('address notices (commerce §8 "Address")', () => {
  it('the notice texts are the spec strings', () => {
    expect(CHECKOUT_TEXT.addressAdded).toBe('Alamat telah berhasil ditambah');
    expect(CHECKOUT_TEXT.addressUpdated).toBe('Alamat telah berhasil dirubah');
  });

  it("a successful add reports 'add' once; a failed one reports nothing and keeps the form with the message", async () => {
    const t = checkout();
    const onSaved = vi.fn();
    renderHook(() => useAddressSaved(t.actor, onSaved));
    t.loadAddresses.last().resolve([]);
    await flush();

    t.actor.send({ type: 'panel.add' });
    t.actor.send({ type: 'address.save', values });
    t.saveAddress.last().reject(apiError(400, 'Nomor telepon sudah dipakai'));
    await flush();
    expect(onSaved).not.toHaveBeenCalled();
    expect(t.actor.getSnapshot().context.error).toBe('Nomor telepon sudah dipakai');

    t.actor.send({ type: 'address.save', values });
    t.saveAddress.last().resolve(nearAddress(9));
    await flush();
    expect(onSaved.mock.calls).toEqual([['add']]);
  });

  it("a successful update reports 'update'", async () => {
    const t = checkout();
    const onSaved = vi.fn();
    renderHook(() => useAddressSaved(t.actor, onSaved));
    t.loadAddresses.last().resolve([nearAddress(1)]);
    await flush();
    t.actor.send({ type: 'panel.update' });
    t.actor.send({ type: 'address.save', values });
    expect(t.saveAddress.last().input.id).toBe(1);
    t.saveAddress.last().resolve(nearAddress(1, { label: 'Kantor' }));
    await flush();
    expect(onSaved.mock.calls).toEqual([['update']]);
  });
});

describe('checkout price summary (commerce §4 promo, §9 admin fee)', () => {
  const box = (over: Partial<Parameters<typeof PriceSummaryBox>[0]> = {}) => (
    <PriceSummaryBox
      summary={{ ...EMPTY_SUMMARY, lms_before_discount: 300_000, lms_discount: 50_000, promo_discount: 50_000, total_discount: 100_000, total: 200_000 }}
      hasCourses
      hasProducts={false}
      promo={{ code: 'HEMAT50', used: true }}
      canCancelPromo
      canPay
      busy={false}
      onCancelPromo={() => {}}
      onPay={() => {}}
      {...over}
    />
  );

  it("a used promo shows '1 promo dipakai' and can be cancelled", () => {
    const onCancelPromo = vi.fn();
    render(box({ onCancelPromo }));
    expect(screen.getByText('1 promo dipakai')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan Promo' }));
    expect(onCancelPromo).toHaveBeenCalledTimes(1);
  });

  it('no promo: no count and no cancel button', () => {
    render(box({ promo: { code: '', used: false }, canCancelPromo: false }));
    expect(screen.queryByText(/^\d+ promo dipakai$/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Batalkan Promo' })).toBeNull();
  });

  it('a non-zero total shows no admin fee', () => {
    render(box());
    expect(screen.queryByText('Biaya Admin')).toBeNull();
    expect(screen.getByText('Total Pembayaran').parentElement!.textContent).toContain('Rp 200.000');
  });
});
