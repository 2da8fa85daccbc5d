/**
 * Indonesian formats (commerce spec §9, portal spec §9): 'Rp ' with dot thousands separators, compact
 * numbers with rb+/jt+/M+, dates with date-fns' `id` locale.
 */
import { format, formatDistance, parseISO, differenceInCalendarDays, addDays } from 'date-fns';
import { id as idLocale } from 'date-fns/locale';

// Numbers live in ./rupiah (no date-fns), so the header and cards can format prices without the date library
// in the initial load (decision 040).
export { formatCompact, formatPrice, formatRupiah } from './rupiah';

const toDate = (d: Date | string) => (typeof d === 'string' ? parseISO(d) : d);

/** 'DD MMM YYYY' in Indonesian, e.g. '07 Agt 2026'. */
export const formatDate = (d: Date | string) => format(toDate(d), 'dd MMM yyyy', { locale: idLocale });
/** 'DD MMMM YYYY HH:mm WIB'. The time is shown in the browser's zone; the product serves WIB users. */
export const formatDateTimeWib = (d: Date | string) => `${format(toDate(d), 'dd MMMM yyyy HH:mm', { locale: idLocale })} WIB`;
/** 'DD MMM YYYY HH:mm:ss'. */
export const formatDateTimeSeconds = (d: Date | string) => format(toDate(d), 'dd MMM yyyy HH:mm:ss', { locale: idLocale });

/**
 * A post's relative age in Indonesian (portal §2 Home "Artikel Terbaru ... relative age"), date-fns `id`:
 * '3 hari yang lalu', 'sekitar 1 jam yang lalu'. `now` comes from the caller (the clock machine), never read here.
 * A date later than `now` (a clock behind the server's) reads as 'baru saja' rather than 'dalam …'.
 */
export function relativeAge(d: Date | string, now: Date): string {
  const date = toDate(d);
  if (date.getTime() >= now.getTime() - 60_000) return 'baru saja';
  return formatDistance(date, now, { addSuffix: true, locale: idLocale });
}

/**
 * The calendar day it is in `timeZone` (default WIB, the stores' time zone) as a local-midnight `Date`, for dates
 * counted from today (delivery estimates, promo days left). The server's render and the browser's hydration count
 * from the same day whatever their own time zones (decision 104), so the dates they draw agree.
 */
export function calendarDayIn(now: Date, timeZone = 'Asia/Jakarta'): Date {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'));
}

/**
 * Delivery estimate (commerce §9): 0 days → 'Hari ini', 1 → 'Besok', otherwise the date `days` from `today`.
 * @param days whole days from today.
 */
export function formatDeliveryEstimate(days: number, today: Date): string {
  if (days <= 0) return 'Hari ini';
  if (days === 1) return 'Besok';
  return formatDate(addDays(today, days));
}

/** Promo days left (commerce §9): calendar-day difference floored at 0. */
export function promoDaysLeft(endDate: Date | string, today: Date): number {
  return Math.max(0, differenceInCalendarDays(toDate(endDate), today));
}

/** Weight in kg with 2 decimals, e.g. '1,25 kg' (commerce §9 "Total weight"). */
export function formatWeight(kg: number): string {
  return `${kg.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} kg`;
}

/** A chat message's time, date-fns `id`: '27 Nov 2026, 14.05' (issue 21, the support chat). */
export const formatChatTime = (d: Date | string) => format(toDate(d), 'd MMM yyyy, HH.mm', { locale: idLocale });
