/** /disclaimer — Disclaimer (portal §2): the same channel rule as About Us, default portal. Public. */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { DisclaimerPage } from '../features/info/disclaimer-page';
import { contentChannel } from '../features/info/texts';
import { searchText } from './-search';

export const Route = createFileRoute('/disclaimer')({
  validateSearch: v.object({ channel: searchText(20) }),
  search: { middlewares: [stripSearchParams({ channel: '' })] },
  component: DisclaimerRoute,
});

function DisclaimerRoute() {
  const { channel } = Route.useSearch();
  return <DisclaimerPage channel={contentChannel(channel)} />;
}
