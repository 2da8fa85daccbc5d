/**
 * Issue 21 "Done when": the live connection and the support chat, in the browser against the real gateway.
 *
 * 1. Two tabs of one member (asesor@demo.test: its orders and enrolments are no other journey's): with the order
 *    detail open in tab B and its socket greeted, tab B makes no polling request; paying in tab A (the payment
 *    stand-in's 'Bayar') moves tab B's order detail to 'Lunas' within a second.
 * 2. The support chat: the member writes from the floating chat button; the message shows 'Terkirim' (stored),
 *    appears on the back office's support page (admin@demo.test) without a reload; the reply comes back into the
 *    member's open chat.
 */
import type { Page, WebSocket } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

const MEMBER = 'asesor@demo.test';
const COURSE_SLUG = 'japanese-cheesecake-lembut';

/** The page's session token (the sign-in stand-in's cookie), for the API calls a checkout would make. */
async function tokenOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return decodeURIComponent(cookies.find((c) => c.name === 'token')?.value ?? '');
}

/** Resolve when the page's live socket was greeted by the gateway. */
function helloOn(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/api/live')) return;
      ws.on('framereceived', (f) => {
        if (typeof f.payload === 'string' && f.payload.includes('"hello"')) resolve(ws);
      });
    });
  });
}

test('a payment in one tab moves the order detail open in another tab to Lunas within a second, with polling off', async ({ page, context }) => {
  await signIn(page, MEMBER, '/orders');
  const token = await tokenOf(page);
  const api = async (method: 'get' | 'post', path: string, data?: unknown) => {
    const res = await page.request.fetch(`/api/${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
    const body = (await res.json()) as { status: boolean; message: string; result: Record<string, unknown> };
    expect(body.status, `${path}: ${body.message}`).toBe(true);
    return body.result;
  };
  const me = await api('get', 'lms/users/info');
  const course = await api('get', `lms/courses/${COURSE_SLUG}`);
  const userInfo = { id: me.id, name: `${me.firstname} ${me.lastname}`, email: me.email, phone: me.no_telp };
  const { invoice } = (await api('post', 'lms/finance/order/add', { user_id: me.id, user_info: userInfo, order: [{ type: 'lms', item_id: course.id, quantity: 1 }], promo_code: '' })) as { invoice: string };
  const logistic = { name: 'BDX', rate: 'regular', rate_id: 0, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 0 };
  const { token: payToken } = (await api('post', 'lms/finance/order/payment', { invoice, user_id: me.id, user_info: userInfo, recipient: null, promo_code: '', logistic })) as { token: string };

  // Tab B: the order detail, waiting for payment, its socket open.
  const tabB = await context.newPage();
  const greeted = helloOn(tabB);
  const detailRequests: string[] = [];
  tabB.on('request', (r) => {
    if (r.url().includes('/api/lms/finance/transaction/detail')) detailRequests.push(r.url());
  });
  await tabB.goto(`/detail-orders/${invoice}`);
  await expect(tabB.getByText('Menunggu Pembayaran').first()).toBeVisible();
  await greeted;
  // Polling off: the order-status machine polls every 5 s without a connection; with it, nothing for 6 s.
  const before = detailRequests.length;
  await tabB.waitForTimeout(6000);
  expect(detailRequests.length, 'no polling while the live connection is open').toBe(before);

  // Tab A pays in the payment stand-in.
  await page.goto(`/snap/pay/${payToken}`);
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  const paidAt = Date.now();
  await expect(tabB.getByText('Lunas').first()).toBeVisible({ timeout: 1000 });
  expect(Date.now() - paidAt).toBeLessThan(1000);
  await expectAccessible(tabB, 'detail after push');
});

test('a chat message from the member reaches the back office support page, and the reply comes back', async ({ page, browser }) => {
  await signIn(page, MEMBER, '/orders');
  const greeted = helloOn(page);
  await page.reload();
  await greeted;
  const chatButton = page.getByRole('button', { name: /^Buka chat dukungan/ });
  await chatButton.click();
  const panel = page.getByRole('dialog', { name: 'Chat Dukungan' });
  await expect(panel).toBeVisible();
  const field = panel.getByRole('textbox', { name: 'Pesan' });
  await expect(field).toBeFocused();
  await field.fill('Halo, kapan kelas cheesecake dimulai?');
  await field.press('Enter');
  const mine = panel.getByRole('listitem').filter({ hasText: 'Halo, kapan kelas cheesecake dimulai?' });
  await expect(mine).toContainText('Terkirim');
  await expect(mine.locator('time')).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}\.\d{2}$/);
  await expectAccessible(page, 'chat open');

  // Support staff in another browser context: the back office's support page.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/sso?redirect=%2Fbackoffice%2Fchat');
  await staff.getByLabel('Email').fill('admin@demo.test');
  await staff.getByLabel('Password').fill('rahasia123');
  await staff.getByRole('button', { name: 'Masuk' }).click();
  await staff.waitForURL('**/backoffice/chat');
  await expect(staff.getByText('STAND-IN LOKAL').first()).toBeVisible();
  await staff.getByRole('link', { name: /asesor@demo\.test/ }).click();
  await expect(staff.getByRole('list', { name: 'Pesan' })).toContainText('Halo, kapan kelas cheesecake dimulai?');
  await expect(staff.locator('html')).toHaveAttribute('data-live', 'open');

  // A second member message arrives on the open support page without a reload.
  await field.fill('Saya tunggu ya');
  await field.press('Enter');
  await expect(staff.getByRole('list', { name: 'Pesan' })).toContainText('Saya tunggu ya');

  await staff.getByLabel('Balasan').fill('Kelas dimulai Senin depan, jam 10.00 WIB.');
  await staff.getByRole('button', { name: 'Kirim Balasan' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Kelas dimulai Senin depan' })).toContainText('Tim Dapur Kursus');

  // Closed with Escape: focus goes back to the button; a further reply shows as unread on it.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(chatButton).toBeFocused();
  await staff.getByLabel('Balasan').fill('Sampai jumpa di kelas!');
  await staff.getByRole('button', { name: 'Kirim Balasan' }).click();
  await expect(page.getByRole('button', { name: 'Buka chat dukungan, 1 pesan belum dibaca' })).toBeVisible();
  await staffContext.close();
});

test('the live connection opens once the page is ready, not during its hydration (decision 107)', async ({ page }) => {
  await signIn(page, MEMBER, '/orders');
  // Whether the page was ready (`<html data-app-ready>`) when the app created its live socket.
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    const seen: boolean[] = [];
    (window as unknown as { __liveAtReady: boolean[] }).__liveAtReady = seen;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        if (String(url).endsWith('/api/live')) seen.push(document.documentElement.hasAttribute('data-app-ready'));
      }
    } as typeof WebSocket;
  });
  const greeted = helloOn(page);
  await page.reload();
  await greeted;
  expect(await page.evaluate(() => (window as unknown as { __liveAtReady: boolean[] }).__liveAtReady)).toEqual([true]);
});
