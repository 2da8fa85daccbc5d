import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

describe('share links (portal §2 "Share to Facebook, Twitter and WhatsApp")', () => {
  const link = 'https://dapur.test/sso/register?redirect=https%3A%2F%2Fdapur.test%2F';
  const [facebook, twitter, whatsapp] = shareLinks(link, 'Yuk daftar & belajar:');

  it('carries the registration link, percent-encoded, to each site', () => {
    expect(facebook).toEqual({ site: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}` });
    expect(new URL(facebook!.href).searchParams.get('u')).toBe(link);
    expect(new URL(twitter!.href).searchParams.get('url')).toBe(link);
    expect(new URL(twitter!.href).searchParams.get('text')).toBe('Yuk daftar & belajar:');
    expect(new URL(whatsapp!.href).origin).toBe('https://wa.me');
    expect(new URL(whatsapp!.href).searchParams.get('text')).toBe(`Yuk daftar & belajar: ${link}`);
  });

  it('an ampersand in the message cannot add a parameter', () => {
    expect([...new URL(twitter!.href).searchParams.keys()]).toEqual(['text', 'url']);
  });
});
