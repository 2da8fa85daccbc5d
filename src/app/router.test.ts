/**
 * The page spinner's minimum time (decision 103): none for the first page — the spinner the server sent for a page
 * the browser draws gives way as soon as the page can render — and PENDING_MIN_MS for a navigation in the app.
 */
import { describe, expect, it } from 'vitest';
import type { RouterContext } from '../routes/__root';
import { createAppRouter, keepSpinnerAfterFirstPage, PENDING_MIN_MS } from './router';

describe('the router’s page spinner', () => {
  it('has no minimum on the first page, and PENDING_MIN_MS once the first page has rendered', () => {
    const router = createAppRouter({} as RouterContext);
    keepSpinnerAfterFirstPage(router);
    expect(router.options.defaultPendingMinMs).toBe(0);
    router.emit({ type: 'onRendered' } as never);
    expect(router.options.defaultPendingMinMs).toBe(PENDING_MIN_MS);
    expect(PENDING_MIN_MS).toBe(500);
    // Only once: a later page keeps what the first set.
    router.update({ ...router.options, defaultPendingMinMs: 123 });
    router.emit({ type: 'onRendered' } as never);
    expect(router.options.defaultPendingMinMs).toBe(123);
  });
});
