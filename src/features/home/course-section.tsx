/**
 * One course section of Home (portal §2 Home): its title, 'Lihat Semua' and a carousel of course cards; skeletons
 * while loading. Home's route renders the sections as an island (src/routes/-home-courses.tsx, decision 092), so
 * keen-slider and the cards hydrate after the page's first paint.
 */
import { lmsCategoryUrl } from '../../config/links';
import { Carousel } from '../../ui/carousel';
import { AddableCourseCard, type CardCourse, type CourseAdder } from '../../ui/course-card';
import { CardSkeleton } from '../../ui/skeleton';
import type { HomeSectionDef } from './sections';
import { useHomeSection } from './use-home-sections';

/** The id of a section's heading, which names its `<section>` (and finds it in the server's HTML). */
export const sectionHeadingId = (def: HomeSectionDef) => `section-${def.id}`;

/** One course section of Home: hidden once its load answers no course (or fails: the transport logged it); skeletons while loading. */
export function CourseSection({ def, addToCart }: { def: HomeSectionDef; addToCart: CourseAdder }) {
  const state = useHomeSection(def);
  if (state.status === 'ready' && state.courses.length === 0) return null;
  const headingId = sectionHeadingId(def);
  return (
    <section className="home-section" aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <div className="section-head">
        <h2 id={headingId} className="section-title">
          {def.title}
        </h2>
        <a href={lmsCategoryUrl(def.categorySlug)} className="section-link">
          Lihat Semua<span className="sr-only"> {def.title}</span>
        </a>
      </div>
      {state.status === 'loading' ? (
        <div className="skeleton-row">
          {Array.from({ length: 6 }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </div>
      ) : (
        <Carousel label={def.title}>
          {state.courses.map((course: CardCourse) => (
            <AddableCourseCard key={course.id} course={course} addToCart={addToCart} />
          ))}
        </Carousel>
      )}
    </section>
  );
}
