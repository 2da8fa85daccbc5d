/**
 * EventMenu 'Event Saya' `/my-events` (commerce spec §2 "Events": search box, 5 per page, pagination; §8 "Events":
 * a dialog for list errors except 404; §9 "Pagination shows 3 page buttons with first/last and ellipsis"). A thin
 * view of machines/event-list.machine.ts; the URL search `{ q, page }` is the query.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import type { EventListQuery } from '../../../machines/event-list.machine';
import { formatDateTimeWib } from '../../lib/format';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { Skeleton } from '../../ui/skeleton';
import { T } from './texts';
import { useEventList, type EventListLogic } from './use-events';
import './events.css';

export interface EventListPageProps {
  userId: number;
  search: EventListQuery;
  onSearch: (next: EventListQuery) => void;
  logic?: EventListLogic;
}

export function EventListPage({ userId, search, onSearch, logic }: EventListPageProps) {
  const view = useEventList(userId, search, logic);
  const [text, setText] = useState(search.q);
  useEffect(() => setText(search.q), [search.q]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ q: text.trim(), page: 1 });
  };

  return (
    <section className="page container events-page" aria-labelledby="events-title">
      <h1 id="events-title" className="page-title">
        {T.listTitle}
      </h1>
      <form role="search" className="search-box" onSubmit={submit}>
        <label className="sr-only" htmlFor="events-search">
          {T.search}
        </label>
        <input id="events-search" type="search" placeholder={T.search} value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" maxLength={100} />
        <button type="submit" className="btn btn--primary">
          {T.searchButton}
        </button>
        {search.q !== '' ? (
          <button type="button" className="btn btn--link" onClick={() => onSearch({ q: '', page: 1 })}>
            {T.clearSearch}
          </button>
        ) : null}
      </form>

      <div aria-busy={view.loading} aria-live="polite">
        {view.loading ? (
          <ul className="event-list" aria-label={T.loading}>
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="event-card event-card--skeleton">
                <Skeleton width="60%" height="1.25rem" />
                <Skeleton width="40%" />
              </li>
            ))}
          </ul>
        ) : null}
        {!view.loading && view.empty ? <EmptyState message={T.notFound} /> : null}
        {view.list ? (
          <>
            <ul className="event-list" aria-label={T.listTitle}>
              {view.list.data.map((ev) => (
                <li key={ev.ticket_id}>
                  <article className="event-card" aria-labelledby={`event-${ev.ticket_id}`}>
                    {ev.banner ? <img className="event-card__banner" src={ev.banner} alt="" loading="lazy" width={160} height={90} /> : null}
                    <div className="event-card__body">
                      <p className="event-card__meta">
                        <span className={`event-badge event-badge--${ev.event_status}`}>{T.status[ev.event_status] ?? ev.event_status}</span>{' '}
                        {T.type[ev.event_type] ?? ev.event_type} · {ev.ticket_type}
                      </p>
                      <h2 id={`event-${ev.ticket_id}`} className="event-card__title">
                        {ev.title}
                      </h2>
                      <p>{formatDateTimeWib(ev.start_at)}</p>
                      <p>{ev.location}</p>
                      <Link to="/my-events/tickets" search={{ id: ev.ticket_id }} className="btn btn--outline btn--sm" aria-label={T.viewTicket(ev.title)}>
                        {T.ticketTitle}
                      </Link>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
            <Pagination page={search.page} pages={view.list.pages} onChange={(page) => onSearch({ ...search, page })} label={T.pageLabel} />
          </>
        ) : null}
      </div>

      <Dialog
        open={view.failure !== null}
        title={T.failureTitle}
        role="alertdialog"
        size="sm"
        dismissible={false}
        onClose={view.dismiss}
        footer={
          <>
            <button type="button" className="btn btn--outline" onClick={view.dismiss}>
              {T.close}
            </button>
            <button type="button" className="btn btn--primary" onClick={view.retry}>
              {T.retry}
            </button>
          </>
        }
      >
        <p>{view.failure}</p>
      </Dialog>
    </section>
  );
}
