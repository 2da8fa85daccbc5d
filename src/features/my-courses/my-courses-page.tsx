/**
 * 'Kursus Saya' (route CourseMenu, /my-courses; commerce spec §2 "My Courses", §4 "My Courses progress",
 * §8 "My Courses lists", §9 page size 5).
 *
 * Tabs by query `type` (course default, subscription, voucher, certificate); a tab click pushes only `type`.
 * The course tab lists enrolled courses; a new search drops `page`. The subscription, voucher and certificate
 * tabs show their search boxes and empty states only: their lists are not wired yet.
 */
import { useEffect, useState, type FormEvent } from 'react';
import DOMPurify from 'dompurify';
import type { EnrolledCourse } from '../../api/my-course';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { Skeleton } from '../../ui/skeleton';
import { T } from './catalogue';
import { CourseCard } from './course-card';
import { useMyCourses, type MyCoursesLogic } from './use-my-courses';
import { MY_COURSES_TABS, type MyCoursesTab } from './tabs';
import './my-courses.css';

export { MY_COURSES_TABS, type MyCoursesTab };

export interface MyCoursesSearch {
  type: MyCoursesTab;
  page: number;
  q: string;
  status: string;
}

export interface MyCoursesPageProps {
  userId: number;
  isAssessor: boolean;
  lmsUrl: string;
  search: MyCoursesSearch;
  /** Push a new search: `{ type }` for a tab click, `{ type, q }` for a new search, `{ ...search, page }` for paging. */
  onNavigate: (next: Partial<MyCoursesSearch> & { type: MyCoursesTab }) => void;
  logic?: MyCoursesLogic;
}

function SearchBox({ label, initial, onSearch }: { label: string; initial: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(initial);
  useEffect(() => setText(initial), [initial]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <input type="search" aria-label={label} placeholder={label} value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
      <button type="submit" className="search-box__button" aria-label={T.searchButton}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}

function CourseTab({ userId, isAssessor, lmsUrl, search, onNavigate, logic }: MyCoursesPageProps) {
  const view = useMyCourses(userId, { page: search.page, q: search.q }, logic);
  const [review, setReview] = useState<EnrolledCourse | null>(null);
  return (
    <>
      <SearchBox label={T.searchCourse} initial={search.q} onSearch={(q) => onNavigate({ type: 'course', q })} />
      <div aria-busy={view.loading} aria-live="polite">
        {view.loading ? (
          <ul className="course-list" aria-label="Memuat kursus">
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="course-card course-card--skeleton">
                <Skeleton width={160} height={100} />
                <Skeleton width="60%" />
                <Skeleton width="40%" />
              </li>
            ))}
          </ul>
        ) : null}
        {view.list ? (
          <>
            <ul className="course-list">
              {view.list.data.map((item) => (
                <li key={`${item.course.id}-${item.order_id}`}>
                  <CourseCard item={item} lmsUrl={lmsUrl} isAssessor={isAssessor} onShowReview={setReview} />
                </li>
              ))}
            </ul>
            {view.list.pages > 1 ? (
              <Pagination page={search.page} pages={view.list.pages} onChange={(page) => onNavigate({ ...search, page })} label={T.pageLabel} />
            ) : null}
          </>
        ) : null}
        {view.emptyText && !view.alertMessage ? (
          <EmptyState
            message={view.emptyText}
            action={view.canRefresh ? { label: view.offline ? T.retry : T.refresh, onClick: view.retry } : undefined}
          />
        ) : null}
        {view.alertMessage !== null ? <EmptyState message={T.notFound} /> : null}
      </div>
      <Dialog
        open={view.alertMessage !== null}
        title="Terjadi kesalahan"
        role="alertdialog"
        dismissible={false}
        onClose={view.retry}
        footer={
          <button type="button" className="btn btn--primary" onClick={view.retry}>
            {T.retry}
          </button>
        }
      >
        <p>{view.alertMessage}</p>
      </Dialog>
      <Dialog open={review !== null} title={T.reviewTitle} onClose={() => setReview(null)}>
        {/* The review is HTML written by the assessor: sanitised before rendering. */}
        <div className="review-html" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(review?.tugas_review ?? '') }} />
      </Dialog>
    </>
  );
}

export function MyCoursesPage(props: MyCoursesPageProps) {
  const { search, onNavigate } = props;
  return (
    <section className="page container my-courses" aria-labelledby="my-courses-title">
      <h1 id="my-courses-title" className="page-title">{T.title}</h1>
      <div role="tablist" aria-label={T.title} className="tabs">
        {MY_COURSES_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-selected={search.type === tab}
            aria-controls={`panel-${tab}`}
            className={`tab ${search.type === tab ? 'is-active' : ''}`}
            onClick={() => onNavigate({ type: tab })}
          >
            {T.tabs[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${search.type}`} aria-labelledby={`tab-${search.type}`}>
        {search.type === 'course' ? <CourseTab {...props} /> : null}
        {search.type === 'subscription' ? (
          <>
            <SearchBox label={T.searchCourse} initial={search.q} onSearch={(q) => onNavigate({ type: 'subscription', q })} />
            <EmptyState message={T.subscriptionEmpty}>
              <a href="/subscription-menu" className="btn btn--primary">
                {T.buyNow}
              </a>
            </EmptyState>
          </>
        ) : null}
        {search.type === 'voucher' ? (
          <>
            <SearchBox label={T.searchVoucher} initial={search.q} onSearch={(q) => onNavigate({ type: 'voucher', q })} />
            <EmptyState message={T.notFound} />
          </>
        ) : null}
        {search.type === 'certificate' ? (
          <>
            <SearchBox label={T.searchCertificate} initial={search.q} onSearch={(q) => onNavigate({ type: 'certificate', q })} />
            <EmptyState message={T.notFound} />
          </>
        ) : null}
      </div>
    </section>
  );
}
