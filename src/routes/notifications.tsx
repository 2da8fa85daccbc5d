/** /notifications — the static notification list with a filter all/course/shop/promo (portal §2, commerce §2). Public. */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { NotificationsPage } from '../features/info/notifications-page';
import { NOTIFICATION_FILTERS } from '../features/info/notifications';
import { oneOf } from './-search';

export const Route = createFileRoute('/notifications')({
  validateSearch: v.object({ filter: oneOf(NOTIFICATION_FILTERS, 'all') }),
  search: { middlewares: [stripSearchParams({ filter: 'all' })] },
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const { filter } = Route.useSearch();
  return <NotificationsPage filter={filter} />;
}
