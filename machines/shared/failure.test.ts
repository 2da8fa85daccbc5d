import { describe, expect, it } from 'vitest';
import { isNetworkFailure, toFailure } from './failure';

describe('toFailure', () => {
  it('keeps kind, code and message of an ApiError-like object', () => {
    expect(toFailure({ kind: 'server', code: 433, message: 'x' })).toEqual({ kind: 'server', code: 433, message: 'x' });
  });
  it('network failures always carry the network text', () => {
    expect(toFailure({ kind: 'network', code: 502, message: 'fetch failed' })).toEqual({
      kind: 'network',
      code: 502,
      message: 'Pastikan internet anda stabil',
    });
    expect(isNetworkFailure({ kind: 'network', code: 502, message: '' })).toBe(true);
  });
  it('plain errors are server failures with code 0', () => {
    expect(toFailure(new Error('boom'))).toEqual({ kind: 'server', code: 0, message: 'boom' });
    expect(toFailure('text')).toEqual({ kind: 'server', code: 0, message: 'text' });
  });
});
