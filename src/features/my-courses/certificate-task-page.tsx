/**
 * CertificateTask, `/certificate-task/{courseId}` (commerce spec §2 "CertificateTask (param courseId)", §4
 * "Certificates": "Opening a normal or offline course fetches a certificate. If the error code is 411, the survey
 * modal opens. After a successful survey the certificate opens again."). 'Mulai Lagi' on a finished normal/offline
 * course leads here (decision 031). The certificate opens the image page; closing the survey or an error returns
 * to Kursus Saya.
 */
import type { Certificate } from '../../api/certificate';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { T } from './catalogue';
import { SurveyModal } from './survey-modal';
import { useCertificate, type CertificateLogic } from './use-certificate';

export interface CertificateTaskPageProps {
  userId: number;
  courseId: number;
  onCertificate: (c: Certificate) => void;
  onClosed: () => void;
  logic?: CertificateLogic;
}

export function CertificateTaskPage({ userId, courseId, onCertificate, onClosed, logic }: CertificateTaskPageProps) {
  const cert = useCertificate(
    { userId, request: { courseId, scheduleId: null, schema: 'normal' }, surveyCancellable: true },
    { ready: onCertificate, closed: onClosed },
    logic,
  );
  return (
    <section className="page container" aria-labelledby="certificate-task-title">
      <h1 id="certificate-task-title" className="page-title">
        {T.certificateImage}
      </h1>
      {cert.busyCourseId !== null ? (
        <p aria-live="polite">
          <Spinner /> {T.certificateTask}
        </p>
      ) : null}
      <p>
        <a href="/my-courses">{T.backToCourses}</a>
      </p>
      {cert.survey ? <SurveyModal survey={cert.survey} /> : null}
      <Dialog
        open={cert.failure !== null}
        title={T.errorTitle}
        role="alertdialog"
        dismissible={false}
        onClose={cert.dismiss}
        footer={
          <button type="button" className="btn btn--primary" onClick={cert.dismiss}>
            {T.close}
          </button>
        }
      >
        <p>{cert.failure}</p>
      </Dialog>
    </section>
  );
}
