import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { errorPageMachine } from './error-page.machine';

describe('Error500 redirect (commerce §2, §9 "Error page redirect after 1 s")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the page for 1 s, then leaves', async () => {
    const page = createActor(errorPageMachine).start();
    await vi.advanceTimersByTimeAsync(999);
    expect(page.getSnapshot().value).toBe('showing');
    await vi.advanceTimersByTimeAsync(1);
    expect(page.getSnapshot().value).toBe('leaving');
    expect(page.getSnapshot().status).toBe('done');
  });
});
