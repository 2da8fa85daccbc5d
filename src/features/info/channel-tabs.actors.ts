/** The real actor of machines/channel-tabs.machine.ts: one sitemap page (portal §7 "Sitemap content"). */
import { fromPromise } from 'xstate';
import { getSitemap } from '../../api/catalogue';
import type { ContentChannel } from '../../api/content';
import type { LoadPageInput } from '../../../machines/channel-tabs.machine';

export const createChannelTabsActors = () => ({
  loadPage: fromPromise(({ input }: { input: LoadPageInput }) => getSitemap(input.key, input.channel as ContentChannel).then((page) => page.value)),
});
