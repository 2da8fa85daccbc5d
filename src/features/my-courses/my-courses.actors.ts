/**
 * The real actors of the learning machines ('Kursus Saya' tabs, start, voucher copy, certificate, rename, survey,
 * assignment upload), built from the src/api calls. Dependencies (the clipboard, the file checker) are parameters
 * so component tests can pass fakes.
 */
import { fromPromise } from 'xstate';
import type { RenameCallInput } from '../../../machines/certificate-rename.machine';
import { certificateRenameMachine } from '../../../machines/certificate-rename.machine';
import { certificateMachine, type CertificateCallInput } from '../../../machines/certificate.machine';
import type { LoadSchedulesInput } from '../../../machines/course-start.machine';
import type { LoadListInput, MyCoursesList } from '../../../machines/my-courses.machine';
import { surveyMachine, type StoreSurveyInput } from '../../../machines/survey.machine';
import type { SubmitWorkInput } from '../../../machines/task-upload.machine';
import { getWorkInfo, submitWork, TASK_FILE_RULE, type WorkInfo } from '../../api/assignment';
import { downloadWebinarCertificate, generateCertificate, getMyCertificates, renameCertificate } from '../../api/certificate';
import { checkFileBytes } from '../../api/file-check';
import { getAssessorCourses, getMyCourses, getSubscriptionCourses } from '../../api/my-course';
import { getMyVouchers } from '../../api/my-voucher';
import { getSchedules } from '../../api/schedule';
import { getSurveyQuestions, storeSurvey } from '../../api/survey';
import { copyText } from '../../lib/clipboard';

/** One page of the list a tab shows (5 per page; vouchers 10: the api functions send the limits). */
export async function loadList({ userId, source, query }: LoadListInput): Promise<MyCoursesList> {
  const params = { user_id: userId, page: query.page, q: query.q || undefined, status: query.status || undefined };
  switch (source) {
    case 'learner':
      return { kind: 'courses', page: await getMyCourses(params) };
    case 'assessor':
      return { kind: 'courses', page: await getAssessorCourses(params) };
    case 'subscription':
      return { kind: 'courses', page: await getSubscriptionCourses(params) };
    case 'voucher':
      return { kind: 'vouchers', page: await getMyVouchers(params) };
    case 'certificate':
      return { kind: 'certificates', page: await getMyCertificates(userId, { page: query.page, q: params.q, status: params.status }) };
  }
}

/** The survey child with its calls (questions limit 1000; channel lms). */
export const createSurveyLogic = () =>
  surveyMachine.provide({
    actors: {
      loadQuestions: fromPromise(async ({ input }: { input: { courseId: number } }) => (await getSurveyQuestions(input.courseId)).data),
      storeSurvey: fromPromise(async ({ input }: { input: StoreSurveyInput }) => {
        await storeSurvey({ user_id: input.userId, channel: 'lms', item_id: input.courseId, schedule_id: input.scheduleId, answer: input.answers });
      }),
    },
  });

/** The certificate flow with its calls and its survey child. */
export const createCertificateLogic = () =>
  certificateMachine.provide({
    actors: {
      generate: fromPromise(({ input }: { input: CertificateCallInput }) =>
        generateCertificate({ user_id: input.userId, course_id: input.courseId, schedule_id: input.scheduleId }),
      ),
      download: fromPromise(({ input }: { input: CertificateCallInput }) =>
        downloadWebinarCertificate({ user_id: input.userId, course_id: input.courseId, schedule_id: input.scheduleId ?? 0 }),
      ),
      survey: createSurveyLogic(),
    },
  });

export const createRenameLogic = () =>
  certificateRenameMachine.provide({
    actors: { rename: fromPromise(({ input }: { input: RenameCallInput }) => renameCertificate(input)) },
  });

export const createMyCoursesActors = () => ({
  loadList: fromPromise(({ input }: { input: LoadListInput }) => loadList(input)),
});

export const createCourseStartActors = () => ({
  loadSchedules: fromPromise(async ({ input }: { input: LoadSchedulesInput }) => (await getSchedules({ user_id: input.userId, course_id: input.courseId })).data),
});

export const createVoucherCopyActors = (copy: (text: string) => Promise<boolean> = copyText) => ({
  copyCode: fromPromise(({ input }: { input: { code: string } }) => copy(input.code)),
});

/** Work submit: the one file checker (type by MIME and extension, size, content), then the multipart upload with progress. */
export const createTaskUploadActors = () => ({
  checkFile: fromPromise(({ input }: { input: { file: File } }) => checkFileBytes(TASK_FILE_RULE, input.file)),
  submitWork: fromPromise(({ input, signal }: { input: SubmitWorkInput; signal: AbortSignal }) =>
    submitWork(
      {
        user_id: input.userId,
        user_name: input.userName,
        user_email: input.userEmail,
        user_image: input.userImage,
        course_id: input.courseId,
        schedule_id: input.scheduleId,
        feedback_user: input.description,
      },
      [input.file],
      { onProgress: (p) => input.onProgress(p.fraction), signal },
    ),
  ),
  survey: createSurveyLogic(),
});

/**
 * The work info of a course for the assignment detail modal (commerce §7 "Work info", §8 "Work info error: logged,
 * returns an empty object"): the transport logs a failure; the modal then shows an empty detail (null).
 */
export const loadWorkInfo = (courseId: number): Promise<WorkInfo | null> => getWorkInfo(courseId).catch(() => null);
