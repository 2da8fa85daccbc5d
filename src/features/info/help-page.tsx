/**
 * Help (portal §2 "Informational pages", commerce §2 "Help centre landing with four channel tiles"): one tile per
 * channel (lms, ecom, media, community → /help/<channel>) and the general FAQ as an accordion (native
 * details/summary: keyboard and screen readers for free). Opening a question reads its answer with
 * `lms/helper/settings/faq_detail` (portal §7; issue 21): a skeleton while it loads, the list's own answer if that
 * read fails. The answers are server HTML, sanitised.
 */
import { Link } from '@tanstack/react-router';
import { HELP_CHANNELS } from '../../api/help';
import { useState } from 'react';
import { getFaqDetail, type Faq } from '../../api/content';
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
          ? faq.data.map((f) => <FaqItem key={f.id} faq={f} />)
          : null}
      </section>
    </section>
  );
}

/** One question; its answer is read with faq_detail the first time it is opened. */
function FaqItem({ faq }: { faq: Faq }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="faq__item" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>{faq.question}</summary>
      {opened ? <FaqAnswer faq={faq} /> : null}
    </details>
  );
}

function FaqAnswer({ faq }: { faq: Faq }) {
  const detail = useRemote((signal) => getFaqDetail(faq.id, signal), `faq-${faq.id}`);
  if (detail.status === 'loading') return <Skeleton height="2.5rem" />;
  return <SafeHtml html={detail.status === 'ready' ? detail.data.answer : faq.answer} className="prose" />;
}
