/**
 * The exact Indonesian texts the learning machines put into context (commerce spec §5 "Schedule", "Assignment
 * upload", "Survey", "Certificate rename"; §8 "My Courses lists", "Certificates and surveys", "Copy notices").
 * Typos and spacing are the spec's ('di salin', 'Error Certificate : ') and are kept on purpose; views show these
 * strings as they are. Where the gateway answers the same rule (src/api), the text is the same one
 * (machines/learning-messages.test.ts compares both), because machines import no runtime code from src/.
 */

/** Empty list text, also shown after a 404 (commerce §8 "General", "My Courses lists"). */
export const LIST_EMPTY = 'Data tidak ditemukan';

/** Schedule picker, nothing chosen (commerce §5 "Schedule"); = src/api/schedule.ts SCHEDULE_REQUIRED. */
export const SCHEDULE_REQUIRED = 'Jadwal harus diisi';

/** Under each unanswered question after a submit attempt (commerce §5 "Survey"); = src/api/survey.ts. */
export const SURVEY_VALUE_REQUIRED = 'Value is required';
/** Survey store success (commerce §8 "Certificates and surveys"); = src/api/survey.ts SURVEY_STORED. */
export const SURVEY_STORED = 'Terimakasih sudah mengisi survey';
/** Survey store failure (commerce §8): 'Error Store Survey : {message} ({code})'. */
export const surveyStoreError = (f: { message: string; code: number }) => `Error Store Survey : ${f.message} (${f.code})`;

/** Certificate failure other than 411 (commerce §8): 'Error Certificate : {message} ({code})'. */
export const certificateError = (f: { message: string; code: number }) => `Error Certificate : ${f.message} (${f.code})`;
/** The certificate answer that opens the survey (commerce §4 "Certificates", §8). */
export const SURVEY_MISSING_CODE = 411;

/** Rename: first name required (commerce §5 "Certificate rename"); = src/api/certificate.ts. */
export const CERTIFICATE_NAME_REQUIRED = 'Nama Depan harus diisi';
/** Rename success (commerce §8); = src/api/certificate.ts CERTIFICATE_RENAMED. */
export const CERTIFICATE_RENAMED = 'Nama Sertifikat berhasil diubah';

/** Work submit success (commerce §8 "Task upload"); = src/api/assignment.ts TASK_UPLOAD_SUCCESS. */
export const TASK_UPLOAD_SUCCESS = 'Success Upload Task';
/**
 * The upload form's required messages. The spec says "default required messages" without giving them; these are
 * the contract's own (src/api/assignment.ts TASK_FILE_REQUIRED, TASK_DESCRIPTION_REQUIRED), so the form and the
 * gateway say the same thing.
 */
export const TASK_FILE_REQUIRED = 'File tugas harus diisi';
export const TASK_DESCRIPTION_REQUIRED = 'Deskripsi tugas harus diisi';
/** The wrong-type alert (commerce §5 "Assignment upload"); = src/api/assignment.ts TASK_FILE_TYPE_MESSAGE. */
export const TASK_FILE_TYPE_MESSAGE = "Ma'af tipe file yang bisa di upload adalah doc, docx, xls, xlsx, ppt, pptx, jpeg, jpg, png, mp4";

/** Voucher copy notices, 3 s (commerce §8 "Copy notices"); = src/api/my-voucher.ts. */
export const VOUCHER_COPIED = 'Kode voucher berhasil di salin';
export const VOUCHER_CODE_MISSING = 'Kode voucher tidak ditemukan';
/**
 * The browser refused the clipboard (permission, insecure context). Not in the spec, which knows only a copy that
 * works or a code that is missing; decision 031 words it like the promo page's 'Kode gagal di salin'.
 */
export const VOUCHER_COPY_FAILED = 'Kode voucher gagal di salin';

/** Notices hide after 3000 ms (commerce §9). */
export const LEARNING_NOTICE_MS = 3000;
