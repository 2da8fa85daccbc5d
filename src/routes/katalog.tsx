/**
 * /katalog — the compact catalogue (courses and store products with add-to-cart). Public; like Home it needs a
 * zone and a warehouse (prices and stock depend on them), otherwise /500.
 */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { CataloguePage } from '../features/catalogue/catalogue-page';
import { requireZone } from './-guards';
import { oneOf, pageParam, searchText } from './-search';

const Search = v.object({
  tab: oneOf(['kursus', 'produk'], 'kursus'),
  q: searchText(),
  page: pageParam(),
});

export const Route = createFileRoute('/katalog')({
  validateSearch: Search,
  // Defaults stay out of the URL: /katalog, /katalog?tab=produk&q=tepung&page=2.
  search: { middlewares: [stripSearchParams({ tab: 'kursus', q: '', page: 1 })] },
  beforeLoad: async ({ context }) => {
    await requireZone(context);
  },
  component: KatalogRoute,
});

function KatalogRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CataloguePage
      tab={search.tab}
      q={search.q}
      page={search.page}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
