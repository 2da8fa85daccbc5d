/**
 * Load one remote list for the current key; a newer key cancels the older request. Failures are already logged
 * by the transport (portal §8 "Failed list loads are logged"); the view shows the blank-data state.
 */
import { useCallback, useEffect, useState } from 'react';
import { toFailure } from '../../api/errors';

export type Remote<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: null; message: string; network: boolean };

export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Remote<T> & { reload: () => void } {
  const [state, setState] = useState<Remote<T>>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((prev) => ({ status: 'loading', data: prev.data }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error) => {
        if (controller.signal.aborted) return;
        const f = toFailure(error);
        setState({ status: 'error', data: null, message: f.message, network: f.kind === 'network' });
      },
    );
    return () => controller.abort();
    // `load` is recreated each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
