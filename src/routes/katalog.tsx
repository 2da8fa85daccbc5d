/**
 * /katalog — the compact catalogue (courses and store products with add-to-cart). Public; like Home it needs a
 * zone and a warehouse (prices and stock depend on them), otherwise /500.
 */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { CataloguePage } from '../features/catalogue/catalogue-page';
import { requireZone } from './-guards';

const PageNumber = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1));

const Search = v.object({
  tab: v.fallback(v.optional(v.picklist(['kursus', 'produk']), 'kursus'), 'kursus'),
  q: v.fallback(v.optional(v.string(), ''), ''),
  page: v.fallback(v.optional(PageNumber, 1), 1),
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
