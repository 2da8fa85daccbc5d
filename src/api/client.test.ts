/**
 * The transport every call goes through (src/api/client.ts `call`), portal spec §7 preamble and "Logging", §8, §9:
 * the bearer from the stored token plus the fixed authorization header, the 360000 ms timeout, the
 * status/result/message/code envelope, timeouts and network errors as 'Pastikan internet anda stabil' (502),
 * and the failure log line (agent, e-mail, endpoint, params, code, message). fetch is a scripted fake.
 */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, configureApi, REQUEST_TIMEOUT_MS } from './client';
import { ApiError, NETWORK_MESSAGE } from './errors';
import { failureLogLine, LOG_SERVICE } from './log';

let seen: Request[];
let answer: (req: Request) => Promise<Response>;
let failures: { endpoint: string; params: unknown; code: number; message: string }[];
let token: string | undefined;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  seen = [];
  failures = [];
  token = 'tok-123';
  answer = async () => json({ status: true, code: 200, message: 'OK', result: { n: 1 } });
  configureApi({
    prefixUrl: 'http://gw.test/api/',
    getToken: () => token,
    appKey: 'kunci-aplikasi',
    timeoutMs: undefined,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init);
      seen.push(req);
      return answer(req);
    }) as typeof fetch,
    onFailure: (info) => failures.push(info),
  });
});
afterEach(() => {
  configureApi({ prefixUrl: '/api/', getToken: () => undefined, appKey: 'public-app-key', timeoutMs: undefined, fetch: undefined, onFailure: undefined });
});

const N = v.object({ n: v.number() });

describe('call: headers, timeout and envelope (portal §7 "All calls go to a gateway …")', () => {
  it('sends the bearer token from the stored token and the fixed authorization header; a guest sends only the fixed one', async () => {
    await expect(call('get', 'lms/courses', N, { searchParams: { limit: 10, q: '' } })).resolves.toEqual({ n: 1 });
    expect(seen[0]!.url).toBe('http://gw.test/api/lms/courses?limit=10');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok-123');
    expect(seen[0]!.headers.get('x-authorization')).toBe('kunci-aplikasi');
    token = undefined;
    await call('get', 'lms/courses', N);
    expect(seen[1]!.headers.get('authorization')).toBeNull();
    expect(seen[1]!.headers.get('x-authorization')).toBe('kunci-aplikasi');
  });

  it('waits 360000 ms for an answer (portal §9), and a timeout is a network failure', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(360000);
    configureApi({ timeoutMs: 30 });
    answer = () => new Promise(() => {});
    const error = await call('get', 'lms/users/info', N).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', code: 502, message: NETWORK_MESSAGE });
    expect(NETWORK_MESSAGE).toBe('Pastikan internet anda stabil');
  });

  it("reads status, result, message and code: a failure keeps the gateway's code and message; 'timeout' in a message reads as the network text", async () => {
    answer = async () => json({ status: false, code: 404, message: 'Data tidak ditemukan', result: null }, 404);
    await expect(call('get', 'lms/courses/x', N)).rejects.toMatchObject({ kind: 'server', code: 404, message: 'Data tidak ditemukan' });
    answer = async () => json({ status: false, code: 504, message: 'upstream timeout', result: null }, 504);
    await expect(call('get', 'lms/courses/x', N)).rejects.toMatchObject({ code: 504, message: NETWORK_MESSAGE });
    answer = async () => json({ status: false, code: 401, message: 'token not found on auth service', result: null }, 401);
    await expect(call('get', 'lms/users/info', N)).rejects.toMatchObject({ kind: 'auth', code: 401 });
    answer = async () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(call('get', 'lms/users/info', N)).rejects.toMatchObject({ kind: 'network', code: 502, message: NETWORK_MESSAGE });
  });
});

describe('failure logging (portal §7 "Logging")', () => {
  it('reports every failed call with endpoint, params, code and message, except codes the call expects', async () => {
    answer = async () => json({ status: false, code: 422, message: 'No telepon belum diisi', result: null }, 422);
    await call('post', 'lms/finance/order/payment', N, { json: { invoice: 'INV-1' } }).catch(() => {});
    expect(failures).toEqual([{ endpoint: 'lms/finance/order/payment', params: { invoice: 'INV-1' }, code: 422, message: 'No telepon belum diisi' }]);
    answer = async () => json({ status: false, code: 404, message: 'Data tidak ditemukan', result: null }, 404);
    await call('get', 'lms/subscription/user_active_subscription', N, { expectedCodes: [404] }).catch(() => {});
    expect(failures).toHaveLength(1);
  });

  it('logs agent, user e-mail, endpoint, params (secrets hidden), response code and message; never the log call itself', () => {
    const line = failureLogLine(
      { endpoint: 'lms/users/change_password', params: { old_password: 'rahasia1', nested: { token: 't' }, page: 2 }, code: 400, message: 'Password saat ini salah' },
      { agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131', email: 'anggota@demo.test' },
    );
    expect(line?.service).toBe(LOG_SERVICE);
    expect(line?.short_message).toBe('400 lms/users/change_password');
    expect(JSON.parse(line!.message)).toEqual({
      agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131',
      email: 'anggota@demo.test',
      endpoint: 'lms/users/change_password',
      params: { old_password: '[disembunyikan]', nested: { token: '[disembunyikan]' }, page: 2 },
      code: 400,
      message: 'Password saat ini salah',
    });
    expect(failureLogLine({ endpoint: 'log/error', params: {}, code: 502, message: NETWORK_MESSAGE }, { agent: 'a', email: '' })).toBeUndefined();
  });
});

