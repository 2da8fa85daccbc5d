// @vitest-environment jsdom
/**
 * LocalTime (decision 099): a server in another time zone than the member formats a date differently; the browser
 * hydrates that page without a hydration error and then shows its own text.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { LocalTime } from './local-time';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ISO = '2026-11-27T20:30:00Z';
// 20.30 UTC is 27 Nov on a UTC server and 28 Nov in Jakarta (WIB, UTC+7).
const onServer = () => '27 Nov 2026';
const inBrowser = () => '28 Nov 2026';

describe('LocalTime', () => {
  it("hydrates the server's text without a hydration error, then shows the browser's", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LocalTime value={ISO} format={onServer} className="order-card__date" />);
    expect(container.textContent).toBe('27 Nov 2026');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <LocalTime value={ISO} format={inBrowser} className="order-card__date" />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    const time = container.querySelector('time.order-card__date');
    expect(time?.getAttribute('datetime')).toBe(ISO);
    expect(time?.textContent).toBe('28 Nov 2026');
  });
});
