/**
 * Course surveys (commerce spec §3 "Survey question", §4 "Certificates" 411 → survey, §5 "Survey", §7 "Survey
 * questions", "Survey store", §8 "Certificates and surveys", §9 survey questions limit 1000).
 *
 * - GET lms/component/survey/question with `limit` (1000), `page`, `channel` (lms), `item_id` (the course id;
 *   optional) → the list wrapper of {@link SurveyQuestion}: the questions asked for every course (`item_id` 0)
 *   plus those of the given course, in display order.
 * - POST lms/component/survey with `{ user_id, channel: 'lms', item_id, schedule_id, answer: [{ survey_id,
 *   user_answer }] }` → 'Terimakasih sudah mengisi survey'; the course's `survey_submit` becomes true (answers
 *   sent again replace the earlier ones). Errors: 422 'Jumlah jawaban harus sama dengan jumlah pertanyaan'
 *   (answer count ≠ question count), 422 'Jawaban tidak sesuai pertanyaan' (unknown, repeated or another
 *   course's question), 422 'Jawaban tidak sesuai pilihan' (an answer that is not one of the question's
 *   options), 400 'Value is required' (an empty answer), 404 'Data tidak ditemukan' (no access to the course),
 *   403 'user_id tidak sesuai dengan sesi login'.
 */
import * as v from 'valibot';
import { call } from './client';
import { IntParam, paged, PositiveInt } from './envelope';
import { maxText } from './limits';

/** Survey question list limit (commerce §9). */
export const SURVEY_QUESTION_LIMIT = 1000;
/** The message under an unanswered question after a submit attempt (commerce §5). */
export const SURVEY_VALUE_REQUIRED = 'Value is required';
/** Survey store success (commerce §8). */
export const SURVEY_STORED = 'Terimakasih sudah mengisi survey';
export const SURVEY_COUNT_MISMATCH = 'Jumlah jawaban harus sama dengan jumlah pertanyaan';

/**
 * One survey question. `options` are the answers to choose from (empty = free text); `item_id` 0 means asked
 * for every course. Timestamps are ISO 8601; `deleted_at` is always null in the list (deleted ones are left out).
 */
export const SurveyQuestion = v.object({
  id: v.number(),
  item_id: v.number(),
  channel: v.string(),
  title: v.string(),
  options: v.array(v.string()),
  created_by: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  deleted_at: v.nullable(v.string()),
});
export type SurveyQuestion = v.InferOutput<typeof SurveyQuestion>;

export const SurveyQuestionQuery = v.object({
  limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(SURVEY_QUESTION_LIMIT)), SURVEY_QUESTION_LIMIT),
  page: v.optional(v.pipe(IntParam, v.minValue(1)), 1),
  channel: v.optional(v.picklist(['lms']), 'lms'),
  item_id: v.optional(PositiveInt),
});

export const SurveyQuestionList = paged(SurveyQuestion);

/** The survey questions for a course (limit 1000). @throws ApiError */
export const getSurveyQuestions = (courseId?: number) =>
  call('get', 'lms/component/survey/question', SurveyQuestionList, {
    searchParams: { limit: SURVEY_QUESTION_LIMIT, page: 1, channel: 'lms', item_id: courseId },
  });

/** One answer: the question id and the chosen option (or free text). */
export const SurveyAnswer = v.object({
  survey_id: PositiveInt,
  user_answer: v.pipe(
    v.string(SURVEY_VALUE_REQUIRED),
    v.trim(),
    v.nonEmpty(SURVEY_VALUE_REQUIRED),
    maxText('text'),
  ),
});
export type SurveyAnswer = v.InferInput<typeof SurveyAnswer>;

/** POST lms/component/survey body. `schedule_id` is the learner's schedule, or null/0 when none. */
export const SurveyStoreInput = v.object({
  user_id: PositiveInt,
  channel: v.literal('lms', "channel harus 'lms'"),
  item_id: PositiveInt,
  schedule_id: v.optional(v.nullable(v.pipe(IntParam, v.minValue(0))), null),
  answer: v.pipe(v.array(SurveyAnswer, 'answer harus berupa daftar'), v.minLength(1, SURVEY_COUNT_MISMATCH), v.maxLength(SURVEY_QUESTION_LIMIT)),
});
export type SurveyStoreInput = v.InferInput<typeof SurveyStoreInput>;

/** Result of a stored survey: the course and how many answers were kept. */
export const SurveyStored = v.object({ item_id: v.number(), survey_submit: v.literal(true), answers: v.number() });

/** Store the member's survey answers for a course. @throws ApiError (see the module comment). */
export const storeSurvey = (input: SurveyStoreInput) => call('post', 'lms/component/survey', SurveyStored, { json: input });
