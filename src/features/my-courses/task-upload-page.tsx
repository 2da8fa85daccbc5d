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
}

export function TaskUploadPage({ input, onDone, logic }: TaskUploadPageProps) {
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
      <form className="upload-task__form" onSubmit={submit} noValidate>
        <label className="field">
          <span>{T.uploadFile}</span>
          <input
            key={u.inputKey}
            type="file"
            accept={TASK_FILE_ACCEPT}
            disabled={u.busy}
            aria-invalid={!!u.errors.file}
            aria-describedby="upload-file-hint upload-file-error"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) u.pick(file);
            }}
          />
        </label>
        <p id="upload-file-hint" className="field-hint">
          {u.fileName ?? T.uploadFileHint}
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
