/**
 * Notifications (portal §2, commerce §2 "a static mock list with a filter (all, course, shop, promo)"). The filter
 * lives in the URL (`?filter=`), so the page holds no state of its own; the filter buttons are a toggle group.
 */
import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../ui/empty-state';
import { FILTER_LABEL, filterNotifications, NOTIFICATION_FILTERS, type NotificationFilter } from './notifications';
import { T } from './texts';

export function NotificationsPage({ filter }: { filter: NotificationFilter }) {
  const list = filterNotifications(filter);
  return (
    <section className="container info-page">
      <h1 className="page-title">{T.notificationsTitle}</h1>
      <div role="group" aria-label={T.notificationsFilter} className="info-filter">
        {NOTIFICATION_FILTERS.map((f) => (
          <Link
            key={f}
            to="/notifications"
            search={f === 'all' ? {} : { filter: f }}
            className={`chip${f === filter ? ' is-active' : ''}`}
            aria-current={f === filter ? 'true' : undefined}
          >
            {FILTER_LABEL[f]}
          </Link>
        ))}
      </div>
      <p className="info-lead">{T.notificationsSample}</p>
      {list.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="notif-list" aria-label={`Notifikasi: ${FILTER_LABEL[filter]}`}>
          {list.map((n) => (
            <li key={n.id} className={`notif${n.read ? '' : ' notif--unread'}`}>
              <span className={`notif__kind notif__kind--${n.kind}`}>{FILTER_LABEL[n.kind]}</span>
              <div>
                <strong>{n.title}</strong>
                <p>{n.body}</p>
                <time>{n.date}</time>
              </div>
              {n.read ? null : <span className="sr-only">Belum dibaca</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
