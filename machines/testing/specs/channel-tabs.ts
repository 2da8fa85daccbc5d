/**
 * Model spec of machines/channel-tabs.machine.ts (Privacy Policy, Terms and Conditions): clicks, keys and URL
 * changes between four tabs, and every answer of the page loader, from the first tab and from the last.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { channelTabsMachine, type ChannelTabsContext } from '../../channel-tabs.machine';
import { apiError, networkError } from '../fixtures';
import type { ModelSpec } from '../model';

const ctx = (s: AnyMachineSnapshot) => s.context as ChannelTabsContext;

export const channelTabsSpec: ModelSpec = {
  name: 'channelTabs',
  machine: channelTabsMachine,
  input: { tabs: ['lms', 'ecom', 'media', 'community'], channel: 'lms', key: 'terms_and_condition' },
  moreInputs: [{ tabs: ['lms'], channel: 'lms', key: 'privacy_policy' }],
  userEvents: [
    { type: 'tab.select', channel: 'ecom' },
    { type: 'tab.next' },
    { type: 'tab.prev' },
    { type: 'tab.first' },
    { type: 'tab.last' },
    { type: 'query.change', query: { channel: 'media' } },
    { type: 'content.retry' },
  ],
  busyEvents: ['tab.select', 'query.change'],
  outputs: { loadPage: ['<p>Syarat</p>', ''] },
  errors: { loadPage: [apiError(404, 'Data tidak ditemukan'), networkError(), apiError(500, 'Gagal')] },
  abstract: (s) => ctx(s).channel,
  project: (s) => {
    const c = ctx(s);
    return { channel: c.channel, html: c.html, failure: c.failure?.kind ?? null };
  },
  invariant: (s) => (ctx(s).tabs.includes(ctx(s).channel) ? null : 'the selected channel is always one of the tabs'),
  label: (id, out) => (id === 'loadPage' ? ((out as string) ? 'HTML' : 'blank') : undefined),
  promiseActors: ['loadPage'],
};
