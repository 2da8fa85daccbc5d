/**
 * Media stand-in, mounted at /media: generated SVG placeholders for course and product images and courier
 * logos, rendered from the slug (no files, no external assets). The colour is derived from the slug, the text
 * is the slug in title case. Cached for a day (the picture of a slug never changes).
 *
 * Paths: /media/course/<slug>.svg (16:9), /media/product/<slug>.svg (square), /media/logistic/<code>.svg, and for
 * the portal pages /media/blog/<slug>.svg, /media/event/<slug>.svg (16:9), /media/person/<slug>.svg (square),
 * /media/gallery/<slug>.svg (4:3).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { escapeHtml } from './html';

const KINDS = {
  course: { width: 640, height: 360, label: 'KURSUS' },
  product: { width: 480, height: 480, label: 'PRODUK' },
  logistic: { width: 160, height: 64, label: '' },
  // Issue 11: media posts, organisation structure, About Us gallery, event banners.
  blog: { width: 640, height: 360, label: 'ARTIKEL' },
  person: { width: 320, height: 320, label: 'TIM' },
  gallery: { width: 640, height: 480, label: 'GALERI' },
  event: { width: 640, height: 360, label: 'EVENT' },
} as const;
type Kind = keyof typeof KINDS;

/** A stable hue 0..359 from a text (FNV-1a). */
export function hueOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % 360;
}

/** 'bolu-pandan-lembut' → 'Bolu Pandan Lembut'. */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Break a title into lines of at most `max` characters (words are kept whole). */
function wrap(text: string, max: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, max - 1)}…`;
    return kept;
  }
  return lines;
}

/** The placeholder SVG for a kind and slug. */
export function placeholderSvg(kind: Kind, slug: string): string {
  const { width, height, label } = KINDS[kind];
  const hue = hueOf(slug);
  const title = titleFromSlug(slug) || 'Dapur Kursus';
  if (kind === 'logistic') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(title)}">
<rect width="${width}" height="${height}" rx="10" fill="hsl(${hue} 55% 92%)"/>
<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="hsl(${hue} 60% 28%)">${escapeHtml(slug.toUpperCase())}</text>
</svg>`;
  }
  const wide = width > height;
  const fontSize = wide ? 34 : kind === 'person' ? 28 : 36;
  const lines = wrap(title, wide ? 26 : kind === 'person' ? 14 : 18, 3);
  const lineHeight = fontSize * 1.2;
  const top = height / 2 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map((l, i) => `<text x="50%" y="${(top + i * lineHeight).toFixed(1)}" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeHtml(l)}</text>`)
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 62% 52%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 58% 34%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.32}" fill="#fff" fill-opacity=".08"/>
<text x="24" y="40" font-family="system-ui,sans-serif" font-size="16" font-weight="700" letter-spacing="3" fill="#fff" fill-opacity=".8">${label}</text>
${text}
</svg>`;
}

/** Routes under /media. */
export function mediaRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/:kind/:file', (c) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file');
    const match = /^([a-z0-9][a-z0-9_-]{0,120})\.svg$/i.exec(file);
    if (!(kind in KINDS) || !match) return c.text('Not Found', 404);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(placeholderSvg(kind as Kind, match[1]!.toLowerCase()));
  });
  return r;
}
