/**
 * About Us (portal §2 "Informational pages"): the query `channel` (lms, ecom, media or community; otherwise
 * portal) picks the profile. Vision and mission, the HTML content (sanitised), the organisation structure
 * (`status=active`), a gallery, contact details and a map (maplibre-gl, loaded only here); 'Data tidak
 * ditemukan' when the channel has no data.
 */
import type { ContentChannel } from '../../api/content';
import { useRemote } from '../../flows/remote/use-remote';
import { formatWhatsapp, whatsappUrl } from '../../lib/site-contact';
import { EmptyState } from '../../ui/empty-state';
import { SafeHtml } from '../../ui/safe-html';
import { AboutMap, type AboutMapModule } from './about-map';
import { FailedState, ProseSkeleton } from './content-state';
import { loadAboutUs, loadOrganisation } from './info.loads';
import { T } from './texts';

export function AboutPage({ channel, loadMap }: { channel: ContentChannel; loadMap?: () => Promise<AboutMapModule> }) {
  const about = useRemote(() => loadAboutUs(channel), `about|${channel}`);
  const people = useRemote(() => loadOrganisation(), 'organisation');

  if (about.status === 'loading') {
    return (
      <section className="container info-page" aria-busy="true">
        <h1 className="page-title">{T.aboutTitle}</h1>
        <ProseSkeleton lines={10} />
      </section>
    );
  }
  if (about.status === 'error') {
    return (
      <section className="container info-page">
        <h1 className="page-title">{T.aboutTitle}</h1>
        <FailedState failure={{ kind: about.network ? 'network' : 'server', message: about.message }} onRetry={about.reload} />
      </section>
    );
  }
  const data = about.data;
  if (!data) {
    return (
      <section className="container info-page">
        <h1 className="page-title">{T.aboutTitle}</h1>
        <EmptyState />
      </section>
    );
  }
  const org = people.status === 'ready' ? people.data : [];
  return (
    <article className="container info-page about">
      <h1 className="page-title">{data.title || T.aboutTitle}</h1>

      <section className="about__vm" aria-labelledby="about-vision">
        <div>
          <h2 id="about-vision">{T.vision}</h2>
          <p>{data.vision}</p>
        </div>
        <div>
          <h2>{T.mission}</h2>
          <ul>
            {data.mission.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      </section>

      {data.content.trim() ? <SafeHtml html={data.content} className="prose about__content" /> : null}

      {org.length > 0 ? (
        <section aria-labelledby="about-org">
          <h2 id="about-org">{T.organisation}</h2>
          <ul className="about__org">
            {org.map((p) => (
              <li key={p.id} className="about__person">
                <img src={p.profile_picture} alt={`Foto ${p.fullname}`} loading="lazy" width={96} height={96} />
                <strong>{p.fullname}</strong>
                <span>{p.position}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {data.gallery.length > 0 ? (
        <section aria-labelledby="about-gallery">
          <h2 id="about-gallery">{T.gallery}</h2>
          <ul className="about__gallery">
            {data.gallery.map((g) => (
              <li key={g.id}>
                <figure>
                  <img src={g.image} alt={g.caption} loading="lazy" />
                  <figcaption>{g.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="about-contact" className="about__contact">
        <div>
          <h2 id="about-contact">{T.contact}</h2>
          <dl>
            <dt>{T.address}</dt>
            <dd>{data.contact.address}</dd>
            <dt>{T.hours}</dt>
            <dd>{data.contact.hours}</dd>
            {data.contact.phone ? (
              <>
                <dt>{T.phone}</dt>
                <dd>{data.contact.phone}</dd>
              </>
            ) : null}
            <dt>{T.whatsapp}</dt>
            <dd>
              <a href={whatsappUrl(data.contact.whatsapp)} target="_blank" rel="noopener noreferrer">
                {formatWhatsapp(data.contact.whatsapp)}
              </a>
            </dd>
            <dt>{T.email}</dt>
            <dd>
              <a href={`mailto:${data.contact.email}`}>{data.contact.email}</a>
            </dd>
          </dl>
        </div>
        <div>
          <h2>{T.map}</h2>
          <AboutMap place={{ ...data.map }} load={loadMap} />
        </div>
      </section>
    </article>
  );
}
