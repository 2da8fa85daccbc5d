/**
 * Course surveys (commerce spec §3 "Survey question", §5 "Survey", §7 "Survey questions", "Survey store"; contract
 * in src/api/survey.ts). The questions of a course are those with `item_id` 0 (every course) plus those with its
 * id; a survey is complete when every one of them has an answer.
 */
import { and, asc, count, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { surveyAnswers, surveyQuestions } from '../db/schema';
import { SURVEY_COUNT_MISMATCH, type SurveyQuestion } from '../../api/survey';
import type { Paged } from '../../api/envelope';
import { HttpError, NOT_FOUND_MESSAGE } from '../http/envelope';
import { pageOf } from './catalogue';
import { findLearnerCourse, updateLearnerState } from './learning';

export const ANSWER_NOT_OF_QUESTIONS = 'Jawaban tidak sesuai pertanyaan';
export const ANSWER_NOT_AN_OPTION = 'Jawaban tidak sesuai pilihan';

type QuestionRow = typeof surveyQuestions.$inferSelect;

const questionFilter = (channel: string, itemId: number | undefined) =>
  and(
    eq(surveyQuestions.channel, channel),
    isNull(surveyQuestions.deleted_at),
    itemId === undefined ? eq(surveyQuestions.item_id, 0) : or(eq(surveyQuestions.item_id, 0), eq(surveyQuestions.item_id, itemId)),
  );

const toWire = (q: QuestionRow): SurveyQuestion => ({
  id: q.id,
  item_id: q.item_id,
  channel: q.channel,
  title: q.title,
  options: q.options,
  created_by: q.created_by,
  created_at: q.created_at.toISOString(),
  updated_at: q.updated_at.toISOString(),
  deleted_at: null,
});

/** GET lms/component/survey/question: the questions for every course plus those of `item_id`, in display order. */
export async function listSurveyQuestions(
  db: Db,
  o: { channel: string; item_id?: number; page: number; limit: number },
): Promise<Paged<SurveyQuestion>> {
  const filter = questionFilter(o.channel, o.item_id);
  const [total] = await db.select({ n: count() }).from(surveyQuestions).where(filter);
  const rows = await db
    .select()
    .from(surveyQuestions)
    .where(filter)
    .orderBy(asc(surveyQuestions.sort), asc(surveyQuestions.id))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  return pageOf(rows.map(toWire), total?.n ?? 0, o.page, o.limit);
}

/**
 * POST lms/component/survey after validation: check the answers against the course's questions, replace the
 * member's earlier answers for the course and mark its survey as submitted, in one transaction.
 * @throws HttpError 404 no access to the course; 422 {@link SURVEY_COUNT_MISMATCH}, {@link ANSWER_NOT_OF_QUESTIONS},
 *   {@link ANSWER_NOT_AN_OPTION}.
 */
export async function storeSurvey(
  db: Db,
  userId: number,
  input: { item_id: number; schedule_id: number | null; answer: Array<{ survey_id: number; user_answer: string }> },
  now: Date,
): Promise<{ item_id: number; survey_submit: true; answers: number }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const lc = await findLearnerCourse(tx, userId, input.item_id, now);
    if (!lc) throw new HttpError(404, NOT_FOUND_MESSAGE);
    const questions = await tx.select().from(surveyQuestions).where(questionFilter('lms', input.item_id));
    if (input.answer.length !== questions.length) throw new HttpError(422, SURVEY_COUNT_MISMATCH);
    const byId = new Map(questions.map((q) => [q.id, q]));
    const seen = new Set<number>();
    for (const a of input.answer) {
      const q = byId.get(a.survey_id);
      if (!q || seen.has(a.survey_id)) throw new HttpError(422, ANSWER_NOT_OF_QUESTIONS);
      seen.add(a.survey_id);
      if (q.options.length > 0 && !q.options.includes(a.user_answer)) throw new HttpError(422, ANSWER_NOT_AN_OPTION);
    }
    await tx
      .delete(surveyAnswers)
      .where(and(eq(surveyAnswers.user_id, userId), eq(surveyAnswers.item_id, input.item_id), inArray(surveyAnswers.survey_id, [...byId.keys()])));
    await tx.insert(surveyAnswers).values(
      input.answer.map((a) => ({
        user_id: userId,
        item_id: input.item_id,
        channel: 'lms',
        schedule_id: input.schedule_id && input.schedule_id > 0 ? input.schedule_id : null,
        survey_id: a.survey_id,
        user_answer: a.user_answer,
        created_at: now,
      })),
    );
    await updateLearnerState(tx, userId, lc, { survey_submit: true }, now);
    return { item_id: input.item_id, survey_submit: true as const, answers: input.answer.length };
  });
}
