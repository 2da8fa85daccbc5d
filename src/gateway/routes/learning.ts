/**
 * The learning area's member routes (commerce spec §2 My Courses, Reviews; §3; §4 My Courses progress,
 * Certificates; §5; §6 assessors; §7 My Courses, Reviews). Every request is validated with the schemas of
 * src/api (my-course, schedule, assignment, survey, certificate, voucher, review); `user_id` sent by the client
 * must be the token's member (403 otherwise). Paths chosen where the spec shows none are listed in
 * docs/api-contract.md and docs/decisions/019-learning-contract.md.
 *
 * Mounted at the /api root (full paths below), before the catalogue's `lms/courses/{idOrSlug}`, so
 * `lms/courses/schedule/...` and `lms/courses/work/...` are never read as course slugs.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { MyCourseQuery } from '../../api/my-course';
import { ScheduleQuery } from '../../api/schedule';
import { AssessorWorkQuery, TASK_UPLOAD_SUCCESS, WorkInfoQuery, WorkReviewInput, WorkSubmitFields } from '../../api/assignment';
import { SURVEY_STORED, SurveyQuestionQuery, SurveyStoreInput } from '../../api/survey';
import { CERTIFICATE_RENAMED, CertificateGenerateInput, CertificateListQuery, CertificateRenameInput, WebinarCertificateInput } from '../../api/certificate';
import { MyVoucherQuery } from '../../api/my-voucher';
import { REVIEW_ADDED, REVIEW_UPDATED, ReviewListQuery, ReviewStoreInput, ReviewUpdateInput, type ReviewType } from '../../api/review';
import { HttpError, NOT_FOUND_MESSAGE, ok } from '../http/envelope';
import { parseWith, readIdParam, readJson, readQuery } from '../http/validate';
import { fileParts, readMultipart, textField } from '../http/multipart';
import { currentUser, requireAuth, sameUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { rateLimited } from '../http/rate-limit';
import { publicBase } from '../http/origin';
import { listAssessorCourses, listSubscriptionCourses } from '../services/my-course';
import { isAssessor } from '../services/learning';
import { listSchedules } from '../services/schedule';
import { getWorkInfo, listAssessorWorks, reviewWork, submitWork } from '../services/assignment';
import { ASSIGNMENT_BUCKET, checkUploads, uploadBodyLimit } from '../services/storage';
import { listSurveyQuestions, storeSurvey } from '../services/survey';
import { downloadWebinar, generateCompletion, listCertificates, renameCertificate } from '../services/certificate';
import { listMyVouchers } from '../services/my-voucher';
import { getMyReview, listMyReviews, storeReview, updateReview } from '../services/review';

/** Full path of work submit: app.ts lets it past the 1 MB /api body limit; this route sets its own. */
export const WORK_SUBMIT_PATH = '/api/lms/courses/work/submit';
export const ASSESSOR_ONLY = 'Hanya asesor yang dapat melihat daftar ini';
export const USER_EMAIL_MISMATCH = 'user_email tidak sesuai dengan sesi login';

/** requireAuth unless an earlier middleware (a sibling router's) already signed the member in. */
const auth: MiddlewareHandler<AppEnv> = (c, next) => (c.var.user ? next() : requireAuth(c, next));

const base = (c: Context<AppEnv>) => publicBase(c.var.deps.config);

/** Routes of the learning area (full paths under /api). */
export function learningRoutes() {
  const r = new Hono<AppEnv>();

  // ── Course lists ──
  r.get('/lms/users/my_course/subscription', auth, async (c) => {
    const q = readQuery(c, MyCourseQuery);
    const user = sameUser(c, q.user_id);
    const { db, now } = c.var.deps;
    return ok(c, await listSubscriptionCourses(db, user.id, q, now()));
  });
  r.get('/lms/users/my_course/assessor', auth, async (c) => {
    const q = readQuery(c, MyCourseQuery);
    const user = sameUser(c, q.user_id);
    if (!isAssessor(user)) throw new HttpError(403, ASSESSOR_ONLY);
    return ok(c, await listAssessorCourses(c.var.deps.db, user.id, q));
  });

  // ── Schedules ──
  r.get('/lms/courses/schedule/assessor', auth, async (c) => {
    const q = readQuery(c, ScheduleQuery);
    const user = sameUser(c, q.user_id);
    const { db, now } = c.var.deps;
    return ok(c, await listSchedules(db, user, q, now()));
  });

  // ── Assignments ──
  r.get('/lms/courses/work/info', auth, async (c) => {
    const q = readQuery(c, WorkInfoQuery);
    return ok(c, await getWorkInfo(c.var.deps.db, currentUser(c).id, q.course_id, base(c)));
  });
  r.post(
    '/lms/courses/work/submit',
    uploadBodyLimit(ASSIGNMENT_BUCKET),
    auth,
    rateLimited('memberUpload'),
    async (c) => {
      const body = await readMultipart(c);
      const fields = parseWith(WorkSubmitFields, {
        user_id: textField(body, 'user_id'),
        user_name: textField(body, 'user_name'),
        user_email: textField(body, 'user_email'),
        user_image: textField(body, 'user_image'),
        course_id: textField(body, 'course_id'),
        schedule_id: textField(body, 'schedule_id'),
        path: textField(body, 'path'),
        feedback_user: textField(body, 'feedback_user'),
      });
      const user = sameUser(c, fields.user_id);
      if (fields.user_email.toLowerCase() !== user.email.toLowerCase()) throw new HttpError(403, USER_EMAIL_MISMATCH);
      const files = await checkUploads(ASSIGNMENT_BUCKET, fileParts(body));
      const { db, now } = c.var.deps;
      const info = await submitWork(db, user, { course_id: fields.course_id, schedule_id: fields.schedule_id, feedback_user: fields.feedback_user }, files, now(), base(c));
      return ok(c, info, TASK_UPLOAD_SUCCESS);
    },
  );
  r.get('/lms/courses/work/assessor', auth, async (c) => {
    const q = readQuery(c, AssessorWorkQuery);
    return ok(c, await listAssessorWorks(c.var.deps.db, currentUser(c), q, base(c)));
  });
  r.put('/lms/courses/work/review', auth, async (c) => {
    const body = await readJson(c, WorkReviewInput);
    const { db, now } = c.var.deps;
    return ok(c, await reviewWork(db, currentUser(c), body, now(), base(c)), 'Review tugas tersimpan');
  });

  // ── Surveys ──
  r.get('/lms/component/survey/question', auth, async (c) => {
    const q = readQuery(c, SurveyQuestionQuery);
    return ok(c, await listSurveyQuestions(c.var.deps.db, q));
  });
  r.post('/lms/component/survey', auth, async (c) => {
    const body = await readJson(c, SurveyStoreInput);
    const user = sameUser(c, body.user_id);
    const { db, now } = c.var.deps;
    return ok(c, await storeSurvey(db, user.id, body, now()), SURVEY_STORED);
  });

  // ── Certificates ──
  r.post('/lms/certificate/generate/course_completion', auth, async (c) => {
    const body = await readJson(c, CertificateGenerateInput);
    const user = sameUser(c, body.user_id);
    const { db, now } = c.var.deps;
    return ok(c, await generateCompletion(db, user, body.course_id, now(), base(c)));
  });
  r.post('/lms/certificate/webinar/download', auth, async (c) => {
    const body = await readJson(c, WebinarCertificateInput);
    const user = sameUser(c, body.user_id);
    const { db, now } = c.var.deps;
    return ok(c, await downloadWebinar(db, user, body.course_id, body.schedule_id, now(), base(c)));
  });
  const rename = async (c: Context<AppEnv>) => {
    const body = await readJson(c, CertificateRenameInput);
    const user = sameUser(c, body.id);
    const { db, now } = c.var.deps;
    return ok(c, await renameCertificate(db, user, body, now(), base(c)), CERTIFICATE_RENAMED);
  };
  r.put('/lms/certificate/update/course_completion/', auth, rename);
  r.put('/lms/certificate/update/course_completion', auth, rename);
  r.get('/lms/certificate/list/user/:id', auth, async (c) => {
    const id = readIdParam(c);
    const user = sameUser(c, id);
    const q = readQuery(c, CertificateListQuery);
    return ok(c, await listCertificates(c.var.deps.db, user.id, q, base(c)));
  });

  // ── Vouchers ──
  r.get('/lms/finance/order/voucher/my_voucher', auth, async (c) => {
    const q = readQuery(c, MyVoucherQuery);
    const user = sameUser(c, q.user_id);
    return ok(c, await listMyVouchers(c.var.deps.db, user.id, q));
  });

  // ── Reviews ──
  const reviewType = (c: Context<AppEnv>): ReviewType => {
    const type = c.req.param('type');
    if (type !== 'lms' && type !== 'ecom') throw new HttpError(404, NOT_FOUND_MESSAGE);
    return type;
  };
  r.get('/lms/component/rating/user/:type', auth, async (c) => {
    const type = reviewType(c);
    const q = readQuery(c, ReviewListQuery);
    const user = sameUser(c, q.user_id);
    return ok(c, await listMyReviews(c.var.deps.db, user.id, type, q));
  });
  r.get('/lms/component/rating/user/:type/:id', auth, async (c) => {
    const type = reviewType(c);
    const id = readIdParam(c);
    return ok(c, await getMyReview(c.var.deps.db, currentUser(c).id, type, id));
  });
  r.post('/lms/component/rating/store', auth, async (c) => {
    const body = await readJson(c, ReviewStoreInput);
    const user = sameUser(c, body.user_id);
    const { db, now } = c.var.deps;
    return ok(c, await storeReview(db, user.id, body, now()), REVIEW_ADDED);
  });
  r.put('/lms/component/rating/update', auth, async (c) => {
    const body = await readJson(c, ReviewUpdateInput);
    const user = sameUser(c, body.user_id);
    const { db, now } = c.var.deps;
    return ok(c, await updateReview(db, user.id, body, now()), REVIEW_UPDATED);
  });

  return r;
}
