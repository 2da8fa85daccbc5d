/**
 * Hydration when a part is seen (issue 17 points 2 and 3, decision 100): a server-rendered part below the fold keeps
 * the server's HTML — on screen, its links working as plain links — and React hydrates it only once it comes near
 * the viewport or the visitor points at, touches or focuses something inside it. A page with seven carousels of
 * course cards (Home) no longer hydrates the six nobody has scrolled to while the first screen waits for input.
 *
 * How: the part renders inside its own `<Suspense>`; while the page hydrates and the part has not been seen, a gate
 * inside that boundary suspends on a promise, so React leaves the boundary dehydrated (the server's HTML stays, no
 * layout shift) and hydrates it when the promise resolves. The gate opens on
 * - an `IntersectionObserver` entry for the part's element (within {@link SEEN_MARGIN_PX} of the viewport);
 * - a `pointerdown`, `mouseover`, `focusin` or `keydown` whose target is inside it, heard on the document in the
 *   capture phase — before React's own listener on the root, which then hydrates the boundary synchronously and
 *   handles the same event (a tap or a key press on a part not hydrated yet is not lost);
 * - at once where there is no `IntersectionObserver` or the element cannot be found.
 *
 * On the server, and when the part is mounted after the page has hydrated (a client-side navigation), the part
 * renders at once. Data the part reads from the server's seed stays readable while it hydrates late (the seed is
 * dropped only once another page has rendered, src/main.tsx).
 */
import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from './after-hydration';

/** How near the viewport (px, above and below) a part starts hydrating, so it is ready when scrolled to. */
export const SEEN_MARGIN_PX = 300;

/** Events inside a part that hydrate it at once (capture phase on the document). */
const WAKING_EVENTS = ['pointerdown', 'mouseover', 'focusin', 'keydown'] as const;

interface Gate {
  open: boolean;
  opened: Promise<void>;
  release: () => void;
}

function createGate(): Gate {
  let resolve = () => {};
  const opened = new Promise<void>((r) => {
    resolve = r;
  });
  const gate: Gate = {
    open: false,
    opened,
    release: () => {
      gate.open = true;
      // Marked fulfilled at once, as React reads a thenable's status: a boundary hydrated synchronously for the very
      // event that opened the gate does not suspend again on a promise that resolves a microtask later.
      Object.assign(opened, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  return gate;
}

/** Suspends while the gate is shut; tells the part once it has hydrated (mounted in the browser). */
function Gated({ gate, onHydrated, children }: { gate: Gate | null; onHydrated?: () => void; children: ReactNode }) {
  if (gate) use(gate.opened);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

export interface HydrateWhenSeenProps {
  /**
   * The part's element in the server's HTML (called in the browser after the surrounding page has hydrated; the
   * part's own elements are not React's yet, so it is found in the document, e.g. by an id the part renders).
   */
  find: () => Element | null;
  children: ReactNode;
}

/** Render `children` on the server and hydrate them in the browser once seen (see the module's comment). */
export function HydrateWhenSeen({ find, children }: HydrateWhenSeenProps) {
  const hydrating = !useHydrated();
  // Created once, only for a part that hydrates in a browser; null on the server and for a later client-side mount.
  const [gate] = useState(() => (hydrating && typeof document !== 'undefined' ? createGate() : null));
  const [live, setLive] = useState(gate === null);
  const frozen = useRef<ReactNode>(null);
  // `find` is read once: the part's element is the server's and does not move.
  const [findPart] = useState(() => find);

  useEffect(() => {
    if (!gate || gate.open) return;
    const element = findPart();
    if (!element || typeof IntersectionObserver === 'undefined') {
      gate.release();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) wake();
      },
      { rootMargin: `${SEEN_MARGIN_PX}px 0px` },
    );
    const onEvent = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) wake();
    };
    function stop() {
      observer.disconnect();
      for (const type of WAKING_EVENTS) document.removeEventListener(type, onEvent, true);
    }
    function wake() {
      stop();
      gate!.release();
    }
    observer.observe(element);
    for (const type of WAKING_EVENTS) document.addEventListener(type, onEvent, true);
    return stop;
  }, [gate, findPart]);

  if (!live) {
    // Until the part has hydrated, every render answers the very element of the first: React skips a boundary whose
    // props are unchanged, so the page's later renders (an add to cart elsewhere, a member resolved) do not reach a
    // dehydrated boundary — an update there would make React drop the server's HTML and render it afresh, empty
    // while the gate is shut. The part hydrates with the props the server rendered; then it takes the current ones.
    frozen.current ??= (
      <Suspense fallback={null}>
        <Gated gate={gate} onHydrated={() => setLive(true)}>
          {children}
        </Gated>
      </Suspense>
    );
    return frozen.current;
  }
  return (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
    </Suspense>
  );
}
