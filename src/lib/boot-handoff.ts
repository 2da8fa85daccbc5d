/**
 * The names the build's boot loader (scripts/scripts-after-paint.ts) and the app (src/main.tsx) share for the tap
 * replay of decision 106. Dependency-free: the build's config loader reads this file too.
 */

/** The attribute the app sets on `<html>` once it answers (src/main.tsx `AppReady`). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** The attribute the boot loader puts on a button it holds a tap for until the app is ready (styles/global.css). */
export const HELD_ATTRIBUTE = 'data-held';

/**
 * The function the boot loader leaves on `window`; the app calls it right before React takes the page over
 * (`hydrateRoot`), and the loader stops holding taps and replays the last one held once the app is ready.
 */
export const BOOT_HANDOFF = '__bootHandoff';

/** Tell the boot loader that React takes the page over now (nothing happens without the loader: `npm run dev`). */
export function handOffTaps(): void {
  (window as unknown as Record<string, (() => void) | undefined>)[BOOT_HANDOFF]?.();
}
