/**
 * /certificate-task/$courseId — CertificateTask (commerce spec §2 "CertificateTask (param courseId)", §4
 * "Certificates"). The path is this SPA's choice (the spec names the route, not its path; decision 031).
 */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CertificateTaskPage } from '../features/my-courses/certificate-task-page';
import { positiveId } from './-learning-params';

export const Route = createFileRoute('/_member/certificate-task/$courseId')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  beforeLoad: ({ params }) => {
    if (positiveId(params.courseId) === null) throw notFound();
  },
  component: CertificateTaskRoute,
});

function CertificateTaskRoute() {
  const { member } = Route.useRouteContext();
  const { courseId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <CertificateTaskPage
      key={courseId}
      userId={member.id}
      courseId={positiveId(courseId)!}
      onCertificate={(c) => void navigate({ to: '/certificate/$filename', params: { filename: c.filename }, replace: true })}
      onClosed={() => void navigate({ to: '/my-courses', replace: true })}
    />
  );
}
