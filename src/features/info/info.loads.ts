/**
 * The reads of the informational pages (portal §7 "Content"), shaped for `useRemote`: a 404 ("no data for this
 * channel") becomes `null`, which the page shows as 'Data tidak ditemukan' (portal §2 About Us, §8); other
 * failures are thrown (the blank-data view with 'Coba Lagi' / 'Refresh Data').
 */
import { getSitemap } from '../../api/catalogue';
import { getAboutUs, getFaq, getOrganizationStructure, SITEMAP_KEY, type AboutUs, type ContentChannel, type Faq, type OrgMember } from '../../api/content';
import { ApiError } from '../../api/errors';
import { getHelpCenter, type HelpChannel, type HelpEntry } from '../../api/help';

const orNull = <T,>(p: Promise<T>): Promise<T | null> =>
  p.catch((e: unknown) => {
    if (e instanceof ApiError && e.code === 404) return null;
    throw e;
  });

/** About Us of a channel, or null when the channel has none. */
export const loadAboutUs = (channel: ContentChannel): Promise<AboutUs | null> => orNull(getAboutUs(channel));

/** The active organisation structure (`status=active`); a failure shows no structure (the rest of About stays). */
export const loadOrganisation = (): Promise<OrgMember[]> => getOrganizationStructure().catch(() => []);

/** The Disclaimer HTML of a channel, or null. */
export const loadDisclaimer = (channel: ContentChannel): Promise<string | null> =>
  orNull(getSitemap(SITEMAP_KEY.disclaimer, channel)).then((p) => (p && p.value.trim() ? p.value : null));

/** The help centre of a channel. */
export const loadHelpCenter = (channel: HelpChannel): Promise<HelpEntry[]> => getHelpCenter(channel);

/** The general FAQ shown on the Help landing (categories umum, kursus, belanja). */
export const loadFaq = (): Promise<Faq[]> => getFaq().then((all) => all.filter((f) => f.category !== 'subscription'));
