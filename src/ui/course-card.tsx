/**
 * A course card (portal §2 Home): thumbnail, category, title, rating, price with the struck-out original when
 * discounted and 'Gratis' when free, and an add-to-cart button; a course the member owns shows 'Dimiliki' instead of
 * the price and the button. The card links to the course page on the
 * learning site (`href`). Presentational: the page passes `onAdd` and whether this card's add is pending.
 */
import type { Course } from '../api/catalogue';
import { lmsCourseUrl } from '../config/links';
import { Money } from './money';
import { Rating } from './rating';
import { Spinner } from './spinner';

/** What a card shows instead of a price for a course the member already owns. */
export const OWNED_TEXT = 'Dimiliki';

/** The fields of a {@link Course} a card shows (and links and adds with): what a card list needs to carry. */
export type CardCourse = Pick<
  Course,
  | 'id'
  | 'category_slug'
  | 'category_name'
  | 'slug'
  | 'title'
  | 'thumbnail'
  | 'thumbnail_home'
  | 'is_free_course'
  | 'rating'
  | 'total_review'
  | 'price'
  | 'discount_flag'
  | 'price_before_discount'
  | 'is_purchased'
>;

/**
 * A course cut down to its card's fields ({@link CardCourse}). Home keeps only these for its 70 cards, so the data
 * its server-rendered page carries for hydration (the remote seed) is half as long: dates, descriptions and the
 * slider's pictures are not sent twice (issue 17 points 1 and 2, decision 107).
 */
export function toCardCourse(course: Course): CardCourse {
  return {
    id: course.id,
    category_slug: course.category_slug,
    category_name: course.category_name,
    slug: course.slug,
    title: course.title,
    thumbnail: course.thumbnail,
    thumbnail_home: course.thumbnail_home,
    is_free_course: course.is_free_course,
    rating: course.rating,
    total_review: course.total_review,
    price: course.price,
    discount_flag: course.discount_flag,
    price_before_discount: course.price_before_discount,
    // Absent for a guest: JSON leaves the key out of the page's seed, as the gateway's answer does.
    is_purchased: course.is_purchased,
  };
}

export interface CourseCardProps {
  course: CardCourse;
  /** The course page on the learning site. */
  href: string;
  onAdd: () => void;
  /** This card's add is in flight. */
  adding?: boolean;
  /** Any add is in flight (buttons are disabled). */
  disabled?: boolean;
}

export function CourseCard({ course, href, onAdd, adding = false, disabled = false }: CourseCardProps) {
  const free = course.is_free_course || course.price === 0;
  return (
    <article className="card course-card">
      {/* The picture repeats the title link: one link per card for keyboards and screen readers (issue 6 point 9). */}
      <a href={href} className="card__media" aria-hidden="true" tabIndex={-1}>
        <img src={course.thumbnail_home || course.thumbnail} alt="" loading="lazy" width={320} height={200} />
        {course.discount_flag && !free && course.price_before_discount > 0 ? (
          <span className="card__ribbon">-{Math.round((1 - course.price / course.price_before_discount) * 100)}%</span>
        ) : null}
      </a>
      <div className="card__body">
        <p className="card__eyebrow">{course.category_name}</p>
        <h3 className="card__title">
          <a href={href}>{course.title}</a>
        </h3>
        <Rating value={course.rating} count={course.total_review} />
        {course.is_purchased ? (
          <div className="card__footer">
            {/* Owned: no price and nothing to add (the gateway would refuse it: 'pernah kamu beli'). */}
            <span className="card__owned">{OWNED_TEXT}</span>
          </div>
        ) : (
        <div className="card__footer">
          <Money amount={free ? 0 : course.price} original={course.discount_flag && !free ? course.price_before_discount : null} />
          <button
            type="button"
            className="btn btn--icon btn--primary"
            onClick={onAdd}
            disabled={disabled || adding}
            aria-label={`Tambah ${course.title} ke keranjang`}
          >
            {adding ? <Spinner size="sm" label="Menambahkan..." /> : <CartPlusIcon />}
          </button>
        </div>
        )}
      </div>
    </article>
  );
}

export function CartPlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="10" cy="20" r="1.5" fill="currentColor" />
      <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      <path d="M13 2v6M10 5h6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** What a course card needs from a page's add-to-cart view model (Home's course sections, the catalogue). */
export interface CourseAdder {
  add: (item: { type: 'lms'; id: number }) => void;
  isAdding: (item: { type: 'lms'; id: number }) => boolean;
  /** Any add is in flight. */
  busy: boolean;
}

/** A {@link CourseCard} linked to its course page on the learning site and wired to the page's add-to-cart. */
export function AddableCourseCard({ course, addToCart }: { course: CardCourse; addToCart: CourseAdder }) {
  const item = { type: 'lms' as const, id: course.id };
  return (
    <CourseCard
      course={course}
      href={lmsCourseUrl(course.category_slug, course.slug)}
      onAdd={() => addToCart.add(item)}
      adding={addToCart.isAdding(item)}
      disabled={addToCart.busy}
    />
  );
}
