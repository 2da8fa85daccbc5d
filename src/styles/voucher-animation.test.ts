/**
 * The Home hero's voucher animation (portal §2 Home "A voucher animation"; issue 21 point 4): the ticket floats on
 * a keyframes animation, and the reduced-motion rule of tokens.css stops every animation for visitors who ask.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

describe('voucher animation', () => {
  it('the ticket runs the voucher-float keyframes, endlessly', () => {
    const pages = css('./pages.css');
    const rule = /\.voucher-ticket\s*\{([^}]*)\}/.exec(pages)?.[1] ?? '';
    expect(rule).toMatch(/animation:\s*voucher-float\s+[\d.]+s\b[^;]*infinite/);
    expect(pages).toMatch(/@keyframes voucher-float\s*\{[^@]*transform:/);
  });
  it('is still under prefers-reduced-motion', () => {
    const tokens = css('./tokens.css');
    const block = /@media \(prefers-reduced-motion: reduce\)\s*\{([\s\S]*?)\n\}/.exec(tokens)?.[1] ?? '';
    expect(block).toMatch(/animation-duration:\s*0\.01ms\s*!important|animation:\s*none/);
  });
});
