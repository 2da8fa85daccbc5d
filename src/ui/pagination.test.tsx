// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageWindow, Pagination } from './pagination';

afterEach(cleanup);

const pageButtons = () => screen.queryAllByRole('button', { name: /^Halaman \d+$/ }).map((b) => b.textContent);
const ellipses = (container: HTMLElement) => container.querySelectorAll('.pagination__ellipsis').length;

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pages={1} onChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows three page buttons around the current page with ellipses on both sides', () => {
    const { container } = render(<Pagination page={5} pages={10} onChange={() => {}} />);
    expect(pageButtons()).toEqual(['4', '5', '6']);
    expect(ellipses(container)).toBe(2);
    expect(screen.getByRole('button', { name: 'Halaman 5' }).getAttribute('aria-current')).toBe('page');
  });

  it('at the start and end shows one ellipsis only, on the far side', () => {
    const first = render(<Pagination page={1} pages={10} onChange={() => {}} />);
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(ellipses(first.container)).toBe(1);
    first.unmount();
    const last = render(<Pagination page={10} pages={10} onChange={() => {}} />);
    expect(pageButtons()).toEqual(['8', '9', '10']);
    expect(ellipses(last.container)).toBe(1);
  });

  it('shows no ellipsis when every page fits', () => {
    const { container } = render(<Pagination page={2} pages={3} onChange={() => {}} />);
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(ellipses(container)).toBe(0);
  });

  it('first/last and previous/next go where they say and are disabled at the ends', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pagination page={5} pages={10} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Halaman pertama' }));
    fireEvent.click(screen.getByRole('button', { name: 'Halaman terakhir' }));
    fireEvent.click(screen.getByRole('button', { name: 'Halaman sebelumnya' }));
    fireEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 6' }));
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 5' }));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([1, 10, 4, 6, 6]);

    rerender(<Pagination page={1} pages={10} onChange={onChange} />);
    expect((screen.getByRole('button', { name: 'Halaman pertama' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Halaman sebelumnya' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Halaman terakhir' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('pageWindow clamps out-of-range pages', () => {
    expect(pageWindow(99, 4)).toEqual([2, 3, 4]);
    expect(pageWindow(0, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
