import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from './client';
import { forgetActiveSubscription, getActiveSubscription } from './subscription';

const NOT_FOUND = { status: false, code: 404, message: 'Data tidak ditemukan', result: null };

afterEach(() => {
  forgetActiveSubscription();
  configureApi({ fetch: undefined, onFailure: undefined });
});

describe('user_active_subscription: a member without one is an answer, not an error (issue 21 point 3)', () => {
  it('asks once for the askers of one page and does not log the 404 as a client failure', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(NOT_FOUND), { status: 404, headers: { 'Content-Type': 'application/json' } }));
    const onFailure = vi.fn();
    configureApi({ prefixUrl: 'http://gw.test/api/', fetch: fetch as unknown as typeof globalThis.fetch, onFailure });
    const asks = [getActiveSubscription(7, 1000), getActiveSubscription(7, 2000), getActiveSubscription(7, 5000)];
    for (const a of asks) await expect(a).rejects.toMatchObject({ code: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
    // Later (another page) it asks again.
    await expect(getActiveSubscription(7, 20_000)).rejects.toMatchObject({ code: 404 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('other failures are still logged and not remembered', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: false, code: 500, message: 'Rusak', result: null }), { status: 500, headers: { 'Content-Type': 'application/json' } }));
    const onFailure = vi.fn();
    configureApi({ prefixUrl: 'http://gw.test/api/', fetch: fetch as unknown as typeof globalThis.fetch, onFailure });
    await expect(getActiveSubscription(7, 1000)).rejects.toMatchObject({ code: 500 });
    await expect(getActiveSubscription(7, 1001)).rejects.toMatchObject({ code: 500 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onFailure).toHaveBeenCalledTimes(2);
  });
});
