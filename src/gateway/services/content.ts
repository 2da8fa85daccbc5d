/**
 * Portal content read by the public pages (portal spec §2 "Home", "Informational pages", §7 "Content"; commerce
 * spec §7 "Events and help"): About Us, the organisation structure, the help centre, the FAQ and media posts.
 * All answers are read-only; HTML values are returned as stored (the SPA sanitises them with DOMPurify).
 */
import { and, asc, count, desc, eq, ilike, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyProfiles, faqs, helpCenterEntries, mediaCategories, mediaPosts, orgMembers, sitemap } from '../db/schema';
import type { AboutUs, Faq, OrgMember } from '../../api/content';
import type { HelpEntry } from '../../api/help';
import type { MediaPost } from '../../api/media';
import type { Paged } from '../../api/envelope';
import { HttpError, NOT_FOUND_MESSAGE } from '../http/envelope';
import { likePattern, pageOf } from './catalogue';

/**
 * About Us of a channel: the structured profile plus the HTML of sitemap key `about_us`.
 * @throws HttpError 404 'Data tidak ditemukan' when the channel has neither.
 */
export async function getAboutUs(db: Db, channel: string): Promise<AboutUs> {
  const [profile] = await db.select().from(companyProfiles).where(eq(companyProfiles.channel, channel)).limit(1);
  const [text] = await db
    .select({ value: sitemap.value })
    .from(sitemap)
    .where(and(eq(sitemap.channel, channel), eq(sitemap.key, 'about_us')))
    .limit(1);
  if (!profile && !text) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return {
    channel,
    title: profile?.title ?? '',
    vision: profile?.vision ?? '',
    mission: profile?.mission ?? [],
    content: text?.value ?? '',
    gallery: profile?.gallery ?? [],
    contact: profile?.contact ?? { address: '', phone: '', whatsapp: '', email: '', hours: '' },
    map: profile?.map ?? { latitude: 0, longitude: 0, zoom: 0, label: '' },
  };
}

/** The organisation structure in display order; `status` active, inactive or all. */
export async function listOrgMembers(db: Db, status: 'active' | 'inactive' | 'all'): Promise<OrgMember[]> {
  const where = status === 'all' ? undefined : eq(orgMembers.is_active, status === 'active');
  const rows = await db.select().from(orgMembers).where(where).orderBy(asc(orgMembers.sort), asc(orgMembers.id));
  return rows.map((r) => ({ id: r.id, fullname: r.fullname, profile_picture: r.profile_picture, position: r.position, is_active: r.is_active }));
}

/** The help-centre entries of a channel in display order (an empty list for a channel without entries). */
export async function listHelpCenter(db: Db, channel: string): Promise<HelpEntry[]> {
  const rows = await db
    .select()
    .from(helpCenterEntries)
    .where(eq(helpCenterEntries.channel, channel))
    .orderBy(asc(helpCenterEntries.sort), asc(helpCenterEntries.id));
  return rows.map((r) => ({ id: r.id, title: r.title, detail: r.detail }));
}

/** FAQ entries, optionally one category and a question search, in display order. */
export async function listFaq(db: Db, o: { category?: string; q?: string }): Promise<Faq[]> {
  const where: SQL[] = [];
  if (o.category) where.push(eq(faqs.category, o.category));
  if (o.q && o.q.trim()) where.push(ilike(faqs.question, likePattern(o.q.trim())));
  const rows = await db.select().from(faqs).where(and(...where)).orderBy(asc(faqs.sort), asc(faqs.id));
  return rows.map((r) => ({ id: r.id, category: r.category, question: r.question, answer: r.answer }));
}

/** One FAQ entry. @throws HttpError 404 'Data tidak ditemukan'. */
export async function getFaq(db: Db, id: number): Promise<Faq> {
  const [r] = await db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
  if (!r) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return { id: r.id, category: r.category, question: r.question, answer: r.answer };
}

/**
 * Published media posts (status 'publish', `date_publish` ≤ now), paged, ordered by `order`/`sort` with the id as
 * tie-breaker, optionally one category.
 */
export async function listMediaPosts(
  db: Db,
  o: { limit: number; page: number; order: 'date_publish' | 'id' | 'title'; sort: 'asc' | 'desc'; category_id?: number },
  now: Date,
): Promise<Paged<MediaPost>> {
  const where: SQL[] = [eq(mediaPosts.status, 'publish'), lte(mediaPosts.date_publish, now)];
  if (o.category_id !== undefined) where.push(eq(mediaPosts.category_id, o.category_id));
  const filter = and(...where);
  const dir = o.sort === 'asc' ? asc : desc;
  const column = { date_publish: mediaPosts.date_publish, id: mediaPosts.id, title: mediaPosts.blog_title }[o.order];
  const [total] = await db.select({ n: count() }).from(mediaPosts).where(filter);
  const rows = await db
    .select({ p: mediaPosts, c: { name: mediaCategories.name, slug: mediaCategories.slug } })
    .from(mediaPosts)
    .innerJoin(mediaCategories, eq(mediaCategories.id, mediaPosts.category_id))
    .where(filter)
    .orderBy(dir(column), dir(mediaPosts.id))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  const data = rows.map(({ p, c }): MediaPost => ({
    id: p.id,
    category_id: p.category_id,
    category_name: c.name,
    category_slug: c.slug,
    slug_content: p.slug_content,
    blog_title: p.blog_title,
    banner: p.banner,
    thumbnail: p.thumbnail,
    blog_description: p.blog_description,
    meta_description: p.meta_description,
    author: p.author,
    date_publish: p.date_publish.toISOString(),
    created_at: p.created_at.toISOString(),
  }));
  return pageOf(data, Number(total?.n ?? 0), o.page, o.limit);
}
