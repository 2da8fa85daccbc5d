/**
 * Privacy Policy and Terms and Conditions (portal §2 "Informational pages"): tabs Kursus (lms), Belanja (ecom),
 * Media and Community; the query `channel` selects the tab (default lms) and choosing a tab sets the query. The
 * tabs follow the ARIA tabs pattern (arrow keys, Home, End). Content is the channel's sitemap page, sanitised.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { EmptyState } from '../../ui/empty-state';
import { SafeHtml } from '../../ui/safe-html';
import { FailedState, ProseSkeleton } from './content-state';
import { CHANNEL_LABEL, POLICY_TABS, type PolicyChannel } from './texts';
import { useChannelTabs, type ChannelTabsLogic } from './use-channel-tabs';

export interface PolicyPageProps {
  title: string;
  /** Sitemap key: privacy_policy or terms_and_condition. */
  pageKey: string;
  channel: PolicyChannel;
  onChannel: (channel: PolicyChannel) => void;
  logic?: ChannelTabsLogic;
}

export function PolicyPage({ title, pageKey, channel, onChannel, logic }: PolicyPageProps) {
  const view = useChannelTabs({ tabs: POLICY_TABS, channel, pageKey, onSelect: (c) => onChannel(c as PolicyChannel), logic });
  const panelId = `${pageKey}-panel`;
  const list = useRef<HTMLDivElement>(null);
  const keyed = useRef(false);
  const onKeyDown = (e: KeyboardEvent) => {
    if (view.key(e.key)) {
      e.preventDefault();
      keyed.current = true;
    }
  };
  // Automatic activation: after an arrow key, focus follows the selected tab.
  useEffect(() => {
    if (!keyed.current) return;
    keyed.current = false;
    list.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
  }, [view.selected]);
  return (
    <section className="container info-page">
      <h1 className="page-title">{title}</h1>
      <div role="tablist" aria-label={title} className="info-tabs" ref={list}>
        {POLICY_TABS.map((c) => {
          const selected = view.selected === c;
          return (
            <button
              key={c}
              type="button"
              role="tab"
              id={`${pageKey}-tab-${c}`}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={`info-tab${selected ? ' is-active' : ''}`}
              onClick={() => view.choose(c)}
              onKeyDown={onKeyDown}
            >
              {CHANNEL_LABEL[c]}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${pageKey}-tab-${view.selected}`} aria-busy={view.loading} className="info-panel" tabIndex={0}>
        {view.loading ? <ProseSkeleton /> : null}
        {view.html !== null ? <SafeHtml html={view.html} className="prose" /> : null}
        {view.empty ? <EmptyState /> : null}
        {view.failure ? <FailedState failure={view.failure} onRetry={view.retry} /> : null}
      </div>
    </section>
  );
}
