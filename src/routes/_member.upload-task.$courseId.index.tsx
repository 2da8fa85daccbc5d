/**
 * /upload-task/$courseId — Upload Tugas without a schedule (commerce spec §2 "Upload Tugas page (params courseId,
 * scheduleId optional)"). The route with a schedule is `_member.upload-task.$courseId.$scheduleId.tsx`; both render
 * the same page. A course id that is not a positive integer is a 404.
 */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { TaskUploadPage } from '../features/my-courses/task-upload-page';
import { positiveId } from './-learning-params';

export const Route = createFileRoute('/_member/upload-task/$courseId/')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  beforeLoad: ({ params }) => {
    if (positiveId(params.courseId) === null) throw notFound();
  },
  component: UploadTaskRoute,
});

function UploadTaskRoute() {
  const { member } = Route.useRouteContext();
  const { courseId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <TaskUploadPage
      key={courseId}
      input={{ userId: member.id, userName: member.name, userEmail: member.email, userImage: '', courseId: positiveId(courseId)!, scheduleId: null }}
      onDone={() => void navigate({ to: '/my-courses' })}
    />
  );
}
