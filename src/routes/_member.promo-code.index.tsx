/**
 * /promo-code — PromoMenu 'Kode Promo' (commerce spec §2 "Promo"; portal §2 route table: login required, linked
 * from the avatar menu). Search `{ q, page }` validated with valibot; bad values fall back to the defaults
 * ('' / 1) and defaults stay out of the URL.
 */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { PromoListPage } from '../features/promo/promo-list-page';
import { requireMember } from './-guards';

const PageNumber = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1));

/** The URL query of 'Kode Promo': `q` the code search, `page` 1-based (10 per page). */
export const PromoCodeSearch = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''), ''),
  page: v.fallback(v.optional(PageNumber, 1), 1),
});

export const Route = createFileRoute('/promo-code/')({
  validateSearch: PromoCodeSearch,
  search: { middlewares: [stripSearchParams({ q: '', page: 1 })] },
  beforeLoad: ({ context, location }) => requireMember(context, location, { adminRedirect: true }),
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
