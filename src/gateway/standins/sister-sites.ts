/**
 * Stand-ins for the sister sites the SPA links to (portal spec §1 "Sister sites"; commerce spec §2 "External
 * learning-site links", "Store links"): the learning site (/lms-site/*), the store site (/store-site/*) and the
 * back office (/backoffice/*), the media site (/media-site/*) and the community site (/community-site/*). Each
 * answers a small page naming the requested path, the stand-in label and a link back to the SPA. The learning site's
 * own pages (lessons, webinars, my-courses) are in ./lms-site.ts, mounted before these.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/context';
import { html, standinPage, type SiteName } from './html';
import type { StandinName } from './registry';

const SITES: Array<{ name: StandinName; prefix: string; site: SiteName; title: string }> = [
  { name: 'lms-site', prefix: '/lms-site', site: { id: 'situs belajar (LMS)', en: 'learning site (LMS)' }, title: 'Situs Belajar' },
  { name: 'store-site', prefix: '/store-site', site: { id: 'situs toko (e-commerce)', en: 'store site (e-commerce)' }, title: 'Situs Toko' },
  { name: 'backoffice', prefix: '/backoffice', site: { id: 'back office (panel admin)', en: 'back office (admin panel)' }, title: 'Back Office' },
  { name: 'media-site', prefix: '/media-site', site: { id: 'situs media', en: 'media site' }, title: 'Situs Media' },
  { name: 'community-site', prefix: '/community-site', site: { id: 'situs komunitas', en: 'community site' }, title: 'Situs Komunitas' },
];

/** Routes for the sister-site stand-ins of SITES that configuration lists (and everything below their prefixes). */
export function sisterSiteRoutes(mounted: ReadonlySet<StandinName>) {
  const r = new Hono<AppEnv>();
  for (const s of SITES) {
    if (!mounted.has(s.name)) continue;
    const page = (c: Context<AppEnv>) => {
      const url = new URL(c.req.url);
      const rest = url.pathname.slice(s.prefix.length) || '/';
      const body = html`<div class="card">
<h1>${s.title}</h1>
<p>Halaman yang diminta / Requested page:</p>
<p><code>${rest}${url.search}</code></p>
<p class="muted">Di situs asli, alamat ini membuka halaman tersebut. / On the real site this address opens that page.</p>
<p><a class="button primary" href="/">Kembali ke Dapur Kursus</a></p>
</div>`;
      c.header('Cache-Control', 'no-store');
      return c.html(standinPage({ title: s.title, site: s.site, body, nonce: c.var.nonce }));
    };
    r.get(s.prefix, page);
    r.get(`${s.prefix}/*`, page);
  }
  return r;
}
