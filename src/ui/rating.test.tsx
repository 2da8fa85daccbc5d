// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Rating } from './rating';

afterEach(cleanup);

describe('Rating: review counts in the compact form (portal §9 rb+, jt+, M+; issue 21)', () => {
  it.each([
    [120, '(120)', '120 ulasan'],
    [5200, '(5rb+)', '5.200 ulasan'],
    [2_500_000, '(2jt+)', '2.500.000 ulasan'],
    [3_000_000_000, '(3M+)', '3.000.000.000 ulasan'],
  ])('%i reviews show %s; screen readers hear %s', (count, shown, heard) => {
    const { container } = render(<Rating value={4.8} count={count} />);
    const visible = [...container.querySelectorAll('.rating__count > [aria-hidden="true"]')].map((e) => e.textContent).join('');
    expect(`(${visible})`).toBe(shown);
    expect(container.querySelector('.rating__count .sr-only')?.textContent).toBe(heard);
  });
});
