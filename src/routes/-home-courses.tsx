/**
 * Home's course sections (portal §2 Home, in the spec's order) with the add-to-cart of their cards and its notice
 * ('Lihat' to the cart on success; a guest goes to the sign-in site). The home route renders this module as an
 * island (src/ui/island.tsx, decision 092): server-rendered with the courses, hydrated once its chunk — the
 * carousels, the course cards, the add-to-cart machine — has come, after the page's first paint.
 */
import { AddToCartToast, useAddToCart } from '../features/catalogue/use-add-to-cart';
import { CourseSection, sectionHeadingId } from '../features/home/course-section';
import { HOME_SECTIONS } from '../features/home/sections';
import { HydrateWhenSeen } from '../ui/hydrate-when-seen';

export function HomeCourses() {
  const addToCart = useAddToCart();
  return (
    <>
      {/* Each section its own Suspense boundary (decision 075), hydrated once it comes near the viewport or is
          touched, pointed at or focused (decision 100): the sections below the fold keep the server's HTML until
          then, and the first screen answers sooner (issue 17 points 2 and 3). */}
      {HOME_SECTIONS.map((def) => (
        <HydrateWhenSeen key={def.id} find={() => document.getElementById(sectionHeadingId(def))?.closest('section') ?? null}>
          <CourseSection def={def} addToCart={addToCart} />
        </HydrateWhenSeen>
      ))}
      <AddToCartToast controller={addToCart} />
    </>
  );
}
