/** Home's footer SEO description (portal §2 Home "A footer SEO description", §7 sitemap key footer_description, channel portal). */
import { getSitemap } from '../../api/catalogue';
import { SITEMAP_KEY } from '../../api/content';

/** The portal's footer_description HTML ('' when missing or failed: the block is then not shown). */
export const loadSeoText = (): Promise<string> =>
  getSitemap(SITEMAP_KEY.footerDescription, 'portal')
    .then((p) => p.value)
    .catch(() => '');
