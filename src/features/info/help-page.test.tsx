// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../api/client';
import { renderWithRouter } from '../../ui/test-router.test-utils';
import { HelpPage } from './help-page';

afterEach(() => {
  cleanup();
  configureApi({ fetch: undefined });
});

const json = (result: unknown) => new Response(JSON.stringify({ status: true, code: 200, message: 'OK', result }), { headers: { 'Content-Type': 'application/json' } });

describe('Help: the FAQ opens an answer with faq_detail (portal §7, issue 21)', () => {
  it('reads the answer of the question opened, and only then', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.endsWith('/faq')) return json([{ id: 3, category: 'umum', question: 'Bagaimana cara membayar?', answer: '<p>Ringkas</p>' }]);
      if (url.pathname.endsWith('/faq_detail')) return json({ id: Number(url.searchParams.get('id')), category: 'umum', question: 'Bagaimana cara membayar?', answer: '<p>Bayar lewat <strong>virtual account</strong>.</p>' });
      throw new Error(`unexpected ${url}`);
    });
    configureApi({ prefixUrl: 'http://gw.test/api/', fetch: fetch as unknown as typeof globalThis.fetch });
    renderWithRouter(() => <HelpPage />);
    const summary = await screen.findByText('Bagaimana cara membayar?');
    expect(fetch.mock.calls.some(([u]) => String(u instanceof Request ? u.url : u).includes('faq_detail'))).toBe(false);
    const details = summary.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    await waitFor(() => expect(details.textContent).toContain('Bayar lewat virtual account.'));
    const detailCall = fetch.mock.calls.map(([u]) => String(u instanceof Request ? u.url : u)).find((u) => u.includes('faq_detail'));
    expect(new URL(detailCall!).searchParams.get('id')).toBe('3');
  });
});
