/**
 * The channel tabs of Privacy Policy and Terms and Conditions (portal spec §2 "Informational pages": tabs Kursus
 * (lms), Belanja (ecom), Media and Community; "The query channel selects the tab and the default is lms. Changing
 * the tab sets the query"; §7 "Sitemap content: params channel and key. The response result.value is HTML"; §8
 * "Empty content shows 'Data tidak ditemukan'", network → 'Pastikan internet anda stabil' with 'Coba Lagi',
 * otherwise 'Refresh Data').
 *
 * The URL's `channel` is where a visit starts (the route validates it, default lms); the machine holds the
 * selected tab and loads that channel's page:
 * - `tab.select` (a click) and `tab.next` / `tab.prev` / `tab.first` / `tab.last` (arrow keys, Home, End; the
 *   ARIA tabs pattern with automatic activation, wrapping) select a tab, load it and emit `channel.selected` so
 *   the view writes `?channel=` into the URL.
 * - `query.change { query: { channel } }` (the URL changed by itself: back, forward, a link) selects that tab without
 *   emitting.
 *
 * States: `loading` (tag `busy`: invokes `loadPage({ key, channel })` → the HTML) → `showing` (non-empty HTML) or
 * `empty` (404 or blank: 'Data tidak ditemukan'), `offline` (no answer) or `failed` (another failure, its message
 * in `failure`); `content.retry` loads again from `offline` and `failed`.
 *
 * Actor (placeholder; src/features/info/channel-tabs.actors.ts provides it): `loadPage({ key, channel })` → the
 * sitemap value (HTML, sanitised by the view before it is shown).
 */
import { assign, emit, setup } from 'xstate';
import { toFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';

export interface ChannelTabsInput {
  /** The tabs' channels in display order, e.g. ['lms', 'ecom', 'media', 'community']. */
  tabs: readonly string[];
  /** The tab to start on (from the URL; the first tab when it is not one of `tabs`). */
  channel: string;
  /** The sitemap key the page shows (privacy_policy, terms_and_condition). */
  key: string;
}

export interface LoadPageInput {
  key: string;
  channel: string;
}

export interface ChannelTabsContext {
  tabs: readonly string[];
  channel: string;
  key: string;
  /** The loaded HTML of `channel` (raw, as the gateway sent it). */
  html: string;
  failure: Failure | null;
}

/** Events the view sends. */
export type ChannelTabsEvent =
  | { type: 'tab.select'; channel: string }
  | { type: 'tab.next' }
  | { type: 'tab.prev' }
  | { type: 'tab.first' }
  | { type: 'tab.last' }
  | { type: 'query.change'; query: { channel: string } }
  | { type: 'content.retry' };

/** Emitted when the visitor chose a tab: the view puts it into the URL query. */
export type ChannelTabsEmitted = { type: 'channel.selected'; channel: string };

const offset = (context: ChannelTabsContext, step: number) => {
  const n = context.tabs.length;
  const i = context.tabs.indexOf(context.channel);
  return context.tabs[(((i + step) % n) + n) % n]!;
};

export const channelTabsMachine = setup({
  types: {
    context: {} as ChannelTabsContext,
    events: {} as ChannelTabsEvent,
    input: {} as ChannelTabsInput,
    emitted: {} as ChannelTabsEmitted,
    tags: {} as 'busy',
  },
  actors: {
    loadPage: notProvided<string, LoadPageInput>('channelTabs.loadPage'),
  },
  guards: {
    isOtherTab: ({ context }, params: { channel: string }) => context.tabs.includes(params.channel) && params.channel !== context.channel,
    hasSeveralTabs: ({ context }) => context.tabs.length > 1,
    isNotFirst: ({ context }) => context.tabs.indexOf(context.channel) > 0,
    isNotLast: ({ context }) => context.tabs.indexOf(context.channel) < context.tabs.length - 1,
    hasContent: (_, params: { html: string }) => params.html.trim() !== '',
    isNotFound: (_, params: { error: unknown }) => toFailure(params.error).code === 404,
    isNetworkFailure: (_, params: { error: unknown }) => toFailure(params.error).kind === 'network',
  },
  actions: {
    choose: assign((_, params: { channel: string }) => ({ channel: params.channel })),
    chooseStep: assign(({ context }, params: { step: number }) => ({ channel: offset(context, params.step) })),
    chooseFirst: assign(({ context }) => ({ channel: context.tabs[0]! })),
    chooseLast: assign(({ context }) => ({ channel: context.tabs[context.tabs.length - 1]! })),
    announce: emit(({ context }) => ({ type: 'channel.selected' as const, channel: context.channel })),
  },
}).createMachine({
  id: 'channelTabs',
  description: "Privacy Policy / Terms and Conditions: one tab per channel (Kursus, Belanja, Media, Community), the chosen channel's page below.",
  context: ({ input }) => ({
    tabs: input.tabs,
    channel: input.tabs.includes(input.channel) ? input.channel : input.tabs[0]!,
    key: input.key,
    html: '',
    failure: null,
  }),
  initial: 'loading',
  on: {
    'tab.select': {
      guard: { type: 'isOtherTab', params: ({ event }) => ({ channel: event.channel }) },
      target: '.loading',
      reenter: true,
      actions: [{ type: 'choose', params: ({ event }) => ({ channel: event.channel }) }, 'announce'],
      description: 'A tab was clicked: load its channel and put it into the URL.',
    },
    'tab.next': {
      guard: 'hasSeveralTabs',
      target: '.loading',
      reenter: true,
      actions: [{ type: 'chooseStep', params: { step: 1 } }, 'announce'],
      description: 'Arrow right: the next tab (the last wraps to the first).',
    },
    'tab.prev': {
      guard: 'hasSeveralTabs',
      target: '.loading',
      reenter: true,
      actions: [{ type: 'chooseStep', params: { step: -1 } }, 'announce'],
      description: 'Arrow left: the previous tab (the first wraps to the last).',
    },
    'tab.first': {
      guard: 'isNotFirst',
      target: '.loading',
      reenter: true,
      actions: ['chooseFirst', 'announce'],
      description: 'Home: the first tab.',
    },
    'tab.last': {
      guard: 'isNotLast',
      target: '.loading',
      reenter: true,
      actions: ['chooseLast', 'announce'],
      description: 'End: the last tab.',
    },
    'query.change': {
      guard: { type: 'isOtherTab', params: ({ event }) => ({ channel: event.query.channel }) },
      target: '.loading',
      reenter: true,
      actions: { type: 'choose', params: ({ event }) => ({ channel: event.query.channel }) },
      description: 'The URL names another channel (back, forward, a link): show that tab.',
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      description: "Loading the chosen channel's page (skeleton lines).",
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ key: context.key, channel: context.channel }),
        onDone: [
          {
            guard: { type: 'hasContent', params: ({ event }) => ({ html: event.output }) },
            target: 'showing',
            actions: assign({ html: ({ event }) => event.output, failure: null }),
            description: 'The page arrived: show it.',
          },
          { target: 'empty', actions: assign({ html: '', failure: null }), description: "A blank page: 'Data tidak ditemukan'." },
        ],
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'empty',
            actions: assign({ html: '', failure: null }),
            description: "No page for this channel (404): 'Data tidak ditemukan'.",
          },
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'offline',
            actions: assign({ html: '', failure: ({ event }) => toFailure(event.error) }),
            description: "No answer: 'Pastikan internet anda stabil' with 'Coba Lagi'.",
          },
          {
            target: 'failed',
            actions: assign({ html: '', failure: ({ event }) => toFailure(event.error) }),
            description: "Another failure: its message with 'Refresh Data'.",
          },
        ],
      },
    },
    showing: { description: "The channel's page (sanitised HTML)." },
    empty: { description: "'Data tidak ditemukan'." },
    offline: {
      description: "'Pastikan internet anda stabil' with 'Coba Lagi'.",
      on: { 'content.retry': { target: 'loading', description: 'Coba Lagi: load the same channel again.' } },
    },
    failed: {
      description: "The server's message with 'Refresh Data'.",
      on: { 'content.retry': { target: 'loading', description: 'Refresh Data: load the same channel again.' } },
    },
  },
});

export type ChannelTabsMachine = typeof channelTabsMachine;
