// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting, lists and links', () => {
    const html = '<p><strong>Ya</strong>, <a href="/help">bantuan</a></p><ul><li>satu</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });
  it('drops scripts, event handlers, javascript: links and style attributes', () => {
    const out = sanitizeHtml('<p style="color:red" onclick="x()">a<script>alert(1)</script><a href="javascript:alert(1)">b</a><img src="x" onerror="y()"></p>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|style=/);
    expect(out).toContain('a');
  });
});
