/**
 * The live socket (issue 21 points 1 and 2) on a real HTTP server and the in-memory PGlite gateway: the handshake's
 * Origin and session, pushes of order changes (whoever writes them), the cart to the member's other tabs only, the
 * support chat both ways (stored once per client_id, unread counts) and the back office's support page.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { orders } from '../db/schema';
import { request, signIn, startTestGateway, type TestGateway } from '../test-support';
import { attachLive, type Live } from './server';
import { publish, parseBusEvent } from './bus';
import { LIVE_CLOSE_UNAUTHORIZED } from '../../api/live';
import { writeStatus } from '../services/orders/records';

let gw: TestGateway;
let server: Server;
let live: Live;
let base = '';
const ORIGIN = 'http://localhost:5173';

interface Sock {
  ws: WebSocket;
  messages: Array<Record<string, unknown>>;
  next(type: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
}

function open(token: string | null, opts: { origin?: string; role?: string } = {}): Sock {
  const headers: Record<string, string> = { Origin: opts.origin ?? ORIGIN };
  if (token) headers.Cookie = `token=${token}`;
  const ws = new WebSocket(`${base}/api/live${opts.role ? `?role=${opts.role}` : ''}`, { headers });
  const messages: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as Record<string, unknown>);
    for (const w of waiters.splice(0)) w();
  });
  ws.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  let seen = 0;
  return {
    ws,
    messages,
    closed,
    next(type, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms; got ${JSON.stringify(messages)}`)), timeoutMs);
        const check = () => {
          const i = messages.findIndex((m, index) => index >= seen && m.type === type);
          if (i >= 0) {
            seen = i + 1;
            clearTimeout(timer);
            resolve(messages[i]!);
          } else waiters.push(check);
        };
        check();
      });
    },
  };
}

const quiet = (ms = 300) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  gw = await startTestGateway();
  server = createServer(getRequestListener(gw.app.fetch));
  live = await attachLive(server, { db: gw.db, config: gw.config, now: () => gw.clock.now, listen: gw.listen, heartbeatMs: 60_000 });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await live?.close();
  await new Promise((r) => server?.close(r));
  await gw?.close();
});

describe('the handshake', () => {
  it('refuses another origin (403, no socket)', async () => {
    const { token } = await signIn(gw, 'anggota@demo.test');
    const ws = new WebSocket(`${base}/api/live`, { headers: { Origin: 'https://evil.example', Cookie: `token=${token}` } });
    const status = await new Promise<number>((resolve) => ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(403);
  });

  it('closes a socket without a session with 4401 and the sign-out message', async () => {
    const s = open(null);
    expect(await s.closed).toEqual({ code: LIVE_CLOSE_UNAUTHORIZED, reason: 'token not found on auth service' });
    const t = open('0123456789abcdef0123456789abcdef');
    expect((await t.closed).code).toBe(LIVE_CLOSE_UNAUTHORIZED);
  });

  it('greets a signed-in tab with its connection id; the staff feed is for admins only', async () => {
    const { token } = await signIn(gw, 'anggota@demo.test');
    const s = open(token);
    const hello = await s.next('hello');
    expect(hello.connection_id).toMatch(/^[0-9a-f-]{36}$/);
    s.ws.close();
    const staff = open(token, { role: 'staff' });
    expect((await staff.closed).code).toBe(4403);
  });
});

describe('pushes', () => {
  it('an order written by anyone (the back office here) reaches every tab of its member, with a notification', async () => {
    const { token } = await signIn(gw, 'b2b@demo.test');
    const tabA = open(token);
    const tabB = open(token);
    await Promise.all([tabA.next('hello'), tabB.next('hello')]);
    const other = open((await signIn(gw, 'anggota@demo.test')).token);
    await other.next('hello');
    const admin = (await signIn(gw, 'admin@demo.test')).token;
    const res = await request(gw, 'post', '/api/lms/admin/order/status', { token: admin, json: { invoice: 'INV-DEMO-0002', status_code: 4 } });
    expect(res.status).toBe(200);
    for (const tab of [tabA, tabB]) {
      expect(await tab.next('order')).toEqual({ type: 'order', invoice: 'INV-DEMO-0002', status_code: 4 });
      expect(await tab.next('notification')).toMatchObject({ title: 'Pesanan INV-DEMO-0002', body: 'Pesanan diproses', link: '/detail-orders/INV-DEMO-0002' });
    }
    await quiet();
    expect(other.messages.filter((m) => m.type === 'order')).toEqual([]);
    // A write straight to the database (the order:status command, the expiry sweep) is heard the same way.
    const [row] = await gw.db.select().from(orders).where(eq(orders.invoice, 'INV-DEMO-0002'));
    await gw.db.transaction((tx) => writeStatus(tx, row!.id, 5, gw.clock.now));
    expect(await tabA.next('order')).toMatchObject({ status_code: 5 });
    for (const s of [tabA, tabB, other]) s.ws.close();
  });

  it('a cart change reaches the member\'s other tabs, not the tab that made it', async () => {
    const { token } = await signIn(gw, 'anggota@demo.test');
    const tabA = open(token);
    const tabB = open(token);
    const helloA = await tabA.next('hello');
    await tabB.next('hello');
    const info = await request(gw, 'get', '/api/lms/users/info', { token });
    const userId = (info.body.result as { id: number }).id;
    const res = await request(gw, 'post', '/api/lms/finance/cart/add', {
      token,
      headers: { 'X-Live-Origin': String(helloA.connection_id) },
      json: { user_id: userId, carts: [{ type: 'lms', item_id: 2, quantity: 1 }], warehouse_id: 1, price_type: 'b2c', price_tier: 3, update_cart: true },
    });
    expect(res.status).toBe(200);
    expect(await tabB.next('cart')).toEqual({ type: 'cart' });
    await quiet();
    expect(tabA.messages.filter((m) => m.type === 'cart')).toEqual([]);
    tabA.ws.close();
    tabB.ws.close();
  });

  it('the bus reads only its own events', async () => {
    expect(parseBusEvent('{"k":"order","u":1,"i":"INV-1","s":3}')).toEqual({ k: 'order', u: 1, i: 'INV-1', s: 3 });
    expect(parseBusEvent('{"k":"cart","u":"1"}')).toBeNull();
    expect(parseBusEvent('nonsense')).toBeNull();
    await expect(publish(gw.db, { k: 'cart', u: 999_999 })).resolves.toBeUndefined();
  });
});

describe('support chat', () => {
  it('a member message reaches the staff feed; the reply reaches the member\'s tabs with an unread count', async () => {
    const member = (await signIn(gw, 'anggota@demo.test')).token;
    const admin = (await signIn(gw, 'admin@demo.test')).token;
    const tab = open(member);
    const staff = open(admin, { role: 'staff' });
    await Promise.all([tab.next('hello'), staff.next('staff.hello')]);

    const sent = await request(gw, 'post', '/api/lms/chat/messages', { token: member, json: { body: '  Halo, pesanan saya belum sampai  ', client_id: 'client-0001-aaaa' } });
    expect(sent.status).toBe(200);
    const stored = sent.body.result as { id: number; body: string; sender: string };
    expect(stored).toMatchObject({ body: 'Halo, pesanan saya belum sampai', sender: 'member' });
    // A retry with the same client id (the connection dropped before the answer) stores nothing new.
    const again = await request(gw, 'post', '/api/lms/chat/messages', { token: member, json: { body: 'Halo, pesanan saya belum sampai', client_id: 'client-0001-aaaa' } });
    expect((again.body.result as { id: number }).id).toBe(stored.id);

    const pushed = await staff.next('staff.chat');
    expect(pushed).toMatchObject({ member: { email: 'anggota@demo.test' }, message: { id: stored.id, sender: 'member' } });
    expect(await tab.next('chat')).toMatchObject({ message: { id: stored.id }, unread: 0 });

    const conversations = await request(gw, 'get', '/api/lms/admin/chat/conversations', { token: admin });
    const conv = (conversations.body.result as Array<{ id: number; unread: number; member: { email: string } }>).find((c) => c.member.email === 'anggota@demo.test')!;
    expect(conv.unread).toBe(1);
    const reply = await request(gw, 'post', `/api/lms/admin/chat/conversations/${conv.id}/messages`, { token: admin, json: { body: 'Kami cek dulu ya', client_id: 'staff-0001-bbbb' } });
    expect(reply.status).toBe(200);
    expect(await tab.next('chat')).toMatchObject({ message: { sender: 'staff', body: 'Kami cek dulu ya' }, unread: 1 });

    const thread = await request(gw, 'get', '/api/lms/chat/messages', { token: member });
    expect(thread.body.result).toMatchObject({ unread: 1, messages: [{ body: 'Halo, pesanan saya belum sampai' }, { body: 'Kami cek dulu ya' }] });
    const read = await request(gw, 'post', '/api/lms/chat/read', { token: member, json: { last_id: (reply.body.result as { id: number }).id } });
    expect(read.body.result).toEqual({ unread: 0 });
    tab.ws.close();
    staff.ws.close();
  });

  it('refuses empty or long messages with the message, non-admins on the staff routes, unknown conversations', async () => {
    const member = (await signIn(gw, 'b2b@demo.test')).token;
    const empty = await request(gw, 'post', '/api/lms/chat/messages', { token: member, json: { body: '   ', client_id: 'client-0002-aaaa' } });
    expect([empty.status, empty.body.message]).toEqual([400, 'Pesan harus diisi']);
    const long = await request(gw, 'post', '/api/lms/chat/messages', { token: member, json: { body: 'x'.repeat(1001), client_id: 'client-0003-aaaa' } });
    expect([long.status, long.body.message]).toEqual([400, 'Pesan maksimal 1000 karakter']);
    const notAdmin = await request(gw, 'get', '/api/lms/admin/chat/conversations', { token: member });
    expect(notAdmin.status).toBe(403);
    const admin = (await signIn(gw, 'admin@demo.test')).token;
    const unknown = await request(gw, 'get', '/api/lms/admin/chat/conversations/99999/messages', { token: admin });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Percakapan tidak ditemukan']);
    const junk = await request(gw, 'get', '/api/lms/admin/chat/conversations/abc/messages', { token: admin });
    expect(junk.status).toBe(404);
  });

  it('the back office support page lists conversations for admins and stores a reply', async () => {
    const signedOut = await gw.app.request('/backoffice/chat');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).toContain('STAND-IN LOKAL');
    const member = (await signIn(gw, 'anggota@demo.test')).token;
    expect((await gw.app.request('/backoffice/chat', { headers: { Cookie: `token=${member}` } })).status).toBe(403);
    const admin = (await signIn(gw, 'admin@demo.test')).token;
    const page = await gw.app.request('/backoffice/chat', { headers: { Cookie: `token=${admin}` } });
    const text = await page.text();
    expect(page.status).toBe(200);
    expect(text).toContain('Chat Dukungan');
    expect(text).toContain('anggota@demo.test');
    expect(text).toContain('Halo, pesanan saya belum sampai');
    const id = /action="\/backoffice\/chat\/(\d+)\/reply"/.exec(text)![1];
    const posted = await gw.app.request(`/backoffice/chat/${id}/reply`, {
      method: 'POST',
      headers: { Cookie: `token=${admin}`, 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
      body: new URLSearchParams({ body: 'Sudah dikirim hari ini', client_id: 'form-0001-cccc' }).toString(),
    });
    expect(posted.status).toBe(303);
    const thread = await request(gw, 'get', '/api/lms/chat/messages', { token: member });
    expect((thread.body.result as { messages: Array<{ body: string }> }).messages.at(-1)?.body).toBe('Sudah dikirim hari ini');
    const foreign = await gw.app.request(`/backoffice/chat/${id}/reply`, {
      method: 'POST',
      headers: { Cookie: `token=${admin}`, 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: new URLSearchParams({ body: 'x', client_id: 'form-0002-cccc' }).toString(),
    });
    expect(foreign.status).toBe(403);
  });
});
