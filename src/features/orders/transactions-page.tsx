/**
 * 'History Pembelian' (route TransactionMenu, /orders; commerce spec §2 "Transactions", §4 "Status filter",
 * "Order status_code" history reading, §9 page size 5).
 *
 * The URL search `{ invoice, page, status }` is the query. An invoice search hides the status options and ignores
 * the status; choosing a status or searching starts again at page 1.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { Skeleton } from '../../ui/skeleton';
import type { TransactionQuery } from '../../../machines/transactions.machine';
import { OrderCard } from './order-card';
import { STATUS_OPTIONS, T } from './catalogue';
import { useTransactions, type TransactionsLogic } from './use-transactions';
import type { LiveFeed } from '../../flows/live/live-feed';
import './orders.css';

export interface TransactionsPageProps {
  userId: number;
  search: TransactionQuery;
  /** Replace the URL search (the route navigates). */
  onSearch: (next: TransactionQuery) => void;
  /** Injected logic for tests. */
  logic?: TransactionsLogic;
  /** The live connection's feed (issue 21): pushes replace polling while it is open. */
  live?: LiveFeed;
}

export function TransactionsPage({ userId, search, onSearch, logic, live }: TransactionsPageProps) {
  const view = useTransactions(userId, search, logic, live);
  const [text, setText] = useState(search.invoice);
  useEffect(() => setText(search.invoice), [search.invoice]);
  const searching = search.invoice !== '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ invoice: text.trim(), page: 1, status: 1 });
  };

  return (
    <section className="page container transactions" aria-labelledby="transactions-title">
      <h1 id="transactions-title" className="page-title">{T.historyTitle}</h1>

      <form role="search" className="search-box" onSubmit={submit}>
        <label className="sr-only" htmlFor="invoice-search">
          {T.searchInvoice}
        </label>
        <input
          id="invoice-search"
          type="search"
          placeholder={T.searchInvoice}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="btn btn--primary">
          {T.searchButton}
        </button>
        {searching ? (
          <button type="button" className="btn btn--link" onClick={() => onSearch({ invoice: '', page: 1, status: 1 })}>
            {T.clearSearch}
          </button>
        ) : null}
      </form>

      {!searching ? (
        <div role="group" aria-label={T.statusFilter} className="chips">
          {STATUS_OPTIONS.map((o) => (
            <button
              key={o.value}
              type="button"
              className={`chip ${search.status === o.value ? 'chip--active' : ''}`}
              aria-pressed={search.status === o.value}
              onClick={() => onSearch({ invoice: '', page: 1, status: o.value })}
            >
              {o.label}
            </button>
          ))}
        </div>
      ) : null}

      <div aria-busy={view.loading} aria-live="polite">
        {view.loading ? (
          <ul className="order-list" aria-label="Memuat transaksi">
            {Array.from({ length: 5 }, (_, i) => (
              <li key={i} className="order-card order-card--skeleton">
                <Skeleton width="40%" />
                <Skeleton height="3rem" />
                <Skeleton width="30%" />
              </li>
            ))}
          </ul>
        ) : null}
        {view.offline ? <EmptyState message={T.network} action={{ label: T.retry, onClick: view.retry }} /> : null}
        {view.empty ? <EmptyState message={T.notFound} /> : null}
        {view.list ? (
          <>
            <ul className="order-list">
              {view.list.data.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
            {view.list.pages > 1 ? (
              <Pagination page={search.page} pages={view.list.pages} onChange={(page) => onSearch({ ...search, page })} label={T.pageLabel} />
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
