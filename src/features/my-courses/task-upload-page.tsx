/**
 * Upload Tugas, `/upload-task/{courseId}/{scheduleId?}` (commerce spec §2 "Upload Tugas page", §4 "Assignment upload
 * success opens the survey. Survey success goes to CourseMenu.", §5 "Assignment upload", §8 "Task upload"): file
 * input (types by MIME type AND extension, the exact alert and a cleared input otherwise), description textarea,
 * 'Kirimkan Tugas', a progress bar while sending, then the survey modal that cannot be closed by clicking outside,
 * then Kursus Saya. The rules are machines/task-upload.machine.ts.
 */
import { styleRef } from '../../ui/skeleton';
import type { FormEvent } from 'react';
import { TASK_FILE_ACCEPT } from '../../api/assignment';
import { getCourseDetail } from '../../api/catalogue';
import { useRemote } from '../../flows/remote/use-remote';
import { Skeleton } from '../../ui/skeleton';
import { LIMITS } from '../../api/limits';
import type { TaskUploadInput } from '../../../machines/task-upload.machine';
import { Dialog } from '../../ui/dialog';
import { T } from './catalogue';
import { SurveyModal } from './survey-modal';
import { useTaskUpload, type TaskUploadLogic } from './use-task-upload';
import './my-courses.css';

export interface TaskUploadPageProps {
  input: TaskUploadInput;
  /** Go to CourseMenu (after the survey). */
  onDone: () => void;
  logic?: TaskUploadLogic;
  /** The course's title (default: the gateway's course detail by id); tests pass their own. */
  loadCourseTitle?: (courseId: number) => Promise<string>;
}

const courseTitleOf = (courseId: number) => getCourseDetail(String(courseId)).then((c) => c.title);

/** The course the assignment belongs to, under the page title (nothing when it cannot be read). */
function CourseName({ courseId, load }: { courseId: number; load: (courseId: number) => Promise<string> }) {
  const course = useRemote(() => load(courseId), String(courseId));
  if (course.status === 'loading') return <Skeleton width="14rem" height="1.4rem" />;
  if (course.status === 'error') return null;
  return (
    <p className="upload-task__course">
      {T.uploadCourse} <strong>{course.data}</strong>
    </p>
  );
}

export function TaskUploadPage({ input, onDone, logic, loadCourseTitle = courseTitleOf }: TaskUploadPageProps) {
  const u = useTaskUpload(input, onDone, logic);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    u.submit();
  };
  const percent = Math.round(u.progress * 100);
  return (
    <section className="page container upload-task" aria-labelledby="upload-task-title">
      <p>
        <a href="/my-courses">{T.backToCourses}</a>
      </p>
      <h1 id="upload-task-title" className="page-title">
        {T.uploadTitle}
      </h1>
      <CourseName courseId={input.courseId} load={loadCourseTitle} />
      <section className="upload-task__steps" aria-labelledby="upload-task-steps">
        <h2 id="upload-task-steps">{T.uploadStepsTitle}</h2>
        <ol>
          {T.uploadSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <form className="upload-task__form" onSubmit={submit} noValidate>
        <div className="field">
          <span className="field__label" id="upload-file-label">
            {T.uploadFile}
          </span>
          {/* The browser's own picker says 'Choose File' / 'No file chosen' in the browser's language: the input stays
              (keyboard, screen readers, the label) but is drawn as the page's button and the chosen file's name. */}
          <label className={`file-picker${u.busy ? ' file-picker--busy' : ''}`}>
            <input
              key={u.inputKey}
              className="file-picker__input"
              type="file"
              accept={TASK_FILE_ACCEPT}
              disabled={u.busy}
              aria-labelledby="upload-file-label"
              aria-invalid={!!u.errors.file}
              aria-describedby="upload-file-name upload-file-hint upload-file-error"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) u.pick(file);
              }}
            />
            <span className="btn btn--outline file-picker__button" aria-hidden="true">
              {T.uploadChoose}
            </span>
            <span id="upload-file-name" className="file-picker__name">
              {u.fileName ?? T.uploadNoFile}
            </span>
          </label>
        </div>
        <p id="upload-file-hint" className="field-hint">
          {T.uploadFileHint}
        </p>
        <p id="upload-file-error" className="field-error">
          {u.errors.file}
        </p>
        <label className="field">
          <span>{T.uploadDescription}</span>
          <textarea
            rows={5}
            value={u.description}
            maxLength={LIMITS.text}
            disabled={u.busy}
            aria-invalid={!!u.errors.description}
            aria-describedby="upload-description-error"
            onChange={(e) => u.describe(e.target.value)}
          />
        </label>
        <p id="upload-description-error" className="field-error">
          {u.errors.description}
        </p>
        {u.uploading ? (
          <div className="progress progress--green" role="progressbar" aria-label={T.uploadProgress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <div className="progress__fill" ref={styleRef({ width: `${percent}%` })} />
          </div>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={u.busy} aria-busy={u.busy}>
          {T.uploadSend}
        </button>
      </form>
      <Dialog
        open={u.alert !== null}
        title={T.errorTitle}
        role="alertdialog"
        onClose={u.dismissAlert}
        footer={
          <button type="button" className="btn btn--primary" onClick={u.dismissAlert}>
            OK
          </button>
        }
      >
        <p>{u.alert}</p>
      </Dialog>
      <Dialog
        open={u.failure !== null}
        title={T.errorTitle}
        role="alertdialog"
        dismissible={false}
        onClose={u.dismissFailure}
        footer={
          <button type="button" className="btn btn--primary" onClick={u.dismissFailure}>
            {T.close}
          </button>
        }
      >
        <p>{u.failure}</p>
      </Dialog>
      {u.survey ? <SurveyModal survey={u.survey} /> : null}
    </section>
  );
}
