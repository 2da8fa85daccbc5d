/**
 * Public content routes (portal spec §7 "Content"; commerce spec §7 "Events and help"), mounted under /api:
 * GET lms/helper/settings/{about_us, organization_structure, help-center, faq, faq_detail} and
 * GET lms/media/blog-content/category. (GET lms/helper/settings/site_map lives in ./catalogue.ts.)
 * Shapes and paths: src/api/content.ts, src/api/help.ts, src/api/media.ts.
 */
import { Hono } from 'hono';
import { AboutUsQuery, FaqDetailQuery, FaqQuery, OrgStructureQuery } from '../../api/content';
import { HelpCenterQuery } from '../../api/help';
import { MediaPostQuery } from '../../api/media';
import { ok } from '../http/envelope';
import { readQuery } from '../http/validate';
import type { AppEnv } from '../http/context';
import { getAboutUs, getFaq, listFaq, listHelpCenter, listMediaPosts, listOrgMembers } from '../services/content';

/** Routes under /api (full paths inside). */
export function contentRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/lms/helper/settings/about_us', async (c) => {
    const q = readQuery(c, AboutUsQuery);
    return ok(c, await getAboutUs(c.var.deps.db, q.channel));
  });
  r.get('/lms/helper/settings/organization_structure', async (c) => {
    const q = readQuery(c, OrgStructureQuery);
    return ok(c, await listOrgMembers(c.var.deps.db, q.status));
  });
  r.get('/lms/helper/settings/help-center', async (c) => {
    const q = readQuery(c, HelpCenterQuery);
    return ok(c, await listHelpCenter(c.var.deps.db, q.channel));
  });
  r.get('/lms/helper/settings/faq', async (c) => {
    const q = readQuery(c, FaqQuery);
    return ok(c, await listFaq(c.var.deps.db, q));
  });
  r.get('/lms/helper/settings/faq_detail', async (c) => {
    const q = readQuery(c, FaqDetailQuery);
    return ok(c, await getFaq(c.var.deps.db, q.id));
  });
  r.get('/lms/media/blog-content/category', async (c) => {
    const q = readQuery(c, MediaPostQuery);
    const { db, now } = c.var.deps;
    return ok(c, await listMediaPosts(db, q, now()));
  });

  return r;
}
