/**
 * Driver of machines/promo.machine.ts: the promo modal of the cart and the checkout ('Kode Promo'): the code typed
 * ('Masukkan kode promo'), 'Cek', a promo picked from 'Promo yang tersedia' ('Pilih'), 'Pakai Promo', 'Batal',
 * the dialog closed. What a person sees: the dialog, the checked promo, its message. The cart's and checkout's
 * drivers drive it through `applyPromoCode` (tests/drivers/cart.ts) when their paths apply a promo; the main journey
 * too. Its own paths start with a parent that opened it (the cart with a selection, or the checkout): they run as
 * part of the cart's paths.
 */
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { MachineDriver } from './types';

export const promoDialog = (page: Page) => page.getByRole('dialog', { name: 'Kode Promo' });

export const promoDriver: MachineDriver = {
  machineId: 'promo',
  start: () => {
    throw new Error('the promo modal runs inside the cart or the checkout');
  },
  requests: {
    checkPromo: { method: 'GET', url: /^\/api\/lms\/promotion\/check\?/ },
    loadPromos: { method: 'GET', url: /^\/api\/lms\/promotion\/user\/my_promo\?/ },
  },
  events: {
    'promo.enter': async ({ page }, { event }) => promoDialog(page).getByRole('textbox', { name: 'Masukkan kode promo' }).fill((event as unknown as { code: string }).code),
    'promo.check': async ({ page }) => promoDialog(page).getByRole('button', { name: 'Cek', exact: true }).click(),
    'promo.pick': async ({ page }, { event }) =>
      promoDialog(page)
        .getByRole('listitem')
        .filter({ hasText: (event as unknown as { code: string }).code })
        .getByRole('button', { name: 'Pilih' })
        .click(),
    'promo.apply': async ({ page }) => promoDialog(page).getByRole('button', { name: 'Pakai Promo' }).click(),
    'promo.cancel': async ({ page }) => promoDialog(page).getByRole('button', { name: 'Batal' }).click(),
    'promo.close': async ({ page }) => promoDialog(page).getByRole('button', { name: 'Tutup' }).click(),
  },
  async see({ page }, s: AnyMachineSnapshot) {
    if (s.matches({ modal: 'closed' } as never)) await expect(promoDialog(page)).toHaveCount(0);
    else await expect(promoDialog(page)).toBeVisible();
  },
  cannot: () => 'the promo modal runs inside the cart or the checkout; its paths run as part of theirs',
};
