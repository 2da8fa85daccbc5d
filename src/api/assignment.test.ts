import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  buildWorkForm,
  fileExtension,
  isAllowedTaskFile,
  TASK_FILE_ACCEPT,
  TASK_FILE_MAX_BYTES,
  TASK_FILE_TOO_LARGE,
  TASK_FILE_TYPE_MESSAGE,
  taskFileProblem,
  WorkSubmitFields,
} from './assignment';

describe('assignment file rules (commerce §5 "Assignment upload")', () => {
  it.each([
    ['laporan.doc', 'application/msword'],
    ['laporan.DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['hitungan.xls', 'application/vnd.ms-excel'],
    ['hitungan.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['slide.ppt', 'application/vnd.ms-powerpoint'],
    ['slide.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['foto.jpeg', 'image/jpeg'],
    ['foto.jpg', 'image/jpeg'],
    ['foto.png', 'image/png'],
    ['video.mp4', 'video/mp4'],
  ])('accepts %s as %s', (name, type) => {
    expect(isAllowedTaskFile({ name, type })).toBe(true);
    expect(taskFileProblem({ name, type, size: 1 })).toBeUndefined();
  });

  it.each([
    ['a disallowed extension', 'foto.gif', 'image/gif'],
    ['a matching extension with another MIME type', 'foto.png', 'image/jpeg'],
    ['an allowed MIME type with another extension', 'foto.webp', 'image/png'],
    ['no extension', 'foto', 'image/png'],
    ['no MIME type', 'laporan.docx', ''],
    ['a trailing dot', 'foto.png.', 'image/png'],
  ])('refuses %s with the exact alert', (_name, name, type) => {
    expect(isAllowedTaskFile({ name, type })).toBe(false);
    expect(taskFileProblem({ name, type, size: 1 })).toBe(TASK_FILE_TYPE_MESSAGE);
  });

  it('uses the spec’s wording and refuses files over 20 MB', () => {
    expect(TASK_FILE_TYPE_MESSAGE).toBe("Ma'af tipe file yang bisa di upload adalah doc, docx, xls, xlsx, ppt, pptx, jpeg, jpg, png, mp4");
    expect(taskFileProblem({ name: 'v.mp4', type: 'video/mp4', size: TASK_FILE_MAX_BYTES })).toBeUndefined();
    expect(taskFileProblem({ name: 'v.mp4', type: 'video/mp4', size: TASK_FILE_MAX_BYTES + 1 })).toBe(TASK_FILE_TOO_LARGE);
    expect(TASK_FILE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.docx', '.mp4', 'image/png', 'video/mp4']));
    expect(fileExtension('a.b.JPG')).toBe('jpg');
  });
});

describe('work submit fields', () => {
  const base = { user_id: '1', user_email: 'a@b.c', course_id: '7', path: 'upload/tugas', feedback_user: ' Deskripsi ' };
  it('parses form text: ids as numbers, an empty schedule as null, the description trimmed', () => {
    expect(v.parse(WorkSubmitFields, { ...base, schedule_id: '' })).toMatchObject({ user_id: 1, course_id: 7, schedule_id: null, feedback_user: 'Deskripsi' });
    expect(v.parse(WorkSubmitFields, { ...base, schedule_id: '12' }).schedule_id).toBe(12);
    expect(v.parse(WorkSubmitFields, base).schedule_id).toBeNull();
  });
  it.each([
    [{ feedback_user: '' }, 'Deskripsi tugas harus diisi'],
    [{ feedback_user: 'x'.repeat(2001) }, 'Maksimal 2000 karakter'],
    [{ path: 'upload/foto' }, "path harus 'upload/tugas'"],
  ])('refuses %o', (over, message) => {
    const r = v.safeParse(WorkSubmitFields, { ...base, ...over });
    expect(r.success).toBe(false);
    expect(r.issues?.[0]?.message).toBe(message);
  });
  it('refuses a schedule id that is not a number', () => {
    const r = v.safeParse(WorkSubmitFields, { ...base, schedule_id: 'abc' });
    expect(r.success).toBe(false);
    expect(r.issues?.[0]?.path?.map((p) => p.key)).toEqual(['schedule_id']);
  });

  it('builds the multipart body with every field of §7 and each file as a files part', () => {
    const a = new File(['x'], 'a.png', { type: 'image/png' });
    const b = new File(['y'], 'b.pdf', { type: 'application/pdf' });
    const form = buildWorkForm({ user_id: 1, user_name: 'Siti', user_email: 'a@b.c', user_image: '', course_id: 7, schedule_id: 3, feedback_user: 'D' }, [a, b]);
    expect([...form.keys()]).toEqual(['user_id', 'user_name', 'user_email', 'user_image', 'course_id', 'schedule_id', 'files', 'files', 'path', 'feedback_user']);
    expect(form.get('path')).toBe('upload/tugas');
    expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['a.png', 'b.pdf']);
    const noSchedule = buildWorkForm({ user_id: 1, user_email: 'a@b.c', course_id: 7, schedule_id: null, feedback_user: 'D' }, [a]);
    expect(noSchedule.has('schedule_id')).toBe(false);
  });
});
