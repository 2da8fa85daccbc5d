// @vitest-environment jsdom
/** The one sanitiser of server HTML (COMMON "Server HTML is sanitised in the SPA with DOMPurify"). */
import { describe, expect, it } from 'vitest';
import { htmlText, sanitizeHtml } from './safe-html';

describe('sanitizeHtml', () => {
  it('keeps content markup', () => {
    const html = '<h2>Visi</h2><p>Belajar <strong>baking</strong> <a href="/help">di sini</a></p><ul><li>Satu</li></ul><img src="/media/a.jpg" alt="A">';
    expect(sanitizeHtml(html)).toBe(html);
  });
  it('drops scripts, handlers and javascript: links', () => {
    const out = sanitizeHtml('<p onclick="alert(1)">Hai</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)">');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain('<p>Hai</p>');
  });
  it('drops style attributes and elements (the CSP would refuse them) and forms', () => {
    const out = sanitizeHtml('<p style="color:red">Merah</p><style>p{}</style><form action="/x"><input name="a"><button>Kirim</button></form>');
    expect(out).toBe('<p>Merah</p>Kirim');
  });
  it('gives links that open a new window rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://wa.me/62811" target="_blank">WA</a>')).toBe('<a href="https://wa.me/62811" target="_blank" rel="noopener noreferrer">WA</a>');
  });
  it('keeps no other link target', () => {
    expect(sanitizeHtml('<a href="/a" target="top">A</a>')).toBe('<a href="/a">A</a>');
  });
  it('reads the text of HTML', () => {
    expect(htmlText('<p>Satu   <b>dua</b></p>\n<p>tiga</p><script>x</script>')).toBe('Satu dua tiga');
  });
});
