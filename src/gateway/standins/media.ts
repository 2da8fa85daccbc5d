/**
 * Media stand-in, mounted at /media: the pictures of the seeded courses, products, articles, events, team members
 * and gallery (hand-drawn SVG illustrations, ./illustrations.ts: a motif that fits the item's category and slug,
 * no text on the picture; decision 051) and the courier logos (the courier's code on a tile), rendered from the
 * slug (no files, no external assets). Cached for a day (the picture of a slug never changes).
 *
 * Paths: /media/course/<slug>.svg (16:9), /media/product/<slug>.svg (square), /media/logistic/<code>.svg, and for
 * the portal pages /media/blog/<slug>.svg, /media/event/<slug>.svg (16:9), /media/person/<slug>.svg (square),
 * /media/gallery/<slug>.svg (4:3).
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client';
import { courseCategories, courses, products } from '../db/schema';
import type { AppEnv } from '../http/context';
import { escapeHtml } from './html';
import { illustrationSvg, type IllustrationKind } from './illustrations';

/** The picture kinds /media answers: the illustrated ones and the courier logos. */
const KINDS = new Set<string>(['course', 'product', 'blog', 'event', 'gallery', 'person', 'logistic']);

/** A stable hue 0..359 from a text (FNV-1a). */
export function hueOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % 360;
}

/** A courier's logo: its code on a tile coloured from the code (160 × 64). */
export function logisticLogoSvg(code: string): string {
  const hue = hueOf(code);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64" role="img" aria-label="${escapeHtml(code.toUpperCase())}">
<rect width="160" height="64" rx="10" fill="hsl(${hue} 55% 92%)"/>
<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="hsl(${hue} 60% 28%)">${escapeHtml(code.toUpperCase())}</text>
</svg>`;
}

/** Routes under /media. */
export function mediaRoutes() {
  const r = new Hono<AppEnv>();
  // slug → category slug of courses and products (a picture's motif follows its category); filled on first use.
  const categories = new Map<string, string | null>();
  const categoryOf = async (db: Db, kind: 'course' | 'product', slug: string): Promise<string | null> => {
    const key = `${kind}:${slug}`;
    if (categories.has(key)) return categories.get(key)!;
    const [row] =
      kind === 'course'
        ? await db
            .select({ category: courseCategories.slug })
            .from(courses)
            .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
            .where(eq(courses.slug, slug))
            .limit(1)
        : await db.select({ category: products.category_slug }).from(products).where(eq(products.slug, slug)).limit(1);
    const category = row?.category ?? null;
    if (categories.size > 5000) categories.clear();
    categories.set(key, category);
    return category;
  };
  r.get('/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file');
    const match = /^([a-z0-9][a-z0-9_-]{0,120})\.svg$/i.exec(file);
    if (!KINDS.has(kind) || !match) return c.text('Not Found', 404);
    const slug = match[1]!.toLowerCase();
    let svg: string;
    if (kind === 'logistic') svg = logisticLogoSvg(slug);
    else if (kind === 'course' || kind === 'product') svg = illustrationSvg(kind, await categoryOf(c.var.deps.db, kind, slug), slug);
    else svg = illustrationSvg(kind as IllustrationKind, null, slug);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(svg);
  });
  return r;
}
