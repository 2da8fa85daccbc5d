/**
 * The learning-site stand-in's own pages (commerce spec §2 "External learning-site links": lesson/{slug},
 * lesson-webinar/{courseId}/{scheduleOrOrderId}; my-courses), mounted at /lms-site before the generic sister-site pages
 * (which still answer every other /lms-site path). Labelled as a LOCAL STAND-IN like every stand-in.
 *
 * - GET /lms-site/lesson/{slug}: the course (title, category, schema, lessons, duration) and, for the signed-in
 *   member (the `token` cookie the sign-in stand-in sets), their progress.
 * - GET /lms-site/lesson-webinar/{courseId}/{id}: the same, plus the webinar schedule: for an assessor of the
 *   course `id` is the picked schedule; for a learner `id` is their order and the schedule shown is theirs.
 * - GET /lms-site/my-courses?type=: the learning site's 'Kursus Saya', where a paid subscription lands
 *   (`type=subscription`, commerce §4 "Subscription flow"); the SPA's own 'Kursus Saya' shows the same lists, so
 *   the stand-in links there with the same tab.
 * - POST /lms-site/progress (form `course_id`, `percentage` 0..100, `back`): the "study" buttons. The real
 *   learning site records progress as lessons are watched; here a learner sets it with 'Selesaikan materi
 *   berikutnya' (+25 %) or 'Tandai kursus selesai' (100 %), so a journey can study a course to 100 %. Same-origin
 *   form posts only (Origin / Sec-Fetch-Site checked); answers 303 back to the lesson page.
 */
import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { courses, courseSchedules } from '../db/schema';
import { sessionViewer } from '../http/auth';
import { publicBase } from '../http/origin';
import type { AppEnv, AuthUser } from '../http/context';
import { findLearnerCourse, isAssessor, isAssignedAssessor, updateLearnerState, type LearnerCourse } from '../services/learning';
import { html, raw, standinPage, type Raw } from './html';

const SITE = { id: 'situs belajar (LMS)', en: 'learning site (LMS)' };
/** Progress added by 'Selesaikan materi berikutnya', percent. */
export const PROGRESS_STEP = 25;

/** The pages' own styles, in the response's nonce'd `<style>` (the stand-ins' CSP allows no other inline style). */
const EXTRA_CSS = raw(`
main{max-width:640px}
.progress{margin:8px 0}
.progress svg{display:block}
.progress .track{fill:#eadfd4}
.progress .fill{fill:#c2561b}
.progress.done .fill{fill:#2e7d32}
.row{display:flex;gap:8px;flex-wrap:wrap}
.row form{flex:1 1 200px}
.secondary{background:#fff;border:2px solid #c2561b;color:#a5440f;width:100%;margin-top:18px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:12px 0}
dt{font-weight:600}
dd{margin:0}
`);

const dateTime = (d: Date) =>
  `${new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(d)} WIB`;

function page(c: Context<AppEnv>, title: string, body: Raw, status: 200 | 404 = 200) {
  c.header('Cache-Control', 'no-store');
  const nonce = c.var.nonce;
  return c.html(standinPage({ title, site: SITE, body, nonce, extraHead: html`<style nonce="${nonce}">${EXTRA_CSS}</style>` }), status);
}

function notFound(c: Context<AppEnv>, what: string) {
  return page(
    c,
    'Materi tidak ditemukan',
    html`<div class="card"><h1>Materi tidak ditemukan</h1><p>${what}</p><p><a class="button primary" href="/my-courses">Kembali ke Kursus Saya</a></p></div>`,
    404,
  );
}

/** The progress block and study buttons of a learner. */
function learnerBlock(lc: LearnerCourse, back: string): Raw {
  const pct = lc.state.percentage;
  const done = pct >= 100;
  const studyForm = (label: string, percentage: number, cls: string) =>
    html`<form method="post" action="/lms-site/progress"><input type="hidden" name="course_id" value="${lc.course.id}"><input type="hidden" name="percentage" value="${percentage}"><input type="hidden" name="back" value="${back}"><button type="submit" class="${cls}">${label}</button></form>`;
  return html`<h2>Progres belajar</h2>
<p id="progress-label">${done ? 'Kursus selesai' : pct === 0 ? 'Belum mulai' : 'Kursus sedang berjalan'}: <strong>${pct}%</strong></p>
<div class="progress${done ? ' done' : ''}" role="progressbar" aria-labelledby="progress-label" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${pct}"><svg aria-hidden="true" focusable="false" width="100%" height="14"><rect class="track" width="100%" height="14" rx="7"/><rect class="fill" width="${pct}%" height="14" rx="7"/></svg></div>
${done
    ? html`<p class="muted">Kembali ke Kursus Saya untuk tugas, survey dan sertifikat.</p>`
    : html`<div class="row">${studyForm('Selesaikan materi berikutnya', Math.min(100, pct + PROGRESS_STEP), 'button secondary')}${studyForm('Tandai kursus selesai', 100, 'button primary')}</div>`}
<p class="muted">Di situs asli, progres bertambah saat materi ditonton. / On the real site progress grows as lessons are watched.</p>`;
}

type CourseRow = typeof courses.$inferSelect;

function courseFacts(course: CourseRow): Raw {
  return html`<dl><dt>Skema</dt><dd>${course.schema}</dd><dt>Materi</dt><dd>${course.total_lesson} materi</dd><dt>Durasi</dt><dd>${course.course_duration}</dd></dl>`;
}

/** Routes under /lms-site (lesson pages and the progress form). */
export function lmsSiteRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/lesson/:slug', async (c) => {
    const slug = c.req.param('slug');
    const { db, now } = c.var.deps;
    const [course] = /^[a-z0-9][a-z0-9_-]{0,199}$/i.test(slug) ? await db.select().from(courses).where(eq(courses.slug, slug)).limit(1) : [];
    if (!course) return notFound(c, `Tidak ada kursus dengan slug "${slug}".`);
    const viewer = await sessionViewer(c);
    const lc = viewer ? await findLearnerCourse(db, viewer.id, course.id, now()) : undefined;
    const assessor = viewer && isAssessor(viewer) && (await isAssignedAssessor(db, viewer.id, course.id));
    const body = html`<div class="card">
<p class="muted">Materi kursus / Lesson</p>
<h1>${course.title}</h1>
${courseFacts(course)}
${who(viewer, lc, assessor, `/lms-site/lesson/${course.slug}`)}
<p><a class="button secondary" href="/my-courses">Kembali ke Kursus Saya</a></p>
</div>`;
    return page(c, course.title, body);
  });

  r.get('/lesson-webinar/:courseId/:id', async (c) => {
    const courseId = Number(c.req.param('courseId'));
    const id = Number(c.req.param('id'));
    const { db, now } = c.var.deps;
    const [course] =
      /^\d{1,9}$/.test(c.req.param('courseId')) && Number.isInteger(courseId) ? await db.select().from(courses).where(eq(courses.id, courseId)).limit(1) : [];
    if (!course) return notFound(c, `Tidak ada kursus dengan id "${c.req.param('courseId')}".`);
    if (!/^\d{1,9}$/.test(c.req.param('id'))) return notFound(c, 'Jadwal atau pesanan tidak valid.');
    const viewer = await sessionViewer(c);
    const lc = viewer ? await findLearnerCourse(db, viewer.id, course.id, now()) : undefined;
    const assessor = Boolean(viewer && isAssessor(viewer) && (await isAssignedAssessor(db, viewer.id, course.id)));
    // Assessors open a schedule by its id; learners open their order, and see their own schedule.
    const scheduleId = assessor ? id : (lc?.state.schedule_id ?? null);
    const [schedule] =
      scheduleId !== null
        ? await db
            .select()
            .from(courseSchedules)
            .where(and(eq(courseSchedules.id, scheduleId), eq(courseSchedules.course_id, course.id)))
            .limit(1)
        : [];
    const scheduleBlock = schedule
      ? html`<h2>Jadwal webinar</h2><dl><dt>Jadwal</dt><dd>${schedule.title}</dd><dt>Mulai</dt><dd>${dateTime(schedule.start_date)}</dd><dt>Selesai</dt><dd>${dateTime(schedule.end_date)}</dd></dl>`
      : html`<h2>Jadwal webinar</h2><p class="muted">${assessor ? 'Jadwal tidak ditemukan untuk kursus ini.' : 'Belum ada jadwal webinar untuk kursus ini.'}</p>`;
    const body = html`<div class="card">
<p class="muted">Webinar / Live lesson</p>
<h1>${course.title}</h1>
${courseFacts(course)}
<p class="muted">${assessor ? 'Jadwal' : 'Pesanan'} #${id}</p>
${scheduleBlock}
${who(viewer, lc, assessor, `/lms-site/lesson-webinar/${course.id}/${id}`)}
<p><a class="button secondary" href="/my-courses">Kembali ke Kursus Saya</a></p>
</div>`;
    return page(c, `Webinar ${course.title}`, body);
  });

  r.get('/my-courses', (c) => {
    const type = c.req.query('type');
    const target = `/my-courses${type && /^[a-z]{1,20}$/.test(type) ? `?type=${type}` : ''}`;
    const body = html`<div class="card">
<p class="muted">Kursus Saya / My courses</p>
<h1>Kursus Saya</h1>
<p>Di situs asli, halaman ini menampilkan kursus kamu${type ? html` (tab <code>${type}</code>)` : ''}. / On the real site this page lists your courses.</p>
<p><a class="button primary" href="${target}">Buka Kursus Saya</a></p>
<p><a class="button secondary" href="/">Kembali ke Dapur Kursus</a></p>
</div>`;
    return page(c, 'Kursus Saya', body);
  });

  r.post('/progress', async (c) => {
    // Same-origin form posts only; the origin is the configured one (PUBLIC_URL), never the request's Host header.
    const origin = c.req.header('Origin');
    const site = c.req.header('Sec-Fetch-Site');
    if ((origin && origin !== publicBase(c.var.deps.config)) || (site && site !== 'same-origin')) {
      return c.text('Forbidden', 403);
    }
    const viewer = await sessionViewer(c);
    if (!viewer) return c.text('Silahkan masuk terlebih dahulu', 401);
    let form: Record<string, unknown>;
    try {
      form = (await c.req.parseBody()) as Record<string, unknown>;
    } catch {
      return c.text('Form tidak valid', 400);
    }
    const courseId = Number(form.course_id);
    const percentage = Number(form.percentage);
    const back = typeof form.back === 'string' && /^\/lms-site\/[A-Za-z0-9/_-]{1,300}$/.test(form.back) ? form.back : '/my-courses';
    if (!Number.isInteger(courseId) || courseId < 1 || courseId > 2_147_483_647 || !Number.isInteger(percentage) || percentage < 0 || percentage > 100) {
      return c.text('Form tidak valid', 400);
    }
    const { db, now } = c.var.deps;
    const lc = await findLearnerCourse(db, viewer.id, courseId, now());
    if (!lc) return c.text('Kamu belum memiliki kursus ini', 404);
    await updateLearnerState(db, viewer.id, lc, { percentage: Math.max(lc.state.percentage, percentage) }, now());
    return c.redirect(back, 303);
  });

  return r;
}

/** What the page says about the viewer: sign-in link, assessor mode, the learner's progress, or no access. */
function who(viewer: AuthUser | undefined, lc: LearnerCourse | undefined, assessor: boolean | undefined, back: string): Raw {
  if (!viewer) return html`<p>Masuk untuk melihat progres belajarmu.</p><p><a class="button primary" href="/sso?redirect=${encodeURIComponent(back)}">Masuk</a></p>`;
  if (assessor) return html`<p><strong>Mode asesor</strong>: ${viewer.firstname} ${viewer.lastname} menilai kursus ini. Asesor tidak memiliki progres belajar.</p>`;
  if (!lc) return html`<p>Kamu belum memiliki kursus ini.</p>`;
  return learnerBlock(lc, back);
}
