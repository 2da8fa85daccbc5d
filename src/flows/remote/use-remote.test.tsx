// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRemote } from './use-remote';

afterEach(cleanup);

/** A read per key whose answers the test gives. */
function reads() {
  const calls: { key: string; signal: AbortSignal; resolve: (v: string[]) => void; reject: (e: unknown) => void }[] = [];
  const loadFor = (key: string) => (signal: AbortSignal) => new Promise<string[]>((resolve, reject) => calls.push({ key, signal, resolve, reject }));
  return { calls, loadFor };
}

describe('useRemote (machines/remote.machine.ts)', () => {
  it('reads once for the key, shows the data, and reads again only when the key changes', async () => {
    const r = reads();
    const { result, rerender } = renderHook(({ k }) => useRemote(r.loadFor(k), k), { initialProps: { k: 'page-1' } });
    expect(result.current.status).toBe('loading');
    await act(async () => r.calls[0]!.resolve(['a']));
    expect(result.current).toMatchObject({ status: 'ready', data: ['a'] });
    rerender({ k: 'page-1' });
    expect(r.calls).toHaveLength(1);
    rerender({ k: 'page-2' });
    await waitFor(() => expect(r.calls).toHaveLength(2));
    expect(r.calls[1]!.key).toBe('page-2');
    expect(result.current).toMatchObject({ status: 'loading', data: ['a'] });
  });

  it('a newer key aborts the older read', async () => {
    const r = reads();
    const { rerender } = renderHook(({ k }) => useRemote(r.loadFor(k), k), { initialProps: { k: 'a' } });
    rerender({ k: 'b' });
    await waitFor(() => expect(r.calls).toHaveLength(2));
    expect(r.calls[0]!.signal.aborted).toBe(true);
    expect(r.calls[1]!.signal.aborted).toBe(false);
  });

  it('a lost connection says so; reload reads again', async () => {
    const r = reads();
    const { result } = renderHook(() => useRemote(r.loadFor('x'), 'x'));
    await act(async () => r.calls[0]!.reject({ kind: 'network', code: 502, message: 'offline' }));
    expect(result.current).toMatchObject({ status: 'error', data: null, network: true, message: 'Pastikan internet anda stabil' });
    act(() => result.current.reload());
    expect(r.calls).toHaveLength(2);
  });
});
