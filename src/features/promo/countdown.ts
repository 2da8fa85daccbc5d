/**
 * The promo expiry countdown of PromoDetailMenu (commerce spec §2 "expiry countdown"): whole days plus
 * hours:minutes:seconds until the end date, never negative. Pure: the caller passes the clock's time.
 */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once `now` is at or after the end. */
  over: boolean;
}

/** Split the time from `now` to `end` into days and h:m:s (seconds floored; 0 everywhere once over). */
export function countdown(end: Date | string, now: Date): Countdown {
  const ms = new Date(end).getTime() - now.getTime();
  if (!(ms > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0, over: true };
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    over: false,
  };
}

const two = (n: number) => String(n).padStart(2, '0');
/** 'HH:MM:SS' of a countdown. */
export const clockText = (c: Countdown) => `${two(c.hours)}:${two(c.minutes)}:${two(c.seconds)}`;
