/**
 * The site footer (portal §2 Footer): links About, Terms, Privacy, Help centre, Courses help and Media help;
 * address, opening hours Mon-Fri 09.00-18.00 WIB, a WhatsApp-only number, the support e-mail, social links
 * (Facebook, Instagram, TikTok, YouTube) and 'Copyright 2022-2023'. The app-download block is hidden.
 * Contact details come from configuration (`config.contact`, defaults in src/lib/site-contact.ts).
 */
import { config } from '../../config/config';
import { formatWhatsapp, whatsappUrl } from '../../lib/site-contact';
import { NavLink, type NavTarget } from './nav-link';

type Contact = typeof config.contact;
type SocialName = keyof Contact['social'];

/** The footer's links, in the spec's order (portal §2 Footer). */
export const FOOTER_LINKS: NavTarget[] = [
  { label: 'Tentang Kami', href: '/about-us' },
  { label: 'Syarat & Ketentuan', href: '/terms-and-conditions' },
  { label: 'Kebijakan Privasi', href: '/privacy-policy' },
  { label: 'Pusat Bantuan', href: '/help' },
  { label: 'Bantuan Kursus', href: '/help/lms' },
  { label: 'Bantuan Media', href: '/help/media' },
];

function SocialIcon({ name }: { name: SocialName }) {
  const paths: Record<typeof name, string> = {
    facebook: 'M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4V10H8v3.5h2V21h3.5v-7.5H16l.5-3.5h-3v-1.2c0-.5.3-.8.5-.8z',
    instagram:
      'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm4.5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
    tiktok: 'M14 3h3c.3 2 1.7 3.4 3.5 3.6v3a7 7 0 0 1-3.5-1.1V15a6 6 0 1 1-6-6v3.2a2.8 2.8 0 1 0 3 2.8z',
    youtube:
      'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  };
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}

const SOCIAL_LABEL = { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' } as const;

/** The footer; `contact` defaults to the configured details (tests pass others). */
export function SiteFooter({ contact = config.contact }: { contact?: Contact }) {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-brand" aria-label="Dapur Kursus">
          <img src="/logo.svg" alt="Dapur Kursus" width={148} height={36} className="footer-logo" />
          <p>One Stop Baking Solution: kursus baking &amp; masak online dan bahan kue dalam satu tempat.</p>
        </section>
        <nav aria-label="Tautan footer">
          <h2 className="footer-heading">Informasi</h2>
          <ul className="footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <NavLink target={link} className="footer-link" />
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 className="footer-heading" id="footer-contact">
            Hubungi Kami
          </h2>
          <address className="footer-contact">
            <p>{contact.address}</p>
            <p>
              Jam operasional: <strong>{contact.hours}</strong>
            </p>
            <p>
              WhatsApp (chat saja):{' '}
              <a href={whatsappUrl(contact.whatsapp)} className="footer-link" rel="noopener noreferrer" target="_blank">
                {formatWhatsapp(contact.whatsapp)}
              </a>
            </p>
            <p>
              Email:{' '}
              <a href={`mailto:${contact.email}`} className="footer-link">
                {contact.email}
              </a>
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-social">
          <h2 className="footer-heading" id="footer-social">
            Ikuti Kami
          </h2>
          <ul className="footer-social">
            {(Object.keys(contact.social) as SocialName[]).map((name) => (
              <li key={name}>
                <a href={contact.social[name]} className="social-link" aria-label={SOCIAL_LABEL[name]} rel="noopener noreferrer" target="_blank">
                  <SocialIcon name={name} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer-bottom">
        <p className="container">Copyright 2022-2023 Dapur Kursus. Hak cipta dilindungi.</p>
      </div>
    </footer>
  );
}
