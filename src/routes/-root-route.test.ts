// @vitest-environment jsdom
/** Route errors go to the gateway log from the root route's boundary (not from the error view). */
import { describe, expect, it, vi } from 'vitest';

const postLog = vi.fn(async (_level: string, _entry: { short_message: string; message: string }) => {});
vi.mock('../api/log', () => ({ LOG_SERVICE: 'portal-spa', postLog }));

describe('root route', () => {
  it('logs a caught route error once, with the page and the message', async () => {
    const { Route } = await import('./__root');
    Route.options.onCatch?.(new Error('loader exploded'));
    expect(postLog).toHaveBeenCalledTimes(1);
    const [level, entry] = postLog.mock.calls[0]!;
    expect(level).toBe('error');
    expect(entry.short_message).toBe('route error');
    expect(JSON.parse(entry.message)).toMatchObject({ url: window.location.href, error: 'loader exploded' });
  });
});
