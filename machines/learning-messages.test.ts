import { describe, expect, it } from 'vitest';
import * as api from '../src/api/assignment';
import * as cert from '../src/api/certificate';
import * as schedule from '../src/api/schedule';
import * as survey from '../src/api/survey';
import * as voucher from '../src/api/my-voucher';
import * as M from './learning-messages';

describe('learning texts: the machines and the contract say the same thing', () => {
  it('shares every text with src/api', () => {
    expect(M.SCHEDULE_REQUIRED).toBe(schedule.SCHEDULE_REQUIRED);
    expect(M.SURVEY_VALUE_REQUIRED).toBe(survey.SURVEY_VALUE_REQUIRED);
    expect(M.SURVEY_STORED).toBe(survey.SURVEY_STORED);
    expect(M.CERTIFICATE_NAME_REQUIRED).toBe(cert.CERTIFICATE_NAME_REQUIRED);
    expect(M.CERTIFICATE_RENAMED).toBe(cert.CERTIFICATE_RENAMED);
    expect(M.SURVEY_MISSING_CODE).toBe(cert.CERTIFICATE_SURVEY_MISSING_CODE);
    expect(M.TASK_UPLOAD_SUCCESS).toBe(api.TASK_UPLOAD_SUCCESS);
    expect(M.TASK_FILE_REQUIRED).toBe(api.TASK_FILE_REQUIRED);
    expect(M.TASK_DESCRIPTION_REQUIRED).toBe(api.TASK_DESCRIPTION_REQUIRED);
    expect(M.TASK_FILE_TYPE_MESSAGE).toBe(api.TASK_FILE_TYPE_MESSAGE);
    expect(M.VOUCHER_COPIED).toBe(voucher.VOUCHER_COPIED);
    expect(M.VOUCHER_CODE_MISSING).toBe(voucher.VOUCHER_CODE_MISSING);
  });
  it('words failures as the spec does', () => {
    expect(M.surveyStoreError({ message: 'Jawaban tidak sesuai pilihan', code: 422 })).toBe('Error Store Survey : Jawaban tidak sesuai pilihan (422)');
    expect(M.certificateError({ message: 'Kursus belum selesai', code: 422 })).toBe('Error Certificate : Kursus belum selesai (422)');
  });
});
