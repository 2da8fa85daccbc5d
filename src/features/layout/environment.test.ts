import { describe, expect, it } from 'vitest';
import { detectBrowser, isSupportedBrowser, isUnderMaintenance, showMaintenanceBanner } from './environment';

const UA = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  ie: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
  samsung: 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
};

describe('detectBrowser', () => {
  it('names the accepted browsers, including the ones that pretend to be Chrome', () => {
    expect(detectBrowser(UA.chrome)).toBe('chrome');
    expect(detectBrowser(UA.headless)).toBe('chrome');
    expect(detectBrowser(UA.edge)).toBe('edge');
    expect(detectBrowser(UA.opera)).toBe('opera');
    expect(detectBrowser(UA.firefox)).toBe('firefox');
    expect(detectBrowser(UA.safari)).toBe('safari');
  });
  it('refuses the others', () => {
    expect(isSupportedBrowser(UA.ie)).toBe(false);
    expect(isSupportedBrowser(UA.samsung)).toBe(false);
    expect(isSupportedBrowser('curl/8.0')).toBe(false);
  });
});

describe('maintenance', () => {
  it('guards 3 April 2023 00:00-20:00 local time only', () => {
    expect(isUnderMaintenance(new Date(2023, 3, 3, 0, 0))).toBe(true);
    expect(isUnderMaintenance(new Date(2023, 3, 3, 19, 59))).toBe(true);
    expect(isUnderMaintenance(new Date(2023, 3, 3, 20, 0))).toBe(false);
    expect(isUnderMaintenance(new Date(2023, 3, 2, 23, 59))).toBe(false);
    expect(isUnderMaintenance(new Date(2026, 0, 1))).toBe(false);
  });
  it('shows the March banner until 4 March 2023 20:00 WIB', () => {
    expect(showMaintenanceBanner(new Date('2023-03-04T19:59:00+07:00'))).toBe(true);
    expect(showMaintenanceBanner(new Date('2023-03-04T20:00:00+07:00'))).toBe(false);
  });
});
