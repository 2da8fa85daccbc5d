/**
 * The one sanitiser of server HTML (portal spec §7 "Sitemap content ... result.value is HTML", help-centre
 * details, About Us content, FAQ answers, media descriptions, promo terms, event descriptions; COMMON "Server HTML
 * is sanitised in the SPA with DOMPurify"). Every view that shows HTML from the gateway renders
 * `sanitizeHtml(html)` (or src/ui/safe-html.tsx, which calls it), never the raw string.
 *
 * What it keeps: DOMPurify's HTML profile (text, headings, lists, links, tables, images). What it removes on top:
 * - `style` attributes and `<style>` elements: the SPA runs under `style-src 'self'`, which refuses them (each
 *   refusal is a console error), so server styling is dropped rather than blocked;
 * - forms and their controls (their text stays): content pages never submit anything;
 * - scripts, event handlers and `javascript:` URLs (DOMPurify itself).
 * Links that open a new window get `rel="noopener noreferrer"`.
 *
 * Without a DOM (a test in Node) DOMPurify cannot work: the sanitiser then returns '' (fails closed).
 */
import DOMPurify from 'dompurify';

let hooked = false;
/** The sanitiser: DOMPurify on the browser's window, or on the server renderer's DOM ({@link configureSanitizerWindow}). */
let purify: typeof DOMPurify = DOMPurify;
/** The document {@link htmlText} parses in (the browser's, or the server renderer's). */
let doc: Document | undefined = typeof document === 'undefined' ? undefined : document;

/**
 * The server renderer (src/ssr/entry-server.tsx, decision 074) has no browser window: it gives DOMPurify a DOM
 * (jsdom's window), so server HTML is sanitised the same way on both sides and the rendered page holds it.
 */
export function configureSanitizerWindow(win: Window): void {
  purify = DOMPurify(win as never);
  doc = win.document;
  hooked = false;
}

function addLinkHook() {
  if (hooked) return;
  hooked = true;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!node.hasAttribute('target')) return;
    // Only a new window is a meaningful target here (no frames); it never gets a handle on this page.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
}

/** Sanitised HTML to put into the page. @param html HTML from the gateway (any string). */
export function sanitizeHtml(html: string): string {
  if (!purify.isSupported) return '';
  addLinkHook();
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_ATTR: ['style'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  });
}

/** The text of a piece of server HTML (no markup), e.g. for a short summary. */
export function htmlText(html: string): string {
  const safe = sanitizeHtml(html);
  if (!safe || !doc) return '';
  const el = doc.createElement('div');
  el.innerHTML = safe;
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}
