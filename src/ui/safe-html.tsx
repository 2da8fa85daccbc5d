/**
 * Server HTML on the page, always through the one sanitiser (src/lib/safe-html.ts: DOMPurify, no styles, no
 * forms). `as` picks the wrapper element; the wrapper carries `className` for the content styles (`.prose`).
 */
import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from '../lib/safe-html';

export interface SafeHtmlProps {
  /** HTML from the gateway (unsanitised). */
  html: string;
  className?: string;
  /** Wrapper element, default 'div'. */
  as?: ElementType;
  id?: string;
}

export function SafeHtml({ html, className, as: Tag = 'div', id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
