import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { channelTabsMachine, type ChannelTabsInput, type LoadPageInput } from './channel-tabs.machine';
import { apiError, controllable, flush, networkError } from './testing/fixtures';

const TABS = ['lms', 'ecom', 'media', 'community'] as const;

function start(input: Partial<ChannelTabsInput> = {}) {
  const load = controllable<string, LoadPageInput>();
  const actor = createActor(channelTabsMachine.provide({ actors: { loadPage: load.logic } }), {
    input: { tabs: TABS, channel: 'lms', key: 'terms_and_condition', ...input },
  });
  const selected: string[] = [];
  actor.on('channel.selected', (e) => selected.push(e.channel));
  actor.start();
  return { actor, load, selected };
}

describe('channel tabs (portal §2 Privacy Policy, Terms and Conditions)', () => {
  it('loads the channel of the URL and shows its page', async () => {
    const { actor, load, selected } = start({ channel: 'media' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(load.last().input).toEqual({ key: 'terms_and_condition', channel: 'media' });
    load.last().resolve('<p>Syarat Media</p>');
    await flush();
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.html).toBe('<p>Syarat Media</p>');
    expect(selected).toEqual([]);
  });

  it('starts on the first tab (lms) when the URL names no known channel', () => {
    const { actor, load } = start({ channel: 'portal' });
    expect(actor.getSnapshot().context.channel).toBe('lms');
    expect(load.last().input.channel).toBe('lms');
  });

  it('a clicked tab loads its channel and asks the view to set the query; the same tab or an unknown one does nothing', async () => {
    const { actor, load, selected } = start();
    load.last().resolve('<p>Kursus</p>');
    await flush();
    actor.send({ type: 'tab.select', channel: 'lms' });
    actor.send({ type: 'tab.select', channel: 'toko' });
    expect(load.calls).toHaveLength(1);
    actor.send({ type: 'tab.select', channel: 'ecom' });
    expect(selected).toEqual(['ecom']);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(load.last().input).toEqual({ key: 'terms_and_condition', channel: 'ecom' });
  });

  it('arrow keys, Home and End move between the tabs with wrapping', () => {
    const { actor, selected } = start();
    actor.send({ type: 'tab.prev' });
    actor.send({ type: 'tab.next' });
    actor.send({ type: 'tab.next' });
    actor.send({ type: 'tab.last' });
    actor.send({ type: 'tab.last' });
    actor.send({ type: 'tab.next' });
    actor.send({ type: 'tab.first' });
    actor.send({ type: 'tab.first' });
    expect(selected).toEqual(['community', 'lms', 'ecom', 'community', 'lms']);
  });

  it('a single tab has nowhere to go', () => {
    const { actor, load } = start({ tabs: ['lms'] });
    actor.send({ type: 'tab.next' });
    actor.send({ type: 'tab.prev' });
    expect(load.calls).toHaveLength(1);
  });

  it('a URL change (back, forward) shows that tab without writing the URL again', async () => {
    const { actor, load, selected } = start();
    actor.send({ type: 'query.change', query: { channel: 'community' } });
    actor.send({ type: 'query.change', query: { channel: 'community' } });
    expect(actor.getSnapshot().context.channel).toBe('community');
    expect(load.calls.map((c) => c.input.channel)).toEqual(['lms', 'community']);
    expect(selected).toEqual([]);
  });

  it("a 404 or a blank page is 'Data tidak ditemukan'", async () => {
    const { actor, load } = start();
    load.last().reject(apiError(404, 'Data tidak ditemukan'));
    await flush();
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'tab.select', channel: 'ecom' });
    load.last().resolve('   ');
    await flush();
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it("no answer offers 'Coba Lagi'; another failure keeps its message and offers a reload", async () => {
    const { actor, load } = start();
    load.last().reject(networkError());
    await flush();
    expect(actor.getSnapshot().value).toBe('offline');
    expect(actor.getSnapshot().context.failure?.message).toBe('Pastikan internet anda stabil');
    actor.send({ type: 'content.retry' });
    load.last().reject(apiError(500, 'Server sibuk'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure?.message).toBe('Server sibuk');
    actor.send({ type: 'content.retry' });
    expect(load.last().input.channel).toBe('lms');
    load.last().resolve('<p>ok</p>');
    await flush();
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('a newer tab wins over the answer of an older one', async () => {
    const { actor, load } = start();
    const first = load.last();
    actor.send({ type: 'tab.select', channel: 'media' });
    first.resolve('<p>lama</p>');
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    load.last().resolve('<p>Media</p>');
    await flush();
    expect(actor.getSnapshot().context.html).toBe('<p>Media</p>');
  });
});
