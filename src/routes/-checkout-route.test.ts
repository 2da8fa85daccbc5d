// @vitest-environment jsdom
/**
 * Leaving checkout clears the stored checkout through the route (commerce §2 "Leaving it clears the stored
 * checkout"), not through a timer in the page; a stored checkout is what the route needs to open at all.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../config/config';
import { loadCheckout, saveCheckout, type StoredCheckout } from '../lib/checkout-storage';
import { browserCheckoutStorage } from '../session/checkout-store';
import { Route as Checkout } from './_member.shopping-cart.checkout';

const stored = { invoice: 'INV-1', products: [], courses: [] } as unknown as StoredCheckout;
const MEMBER_ID = 7;
const context = { member: { id: MEMBER_ID } };
const leave = () => (Checkout.options.onLeave as unknown as (match: { context: object }) => void)({ context });
type Loader = (ctx: { context: object }) => Promise<{ stored: unknown; from: unknown; inBrowser: boolean }>;

afterEach(() => window.localStorage.clear());

describe('/shopping-cart/checkout route', () => {
  it('onLeave removes the stored checkout', async () => {
    await saveCheckout(window.localStorage, config.cookieKey, MEMBER_ID, stored, Date.now());
    expect(await loadCheckout(window.localStorage, config.cookieKey, MEMBER_ID, Date.now())).toEqual(stored);
    leave();
    // The stored checkout is read (decrypted) first: kept only when marked for completing the profile.
    await vi.waitFor(async () => expect(await loadCheckout(window.localStorage, config.cookieKey, MEMBER_ID, Date.now())).toBeNull(), { timeout: 5_000 });
  });

  it('onLeave keeps a checkout left to complete the profile (decision 052)', async () => {
    const marked = { ...stored, progress: { ...stored.progress, completingProfile: { phone: '081355512345' } } };
    await saveCheckout(window.localStorage, config.cookieKey, MEMBER_ID, marked, Date.now());
    leave();
    await new Promise((done) => setTimeout(done, 1_500));
    expect(await loadCheckout(window.localStorage, config.cookieKey, MEMBER_ID, Date.now())).toEqual(marked);
  });

  it('opens with the stored checkout; nothing stored loads null, which the page turns into Home', async () => {
    const loader = Checkout.options.loader as unknown as Loader;
    await saveCheckout(window.localStorage, config.cookieKey, MEMBER_ID, stored, Date.now());
    expect(await loader({ context })).toEqual({ stored, from: null, inBrowser: false });
    window.localStorage.clear();
    // Not a redirect thrown by the loader: it would race React's hydration of the server's page (React #422). The
    // redirect itself is asserted end to end (tests/e2e/ssr.spec.ts, 'nothing stored').
    expect(await loader({ context })).toEqual({ stored: null, from: null, inBrowser: false });
  });

  it('reads the checkout from its cookie first, where the cart stores one that fits (decision 104)', async () => {
    const loader = Checkout.options.loader as unknown as Loader;
    await saveCheckout(browserCheckoutStorage(), config.cookieKey, MEMBER_ID, stored, Date.now());
    expect(window.localStorage.getItem('checkout')).toBeNull();
    expect(document.cookie).toContain('checkout=');
    expect((await loader({ context })).stored).toEqual(stored);
    leave();
    await vi.waitFor(() => expect(document.cookie).not.toContain('checkout='), { timeout: 5_000 });
  });

  it("is the member's own: another member signed in on the same browser opens nothing, and leaving clears it (decision 105)", async () => {
    const loader = Checkout.options.loader as unknown as Loader;
    await saveCheckout(window.localStorage, config.cookieKey, MEMBER_ID + 1, stored, Date.now());
    expect(await loader({ context })).toEqual({ stored: null, from: null, inBrowser: false });
    leave();
    await vi.waitFor(() => expect(window.localStorage.getItem('checkout')).toBeNull(), { timeout: 5_000 });
  });
});
