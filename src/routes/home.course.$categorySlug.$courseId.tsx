/** /home/course/{category_slug}/{course_id} → the learning site with the same path (portal §2 Redirects). */
import { createFileRoute } from '@tanstack/react-router';
import { config } from '../config/config';
import { externalRedirect } from './-guards';

export const Route = createFileRoute('/home/course/$categorySlug/$courseId')({
  beforeLoad: ({ params }) => {
    const path = `home/course/${encodeURIComponent(params.categorySlug)}/${encodeURIComponent(params.courseId)}`;
    throw externalRedirect(`${config.lmsUrl.replace(/\/+$/, '')}/${path}`);
  },
});
