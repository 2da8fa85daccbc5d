/** Date texts of the learning pages (commerce §3 voucher claim date, schedule range; §9 date formats; date-fns `id`). */
import { format, isSameMonth, isSameYear, isSameDay } from 'date-fns';
import { id as idLocale } from 'date-fns/locale';

/** The voucher claim date, 'DD MMM YYYY | HH:mm:ss' (e.g. '27 Jul 2026 | 09:15:00'). */
export const formatClaimDate = (iso: string) => format(new Date(iso), 'dd MMM yyyy | HH:mm:ss', { locale: idLocale });

/** A schedule as one range, e.g. '12 - 14 Maret 2024', '30 Mar - 2 Apr 2024', '12 Maret 2024'. */
export function formatScheduleRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (isSameDay(start, end)) return format(start, 'd MMMM yyyy', { locale: idLocale });
  if (isSameMonth(start, end)) return `${format(start, 'd', { locale: idLocale })} - ${format(end, 'd MMMM yyyy', { locale: idLocale })}`;
  if (isSameYear(start, end)) return `${format(start, 'd MMM', { locale: idLocale })} - ${format(end, 'd MMM yyyy', { locale: idLocale })}`;
  return `${format(start, 'd MMM yyyy', { locale: idLocale })} - ${format(end, 'd MMM yyyy', { locale: idLocale })}`;
}
