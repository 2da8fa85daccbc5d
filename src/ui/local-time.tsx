/**
 * A date or time as the member's browser shows it, in a page the server may have rendered (decision 099).
 *
 * The server formats in its own time zone, which may not be the member's (a UTC server, a WIB browser: 23.30 UTC
 * is the next day in Jakarta). The hydrating browser keeps the server's text without a hydration error
 * (`suppressHydrationWarning`, one element deep), then renders the element again with its own zone; when both
 * agree nothing changes on screen. Rendered in the browser from the start (a client navigation), it shows the
 * browser's text at once.
 *
 * @param value an ISO 8601 date-time, the element's `dateTime`.
 * @param format the text for `value` in the current zone (src/lib/format.ts).
 */
import { useHydrated } from './after-hydration';

export function LocalTime({ value, format, className }: { value: string; format: (iso: string) => string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time key={hydrated ? 'browser' : 'server'} className={className} dateTime={value} suppressHydrationWarning>
      {format(value)}
    </time>
  );
}
