/**
 * WishlistMenu (/wishlist; portal §2 "Wishlist", §3 "Wishlist item", §4 "Wishlist" and "Add to cart from the
 * wishlist", §8 "Wishlist" and "Add to cart", §9 page size 5; commerce §8 "Wishlist"; decision 029).
 *
 * - Tabs Kursus and Belanja are the URL's `type` (course|store); the search `q` and `page` are in the URL too; a
 *   search or a tab change starts again at page 1. Pagination shows only when pages > 1 (5 per page).
 * - Course rows: thumbnail, title (link to the course page on the learning site), category, price, rating with
 *   review count only when both are above 0, 'Tambah ke Keranjang' (quantity 1; the 3-second notice and the cart
 *   reload come from the machine's add-to-cart child) and a delete icon.
 * - Store rows: thumbnail, title, warehouse, price, rating as above, 'Lihat Harga' (the modal 'Berdasarkan Zona
 *   Lainnya': each other warehouse's name or '-', price, a Detail link to the store product page under that
 *   warehouse's slug, a delete icon) and a delete icon.
 * - Delete asks 'Kamu yakin akan menghapus wishlist ini?' ('Ya, Hapus' / 'Batal'), then 'Sukses hapus wishlist'
 *   with 'Tutup', which reloads the list (and closes the modal). A failed delete is only logged.
 * - Loading shows skeleton rows; an empty page or any failure shows 'Data tidak ditemukan' (with 'Coba Lagi'
 *   for a network failure and 'Refresh Data' for another failure).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Member } from '../../../machines/shared/member';
import type { WishlistQuery, WishlistRow } from '../../../machines/wishlist.machine';
import type { CourseWishlistItem, StoreWishlistEntry, StoreWishlistItem } from '../../api/wishlist';
import { lmsCourseUrl, storeProductUrl } from '../../config/links';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Money } from '../../ui/money';
import { Pagination } from '../../ui/pagination';
import { Rating } from '../../ui/rating';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { Toast } from '../../ui/toast';
import { T } from './texts';
import { useWishlist, type WishlistLogic } from './use-wishlist';
import './wishlist.css';

export interface WishlistPageProps {
  member: Member;
  /** The URL query (route search `type` → `tab`, `q`, `page`). */
  search: WishlistQuery;
  /** Replace the URL query (the route navigates). */
  onSearch: (next: WishlistQuery) => void;
  /** Reload the app's cart after a course was added (the route passes the cart actor's reload). */
  onCartChanged?: () => void;
  /** Injected logic for tests. */
  logic?: WishlistLogic;
}

/** Rating and review count only when both are above 0 (portal §2). */
const showsRating = (d: { rating: number; total_review: number }) => d.rating > 0 && d.total_review > 0;

const warehouseName = (e: StoreWishlistEntry) => e.detail.warehouse_name || T.noWarehouse;

/** The store product page of an entry, under its warehouse's slug; null when the warehouse is gone. */
const detailUrl = (e: StoreWishlistEntry) =>
  e.detail.warehouse_slug ? storeProductUrl(e.detail.warehouse_slug, e.detail.category_slug, e.detail.slug) : null;

function DeleteIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9 3h6l1 2h4v2H4V5h4zm-3 6h12l-1 12H7zm4 2v8h2v-8zm4 0v8h2v-8z"
      />
    </svg>
  );
}

export function WishlistPage({ member, search, onSearch, onCartChanged, logic }: WishlistPageProps) {
  const uid = useId();
  const view = useWishlist(member, search, logic, onCartChanged);
  const [text, setText] = useState(search.q);
  useEffect(() => setText(search.q), [search.q]);
  const store = search.tab === 'store';
  const placeholder = store ? T.searchStore : T.searchCourse;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ ...search, q: text.trim(), page: 1 });
  };

  return (
    <section className="page container wishlist" aria-labelledby={`${uid}-title`}>
      <h1 id={`${uid}-title`} className="page-title">
        {T.title}
      </h1>

      <div className="tabs wishlist__tabs" role="tablist" aria-label={T.tabsLabel}>
        {(['course', 'store'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${uid}-tab-${tab}`}
            aria-selected={search.tab === tab}
            aria-controls={`${uid}-panel`}
            tabIndex={search.tab === tab ? 0 : -1}
            className={`tab ${search.tab === tab ? 'is-active' : ''}`}
            onClick={() => search.tab !== tab && onSearch({ tab, q: '', page: 1 })}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = tab === 'course' ? 'store' : 'course';
                onSearch({ tab: next, q: '', page: 1 });
                document.getElementById(`${uid}-tab-${next}`)?.focus();
              }
            }}
          >
            {tab === 'course' ? T.tabCourse : T.tabStore}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`${uid}-panel`} aria-labelledby={`${uid}-tab-${search.tab}`} className="wishlist__panel">
        <form role="search" className="search-box" onSubmit={submit}>
          <label className="sr-only" htmlFor={`${uid}-search`}>
            {placeholder}
          </label>
          <input id={`${uid}-search`} type="search" placeholder={placeholder} value={text} maxLength={100} onChange={(e) => setText(e.target.value)} autoComplete="off" />
          <button type="submit" className="btn btn--primary">
            {T.searchButton}
          </button>
          {search.q ? (
            <button type="button" className="btn btn--ghost" onClick={() => onSearch({ ...search, q: '', page: 1 })}>
              {T.clearSearch}
            </button>
          ) : null}
        </form>

        <div aria-busy={view.loading} aria-live="polite">
          {view.loading ? (
            <ul className="wishlist__list" aria-label={T.loading}>
              {Array.from({ length: 3 }, (_, i) => (
                <li key={i} className="wishlist-row wishlist-row--skeleton">
                  <Skeleton width={96} height={72} />
                  <div className="wishlist-row__body">
                    <Skeleton width="60%" height="1.1rem" />
                    <Skeleton width="30%" />
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {view.empty ? (
            <EmptyState
              message={T.empty}
              action={view.failure ? { label: view.failure.kind === 'network' ? T.retry : T.refresh, onClick: view.retry } : undefined}
            />
          ) : null}
          {view.list ? (
            <>
              <ul className="wishlist__list">
                {view.list.data.map((row: WishlistRow) =>
                  row.type === 'lms' ? (
                    <CourseRow
                      key={row.id}
                      row={row}
                      adding={view.addingCourse === row.product_id}
                      canAdd={view.canAdd && view.addingCourse === null}
                      onAdd={() => view.addToCart(row.product_id)}
                      onRemove={() => view.remove(row.id)}
                    />
                  ) : (
                    <StoreRow key={row.id} row={row} onPrices={() => view.openPrices(row.id)} onRemove={() => view.remove(row.id)} />
                  ),
                )}
              </ul>
              {view.list.pages > 1 ? (
                <Pagination page={search.page} pages={view.list.pages} onChange={(page) => onSearch({ ...search, page })} label={T.pageLabel} />
              ) : null}
            </>
          ) : null}
        </div>
      </div>

      <Dialog open={view.pricesRow !== null} title={T.otherZones} onClose={view.closePrices} size="md">
        {view.pricesRow ? <OtherZones row={view.pricesRow} onRemove={view.remove} /> : null}
      </Dialog>

      <Dialog
        open={view.confirming || view.deleting}
        role="alertdialog"
        title={T.confirmTitle}
        onClose={view.cancelDelete}
        dismissible={!view.deleting}
        size="sm"
        footer={
          <>
            <button type="button" className="btn btn--outline" onClick={view.cancelDelete} disabled={view.deleting}>
              {T.confirmNo}
            </button>
            <button type="button" className="btn btn--danger" onClick={view.confirmDelete} disabled={view.deleting}>
              {view.deleting ? <Spinner size="sm" label={T.deleting} /> : null}
              {T.confirmYes}
            </button>
          </>
        }
      >
        <p>{T.confirm}</p>
      </Dialog>

      <Dialog
        open={view.deleted}
        role="alertdialog"
        title={T.deleted}
        onClose={view.closeDeleted}
        dismissible={false}
        size="sm"
        footer={
          <button type="button" className="btn btn--primary" onClick={view.closeDeleted}>
            {T.close}
          </button>
        }
      />

      {view.cartNotice ? (
        <div className="toaster toaster--local">
          <Toast
            message={view.cartNotice.message}
            tone={view.cartNotice.tone}
            link={view.cartNotice.showCartLink ? { label: T.cartLink, to: '/shopping-cart' } : undefined}
            onClose={view.dismissCartNotice}
            autoHideMs={null}
          />
        </div>
      ) : null}
    </section>
  );
}

function Thumb({ src }: { src: string }) {
  return src ? <img className="wishlist-row__thumb" src={src} alt="" width={96} height={72} loading="lazy" /> : <span className="wishlist-row__thumb" aria-hidden="true" />;
}

function CourseRow({ row, adding, canAdd, onAdd, onRemove }: { row: CourseWishlistItem; adding: boolean; canAdd: boolean; onAdd: () => void; onRemove: () => void }) {
  const d = row.detail;
  return (
    <li className="wishlist-row">
      <Thumb src={d.thumbnail} />
      <div className="wishlist-row__body">
        <p className="wishlist-row__category">{d.category_name}</p>
        <h2 className="wishlist-row__title">
          <a href={lmsCourseUrl(d.category_slug, d.slug)}>{d.title}</a>
        </h2>
        {showsRating(d) ? <Rating value={d.rating} count={d.total_review} /> : null}
        <Money amount={d.price} className="wishlist-row__price" />
      </div>
      <div className="wishlist-row__actions">
        <button type="button" className="btn btn--primary" onClick={onAdd} disabled={!canAdd} aria-label={`${T.addToCart}: ${d.title}`}>
          {adding ? <Spinner size="sm" label={T.adding} /> : null}
          {T.addToCart}
        </button>
        <button type="button" className="btn btn--icon wishlist-row__remove" onClick={onRemove} aria-label={T.remove(d.title)}>
          <DeleteIcon />
        </button>
      </div>
    </li>
  );
}

function StoreRow({ row, onPrices, onRemove }: { row: StoreWishlistItem; onPrices: () => void; onRemove: () => void }) {
  const d = row.detail;
  const url = detailUrl(row);
  return (
    <li className="wishlist-row">
      <Thumb src={d.thumbnail} />
      <div className="wishlist-row__body">
        <h2 className="wishlist-row__title">{url ? <a href={url}>{d.title}</a> : d.title}</h2>
        <p className="wishlist-row__warehouse">
          {T.warehouse}: {warehouseName(row)}
        </p>
        {showsRating(d) ? <Rating value={d.rating} count={d.total_review} /> : null}
        <Money amount={d.price} freeLabel={false} className="wishlist-row__price" />
      </div>
      <div className="wishlist-row__actions">
        <button type="button" className="btn btn--outline" onClick={onPrices} aria-label={`${T.seePrice}: ${d.title}`}>
          {T.seePrice}
        </button>
        <button type="button" className="btn btn--icon wishlist-row__remove" onClick={onRemove} aria-label={T.remove(d.title)}>
          <DeleteIcon />
        </button>
      </div>
    </li>
  );
}

/** 'Berdasarkan Zona Lainnya': the product in the member's other warehouses. */
function OtherZones({ row, onRemove }: { row: StoreWishlistItem; onRemove: (id: number) => void }) {
  if (row.other.length === 0) return <EmptyState message={T.empty} />;
  return (
    <div className="wishlist-zones">
      <p className="wishlist-zones__product">{row.detail.title}</p>
      <table className="wishlist-zones__table">
        <thead>
          <tr>
            <th scope="col">{T.warehouse}</th>
            <th scope="col">{T.price}</th>
            <th scope="col">
              <span className="sr-only">Aksi</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {row.other.map((e) => {
            const name = warehouseName(e);
            const url = detailUrl(e);
            return (
              <tr key={e.id}>
                <th scope="row">{name}</th>
                <td>
                  <Money amount={e.detail.price} freeLabel={false} />
                </td>
                <td>
                  <div className="wishlist-zones__actions">
                    {url ? (
                      <a className="btn btn--ghost btn--sm" href={url} aria-label={T.detailAt(name)}>
                        {T.detail}
                      </a>
                    ) : null}
                    <button type="button" className="btn btn--icon wishlist-row__remove" onClick={() => onRemove(e.id)} aria-label={T.removeAt(name)}>
                      <DeleteIcon />
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
