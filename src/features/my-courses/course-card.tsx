/**
 * One enrolled course on the 'Kursus Saya' course tab (commerce spec §2 "My Courses", §4 "My Courses
 * progress"): thumbnail, category link, title link (learning site), price with discount percent and the struck-out
 * original price, the start/continue/restart button, 'Selesai' at 100 %, assignment status, the survey warning and
 * the progress bar (hidden for assessors). Presentational: URLs come from `lmsUrl`.
 */
import type { EnrolledCourse } from '../../api/my-course';
import { formatPrice, formatRupiah } from '../../lib/format';
import { T } from './catalogue';
import { categoryUrl, courseUrl, needsSurvey, progressView, startUrl, taskStatus } from './course-progress';

export interface CourseCardProps {
  item: EnrolledCourse;
  lmsUrl: string;
  /** Assessors do not see progress bars, the survey warning or assignment status (commerce §6). */
  isAssessor?: boolean;
  /** 'Lihat Review' opens the 'Hasil Review' modal. */
  onShowReview?: (item: EnrolledCourse) => void;
}

export function CourseCard({ item, lmsUrl, isAssessor = false, onShowReview }: CourseCardProps) {
  const { course } = item;
  const p = progressView(course.percentage);
  const task = taskStatus(item, isAssessor);
  return (
    <article className="course-card" aria-label={course.title} data-testid="my-course">
      {course.thumbnail ? (
        <img className="course-card__thumb" src={course.thumbnail} alt="" width={160} height={100} loading="lazy" />
      ) : (
        <span className="course-card__thumb course-card__thumb--empty" aria-hidden="true" />
      )}
      <div className="course-card__body">
        <a className="course-card__category" href={categoryUrl(item, lmsUrl)}>
          {course.category_name}
        </a>
        <h3 className="course-card__title">
          <a href={courseUrl(item, lmsUrl)}>{course.title}</a>
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
            <span className="course-card__progress-label">{p.barLabel}</span>
            <div
              className={`progress progress--${p.barTone}`}
              data-tone={p.barTone}
              role="progressbar"
              aria-label={T.progressOf(p.percent)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={p.percent}
            >
              <div className="progress__fill" style={{ width: `${p.percent}%` }} />
            </div>
            <span className="course-card__percent">{p.percent}%</span>
          </div>
        ) : null}
        {!isAssessor && needsSurvey(item, isAssessor) ? <p className="course-card__warning" role="note">{T.surveyWarning}</p> : null}
      </div>
      <div className="course-card__actions">
        {p.finished ? <span className="course-card__done">{T.finished}</span> : null}
        <a className={`btn btn--${p.buttonTone}`} data-tone={p.buttonTone} href={startUrl(item, lmsUrl)}>
          {p.buttonLabel}
        </a>
        {task?.kind === 'upload' ? (
          <a className="btn btn--outline" href={`/upload-task/${course.id}`}>
            {task.label}
          </a>
        ) : null}
        {task?.kind === 'waiting' ? <span className="course-card__task">{task.label}</span> : null}
        {task?.kind === 'review' ? (
          <button type="button" className="btn btn--outline" onClick={() => onShowReview?.(item)}>
            {task.label}
          </button>
        ) : null}
      </div>
    </article>
  );
}
