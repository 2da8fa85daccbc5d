/**
 * /promo-detail/$code — the promo detail as a public marketing page (commerce §6 "Public: ... the promo detail page
 * as a public marketing page"; decision 035). The same PromoDetailMenu view as the member route
 * /promo-code/$code, without the login guard: an unknown code links Home instead of the member's 'Kode Promo'
 * list. Scroll: portal §2 "Navigation scrolls to the top, except on the promo detail page" — its own search and
 * paging keep the scroll position (`resetScroll: false`).
 */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PromoDetailPage } from '../features/promo/promo-detail-page';
import { PromoDetailSearch } from './_member.promo-code.$code';

export const Route = createFileRoute('/promo-detail/$code')({
  validateSearch: PromoDetailSearch,
  search: { middlewares: [stripSearchParams({ search: '', page: 1 })] },
  component: PublicPromoDetailRoute,
});

function PublicPromoDetailRoute() {
  const { code } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PromoDetailPage
      key={code}
      code={code}
      search={search}
      publicPage
      onSearch={(next) =>
        navigate({
          search: { search: next.search || undefined, page: next.page > 1 ? next.page : undefined },
          resetScroll: false,
        })
      }
    />
  );
}
