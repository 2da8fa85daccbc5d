/**
 * Route rules of the public portal (portal §2 "Layout", "Informational pages"): unknown help channels go to 404,
 * policy tabs default to lms, About Us / Disclaimer read any channel (the page falls back to portal), the error
 * pages use the blank layout.
 */
import { isRedirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contentChannel } from '../features/info/texts';
import { Route as Error404 } from './404';
import { Route as Error500 } from './500';
import { Route as Error502 } from './502';
import { Route as Error503 } from './503';
import { Route as Error504 } from './504';
import { Route as ErrorBrowser } from './error-browser';
import { Route as HelpChannel } from './help.$channel';
import { Route as Maintenance } from './maintenance';
import { Route as Terms } from './terms-and-conditions';
import { Route as Privacy } from './privacy-policy';
import { Route as PublicPromo } from './promo-detail.$code';

function beforeLoadOf(route: { options: unknown }) {
  return (route.options as { beforeLoad: (a: unknown) => unknown }).beforeLoad;
}

describe('portal routes', () => {
  it('/help/{channel}: lms, ecom, media, community pass; anything else redirects to /404', () => {
    const run = beforeLoadOf(HelpChannel);
    for (const channel of ['lms', 'ecom', 'media', 'community']) expect(() => run({ params: { channel } })).not.toThrow();
    for (const channel of ['resep', 'portal', '']) {
      try {
        run({ params: { channel } });
        throw new Error('no redirect');
      } catch (e) {
        expect(isRedirect(e)).toBe(true);
        expect((e as { options: { to: string } }).options.to).toBe('/404');
      }
    }
  });

  it('Privacy Policy and Terms: channel defaults to lms and falls back to it', () => {
    for (const route of [Terms, Privacy]) {
      const schema = route.options.validateSearch as unknown as v.GenericSchema;
      expect(v.parse(schema, {})).toEqual({ channel: 'lms' });
      expect(v.parse(schema, { channel: 'media' })).toEqual({ channel: 'media' });
      expect(v.parse(schema, { channel: 'portal' })).toEqual({ channel: 'lms' });
    }
  });

  it('About Us and Disclaimer: lms, ecom, media, community, otherwise portal', () => {
    expect(['lms', 'ecom', 'media', 'community', 'toko', '', undefined].map(contentChannel)).toEqual(['lms', 'ecom', 'media', 'community', 'portal', 'portal', 'portal']);
  });

  it('the error, browser and maintenance pages have neither header nor footer; the public promo page has both', () => {
    for (const route of [Error404, Error500, Error502, Error503, Error504, ErrorBrowser, Maintenance]) {
      expect(route.options.staticData?.blankLayout).toBe(true);
    }
    expect(PublicPromo.options.staticData?.blankLayout).toBeUndefined();
  });
});
