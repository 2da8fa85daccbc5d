/**
 * One enrolled course on the 'Kursus Saya' course and subscription tabs (commerce spec §2 "My Courses", §4 "My
 * Courses progress", §6 assessors): thumbnail, category link, title link (learning site), price with discount
 * percent and the struck-out original price, the start/continue/restart button, 'Selesai' at 100 %, assignment
 * status, the survey warning and the progress bar (hidden for assessors). Presentational: the readings come from
 * machines/shared/course-progress.ts through the view model ({@link courseCardOf}); the start button hands the course to the start flow (`onStart`).
 */
import { styleRef } from '../../ui/skeleton';
import type { EnrolledCourse } from '../../api/my-course';
import { formatPrice, formatRupiah } from '../../lib/format';
import { T } from './catalogue';
import { courseCardOf } from './use-my-courses';

export interface CourseCardProps {
  item: EnrolledCourse;
  lmsUrl: string;
  /** Assessors do not see progress bars, the survey warning or assignment status (commerce §6). */
  isAssessor?: boolean;
  /** The start flow is working on this card (loading schedules). */
  busy?: boolean;
  /** The start / continue / restart button. */
  onStart?: (item: EnrolledCourse) => void;
  /** 'Lihat Review' opens the 'Hasil Review' modal. */
  onShowReview?: (item: EnrolledCourse) => void;
  /** 'Menunggu Review' opens the assignment detail modal. */
  onShowWork?: (item: EnrolledCourse) => void;
}

const BUTTON_LABEL = { start: T.start, continue: T.continue, finished: T.restart } as const;

export function CourseCard({ item, lmsUrl, isAssessor = false, busy = false, onStart, onShowReview, onShowWork }: CourseCardProps) {
  const { course } = item;
  const card = courseCardOf(item, isAssessor, lmsUrl);
  const p = card.progress;
  const task = card.task;
  return (
    <article className="course-card" aria-label={course.title} data-testid="my-course">
      {course.thumbnail ? (
        <img className="course-card__thumb" src={course.thumbnail} alt="" width={160} height={100} loading="lazy" />
      ) : (
        <span className="course-card__thumb course-card__thumb--empty" aria-hidden="true" />
      )}
      <div className="course-card__body">
        <a className="course-card__category" href={card.categoryHref}>
          {course.category_name}
        </a>
        <h3 className="course-card__title">
          <a href={card.courseHref}>{course.title}</a>
        </h3>
        <p className="course-card__price">
          <span className="course-card__price-now">{formatPrice(course.price)}</span>
          {course.price_discount_flag && course.price_discount > 0 ? (
            <>
              {' '}
              <span className="course-card__discount">{course.price_discount}%</span>{' '}
              <s className="course-card__price-before" aria-label={`Harga sebelum diskon ${formatRupiah(course.price_before_discount)}`}>
                {formatRupiah(course.price_before_discount)}
              </s>
            </>
          ) : null}
        </p>
        {!isAssessor ? (
          <div className="course-card__progress">
            <span className="course-card__progress-label">{p.barLabel === 'zero' ? T.progressZero : p.barLabel === 'finished' ? T.progressFinished : T.progressRunning}</span>
            <div
              className={`progress progress--${p.barTone}`}
              data-tone={p.barTone}
              role="progressbar"
              aria-label={T.progressOf(p.percent)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={p.percent}
            >
              <div className="progress__fill" ref={styleRef({ width: `${p.percent}%` })} />
            </div>
            <span className="course-card__percent">{p.percent}%</span>
          </div>
        ) : null}
        {card.surveyWarning ? (
          <p className="course-card__warning" role="note">
            {T.surveyWarning}
          </p>
        ) : null}
      </div>
      <div className="course-card__actions">
        {p.stage === 'finished' ? <span className="course-card__done">{T.finished}</span> : null}
        <button
          type="button"
          className={`btn btn--${p.buttonTone}`}
          data-tone={p.buttonTone}
          aria-busy={busy}
          disabled={busy}
          onClick={() => onStart?.(item)}
        >
          {BUTTON_LABEL[p.stage]}
        </button>
        {task === 'upload' ? (
          <a className="btn btn--outline" href={card.uploadHref}>
            {T.uploadTask}
          </a>
        ) : null}
        {task === 'waiting' ? (
          <button type="button" className="btn btn--outline" onClick={() => onShowWork?.(item)}>
            {T.awaitingReview}
          </button>
        ) : null}
        {task === 'review' ? (
          <button type="button" className="btn btn--outline" onClick={() => onShowReview?.(item)}>
            {T.seeReview}
          </button>
        ) : null}
      </div>
    </article>
  );
}
