// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { StarRatingDisplay, StarRatingInput } from './star-rating';

afterEach(cleanup);

describe('StarRatingInput', () => {
  it('is a radio group named by its label with five named stars; choosing calls onChange', () => {
    const onChange = vi.fn();
    render(<StarRatingInput name="r" label="Rating" value={3} onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label') ?? r.closest('label')?.textContent)).toEqual(['1 bintang', '2 bintang', '3 bintang', '4 bintang', '5 bintang']);
    expect((within(group).getByRole('radio', { name: '3 bintang' }) as HTMLInputElement).checked).toBe(true);
    expect(group.querySelectorAll('.star-input__star.is-on')).toHaveLength(3);
    expect(group.textContent).toContain('Cukup');
    fireEvent.click(within(group).getByRole('radio', { name: '5 bintang' }));
    expect(onChange).toHaveBeenCalledWith(5);
    expect(group.getAttribute('aria-invalid')).toBeNull();
  });

  it('an error marks the group invalid and describes it', () => {
    render(<StarRatingInput name="r" label="Rating" value={0} onChange={() => {}} error="Rating harus diisi" />);
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const describedBy = group.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Rating harus diisi');
    expect(within(group).getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('leaving the group calls onBlur once, moving inside it does not', () => {
    const onBlur = vi.fn();
    render(
      <>
        <StarRatingInput name="r" label="Rating" value={0} onChange={() => {}} onBlur={onBlur} />
        <button type="button">lain</button>
      </>,
    );
    const [one, two] = screen.getAllByRole('radio');
    fireEvent.blur(one!, { relatedTarget: two });
    expect(onBlur).not.toHaveBeenCalled();
    fireEvent.blur(two!, { relatedTarget: screen.getByRole('button', { name: 'lain' }) });
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});

describe('StarRatingDisplay', () => {
  it('is one image named with the rating', () => {
    render(<StarRatingDisplay value={4} />);
    const img = screen.getByRole('img', { name: 'Rating 4 dari 5' });
    expect(img.querySelectorAll('.is-on')).toHaveLength(4);
  });
});
