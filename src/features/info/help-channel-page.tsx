/**
 * HelpChannel (portal §2, commerce §2): `/help/<channel>?menu=<help menu id>`. The channel's help centre (portal §7:
 * entries with id, title and detail sections of title and HTML) as a menu beside the chosen entry; `menu` picks the
 * entry (the first when absent or unknown). Unknown channels never reach this page (the route sends them to 404).
 */
import { Link } from '@tanstack/react-router';
import type { HelpChannel } from '../../api/help';
import { useRemote } from '../../flows/remote/use-remote';
import { EmptyState } from '../../ui/empty-state';
import { SafeHtml } from '../../ui/safe-html';
import { FailedState, ProseSkeleton } from './content-state';
import { loadHelpCenter } from './info.loads';
import { HELP_TILE, T } from './texts';

export function HelpChannelPage({ channel, menu }: { channel: HelpChannel; menu?: number }) {
  const help = useRemote(() => loadHelpCenter(channel), `help|${channel}`);
  const entries = help.status === 'ready' ? help.data : [];
  const current = entries.find((e) => e.id === menu) ?? entries[0];
  return (
    <section className="container info-page">
      <p className="info-back">
        <Link to="/help">← {T.backToHelp}</Link>
      </p>
      <h1 className="page-title">{HELP_TILE[channel].title}</h1>
      {help.status === 'loading' ? <ProseSkeleton /> : null}
      {help.status === 'error' ? <FailedState failure={{ kind: help.network ? 'network' : 'server', message: help.message }} onRetry={help.reload} /> : null}
      {help.status === 'ready' && !current ? <EmptyState /> : null}
      {current ? (
        <div className="help-layout">
          <nav aria-label={T.helpMenus} className="help-menu">
            <ul>
              {entries.map((e) => (
                <li key={e.id}>
                  <Link
                    to="/help/$channel"
                    params={{ channel }}
                    search={{ menu: e.id }}
                    className={`help-menu__link${e.id === current.id ? ' is-active' : ''}`}
                    aria-current={e.id === current.id ? 'page' : undefined}
                  >
                    {e.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <article className="help-entry" aria-labelledby="help-entry-title">
            <h2 id="help-entry-title">{current.title}</h2>
            {current.detail.map((d) => (
              <section key={d.title} className="help-entry__section">
                <h3>{d.title}</h3>
                <SafeHtml html={d.detail} className="prose" />
              </section>
            ))}
          </article>
        </div>
      ) : null}
    </section>
  );
}
