/**
 * /promo-code/$code — PromoDetailMenu (commerce spec §2 "Promo").
 *
 * Guard: login required, as the portal route table lists it (portal §2), by `_member`. Commerce §1 also calls the
 * promo detail a page visitors see; we follow the route table (the gateway's detail call itself is public, so
 * opening it to guests later means moving this file out of `_member`).
 * Scroll: portal §2 "Navigation scrolls to the top, except on the promo detail page" — links to this page pass
 * `resetScroll={false}` and its own search/page navigation does too.
 * Search `{ search, page }` (course title search run on Enter, course page) validated with valibot + fallbacks.
 */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { PromoDetailPage } from '../features/promo/promo-detail-page';
import { pageParam, searchText } from './-search';

/** The URL query of PromoDetailMenu. */
export const PromoDetailSearch = v.object({
  search: searchText(),
  page: pageParam(),
});

export const Route = createFileRoute('/_member/promo-code/$code')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  validateSearch: PromoDetailSearch,
  search: { middlewares: [stripSearchParams({ search: '', page: 1 })] },
  component: PromoDetailRoute,
});

function PromoDetailRoute() {
  const { code } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PromoDetailPage
      // A new code starts a new machine.
      key={code}
      code={code}
      search={search}
      onSearch={(next) =>
        navigate({
          search: { search: next.search || undefined, page: next.page > 1 ? next.page : undefined },
          resetScroll: false,
        })
      }
    />
  );
}
