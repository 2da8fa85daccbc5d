/** /course/{category_slug}/{course_slug} → the learning site with the same path (portal §2 Redirects). */
import { createFileRoute } from '@tanstack/react-router';
import { lmsCourseUrl } from '../config/links';
import { externalRedirect } from './-guards';

export const Route = createFileRoute('/course/$categorySlug/$courseSlug')({
  beforeLoad: ({ params }) => {
    throw externalRedirect(lmsCourseUrl(params.categorySlug, params.courseSlug));
  },
});
