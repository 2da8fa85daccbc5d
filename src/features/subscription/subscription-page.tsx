/**
 * The public subscription page `/subscription` (commerce §2 "Subscription": banner, package cards, an FAQ
 * accordion of 8 questions, a carousel of the 10 newest courses with 'Lihat Semua'; §6 public). The package
 * cards run the purchase flow with the signed-in member, or as a guest (buy → the sign-in site).
 */
import { useAppActors } from '../../flows/app-actors';
import { useSelector } from '@xstate/react';
import type { Member } from '../../../machines/shared/member';
import { getCourses, type Course } from '../../api/catalogue';
import { getFaq, type Faq } from '../../api/content';
import { lmsCategoryUrl, lmsCourseUrl } from '../../config/links';
import { useRemote } from '../../flows/remote/use-remote';
import { sanitizeHtml } from '../../lib/safe-html';
import { sameMember, selectIsResolving, selectMember } from '../../session/selectors';
import { EmptyState } from '../../ui/empty-state';
import { Money } from '../../ui/money';
import { Skeleton } from '../../ui/skeleton';
import { SubscriptionOffer } from './subscription-offer';
import { T } from './texts';
import { useSubscriptionPurchase } from './use-subscription-purchase';

/** The FAQ category of the accordion (8 questions in the seed). */
const FAQ_CATEGORY = 'subscription';

function Offer({ member }: { member: Member | null }) {
  const view = useSubscriptionPurchase(member);
  return <SubscriptionOffer view={view} />;
}

function FaqAccordion() {
  const faq = useRemote<Faq[]>(() => getFaq({ category: FAQ_CATEGORY }), FAQ_CATEGORY);
  if (faq.status === 'loading') return <Skeleton height="12rem" />;
  if (faq.status === 'error' || faq.data.length === 0) return <EmptyState />;
  return (
    <div className="sub-faq">
      {faq.data.map((q) => (
        <details key={q.id} className="sub-faq__item">
          <summary>{q.question}</summary>
          <div className="sub-faq__answer" dangerouslySetInnerHTML={{ __html: sanitizeHtml(q.answer) }} />
        </details>
      ))}
    </div>
  );
}

function NewestCourses() {
  const courses = useRemote<Course[]>(() => getCourses({ limit: 10, page: 1, sort: 'desc', order: 'latest', status: 'active' }).then((r) => r.data), 'newest');
  if (courses.status === 'loading')
    return (
      <div className="sub-courses">
        <Skeleton height="16rem" radius={16} />
        <Skeleton height="16rem" radius={16} />
      </div>
    );
  if (courses.status === 'error' || courses.data.length === 0) return <EmptyState />;
  return (
    <ul className="sub-courses" aria-label={T.newestTitle}>
      {courses.data.map((c) => (
        <li key={c.id} className="sub-course">
          <a href={lmsCourseUrl(c.category_slug, c.slug)}>
            <img src={c.thumbnail_home || c.thumbnail} alt="" loading="lazy" width={240} height={150} />
            <span className="sub-course__title">{c.title}</span>
          </a>
          <Money amount={c.is_free_course ? 0 : c.price} original={c.discount_flag ? c.price_before_discount : null} />
        </li>
      ))}
    </ul>
  );
}

export function SubscriptionPage() {
  const { session } = useAppActors();
  const resolving = useSelector(session, selectIsResolving);
  const member = useSelector(session, selectMember, sameMember);
  return (
    <div className="sub-public">
      <section className="sub-banner" aria-labelledby="sub-banner-title">
        <div className="container">
          <h1 id="sub-banner-title">{T.publicTitle}</h1>
          <p>{T.publicLead}</p>
        </div>
      </section>
      <div className="container sub-page">
        {resolving ? (
          <div className="sub-grid" aria-busy="true">
            <Skeleton height="16rem" radius={16} />
            <Skeleton height="16rem" radius={16} />
            <Skeleton height="16rem" radius={16} />
          </div>
        ) : (
          <Offer key={member?.id ?? 'guest'} member={member} />
        )}
        <section aria-labelledby="sub-faq-title">
          <h2 id="sub-faq-title">{T.faqTitle}</h2>
          <FaqAccordion />
        </section>
        <section aria-labelledby="sub-newest-title">
          <div className="sub-section-head">
            <h2 id="sub-newest-title">{T.newestTitle}</h2>
            <a href={lmsCategoryUrl()}>{T.seeAll}</a>
          </div>
          <NewestCourses />
        </section>
      </div>
    </div>
  );
}
