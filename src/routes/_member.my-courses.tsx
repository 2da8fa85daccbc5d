/**
 * /my-courses — CourseMenu 'Kursus Saya' (commerce spec §2 "My Courses"; portal §2 route table: login required,
 * guarded by `_member`). Search `{ type, page, q, status }` validated with valibot with fallbacks (type course,
 * page 1); any other `type` reads as the certificate tab (commerce §4 "otherwise certificate 3", decision 031).
 */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as v from 'valibot';
import { config } from '../config/config';
import { MyCoursesPage } from '../features/my-courses/my-courses-page';
import { selectIsAssessor } from '../session/selectors';
import { myCoursesTabParam } from './-learning-params';
import { pageParam, searchText } from './-search';

export const MyCoursesSearch = v.object({
  type: myCoursesTabParam(),
  page: pageParam(),
  q: searchText(),
  status: searchText(),
});

export const Route = createFileRoute('/_member/my-courses')({
  validateSearch: MyCoursesSearch,
  // Rendered by the server with the member's first page (decision 099).
  ssr: true,
  // Defaults stay out of the URL.
  search: { middlewares: [stripSearchParams({ type: 'course', page: 1, q: '', status: '' })] },
  component: MyCoursesRoute,
});

function MyCoursesRoute() {
  const { member, session } = Route.useRouteContext();
  const isAssessor = useSelector(session, selectIsAssessor);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MyCoursesPage
      key={`${member.id}-${isAssessor}`}
      userId={member.id}
      email={member.email}
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
      onOpen={(target) => {
        if (target.kind === 'lesson') window.location.assign(target.url);
        else if (target.kind === 'certificateTask') void navigate({ to: '/certificate-task/$courseId', params: { courseId: String(target.courseId) } });
      }}
      onCertificate={(c) => void navigate({ to: '/certificate/$filename', params: { filename: c.filename } })}
    />
  );
}
