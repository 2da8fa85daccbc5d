/** /upload-task/$courseId/$scheduleId — Upload Tugas for a learner's schedule (commerce spec §2). Ids must be positive integers (404 otherwise). */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { TaskUploadPage } from '../features/my-courses/task-upload-page';
import { positiveId } from './-learning-params';

export const Route = createFileRoute('/_member/upload-task/$courseId/$scheduleId')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  beforeLoad: ({ params }) => {
    if (positiveId(params.courseId) === null || positiveId(params.scheduleId) === null) throw notFound();
  },
  component: UploadTaskScheduleRoute,
});

function UploadTaskScheduleRoute() {
  const { member } = Route.useRouteContext();
  const { courseId, scheduleId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <TaskUploadPage
      key={`${courseId}-${scheduleId}`}
      input={{
        userId: member.id,
        userName: member.name,
        userEmail: member.email,
        userImage: '',
        courseId: positiveId(courseId)!,
        scheduleId: positiveId(scheduleId),
      }}
      onDone={() => void navigate({ to: '/my-courses' })}
    />
  );
}
