/**
 * Home's course sections (portal §2 Home, in the spec's order) with the add-to-cart of their cards and its notice
 * ('Lihat' to the cart on success; a guest goes to the sign-in site). The home route renders this module as an
 * island (src/ui/island.tsx, decision 092): server-rendered with the courses, hydrated once its chunk — the
 * carousels, the course cards, the add-to-cart machine — has come, after the page's first paint.
 */
import { Suspense } from 'react';
import { AddToCartToast, useAddToCart } from '../features/catalogue/use-add-to-cart';
import { CourseSection } from '../features/home/course-section';
import { HOME_SECTIONS } from '../features/home/sections';

export function HomeCourses() {
  const addToCart = useAddToCart();
  return (
    <>
      {/* Each section its own Suspense boundary: a server-rendered page hydrates them one by one, in tasks the browser
          can interleave with input, instead of one long task (issue 17 point 2, decision 075). */}
      {HOME_SECTIONS.map((def) => (
        <Suspense key={def.id} fallback={null}>
          <CourseSection def={def} addToCart={addToCart} />
        </Suspense>
      ))}
      <AddToCartToast controller={addToCart} />
    </>
  );
}
