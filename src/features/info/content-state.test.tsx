// @vitest-environment jsdom
/**
 * Portal §8: "Message containing timeout or network error: shown as 'Pastikan internet anda stabil' (code 502). The
 * blank-data view offers 'Coba Lagi' for this case and 'Refresh Data' otherwise." (the informational pages' failed
 * state; the transport's side is src/api/client.test.ts).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGE } from '../../api/errors';
import { FailedState } from './content-state';

afterEach(cleanup);

describe('the blank-data view of a failed load (portal §8)', () => {
  it("a network failure says 'Pastikan internet anda stabil' and offers 'Coba Lagi'; another failure offers 'Refresh Data'; both retry", () => {
    const retry = vi.fn();
    render(<FailedState failure={{ kind: 'network', message: NETWORK_MESSAGE }} onRetry={retry} />);
    expect(screen.getByText('Pastikan internet anda stabil')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(screen.queryByRole('button', { name: 'Refresh Data' })).toBeNull();
    cleanup();
    render(<FailedState failure={{ kind: 'server', message: 'Server sibuk' }} onRetry={retry} />);
    expect(screen.getByText('Server sibuk')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(screen.queryByRole('button', { name: 'Coba Lagi' })).toBeNull();
    expect(retry).toHaveBeenCalledTimes(2);
  });
});
