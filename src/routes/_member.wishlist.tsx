/**
 * /wishlist — WishlistMenu (portal §2 "Wishlist (/wishlist, login required)", route table; guarded by `_member`,
 * linked from the avatar menu 'Wishlist'). Search `{ type, q, page }` validated with valibot; bad values fall back
 * to the defaults (course / '' / 1) and defaults stay out of the URL.
 */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { useCartReload } from '../features/wishlist/use-wishlist';
import { WishlistPage } from '../features/wishlist/wishlist-page';
import { pageParam, searchText, wishlistType } from './-search';

/** The URL query of the wishlist: `type` the tab, `q` the title search, `page` 1-based (5 per page). */
export const WishlistSearch = v.object({
  type: wishlistType(),
  q: searchText(),
  page: pageParam(),
});

export const Route = createFileRoute('/_member/wishlist')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  validateSearch: WishlistSearch,
  search: { middlewares: [stripSearchParams({ type: 'course', q: '', page: 1 })] },
  component: WishlistRoute,
});

function WishlistRoute() {
  const { member } = Route.useRouteContext();
  const { type, q, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const reloadCart = useCartReload();
  return (
    <WishlistPage
      member={member}
      search={{ tab: type, q, page }}
      onCartChanged={reloadCart}
      onSearch={(next) =>
        navigate({ search: { type: next.tab === 'course' ? undefined : next.tab, q: next.q || undefined, page: next.page > 1 ? next.page : undefined } })
      }
    />
  );
}
