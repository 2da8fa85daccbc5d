/**
 * {@link AppLink} under the router: TanStack Router's `Link` (client-side navigation, intent preloading, active
 * state), provided by the root route (routes/__root.tsx, decision 109).
 */
import { Link } from '@tanstack/react-router';
import type { AppLinkProps, RenderAppLink } from './app-link';

/** TanStack's `Link` with an {@link AppLinkProps}' props. */
export function RouterLink({ to, ...rest }: AppLinkProps) {
  // An in-app path of a route another feature owns: an unknown one ends on /404 at run time.
  return <Link to={to as '/'} {...rest} />;
}

/** {@link RouterLink} as the root route provides it to {@link AppLinkContext}. */
export const renderRouterLink: RenderAppLink = (props) => <RouterLink {...props} />;
