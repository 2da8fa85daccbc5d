/**
 * Help (portal §2 "Informational pages", commerce §2 "Help centre landing with four channel tiles"): one tile per
 * channel (lms, ecom, media, community → /help/<channel>) and the general FAQ as an accordion (native
 * details/summary: keyboard and screen readers for free). The FAQ answers are server HTML, sanitised.
 */
import './info.css';
import { Link } from '@tanstack/react-router';
import { HELP_CHANNELS } from '../../api/help';
import { useRemote } from '../../flows/remote/use-remote';
import { SafeHtml } from '../../ui/safe-html';
import { Skeleton } from '../../ui/skeleton';
import { loadFaq } from './info.loads';
import { HELP_TILE, T } from './texts';

export function HelpPage() {
  const faq = useRemote(() => loadFaq(), 'faq');
  return (
    <section className="container info-page">
      <h1 className="page-title">{T.helpTitle}</h1>
      <p className="info-lead">{T.helpLead}</p>
      <ul className="help-tiles">
        {HELP_CHANNELS.map((c) => (
          <li key={c}>
            <Link to="/help/$channel" params={{ channel: c }} search={{}} className="help-tile">
              <strong>{HELP_TILE[c].title}</strong>
              <span>{HELP_TILE[c].text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="faq-title" className="faq" aria-busy={faq.status === 'loading'}>
        <h2 id="faq-title">{T.faqTitle}</h2>
        {faq.status === 'loading' ? <Skeleton height="3rem" /> : null}
        {faq.status === 'ready' && faq.data.length > 0
          ? faq.data.map((f) => (
              <details key={f.id} className="faq__item">
                <summary>{f.question}</summary>
                <SafeHtml html={f.answer} className="prose" />
              </details>
            ))
          : null}
      </section>
    </section>
  );
}
