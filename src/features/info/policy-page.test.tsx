// @vitest-environment jsdom
/**
 * Privacy Policy / Terms tabs (portal §2 "Informational pages"): four tabs, the query's channel selected, a tab
 * click reports the channel for the URL, arrow keys move, 404 → 'Data tidak ditemukan', server HTML sanitised.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelTabsMachine, type LoadPageInput } from '../../../machines/channel-tabs.machine';
import { controllable, apiError } from '../../../machines/testing/fixtures';
import { renderWithRouter } from '../../ui/test-router.test-utils';
import { PolicyPage } from './policy-page';

afterEach(cleanup);

async function setup(channel: 'lms' | 'ecom' | 'media' | 'community' = 'lms') {
  const load = controllable<string, LoadPageInput>();
  const onChannel = vi.fn();
  const logic = channelTabsMachine.provide({ actors: { loadPage: load.logic } });
  renderWithRouter(() => <PolicyPage title="Syarat & Ketentuan" pageKey="terms_and_condition" channel={channel} onChannel={onChannel} logic={logic} />);
  await waitFor(() => expect(load.calls.length).toBe(1));
  return { load, onChannel };
}

describe('PolicyPage', () => {
  it('shows the query channel’s tab and its sanitised page', async () => {
    const { load } = await setup('ecom');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Kursus', 'Belanja', 'Media', 'Community']);
    expect(screen.getByRole('tab', { name: 'Belanja' }).getAttribute('aria-selected')).toBe('true');
    expect(load.calls[0]!.input).toEqual({ key: 'terms_and_condition', channel: 'ecom' });
    await act(async () => load.calls[0]!.resolve('<h2>Syarat Belanja</h2><img src=x onerror="alert(1)"><script>alert(1)</script>'));
    expect(await screen.findByRole('heading', { name: 'Syarat Belanja' })).toBeTruthy();
    expect(document.querySelector('[role="tabpanel"]')!.innerHTML).not.toMatch(/onerror|script/);
  });

  it('a tab click loads that channel and reports it for the URL; arrow keys move on', async () => {
    const { load, onChannel } = await setup();
    await act(async () => load.calls[0]!.resolve('<p>Kursus</p>'));
    fireEvent.click(screen.getByRole('tab', { name: 'Media' }));
    expect(onChannel).toHaveBeenLastCalledWith('media');
    expect(load.calls[1]!.input.channel).toBe('media');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Media' }), { key: 'ArrowRight' });
    expect(onChannel).toHaveBeenLastCalledWith('community');
    expect(screen.getByRole('tab', { name: 'Community' }).getAttribute('aria-selected')).toBe('true');
  });

  it("a channel without a page shows 'Data tidak ditemukan'", async () => {
    const { load } = await setup('community');
    await act(async () => load.calls[0]!.reject(apiError(404, 'Data tidak ditemukan')));
    expect(await screen.findByText('Data tidak ditemukan')).toBeTruthy();
  });
});
