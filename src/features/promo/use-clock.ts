/**
 * A ticking clock for views (countdowns, days left): re-renders every `everyMs` with the injected clock's time,
 * so tests pass a fixed or fake clock and machines never read the time themselves.
 */
import { useEffect, useState } from 'react';

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** The current time from `clock`, refreshed every `everyMs` (no timer when `everyMs` is 0). */
export function useNow(clock: Clock = systemClock, everyMs = 1000): Date {
  const [now, setNow] = useState(() => clock());
  useEffect(() => {
    setNow(clock());
    if (!everyMs) return;
    const id = window.setInterval(() => setNow(clock()), everyMs);
    return () => window.clearInterval(id);
  }, [clock, everyMs]);
  return now;
}
