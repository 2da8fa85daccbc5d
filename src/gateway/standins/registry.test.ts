import { describe, expect, it } from 'vitest';
import { ALL_STANDINS, describeStandins, parseStandins, standinsWithout } from './registry';

describe('STANDINS (decision 048)', () => {
  it('unset: every stand-in outside production, none in production', () => {
    expect([...parseStandins(undefined, false).names]).toEqual(ALL_STANDINS);
    expect(parseStandins(undefined, true).names.size).toBe(0);
  });
  it('reads names separated by commas or spaces, `all` and `none`, and reports unknown words', () => {
    expect(parseStandins(' SSO, media  storage ', true)).toEqual({ names: new Set(['sso', 'media', 'storage']), unknown: [] });
    expect([...parseStandins('all', true).names]).toEqual(ALL_STANDINS);
    expect(parseStandins('none', false).names.size).toBe(0);
    expect(parseStandins('', false).names.size).toBe(0);
    expect(parseStandins('sso,snap', false)).toEqual({ names: new Set(['sso']), unknown: ['snap'] });
  });
  it('the start-up line names the mounted stand-ins and their paths, or none', () => {
    expect(describeStandins(standinsWithout(...ALL_STANDINS.filter((n) => n !== 'payment' && n !== 'hris')))).toBe(
      'Stand-in aktif / mounted stand-ins (STANDINS): payment /snap, hris /hris',
    );
    expect(describeStandins(new Set())).toBe('Stand-in aktif / mounted stand-ins (STANDINS): tidak ada / none');
  });
});
