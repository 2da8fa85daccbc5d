/**
 * An in-app link that does not import the router (decision 109). Views render {@link AppLink}; what it becomes comes
 * from {@link AppLinkContext}:
 * - under the router (routes/__root.tsx), TanStack Router's `Link` (src/ui/router-link.tsx): client-side
 *   navigation, intent preloading, active state;
 * - on Home's first paint, which hydrates before the router has loaded (src/app/home-start.tsx), a
 *   {@link shellLink}: the same anchor, the same active state, and a click that loads the router and navigates.
 *
 * Both draw the same markup for the same page — the server renders Home through the router and the browser hydrates
 * it with the shell link — so the rules of TanStack's `Link` for `href`, `className` and the active state
 * (`data-status="active"`, `aria-current="page"`, the default `active` class) are kept here to the letter.
 */
import { createContext, use, type MouseEvent, type MouseEventHandler, type ReactNode } from 'react';

/** What an in-app link takes: a path of the app (no params, no search object), and the anchor's own props. */
export interface AppLinkProps {
  /** An in-app path, e.g. '/katalog' or '/shopping-cart'. */
  to: string;
  className?: string;
  role?: string;
  tabIndex?: number;
  'aria-label'?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Props merged in while the link's page is shown (TanStack's default: `{ className: 'active' }`). */
  activeProps?: { className?: string; 'aria-current'?: 'page' };
  /** `exact`: active on that path only, not on the paths below it. */
  activeOptions?: { exact?: boolean };
  children?: ReactNode;
}

/** A link outside the app's root (a view rendered alone): a plain anchor, a full page load. */
function PlainLink({ to, activeProps: _active, activeOptions: _options, children, ...rest }: AppLinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

/** Draws an in-app link: the router's `Link` or the shell link (a function, so {@link AppLink} creates no component). */
export type RenderAppLink = (props: AppLinkProps) => ReactNode;

export const AppLinkContext = createContext<RenderAppLink>((props) => <PlainLink {...props} />);

/** An in-app link: the router's `Link`, or Home's shell link before the router has loaded (see the module comment). */
export function AppLink(props: AppLinkProps) {
  return use(AppLinkContext)(props);
}

/** The pathname without its trailing slash ('/' stays '/'), as TanStack compares them. */
function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Whether a link to `to` is active at `location`, by TanStack Router's rule (`resolveIsActive`): the same path, or
 * (unless `exact`) a path below it; with `exact`, the page has no search either (a link carries none).
 */
export function isLinkActive(to: string, location: { pathname: string; search: string }, exact = false): boolean {
  const current = trimSlash(location.pathname);
  const next = trimSlash(to);
  if (exact) return current === next && (location.search === '' || location.search === '?');
  return current.startsWith(next) && (current.length === next.length || current[next.length] === '/');
}

/** A plain left click: not with a modifier (a new tab or window), not already handled. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The link of a page that hydrated without the router (decision 109).
 * @param navigate called with the link's path on a plain left click (the page's own path: nothing happens); it
 *   loads the router and shows that page.
 * @param warm called when the pointer or the focus comes to a link: start loading the router's code (the router's
 *   own links preload on intent too).
 * @param location the page's location (the browser's, read at render).
 */
export function shellLink(
  navigate: (to: string) => void,
  warm: () => void,
  location: () => { pathname: string; search: string } = () => window.location,
): RenderAppLink {
  function ShellLink({ to, className, activeProps, activeOptions, onClick, children, ...rest }: AppLinkProps) {
    const here = location();
    const active = isLinkActive(to, here, activeOptions?.exact);
    const state = active ? (activeProps ?? { className: 'active' }) : {};
    const stateClass = state.className;
    const merged = className ? (stateClass ? `${className} ${stateClass}` : className) : stateClass;
    return (
      <a
        {...rest}
        {...state}
        href={to}
        className={merged}
        {...(active ? { 'data-status': 'active', 'aria-current': 'page' as const } : {})}
        onPointerEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
        onClick={(event) => {
          onClick?.(event);
          if (!isPlainClick(event)) return;
          event.preventDefault();
          if (trimSlash(to) === trimSlash(here.pathname) && here.search === '') return;
          navigate(to);
        }}
      >
        {children}
      </a>
    );
  }
  return (props) => <ShellLink {...props} />;
}
