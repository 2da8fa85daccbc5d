/**
 * Driver of machines/order-status.machine.ts: CheckoutStatus at /order-completed/<invoice> (commerce §2
 * "CheckoutStatus"). The order comes from `GET lms/finance/transaction/detail` (invoke sources `loadOrder`; the
 * reload after expiry and the quiet poll use the same source). Time is the page's clock (Playwright's fake clock,
 * paused at the path's `now`): a `clock.tick` is the clock running until that time, `⏱ pollInterval` five
 * seconds of it. What a person sees: the banner's title for the status group, the countdown, 'Waktu pembayaran
 * telah habis.' once expired, the failure message with 'Coba Lagi'.
 */
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { OrderStatusContext, OrderStatusInput } from '../../machines/order-status.machine';
import { formatCountdown } from '../../src/features/orders/payment-status-view';
import { MEMBER, signInByForm } from './members';
import type { DriverContext, MachineDriver, PathPlan } from './types';

const T = {
  waiting: 'Menunggu Pembayaran',
  success: 'Pembayaran Berhasil',
  failure: 'Pembayaran Gagal',
  expired: 'Waktu pembayaran telah habis.',
  retry: 'Coba Lagi',
  loadFailed: 'Pesanan tidak dapat dimuat.',
};

const TICK = 1000;
const POLL = 5000;

/** The page's fake time now (epoch ms). */
const pageNow = (page: Page) => page.evaluate(() => Date.now());

/**
 * Open CheckoutStatus for an invoice as the app does: an in-app navigation (the payment popup's result and 'Bayar
 * Sekarang' move there without a page load), so the page's machine starts on the page's clock at once. A blank
 * invoice is a missing one to the page's machine. (A full page load would be answered by the server: it sends a
 * blank invoice to /order-completed and on to Home before any machine starts, and it renders the member layout's
 * spinner first, which React's reveal of the page holds for up to 300 ms of the page's clock.)
 */
export async function openCheckoutStatus(page: Page, invoice: string | null | undefined) {
  const url = `/order-completed/${encodeURIComponent(invoice?.trim() ? invoice : ' ')}`;
  // TanStack Router's browser history follows popstate: the router loads the new location in place.
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);
}

/** The banner a person reads for the page's state (the journeys use it too). */
export async function expectBanner(page: Page, title: string) {
  await expect(page.getByRole('region', { name: title })).toBeVisible();
}

/**
 * Why the browser cannot follow a path: the model lets time pass in steps the real clock couples (a second
 * passes and the clock answers at once; five seconds of polling while a deadline two seconds away passes).
 */
function cannot(plan: PathPlan, snapshots: AnyMachineSnapshot[]): string | null {
  const input = plan.input as OrderStatusInput;
  let t = input.now;
  for (const [i, e] of plan.events.entries()) {
    const before = snapshots[i]!;
    if (!before.can(e as never)) continue;
    const c = before.context as OrderStatusContext;
    if (e.type === 'clock.tick') {
      const now = (e as unknown as { now: number }).now;
      if (now - t < TICK || (now - t) % TICK !== 0) return `step ${i + 1}: the clock ticks every second; ${now - t} ms after the last tick it cannot say ${new Date(now).toISOString()}`;
      t = now;
    } else if (e.type.startsWith('xstate.after.tickInterval')) {
      const next = plan.events[i + 1] as (EventObject & { now?: number }) | undefined;
      if (next?.type !== 'clock.tick' || next.now !== t + TICK) return `step ${i + 1}: a second passes and the page's clock answers at once; the path lets it pass without the answer`;
    } else if (e.type.startsWith('xstate.after.pollInterval')) {
      const deadline = c.order?.expire_time ? Date.parse(c.order.expire_time) : null;
      const ticking = before.matches({ shown: { waiting: { countdown: 'ticking' } } } as never);
      if (ticking && deadline !== null && deadline - t <= POLL) return `step ${i + 1}: five seconds of polling pass the payment deadline, which the path does not`;
      t += POLL;
    }
  }
  return null;
}

export const orderStatusDriver: MachineDriver = {
  machineId: 'orderStatus',
  async start(ctx: DriverContext, plan: PathPlan) {
    const input = plan.input as OrderStatusInput;
    // The live connection (issue 21) stays closed: these paths start without it (`live` false in the input), so the
    // page polls as the path says; a path with `live.up` is skipped (see `events`).
    await ctx.page.routeWebSocket(/\/api\/live/, (ws) => ws.close({ code: 1013, reason: 'closed for this path' }));
    await signInByForm(ctx.page, MEMBER);
    // The page's time is the path's: paused, so only the path lets it pass (a missing invoice needs no clock). The
    // member first lands on their profile, which the clock lets render (installed early: it cannot be paused in its
    // past), then the clock stops at the path's `now` and the member moves to CheckoutStatus in the app. (A member
    // page: the server sends its layout and the browser renders the page, so nothing is still hydrating when the
    // router moves on — Home's sections hydrate one by one, and a navigation in the middle of that is a mismatch.)
    const timed = !!input.invoice?.trim();
    if (timed) {
      await ctx.page.clock.install({ time: input.now - 4000 });
      await ctx.page.clock.pauseAt(input.now - 3000);
    }
    await ctx.page.goto('/my-account');
    await expect.poll(() => ctx.recorder.latest('session')?.status ?? null, { message: 'the app is running' }).toBe('active');
    if (timed) {
      await ctx.page.clock.runFor(1000);
      await ctx.page.clock.runFor(input.now - (await pageNow(ctx.page)));
    }
    await openCheckoutStatus(ctx.page, input.invoice);
  },
  requests: {
    loadOrder: { method: 'GET', url: /^\/api\/lms\/finance\/transaction\/detail\?/ },
  },
  events: {
    // The live connection's changes: these paths keep it closed (tests/e2e/live.spec.ts follows pushes).
    'live.up': { when: () => false, otherwise: 'is the live connection opening, which the exported paths keep closed', do: async () => {} },
    'live.down': { when: () => false, otherwise: 'is the live connection dropping, which the exported paths never open', do: async () => {} },
    /** The page's clock runs until that time (it ticks every second and the page reads it each time). */
    'clock.tick': async (ctx, step) => {
      const now = (step.event as unknown as { now: number }).now;
      // Right after `⏱ tickInterval` the clock has already answered (that step ran the second).
      if (step.previous?.type.startsWith('xstate.after.tickInterval')) return;
      await ctx.page.clock.runFor(now - (await pageNow(ctx.page)));
    },
    /** 'Coba Lagi' after a failed load (the page offers no reload while an order is shown). */
    'order.reload': {
      when: (before) => before.hasTag('failed' as never),
      otherwise: "is 'Coba Lagi', which the page shows only when the order could not be loaded",
      do: async (ctx) => {
        await ctx.page.getByRole('button', { name: T.retry }).click();
      },
    },
  },
  async delay(ctx, step, ms) {
    if (step.event.type.startsWith('xstate.after.tickInterval')) {
      const next = step.next as (EventObject & { now?: number }) | undefined;
      await ctx.page.clock.runFor((next?.now ?? 0) - (await pageNow(ctx.page)));
      return;
    }
    await ctx.page.clock.runFor(ms ?? POLL);
  },
  async see(ctx, s) {
    const page = ctx.page;
    const c = s.context as OrderStatusContext;
    if (s.status === 'done' || s.matches('redirectHome' as never)) {
      await expect(page).toHaveURL(/\/$/);
      return;
    }
    if (s.hasTag('failed' as never)) {
      await expect(page.getByText(c.error || T.loadFailed)).toBeVisible();
      await expect(page.getByRole('button', { name: T.retry })).toBeVisible();
      return;
    }
    if (!c.order) {
      await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
      return;
    }
    const title = s.hasTag('success' as never) ? T.success : s.hasTag('waiting' as never) ? T.waiting : T.failure;
    await expectBanner(page, title);
    await expect(page.getByText(c.order.invoice, { exact: true })).toBeVisible();
    if (s.hasTag('waiting' as never) && c.order.status_code === 2) {
      await expect(page.getByRole('timer')).toHaveText(formatCountdown(c.countdown));
      if (s.hasTag('expired' as never)) await expect(page.getByText(T.expired)).toBeVisible();
    }
  },
  cannot,
};
