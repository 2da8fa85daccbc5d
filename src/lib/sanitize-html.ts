/**
 * The one way server HTML reaches the page (PHASE2 "Server HTML is sanitised in the SPA with DOMPurify"): FAQ
 * answers, event descriptions and other HTML the gateway answers go through {@link sanitizeHtml} before
 * `dangerouslySetInnerHTML`. Scripts, event handlers, `javascript:` URLs and `style` attributes (blocked by the
 * enforced CSP anyway) are removed; ordinary formatting, lists, links and images stay.
 */
import DOMPurify from 'dompurify';

/** Safe HTML for `dangerouslySetInnerHTML` (HTML profile only: no SVG or MathML, no `style` attributes). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] });
}
