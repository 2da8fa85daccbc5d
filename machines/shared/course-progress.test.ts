import { describe, expect, it } from 'vitest';
import { enrolled, LMS } from '../testing/learning-fixtures';
import { needsSurvey, progressView, startTarget, taskStatus, uploadTaskPath } from './course-progress';

describe('course progress readings (commerce §4 "My Courses progress", §6, §9 thresholds 0 and 100)', () => {
  it('0 → start/green/red bar, 1–99 → continue/outline, 100 → finished/blue/green bar', () => {
    expect(progressView(0)).toEqual({ stage: 'start', buttonTone: 'green', barTone: 'red', barLabel: 'zero', percent: 0 });
    expect(progressView(45)).toEqual({ stage: 'continue', buttonTone: 'outline', barTone: 'red', barLabel: 'running', percent: 45 });
    // Never 'Kursus sedang berjalan' beside 100 % and 'Selesai'.
    expect(progressView(100)).toEqual({ stage: 'finished', buttonTone: 'blue', barTone: 'green', barLabel: 'finished', percent: 100 });
    expect(progressView(140).percent).toBe(100);
    expect(progressView(Number.NaN).stage).toBe('start');
  });

  it('assignment status only at 100 %, for learners, schema normal or offline', () => {
    expect(taskStatus(enrolled(1, { percentage: 100, tugas: 'pending' }), false)).toBe('upload');
    expect(taskStatus(enrolled(1, { percentage: 100, tugas: 'submitted', schema: 'offline' }), false)).toBe('waiting');
    expect(taskStatus(enrolled(1, { percentage: 100, tugas: 'review' }), false)).toBe('review');
    expect(taskStatus(enrolled(1, { percentage: 99 }), false)).toBeNull();
    expect(taskStatus(enrolled(1, { percentage: 100 }), true)).toBeNull();
    expect(taskStatus(enrolled(1, { percentage: 100, schema: 'sync2024' }), false)).toBeNull();
  });

  it('survey warning for completed normal/offline courses without a survey, learners only', () => {
    expect(needsSurvey(enrolled(1, { percentage: 100 }), false)).toBe(true);
    expect(needsSurvey(enrolled(1, { percentage: 100, survey: true }), false)).toBe(false);
    expect(needsSurvey(enrolled(1, { percentage: 100 }), true)).toBe(false);
    expect(needsSurvey(enrolled(1, { percentage: 100, schema: 'webinar' }), false)).toBe(false);
  });

  it('start targets: webinar lesson with the order id, lesson by slug, schedules for assessors, CertificateTask at 100 %', () => {
    expect(startTarget(enrolled(9, { schema: 'sync2024', orderId: 77 }), false, LMS)).toEqual({ kind: 'lesson', url: '/lms-site/lesson-webinar/9/77' });
    expect(startTarget(enrolled(9, { schema: 'webinar' }), false, LMS)).toEqual({ kind: 'lesson', url: '/lms-site/lesson/kursus-9' });
    expect(startTarget(enrolled(9, { schema: 'webinar' }), true, `${LMS}/`)).toEqual({ kind: 'lesson', url: '/lms-site/lesson/kursus-9' });
    expect(startTarget(enrolled(9, { schema: 'offline' }), true, LMS)).toEqual({ kind: 'schedules' });
    expect(startTarget(enrolled(9, { percentage: 100 }), false, LMS)).toEqual({ kind: 'certificateTask', courseId: 9 });
  });

  it('the upload page path carries the schedule when there is one', () => {
    expect(uploadTaskPath(enrolled(13, { scheduleId: 8 }))).toBe('/upload-task/13/8');
    expect(uploadTaskPath(enrolled(13))).toBe('/upload-task/13');
  });
});
