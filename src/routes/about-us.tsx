/** /about-us — AboutUs (portal §2 "Informational pages"): `?channel=` lms, ecom, media or community, otherwise portal. Public. */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { AboutPage } from '../features/info/about-page';
import { contentChannel } from '../features/info/texts';
import { searchText } from './-search';

export const Route = createFileRoute('/about-us')({
  validateSearch: v.object({ channel: searchText(20) }),
  search: { middlewares: [stripSearchParams({ channel: '' })] },
  component: AboutUsRoute,
});

function AboutUsRoute() {
  const { channel } = Route.useSearch();
  return <AboutPage channel={contentChannel(channel)} />;
}
