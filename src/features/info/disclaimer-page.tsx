/** Disclaimer (portal §2 "Informational pages"): the channel's sitemap page (same channel rule as About Us, default portal). */
import type { ContentChannel } from '../../api/content';
import { useRemote } from '../../flows/remote/use-remote';
import { EmptyState } from '../../ui/empty-state';
import { SafeHtml } from '../../ui/safe-html';
import { FailedState, ProseSkeleton } from './content-state';
import { loadDisclaimer } from './info.loads';
import { T } from './texts';

export function DisclaimerPage({ channel }: { channel: ContentChannel }) {
  const page = useRemote(() => loadDisclaimer(channel), `disclaimer|${channel}`);
  return (
    <section className="container info-page" aria-busy={page.status === 'loading'}>
      <h1 className="page-title">{T.disclaimerTitle}</h1>
      {page.status === 'loading' ? <ProseSkeleton /> : null}
      {page.status === 'error' ? <FailedState failure={{ kind: page.network ? 'network' : 'server', message: page.message }} onRetry={page.reload} /> : null}
      {page.status === 'ready' ? page.data ? <SafeHtml html={page.data} className="prose" /> : <EmptyState /> : null}
    </section>
  );
}
