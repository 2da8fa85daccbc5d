// @vitest-environment jsdom
/**
 * Home parts (portal §2 Home): 'Kamu Peserta Apa?' targets (signed in → the learning-site page; signed out → the
 * sign-in site returning there), an 'Artikel Terbaru' card (author, relative age, media-site link), the carousel
 * breakpoints (2.5 / 6 and 1.25 / 4).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaPost } from '../../api/media';
import { BREAKPOINTS } from '../../ui/carousel';
import { ArticleCard } from './article-card';
import { participantTarget } from './use-participant-choice';

afterEach(cleanup);

describe("'Kamu Peserta Apa?' targets", () => {
  const origin = 'http://localhost:5211';
  it('signed in: Non Prakerja → claim voucher, Prakerja → redeem voucher on the learning site', () => {
    expect(participantTarget('claimVoucher', true, origin)).toBe('/lms-site/claim-voucher');
    expect(participantTarget('redeemVoucher', true, origin)).toBe('/lms-site/prakerja/redeem-voucher');
  });
  it('signed out: the sign-in site, returning to that page', () => {
    const url = new URL(participantTarget('claimVoucher', false, origin));
    expect(url.pathname).toBe('/sso');
    expect(url.searchParams.get('redirect')).toBe('http://localhost:5211/lms-site/claim-voucher');
  });
});

describe('ArticleCard', () => {
  const post: MediaPost = {
    id: 7,
    category_id: 1,
    category_name: 'Resep',
    category_slug: 'resep',
    slug_content: 'rahasia-croissant',
    blog_title: 'Rahasia Croissant Berlapis Sempurna',
    banner: '',
    thumbnail: '/media/blog/croissant.svg',
    blog_description: '<p>x</p>',
    meta_description: '',
    author: 'Chef Rina',
    date_publish: '2026-11-21T10:00:00+07:00',
    created_at: '2026-11-21T10:00:00+07:00',
  };
  it('shows title, author and relative age and links to the media site', () => {
    render(<ArticleCard post={post} now={new Date('2026-11-24T10:00:00+07:00')} />);
    const card = screen.getByRole('article', { name: 'Rahasia Croissant Berlapis Sempurna' });
    expect(card.textContent).toContain('Chef Rina');
    expect(card.textContent).toContain('3 hari yang lalu');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/media-site/resep/rahasia-croissant');
  });
});

describe('carousel breakpoints (portal §2 Home, commerce §9)', () => {
  it('2.5 items under 768 px and 6 wider; the second carousel 1.25 to 4', () => {
    expect(BREAKPOINTS.cards).toMatchObject({ small: 2.5, wide: 6 });
    expect(BREAKPOINTS.wide).toMatchObject({ small: 1.25, wide: 4 });
  });
});
