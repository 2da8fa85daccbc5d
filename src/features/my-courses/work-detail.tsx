/**
 * The assignment detail modal (commerce spec §2 "Modals: … assignment detail"; §7 "Work info"; §8 "Work info error:
 * logged, returns an empty object"): what the learner sent — when, the description, the files. A read-only load
 * (`useRemote`); a failure is logged by the transport and shows the empty detail.
 */
import type { EnrolledCourse } from '../../api/my-course';
import { formatDateTimeSeconds } from '../../lib/format';
import { useRemote } from '../../flows/remote/use-remote';
import { Dialog } from '../../ui/dialog';
import { Skeleton } from '../../ui/skeleton';
import { T } from './catalogue';
import { loadWorkInfo } from './my-courses.actors';

function WorkBody({ courseId }: { courseId: number }) {
  const work = useRemote(() => loadWorkInfo(courseId), String(courseId));
  if (work.status === 'loading') {
    return (
      <div aria-busy="true" aria-label={T.loading}>
        <Skeleton width="60%" />
        <Skeleton width="80%" />
      </div>
    );
  }
  const info = work.data;
  if (!info || info.work_id === null) return <p>{T.workEmpty}</p>;
  return (
    <dl className="work-detail">
      <dt>{T.workSubmitted}</dt>
      <dd>{info.work_submit ? formatDateTimeSeconds(info.work_submit) : '-'}</dd>
      <dt>{T.workDescription}</dt>
      <dd className="review-html">{info.feedback_user}</dd>
      <dt>{T.workFiles}</dt>
      <dd>
        <ul>
          {info.files.map((f) => (
            <li key={f.url}>
              <a href={f.url} target="_blank" rel="noopener">
                {f.name}
              </a>{' '}
              ({Math.max(1, Math.round(f.size / 1024))} KB)
            </li>
          ))}
        </ul>
      </dd>
    </dl>
  );
}

export function WorkDetailDialog({ item, onClose }: { item: EnrolledCourse | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} title={T.workTitle} onClose={onClose}>
      {item ? <WorkBody key={item.course.id} courseId={item.course.id} /> : null}
    </Dialog>
  );
}
