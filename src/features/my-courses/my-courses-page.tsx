/**
 * 'Kursus Saya' (route CourseMenu, /my-courses; commerce spec §2 "My Courses", §4 "My Courses progress", "Tab
 * index by initial type", "Certificates", §6 assessors, §8 "My Courses lists", "Copy notices", §9 page sizes).
 *
 * Tabs by query `type` (course default, subscription, voucher, certificate); a tab click pushes only `type`; a new
 * search drops `page`. Only the tab in the query is mounted, so only its list loads (machines/my-courses.machine).
 * - course / subscription: {@link CourseCard}s, the start flow (machines/course-start.machine: 'Pilih Jadwal' for
 *   assessors), 'Hasil Review'; the subscription tab's empty state offers 'Beli Sekarang' (/subscription-menu);
 * - voucher: code with a copy button (machines/voucher-copy.machine) and the claim date 'DD MMM YYYY | HH:mm:ss';
 * - certificate: 'Lihat Sertifikat' (machines/certificate.machine: 411 → the survey → again) and the rename modal
 *   (machines/certificate-rename.machine).
 */
import { lazy, Suspense, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { Certificate } from '../../api/certificate';
import type { EnrolledCourse } from '../../api/my-course';
import type { VoucherItem } from '../../api/my-voucher';
import { CERTIFICATE_LIMIT } from '../../api/certificate';
import { LIMITS } from '../../api/limits';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { Skeleton } from '../../ui/skeleton';
import type { StartTarget } from '../../../machines/shared/course-progress';
import type { MyCoursesList } from '../../../machines/my-courses.machine';
import { T } from './catalogue';
import { CourseCard } from './course-card';
import { formatClaimDate, formatScheduleRange } from './dates';
import { SurveyModal } from './survey-modal';
import { WorkDetailDialog } from './work-detail';
import { useCertificate, useCertificateRename, type CertificateLogic, type RenameLogic } from './use-certificate';
import { useCourseStart, type CourseStartLogic } from './use-course-start';
import { MY_COURSES_TABS, useMyCourses, type MyCoursesLogic, type MyCoursesTab } from './use-my-courses';
import { useVoucherCopy, type VoucherCopyLogic } from './use-voucher-copy';
import { LocalTime } from '../../ui/local-time';
import './my-courses.css';

/** The shared sanitiser (src/lib/safe-html.ts) loads with 'Hasil Review' only: DOMPurify is not on the tabs' first load. */
const SafeHtml = lazy(() => import('../../ui/safe-html').then((m) => ({ default: m.SafeHtml })));

export { MY_COURSES_TABS, type MyCoursesTab };

export interface MyCoursesSearch {
  type: MyCoursesTab;
  page: number;
  q: string;
  status: string;
}

/** Fakes for component tests (each replaces one flow's provided machine). */
export interface MyCoursesLogics {
  list?: MyCoursesLogic;
  start?: CourseStartLogic;
  voucher?: VoucherCopyLogic;
  certificate?: CertificateLogic;
  rename?: RenameLogic;
}

export interface MyCoursesPageProps {
  userId: number;
  email: string;
  isAssessor: boolean;
  lmsUrl: string;
  search: MyCoursesSearch;
  /** Push a new search: `{ type }` for a tab click, `{ type, q }` for a new search, `{ ...search, page }` for paging. */
  onNavigate: (next: Partial<MyCoursesSearch> & { type: MyCoursesTab }) => void;
  /** Follow a start target: the learning site, or CertificateTask. */
  onOpen: (target: StartTarget) => void;
  /** Open the certificate image page of a fetched certificate. */
  onCertificate: (certificate: Certificate) => void;
  logics?: MyCoursesLogics;
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
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        maxLength={LIMITS.query}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      <button type="submit" className="search-box__button" aria-label={T.searchButton}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}

/** The list around a tab's rows: skeletons, the rows, paging, the empty state, the blocking alert (§8). */
function ListFrame({
  view,
  search,
  onNavigate,
  empty,
  children,
}: {
  view: ReturnType<typeof useMyCourses>;
  search: MyCoursesSearch;
  onNavigate: MyCoursesPageProps['onNavigate'];
  /** A tab's own empty state (the subscription tab); default 'Data tidak ditemukan' with 'Refresh Data'. */
  empty?: ReactNode;
  children: (list: MyCoursesList) => ReactNode;
}) {
  return (
    <>
      <div aria-busy={view.loading} aria-live="polite">
        {view.loading ? (
          <ul className="course-list" aria-label={T.loading}>
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
            {children(view.list)}
            {view.list.page.pages > 1 ? (
              <Pagination page={search.page} pages={view.list.page.pages} onChange={(page) => onNavigate({ ...search, page })} label={T.pageLabel} />
            ) : null}
          </>
        ) : null}
        {empty && view.empty ? empty : null}
        {view.emptyText && !view.alertMessage && !(empty && view.empty) ? (
          <EmptyState message={view.emptyText} action={view.canRefresh ? { label: view.offline ? T.retry : T.refresh, onClick: view.retry } : undefined} />
        ) : null}
        {view.alertMessage !== null ? <EmptyState message={T.notFound} /> : null}
      </div>
      <Dialog
        open={view.alertMessage !== null}
        title={T.errorTitle}
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
    </>
  );
}

function CourseListTab(props: MyCoursesPageProps & { tab: 'course' | 'subscription' }) {
  const { userId, isAssessor, lmsUrl, search, onNavigate, onOpen, logics, tab } = props;
  const view = useMyCourses(userId, tab, isAssessor, { page: search.page, q: search.q, status: search.status }, logics?.list);
  const start = useCourseStart({ userId, assessor: isAssessor, lmsUrl }, onOpen, view.reload, logics?.start);
  const [review, setReview] = useState<EnrolledCourse | null>(null);
  const [work, setWork] = useState<EnrolledCourse | null>(null);
  const subscriptionEmpty =
    tab === 'subscription' ? (
      <EmptyState message={T.subscriptionEmpty}>
        <a href="/subscription-menu" className="btn btn--primary">
          {T.buyNow}
        </a>
      </EmptyState>
    ) : undefined;
  return (
    <>
      <SearchBox label={T.searchCourse} initial={search.q} onSearch={(q) => onNavigate({ type: tab, q })} />
      <ListFrame view={view} search={search} onNavigate={onNavigate} empty={subscriptionEmpty}>
        {(list) =>
          list.kind === 'courses' ? (
            <ul className="course-list">
              {list.page.data.map((item) => (
                <li key={`${item.course.id}-${item.order_id}`}>
                  <CourseCard
                    item={item}
                    lmsUrl={lmsUrl}
                    isAssessor={isAssessor}
                    busy={start.busyCourseId === item.course.id}
                    onStart={start.start}
                    onShowReview={setReview}
                    onShowWork={setWork}
                  />
                </li>
              ))}
            </ul>
          ) : null
        }
      </ListFrame>
      <Dialog
        open={start.picking}
        title={T.pickSchedule}
        onClose={start.close}
        footer={
          <>
            <button type="button" className="btn btn--outline" onClick={start.close}>
              {T.cancel}
            </button>
            <button type="button" className="btn btn--primary" onClick={start.confirm}>
              {T.go}
            </button>
          </>
        }
      >
        <fieldset className="schedule-picker" aria-describedby={start.pickError ? 'schedule-error' : undefined}>
          <legend>{T.schedules}</legend>
          {start.schedules.map((s) => (
            <label key={s.schedule_id} className="schedule-picker__option">
              <input type="radio" name="schedule" value={s.schedule_id} checked={start.chosen === s.schedule_id} onChange={() => start.choose(s.schedule_id)} />{' '}
              <span>
                <strong>{s.title}</strong> <span className="schedule-picker__date">{formatScheduleRange(s.start_date, s.end_date)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {start.pickError ? (
          <p id="schedule-error" className="field-error" role="alert">
            {start.pickError}
          </p>
        ) : null}
      </Dialog>
      <Dialog
        open={start.failure !== null}
        title={T.errorTitle}
        role="alertdialog"
        dismissible={false}
        onClose={start.confirmFailure}
        footer={
          <button type="button" className="btn btn--primary" onClick={start.confirmFailure}>
            {T.retry}
          </button>
        }
      >
        <p>{start.failure}</p>
      </Dialog>
      <Dialog open={review !== null} title={T.reviewTitle} onClose={() => setReview(null)}>
        {/* The review is HTML written by the assessor: sanitised before rendering. */}
        <Suspense fallback={<p>Memuat…</p>}>
          <SafeHtml className="review-html" html={review?.tugas_review ?? ''} />
        </Suspense>
      </Dialog>
      <WorkDetailDialog item={work} onClose={() => setWork(null)} />
    </>
  );
}

function VoucherCard({ item, onCopy }: { item: VoucherItem; onCopy: (code: string) => void }) {
  return (
    <article className="course-card voucher-card" aria-label={item.course_title} data-testid="my-voucher">
      {item.thumbnail ? (
        <img className="course-card__thumb" src={item.thumbnail} alt="" width={160} height={100} loading="lazy" />
      ) : (
        <span className="course-card__thumb course-card__thumb--empty" aria-hidden="true" />
      )}
      <div className="course-card__body">
        <span className="course-card__category">{item.category}</span>
        <h3 className="course-card__title">{item.course_title}</h3>
        <p className="voucher-card__code">
          <span className="sr-only">{T.voucherCode}: </span>
          <code>{item.voucher_code}</code>{' '}
          <button type="button" className="btn btn--outline btn--sm" onClick={() => onCopy(item.voucher_code)} aria-label={T.copyCode(item.voucher_code)}>
            Salin
          </button>
        </p>
        <p className="voucher-card__date">
          {T.claimDate}: <LocalTime value={item.claim_date} format={formatClaimDate} />
        </p>
      </div>
    </article>
  );
}

function VoucherTab({ userId, isAssessor, search, onNavigate, logics }: MyCoursesPageProps) {
  const view = useMyCourses(userId, 'voucher', isAssessor, { page: search.page, q: search.q, status: search.status }, logics?.list);
  const copy = useVoucherCopy(logics?.voucher);
  return (
    <>
      <SearchBox label={T.searchVoucher} initial={search.q} onSearch={(q) => onNavigate({ type: 'voucher', q })} />
      <ListFrame view={view} search={search} onNavigate={onNavigate}>
        {(list) =>
          list.kind === 'vouchers' ? (
            <ul className="course-list">
              {list.page.data.map((item) => (
                <li key={`${item.order_id}-${item.voucher_code}`}>
                  <VoucherCard item={item} onCopy={copy.copy} />
                </li>
              ))}
            </ul>
          ) : null
        }
      </ListFrame>
      {copy.notice ? (
        <div className={`toast toast--${copy.notice.tone} my-courses__notice`} role={copy.notice.tone === 'error' ? 'alert' : 'status'}>
          <span>{copy.notice.message}</span>
          <button type="button" className="btn btn--ghost btn--sm" onClick={copy.dismiss} aria-label={T.close}>
            ×
          </button>
        </div>
      ) : null}
    </>
  );
}

function CertificateTab({ userId, email, isAssessor, search, onNavigate, onCertificate, logics }: MyCoursesPageProps) {
  const view = useMyCourses(userId, 'certificate', isAssessor, { page: search.page, q: search.q, status: search.status }, logics?.list);
  const cert = useCertificate({ userId, request: null, surveyCancellable: true }, { ready: onCertificate }, logics?.certificate);
  const rename = useCertificateRename({ userId, email }, view.reload, logics?.rename);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    rename.submit();
  };
  return (
    <>
      <SearchBox label={T.searchCertificate} initial={search.q} onSearch={(q) => onNavigate({ type: 'certificate', q })} />
      <ListFrame view={view} search={search} onNavigate={onNavigate}>
        {(list) =>
          list.kind === 'certificates' ? (
            <ul className="course-list" data-limit={CERTIFICATE_LIMIT}>
              {list.page.data.map((c) => (
                <li key={c.id}>
                  <article className="course-card" aria-label={c.course_title} data-testid="my-certificate">
                    {c.course_thumbnail ? (
                      <img className="course-card__thumb" src={c.course_thumbnail} alt="" width={160} height={100} loading="lazy" />
                    ) : (
                      <span className="course-card__thumb course-card__thumb--empty" aria-hidden="true" />
                    )}
                    <div className="course-card__body">
                      <span className="course-card__category">{c.category_name}</span>
                      <h3 className="course-card__title">{c.course_title}</h3>
                      <p>
                        {T.certificateName}: <strong>{c.name}</strong>
                      </p>
                      <p className="voucher-card__date">
                        {T.certificateCode}: <code>{c.code}</code>
                      </p>
                    </div>
                    <div className="course-card__actions">
                      <button
                        type="button"
                        className="btn btn--blue"
                        aria-label={T.seeCertificateOf(c.course_title)}
                        aria-busy={cert.busyCourseId === c.course_id}
                        disabled={cert.busyCourseId !== null}
                        onClick={() => cert.open({ courseId: c.course_id, scheduleId: c.schedule_id, schema: c.course_schema })}
                      >
                        {T.seeCertificate}
                      </button>
                      <button type="button" className="btn btn--outline" aria-label={T.renameOf(c.course_title)} onClick={() => rename.start(c)}>
                        {T.rename}
                      </button>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          ) : null
        }
      </ListFrame>
      {cert.survey ? <SurveyModal survey={cert.survey} /> : null}
      <Dialog
        open={cert.failure !== null}
        title={T.errorTitle}
        role="alertdialog"
        dismissible={false}
        onClose={cert.dismiss}
        footer={
          <button type="button" className="btn btn--primary" onClick={cert.dismiss}>
            {T.close}
          </button>
        }
      >
        <p>{cert.failure}</p>
      </Dialog>
      <Dialog
        open={rename.open}
        title={T.renameTitle}
        onClose={rename.close}
        footer={
          <>
            <button type="button" className="btn btn--outline" onClick={rename.close}>
              {T.cancel}
            </button>
            <button type="submit" form="rename-form" className="btn btn--primary" disabled={rename.saving} aria-busy={rename.saving}>
              {T.save}
            </button>
          </>
        }
      >
        <form id="rename-form" className="rename-form" onSubmit={submit} noValidate>
          <p>{rename.title}</p>
          <label className="field">
            <span>{T.firstName}</span>
            <input
              type="text"
              value={rename.first}
              maxLength={LIMITS.name}
              aria-invalid={!!rename.error}
              aria-describedby={rename.error ? 'rename-first-error' : undefined}
              onChange={(e) => rename.setFirst(e.target.value)}
            />
          </label>
          {rename.error ? (
            <p id="rename-first-error" className="field-error">
              {rename.error}
            </p>
          ) : null}
          <label className="field">
            <span>{T.lastName}</span>
            <input type="text" value={rename.last} maxLength={LIMITS.name} onChange={(e) => rename.setLast(e.target.value)} />
          </label>
          {rename.failure ? (
            <p className="field-error" role="alert">
              {rename.failure}
            </p>
          ) : null}
        </form>
      </Dialog>
      {rename.success ? (
        <div className="toast toast--success my-courses__notice" role="status">
          <span>{rename.success}</span>
        </div>
      ) : null}
    </>
  );
}

export function MyCoursesPage(props: MyCoursesPageProps) {
  const { search, onNavigate } = props;
  return (
    <section className="page container my-courses" aria-labelledby="my-courses-title">
      <h1 id="my-courses-title" className="page-title">
        {T.title}
      </h1>
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
        {search.type === 'course' ? <CourseListTab key="course" {...props} tab="course" /> : null}
        {search.type === 'subscription' ? <CourseListTab key="subscription" {...props} tab="subscription" /> : null}
        {search.type === 'voucher' ? <VoucherTab {...props} /> : null}
        {search.type === 'certificate' ? <CertificateTab {...props} /> : null}
      </div>
    </section>
  );
}
