/**
 * The compact catalogue (/katalog): tabs Kursus and Produk, a search box and pagination. Courses come from
 * GET lms/courses (active, newest first); products from GET store/product for the session's price list
 * (type/tier, b2c tier 3 for guests) and warehouse, with stock and price. Every card adds to the cart.
 * Course pages belong to the learning site and product pages to the store site: cards link out.
 */
import { useAppActors } from '../../flows/app-actors';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { getCourses, getProducts } from '../../api/catalogue';
import { CardSkeleton } from '../../ui/skeleton';
import { Carousel } from '../../ui/carousel';
import { AddableCourseCard } from '../../ui/course-card';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { ProductCard } from '../../ui/product-card';
import { storeProductUrl } from '../../config/links';
import { samePriceList, selectPriceList, selectWarehouse, selectZone } from '../../session/selectors';
import { AddToCartToast, useAddToCart } from './use-add-to-cart';
import { useRemote } from '../../flows/remote/use-remote';

/** A store product as the catalogue lists it; the session's warehouse. */
type Product = Awaited<ReturnType<typeof getProducts>>['data'][number];
type Warehouse = NonNullable<ReturnType<typeof selectWarehouse>>;

/** Cards per page in the compact catalogue. */
export const CATALOGUE_PAGE_SIZE = 12;
/** Recommended products: the store's top products for the member's price list and warehouse (portal §9: 20). */
export const RECOMMENDED_PRODUCTS_LIMIT = 20;

export type CatalogueTab = 'kursus' | 'produk';
export interface CatalogueSearch {
  tab: CatalogueTab;
  q: string;
  page: number;
}

export interface CataloguePageProps extends CatalogueSearch {
  /** Change the URL's search (tab, q, page). */
  onSearchChange: (next: CatalogueSearch) => void;
}

const TABS: { id: CatalogueTab; label: string }[] = [
  { id: 'kursus', label: 'Kursus' },
  { id: 'produk', label: 'Produk' },
];

export function CataloguePage({ tab, q, page, onSearchChange }: CataloguePageProps) {
  const addToCart = useAddToCart();
  const tabRefs = useRef<Record<CatalogueTab, HTMLButtonElement | null>>({ kursus: null, produk: null });

  const onTabKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next = tab === 'kursus' ? 'produk' : 'kursus';
    onSearchChange({ tab: next, q: '', page: 1 });
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="container page">
      <header className="page-header">
        <h1 className="page-title">Katalog</h1>
        <p className="page-subtitle">Temukan kursus baking &amp; masak serta bahan kue pilihan.</p>
      </header>
      <div className="catalogue-toolbar">
        <div role="tablist" aria-label="Jenis katalog" className="tabs" onKeyDown={onTabKey}>
          {TABS.map((t) => (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              className={`tab ${tab === t.id ? 'is-active' : ''}`}
              onClick={() => tab !== t.id && onSearchChange({ tab: t.id, q: '', page: 1 })}
            >
              {t.label}
            </button>
          ))}
        </div>
        <SearchBox
          key={tab}
          initial={q}
          placeholder={tab === 'kursus' ? 'Cari kursus' : 'Cari produk'}
          onSearch={(text) => onSearchChange({ tab, q: text, page: 1 })}
        />
      </div>
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'kursus' ? (
          <CourseResults q={q} page={page} addToCart={addToCart} onPage={(p) => onSearchChange({ tab, q, page: p })} />
        ) : (
          <>
            {q === '' && page === 1 ? <RecommendedProducts addToCart={addToCart} /> : null}
            <ProductResults q={q} page={page} addToCart={addToCart} onPage={(p) => onSearchChange({ tab, q, page: p })} />
          </>
        )}
      </section>
      <AddToCartToast controller={addToCart} />
    </div>
  );
}

function SearchBox({ initial, placeholder, onSearch }: { initial: string; placeholder: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(initial);
  useEffect(() => setText(initial), [initial]);
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor="katalog-cari" className="sr-only">
        {placeholder}
      </label>
      <input id="katalog-cari" type="search" value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="btn btn--primary">
        Cari
      </button>
    </form>
  );
}

type AddToCart = ReturnType<typeof useAddToCart>;

function Grid({ children, busy }: { children: React.ReactNode; busy: boolean }) {
  return (
    <div className="card-grid" aria-busy={busy}>
      {children}
    </div>
  );
}

function Skeletons() {
  return (
    <Grid busy>
      {Array.from({ length: 8 }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </Grid>
  );
}

function Failure({ network, reload }: { network: boolean; reload: () => void }) {
  return <EmptyState action={{ label: network ? 'Coba Lagi' : 'Refresh Data', onClick: reload }} />;
}

function CourseResults({ q, page, addToCart, onPage }: { q: string; page: number; addToCart: AddToCart; onPage: (p: number) => void }) {
  const list = useRemote(
    () => getCourses({ limit: CATALOGUE_PAGE_SIZE, page, sort: 'desc', order: 'latest', status: 'active', q: q || undefined }),
    `courses:${q}:${page}`,
  );
  if (list.status === 'error') return <Failure network={list.network} reload={list.reload} />;
  if (!list.data) return <Skeletons />;
  if (list.data.data.length === 0) return <EmptyState />;
  return (
    <>
      <p className="result-count">{list.data.count.toLocaleString('id-ID')} kursus</p>
      <Grid busy={list.status === 'loading'}>
        {list.data.data.map((course) => (
          <AddableCourseCard key={course.id} course={course} addToCart={addToCart} />
        ))}
      </Grid>
      <Pagination page={page} pages={list.data.pages} onChange={onPage} label="Halaman kursus" />
    </>
  );
}

/**
 * 'Produk Rekomendasi' (portal §9 "Recommended products: 20"): GET store/product with `is_top=true`, limit 20, for
 * the session's price list and warehouse, in a carousel above the product list. Shown only when it has items; a
 * failed load hides it (the list below says what went wrong).
 */
function RecommendedProducts({ addToCart }: { addToCart: AddToCart }) {
  const { session } = useAppActors();
  const priceList = useSelector(session, selectPriceList, samePriceList);
  const warehouse = useSelector(session, selectWarehouse);
  const zone = useSelector(session, selectZone);
  const list = useRemote(
    () =>
      getProducts({
        limit: RECOMMENDED_PRODUCTS_LIMIT,
        page: 1,
        type: priceList.type,
        tier: priceList.tier,
        warehouse: warehouse?.id ?? 0,
        zone_id: zone?.id,
        is_top: true,
      }),
    `recommended:${priceList.type}:${priceList.tier}:${warehouse?.id}:${zone?.id}`,
  );
  if (!warehouse || !list.data || list.data.data.length === 0) return null;
  return (
    <section className="recommended" aria-labelledby="recommended-title">
      <h2 id="recommended-title">Produk Rekomendasi</h2>
      <Carousel label="Daftar produk rekomendasi">
        {productCards(list.data.data, warehouse, addToCart)}
      </Carousel>
    </section>
  );
}

/** The store products as cards: each opens its page on the store site and adds to the cart (recommended and results). */
function productCards(products: Product[], warehouse: Warehouse, addToCart: AddToCart) {
  return products.map((product) => {
    const item = { type: 'ecom' as const, id: product.id };
    return (
      <ProductCard
        key={product.id}
        product={product}
        href={storeProductUrl(warehouse.slug, product.category_slug, product.slug)}
        onAdd={() => addToCart.add(item)}
        adding={addToCart.isAdding(item)}
        disabled={addToCart.busy}
      />
    );
  });
}

function ProductResults({ q, page, addToCart, onPage }: { q: string; page: number; addToCart: AddToCart; onPage: (p: number) => void }) {
  const { session } = useAppActors();
  const priceList = useSelector(session, selectPriceList, samePriceList);
  const warehouse = useSelector(session, selectWarehouse);
  const zone = useSelector(session, selectZone);
  const list = useRemote(
    () =>
      getProducts({
        limit: CATALOGUE_PAGE_SIZE,
        page,
        type: priceList.type,
        tier: priceList.tier,
        warehouse: warehouse?.id ?? 0,
        zone_id: zone?.id,
        q: q || undefined,
      }),
    `products:${q}:${page}:${priceList.type}:${priceList.tier}:${warehouse?.id}:${zone?.id}`,
  );
  if (!warehouse) return <EmptyState />;
  if (list.status === 'error') return <Failure network={list.network} reload={list.reload} />;
  if (!list.data) return <Skeletons />;
  if (list.data.data.length === 0) return <EmptyState />;
  return (
    <>
      <p className="result-count">
        {list.data.count.toLocaleString('id-ID')} produk di {warehouse.name}
      </p>
      <Grid busy={list.status === 'loading'}>
        {productCards(list.data.data, warehouse, addToCart)}
      </Grid>
      <Pagination page={page} pages={list.data.pages} onChange={onPage} label="Halaman produk" />
    </>
  );
}
