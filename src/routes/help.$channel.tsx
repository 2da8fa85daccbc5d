/**
 * /help/{channel}?menu={help menu id} — HelpChannel (portal §2, commerce §2). `channel` is lms, ecom, media or
 * community; any other channel goes to Error404 before anything is called (the gateway would answer 400). `menu`
 * opens that entry. Public.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { HELP_CHANNELS, type HelpChannel } from '../api/help';
import { HelpChannelPage } from '../features/info/help-channel-page';
import { PageNumber } from './-search';

const isHelpChannel = (c: string): c is HelpChannel => (HELP_CHANNELS as readonly string[]).includes(c);

export const Route = createFileRoute('/help/$channel')({
  validateSearch: v.object({ menu: v.fallback(v.optional(PageNumber), undefined) }),
  beforeLoad: ({ params }) => {
    if (!isHelpChannel(params.channel)) throw redirect({ to: '/404', replace: true });
  },
  component: HelpChannelRoute,
});

function HelpChannelRoute() {
  const { channel } = Route.useParams();
  const { menu } = Route.useSearch();
  return <HelpChannelPage channel={channel as HelpChannel} menu={menu} />;
}
