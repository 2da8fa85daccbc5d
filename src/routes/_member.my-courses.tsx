/**
 * /my-courses — CourseMenu 'Kursus Saya' (commerce spec §2 "My Courses"; portal §2 route table: login
 * required). Search `{ type, page, q, status }` validated with valibot with fallbacks (type course, page 1).
 */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as v from 'valibot';
import { config } from '../config/config';
import { ROLE } from '../api/user';
import { MyCoursesPage } from '../features/my-courses/my-courses-page';
import { MY_COURSES_TABS } from '../features/my-courses/tabs';
import { selectUser } from '../session/selectors';
import { requireMember } from './-guards';

const PageNumber = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1));

export const MyCoursesSearch = v.object({
  type: v.fallback(v.optional(v.picklist(MY_COURSES_TABS), 'course'), 'course'),
  page: v.fallback(v.optional(PageNumber, 1), 1),
  q: v.fallback(v.optional(v.string(), ''), ''),
  status: v.fallback(v.optional(v.string(), ''), ''),
});

export const Route = createFileRoute('/my-courses')({
  validateSearch: MyCoursesSearch,
  // Defaults stay out of the URL.
  search: { middlewares: [stripSearchParams({ type: 'course', page: 1, q: '', status: '' })] },
  beforeLoad: ({ context, location }) => requireMember(context, location, { adminRedirect: true }),
  component: MyCoursesRoute,
});

const ASSESSOR_ROLES: ReadonlySet<number> = new Set([ROLE.assesor, ROLE.assesorLive]);

function MyCoursesRoute() {
  const session = Route.useRouteContext({ select: (c) => c.session });
  const user = useSelector(session, selectUser);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!user) return null;
  const isAssessor = user.role_data.some((r) => ASSESSOR_ROLES.has(r.role_id));
  return (
    <MyCoursesPage
      key={user.id}
      userId={user.id}
      isAssessor={isAssessor}
      lmsUrl={config.lmsUrl}
      search={search}
      onNavigate={(next) =>
        navigate({
          search: {
            type: next.type === 'course' ? undefined : next.type,
            q: next.q || undefined,
            page: next.page && next.page > 1 ? next.page : undefined,
            status: next.status || undefined,
          },
        })
      }
    />
  );
}
