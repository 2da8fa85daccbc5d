/**
 * Commerce §2 "External learning-site links: category, category/{slug}, course/{category}/{slug} … Store links:
 * ecom/search and location/{warehouse slug}/{category slug}/{product slug}", under the configured sister-site base
 * URLs (the spec README: sister sites are reached through configurable base URLs).
 */
import { describe, expect, it } from 'vitest';
import { config } from './config';
import { lmsCategoryUrl, lmsCourseUrl, storeProductUrl, storeSearchUrl } from './links';

const lms = config.lmsUrl.replace(/\/+$/, '');
const ecom = config.ecomUrl.replace(/\/+$/, '');

describe('external links (commerce §2)', () => {
  it('learning site: category, category/{slug}, course/{category}/{slug}', () => {
    expect(lmsCategoryUrl()).toBe(`${lms}/category`);
    expect(lmsCategoryUrl('bread')).toBe(`${lms}/category/bread`);
    expect(lmsCourseUrl('bread', 'roti-sobek')).toBe(`${lms}/course/bread/roti-sobek`);
    expect(lmsCourseUrl('kue kering', 'nastar/keju')).toBe(`${lms}/course/kue%20kering/nastar%2Fkeju`);
  });

  it('store: ecom/search and location/{warehouse slug}/{category slug}/{product slug}', () => {
    expect(storeSearchUrl()).toBe(`${ecom}/ecom/search`);
    expect(storeProductUrl('wh-bdg', 'tepung', 'tepung-protein')).toBe(`${ecom}/location/wh-bdg/tepung/tepung-protein`);
  });
});
