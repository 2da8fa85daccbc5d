/** Work submit's text fields and multipart body (the file rule is tested in file-check.test.ts). */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { buildWorkForm, WorkSubmitFields } from './assignment';

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
