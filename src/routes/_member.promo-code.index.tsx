/**
 * /promo-code — PromoMenu 'Kode Promo' (commerce spec §2 "Promo"; portal §2 route table: login required, guarded by
 * `_member`, linked from the avatar menu). Search `{ q, page }` validated with valibot; bad values fall back to the
 * defaults ('' / 1) and defaults stay out of the URL.
 */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { PromoListPage } from '../features/promo/promo-list-page';
import { pageParam, searchText } from './-search';

/** The URL query of 'Kode Promo': `q` the code search, `page` 1-based (10 per page). */
export const PromoCodeSearch = v.object({
  q: searchText(),
  page: pageParam(),
});

export const Route = createFileRoute('/_member/promo-code/')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  validateSearch: PromoCodeSearch,
  search: { middlewares: [stripSearchParams({ q: '', page: 1 })] },
  component: PromoCodeRoute,
});

function PromoCodeRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PromoListPage
      search={search}
      onSearch={(next) => navigate({ search: { q: next.q || undefined, page: next.page > 1 ? next.page : undefined } })}
    />
  );
}
