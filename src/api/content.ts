/**
 * Portal content (portal spec §2 "Home", "Informational pages", §3 "Org member", §7 "Content"): sitemap keys, the
 * About Us profile, the organisation structure and the FAQ. Every HTML value is sanitised by the SPA with
 * DOMPurify before rendering (the gateway's seed is safe too, but the SPA never trusts server HTML).
 *
 * Paths (all public, GET):
 * - `lms/helper/settings/site_map?channel=&key=` → {@link Sitemap} (schemas in catalogue.ts; keys in
 *   {@link SITEMAP_KEY}); 404 'Data tidak ditemukan' when the channel has no such key.
 * - `lms/helper/settings/about_us?channel=` (path not shown in the spec: chosen here) → {@link AboutUs}: vision,
 *   mission, the HTML of sitemap key `about_us`, gallery, contact details and the map point; 404 when the channel
 *   has neither a profile nor an `about_us` text (the SPA shows 'Data tidak ditemukan').
 * - `lms/helper/settings/organization_structure?status=active` (path chosen here) → {@link OrgMember}[].
 * - `lms/helper/settings/faq?category=&q=` → {@link Faq}[]; `lms/helper/settings/faq_detail?id=` → {@link Faq}.
 *
 * Channels: portal, lms, ecom, media, community (About Us and Disclaimer default to portal, Privacy Policy and
 * Terms and Conditions to lms: the SPA decides the default, the gateway only answers the channel it is asked).
 */
import * as v from 'valibot';
import { call } from './client';
import { IntParam } from './envelope';
import { cappedText } from './limits';
import { SitemapChannel } from './catalogue';

/** Sitemap keys the SPA reads (portal spec §7). `footer_description` is the footer SEO text of Home. */
export const SITEMAP_KEY = {
  aboutUs: 'about_us',
  disclaimer: 'disclaimer',
  privacyPolicy: 'privacy_policy',
  termsAndCondition: 'terms_and_condition',
  footerDescription: 'footer_description',
  warehouseDefault: 'warehouse_default',
} as const;

/** A content channel (portal spec §7 "Channels"). */
export type ContentChannel = v.InferOutput<typeof SitemapChannel>;

/** Query of GET lms/helper/settings/about_us. */
export const AboutUsQuery = v.object({ channel: v.optional(SitemapChannel, 'portal') });

/** About Us for one channel (portal spec §2 "Informational pages"). Coordinates WGS84 degrees. */
export const AboutUs = v.object({
  channel: v.string(),
  title: v.string(),
  vision: v.string(),
  /** Mission points, plain text. */
  mission: v.array(v.string()),
  /** HTML of sitemap key `about_us` for this channel ('' when absent). */
  content: v.string(),
  gallery: v.array(v.object({ id: v.number(), image: v.string(), caption: v.string() })),
  contact: v.object({
    address: v.string(),
    phone: v.string(),
    /** WhatsApp-only number, digits with the country code (e.g. 6281...). */
    whatsapp: v.string(),
    email: v.string(),
    /** Opening hours text, e.g. 'Senin - Jumat, 09.00 - 18.00 WIB'. */
    hours: v.string(),
  }),
  map: v.object({ latitude: v.number(), longitude: v.number(), zoom: v.number(), label: v.string() }),
});
export type AboutUs = v.InferOutput<typeof AboutUs>;

/** GET lms/helper/settings/about_us. @throws ApiError 404 when the channel has no About Us data. */
export const getAboutUs = (channel: ContentChannel = 'portal') =>
  call('get', 'lms/helper/settings/about_us', AboutUs, { searchParams: { channel } });

/** Query of the organisation structure: `status` active (default, as the SPA calls it), inactive or all. */
export const OrgStructureQuery = v.object({ status: v.optional(v.picklist(['active', 'inactive', 'all']), 'active') });

/** A person of the organisation structure (portal spec §3 "Org member"). */
export const OrgMember = v.object({
  id: v.number(),
  fullname: v.string(),
  /** Image URL. */
  profile_picture: v.string(),
  position: v.string(),
  is_active: v.boolean(),
});
export type OrgMember = v.InferOutput<typeof OrgMember>;
export const OrgStructure = v.array(OrgMember);

/** GET lms/helper/settings/organization_structure?status=active. */
export const getOrganizationStructure = () =>
  call('get', 'lms/helper/settings/organization_structure', OrgStructure, { searchParams: { status: 'active' } });

/** FAQ categories seeded: `subscription` (the 8 questions of the public subscription page), `umum`, `kursus`, `belanja`. */
export const FaqCategory = v.picklist(['subscription', 'umum', 'kursus', 'belanja']);

/** Query of GET lms/helper/settings/faq: optional category and a title search `q`. */
export const FaqQuery = v.object({
  category: v.optional(FaqCategory),
  q: v.optional(cappedText('query')),
});
/** A question with its HTML answer. */
export const Faq = v.object({ id: v.number(), category: v.string(), question: v.string(), answer: v.string() });
export type Faq = v.InferOutput<typeof Faq>;
export const FaqList = v.array(Faq);

/** Query of GET lms/helper/settings/faq_detail. */
export const FaqDetailQuery = v.object({ id: v.pipe(IntParam, v.minValue(1, 'id minimal 1')) });

/** GET lms/helper/settings/faq (e.g. `{ category: 'subscription' }` for the subscription page's accordion). */
export const getFaq = (query: v.InferInput<typeof FaqQuery> = {}) =>
  call('get', 'lms/helper/settings/faq', FaqList, { searchParams: query });
/** GET lms/helper/settings/faq_detail. @throws ApiError 404 for an unknown id. */
export const getFaqDetail = (id: number, signal?: AbortSignal) => call('get', 'lms/helper/settings/faq_detail', Faq, { searchParams: { id }, signal });
