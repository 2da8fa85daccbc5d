/**
 * View model of the Privacy Policy / Terms and Conditions tabs (portal §2 "Informational pages"): runs
 * machines/channel-tabs.machine.ts, follows the URL's `channel` and reports a chosen tab (`onSelect`) so the route
 * writes it into the query.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { channelTabsMachine } from '../../../machines/channel-tabs.machine';
import { useFlowActor } from '../../flows/flow-actor';
import { useEmitted } from '../../flows/use-emitted';
import { useQuerySync } from '../../flows/use-query-sync';
import { createChannelTabsActors } from './channel-tabs.actors';

export type ChannelTabsLogic = typeof channelTabsMachine;

export interface UseChannelTabsArgs {
  tabs: readonly string[];
  channel: string;
  /** Sitemap key: privacy_policy or terms_and_condition. */
  pageKey: string;
  onSelect: (channel: string) => void;
  logic?: ChannelTabsLogic;
}

export function useChannelTabs({ tabs, channel, pageKey, onSelect, logic }: UseChannelTabsArgs) {
  const [machine] = useState(() => logic ?? channelTabsMachine.provide({ actors: createChannelTabsActors() }));
  const actor = useFlowActor(machine, { input: { tabs, channel, key: pageKey } });
  useEmitted(actor, 'channel.selected', (e) => onSelect(e.channel));
  useQuerySync(actor, { channel });

  const selected = useSelector(actor, (s) => s.context.channel);
  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const html = useSelector(actor, (s) => (s.matches('showing') ? s.context.html : null));
  const empty = useSelector(actor, (s) => s.matches('empty'));
  const failure = useSelector(actor, (s) => (s.matches('offline') || s.matches('failed') ? s.context.failure : null));
  return {
    selected,
    loading,
    html,
    empty,
    failure,
    choose: (next: string) => actor.send({ type: 'tab.select', channel: next }),
    key: (key: string) => {
      const map: Record<string, 'tab.next' | 'tab.prev' | 'tab.first' | 'tab.last'> = {
        ArrowRight: 'tab.next',
        ArrowLeft: 'tab.prev',
        Home: 'tab.first',
        End: 'tab.last',
      };
      const type = map[key];
      if (!type) return false;
      actor.send({ type });
      return true;
    },
    retry: () => actor.send({ type: 'content.retry' }),
  };
}
