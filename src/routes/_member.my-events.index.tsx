/**
 * /my-events — EventMenu 'Event Saya' (commerce spec §2 "Events"; portal route table: login required, guarded by
 * `_member`). Search `{ q, page }` validated with valibot; defaults stay out of the URL.
 */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { EventListPage } from '../features/events/event-list-page';
import { pageParam, searchText } from './-search';

/** The URL query of 'Event Saya': `q` the search, `page` 1-based (5 per page). */
export const MyEventsSearch = v.object({ q: searchText(), page: pageParam() });

export const Route = createFileRoute('/_member/my-events/')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  validateSearch: MyEventsSearch,
  search: { middlewares: [stripSearchParams({ q: '', page: 1 })] },
  component: MyEventsRoute,
});

function MyEventsRoute() {
  const { member } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EventListPage
      userId={member.id}
      search={search}
      onSearch={(next) => navigate({ search: { q: next.q || undefined, page: next.page > 1 ? next.page : undefined } })}
    />
  );
}
