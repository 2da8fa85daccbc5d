/**
 * One course on PromoDetailMenu (commerce spec §3 "Promo course"): thumbnail, category, title, rating, the price
 * with the promo, the discount percent and the struck-out price before discount. Presentational.
 */
import { Link } from '@tanstack/react-router';
import type { PromoCourse } from '../../api/promo';
import { Money } from '../../ui/money';
import { Rating } from '../../ui/rating';
import { T } from './catalogue';

export function PromoCourseCard({ course }: { course: PromoCourse }) {
  return (
    <article className="promo-course" aria-label={course.title} data-testid="promo-course">
      <Link to="/course/$categorySlug/$courseSlug" params={{ categorySlug: course.category_slug, courseSlug: course.slug }} className="promo-course__link">
        {course.thumbnail_slider ? <img className="promo-course__thumb" src={course.thumbnail_slider} alt="" width={160} height={100} loading="lazy" /> : null}
        <span className="promo-course__category">{course.category_name}</span>
        <h3 className="promo-course__title">{course.title}</h3>
      </Link>
      <Rating value={course.rating} count={course.total_review} />
      <p className="promo-course__price">
        {course.price_discount_flag ? <span className="promo-course__percent">{T.discount(course.price_discount)}</span> : null}
        <Money amount={course.price} original={course.price_discount_flag ? course.price_before_discount : null} />
      </p>
    </article>
  );
}
