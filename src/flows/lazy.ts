/**
 * Load an API module on first use. A module that cannot be fetched (offline before the first call) fails like the
 * gateway call it stands for: a network ApiError ('Pastikan internet anda stabil', code 502). Actors of long-lived
 * machines (the cart starts with the shell) import their API modules this way, so the schemas stay out of the
 * initial load.
 */
import { ApiError, NETWORK_MESSAGE } from '../api/errors';

export function lazy<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => {
    throw new ApiError('network', 502, NETWORK_MESSAGE);
  });
}
