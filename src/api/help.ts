/**
 * Help centre (portal spec §2 "Informational pages: Help, HelpChannel"; commerce spec §2 "Help centre and
 * notifications", §3 "Help centre entry", §7 "Events and help").
 *
 * Path: GET `lms/helper/settings/help-center?channel=` (public) → {@link HelpCenter}: the channel's entries in
 * display order. The SPA's `/help/{channel}?menu=<id>` opens the entry with that id; the payment status page
 * links to `/help/ecom?menu=61`, so entry 61 always exists for channel ecom. A channel outside
 * {@link HELP_CHANNELS} answers 400 (the SPA sends an unknown channel to its 404 page before calling).
 * Every `detail` is HTML: sanitise with DOMPurify.
 */
import * as v from 'valibot';
import { call } from './client';

/** The four help channels, in tile order (Kursus, Belanja, Media, Community). */
export const HELP_CHANNELS = ['lms', 'ecom', 'media', 'community'] as const;
export const HelpChannel = v.picklist(HELP_CHANNELS, 'channel harus lms, ecom, media atau community');
export type HelpChannel = v.InferOutput<typeof HelpChannel>;

/** The help menu the payment status page links to (commerce spec §2 "CheckoutStatus"). */
export const PAYMENT_HELP_MENU_ID = 61;

export const HelpCenterQuery = v.object({ channel: HelpChannel });

/** One help menu: `detail` is a list of sections, each a title and an HTML body. */
export const HelpEntry = v.object({
  id: v.number(),
  title: v.string(),
  detail: v.array(v.object({ title: v.string(), detail: v.string() })),
});
export type HelpEntry = v.InferOutput<typeof HelpEntry>;
export const HelpCenter = v.array(HelpEntry);

/** GET lms/helper/settings/help-center. */
export const getHelpCenter = (channel: HelpChannel) =>
  call('get', 'lms/helper/settings/help-center', HelpCenter, { searchParams: { channel } });
