/**
 * `upload()` (src/api/client.ts): the one multipart upload call with progress, used by the profile photo, work submit
 * and the employee form's images. XMLHttpRequest is replaced by a scripted fake, so the tests see exactly what is
 * sent and decide what comes back.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { submitWork } from './assignment';
import { configureApi, upload } from './client';
import { ApiError, NETWORK_MESSAGE } from './errors';
import { uploadFile } from './file-manager';
import { IMAGE_TYPE_MESSAGE } from './file-check';
import { uploadProfileImage } from './profile-photo';

type Script = { status?: number; body?: string; fail?: 'error' | 'timeout' };
let script: Script;
let sent: { method: string; url: string; headers: Record<string, string>; body: Blob | null } | undefined;

class FakeXhr {
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private req = { method: '', url: '', headers: {} as Record<string, string> };
  open(method: string, url: string) {
    this.req.method = method;
    this.req.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.req.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  abort() {
    this.onabort?.();
  }
  send(body: Blob | null) {
    sent = { ...this.req, body };
    queueMicrotask(() => {
      if (script.fail === 'error') return this.onerror?.();
      if (script.fail === 'timeout') return this.ontimeout?.();
      const total = body?.size ?? 0;
      this.upload.onprogress?.({ loaded: 0, total: 0, lengthComputable: false });
      this.upload.onprogress?.({ loaded: total / 2, total, lengthComputable: true });
      this.upload.onprogress?.({ loaded: total, total, lengthComputable: true });
      this.status = script.status ?? 200;
      this.responseText = script.body ?? '';
      this.onload?.();
    });
  }
}

beforeEach(() => {
  sent = undefined;
  script = {};
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  configureApi({ prefixUrl: 'http://gw.test/api/', getToken: () => 'abc123', appKey: 'kunci', timeoutMs: 5000 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureApi({ prefixUrl: '/api/', getToken: () => undefined, appKey: 'public-app-key', timeoutMs: undefined });
});

const Result = v.object({ work_id: v.number() });
const ok = (result: unknown) => JSON.stringify({ status: true, code: 200, message: 'ok', result });
const form = () => {
  const f = new FormData();
  f.append('files', new File([Uint8Array.from([1, 2, 3])], 'a.png', { type: 'image/png' }));
  f.append('path', 'upload/tugas');
  return f;
};

describe('upload', () => {
  it('posts the multipart form with the bearer and app key, reports progress while the total is known, returns the result', async () => {
    script = { body: ok({ work_id: 7 }) };
    const progress: Array<[number, number]> = [];
    const out = await upload('lms/courses/work/submit', Result, form(), { onProgress: (p) => progress.push([p.fraction, p.total]) });
    expect(out).toEqual({ work_id: 7 });
    expect([sent!.method, sent!.url]).toEqual(['POST', 'http://gw.test/api/lms/courses/work/submit']);
    expect(sent!.headers).toMatchObject({ authorization: 'Bearer abc123', 'x-authorization': 'kunci' });
    expect(sent!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = await sent!.body!.text();
    expect(text).toContain('name="files"; filename="a.png"');
    expect(text).toMatch(/name="path"\r\n\r\nupload\/tugas/);
    expect(progress.map(([f]) => f)).toEqual([0.5, 1]);
    expect(progress[0]![1]).toBe(sent!.body!.size);
  });

  it('turns a failure envelope into a server ApiError with the gateway’s code and message', async () => {
    const message = "Ma'af tipe file yang bisa di upload adalah doc, docx, xls, xlsx, ppt, pptx, jpeg, jpg, png, mp4";
    script = { status: 415, body: JSON.stringify({ status: false, code: 415, message, result: null }) };
    const error = await upload('lms/courses/work/submit', Result, form(), { onProgress: () => {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', code: 415, message });
  });

  it.each(['error', 'timeout'] as const)('reports a network %s as 502 Pastikan internet anda stabil', async (fail) => {
    script = { fail };
    await expect(upload('x', Result, form(), { onProgress: () => {} })).rejects.toMatchObject({ kind: 'network', code: 502, message: NETWORK_MESSAGE });
  });

  it('refuses a success whose result breaks the contract, and a proxy error page', async () => {
    script = { body: ok({ work_id: 'x' }) };
    await expect(upload('x', Result, form(), { onProgress: () => {} })).rejects.toMatchObject({ kind: 'contract' });
    script = { status: 502, body: '<html>Bad Gateway</html>' };
    await expect(upload('x', Result, form(), { onProgress: () => {} })).rejects.toMatchObject({ kind: 'network', code: 502 });
  });

  it('rejects with an AbortError when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(upload('x', Result, form(), { onProgress: () => {}, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the three upload calls use it (path, fields, progress)', () => {
  const png = () => new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' });

  it('uploadProfileImage: POST lms/users/image_upload with files + path=images → image_url', async () => {
    script = { body: ok({ image_url: 'http://gw.test/storage/images/x.png' }) };
    const progress: number[] = [];
    const result = await uploadProfileImage(png(), 'foto.png', { onProgress: (p) => progress.push(p.fraction) });
    expect(result.image_url).toBe('http://gw.test/storage/images/x.png');
    expect(sent!.url).toBe('http://gw.test/api/lms/users/image_upload');
    const text = await sent!.body!.text();
    expect(text).toContain('name="files"; filename="foto.png"');
    expect(text).toMatch(/name="path"\r\n\r\nimages/);
    expect(progress).toEqual([0.5, 1]);
  });

  it('uploadFile: POST lms/admin/filemanager/gcs/upload with path + files → originalUrl', async () => {
    const answer = { originalUrl: 'http://gw.test/storage/hris/ktp/x.png', path: 'hris/ktp', filename: 'x.png', mime: 'image/png', size: 4 };
    script = { body: ok(answer) };
    const progress: number[] = [];
    expect(await uploadFile('hris/ktp', png(), 'ktp.png', { onProgress: (p) => progress.push(p.fraction) })).toEqual(answer);
    expect(sent!.url).toBe('http://gw.test/api/lms/admin/filemanager/gcs/upload');
    expect(await sent!.body!.text()).toMatch(/name="path"\r\n\r\nhris\/ktp/);
    expect(progress).toEqual([0.5, 1]);
  });

  it('submitWork: POST lms/courses/work/submit with the fields and files', async () => {
    const info = { work_id: 3, work_status: 'submitted', work_feedback: '', work_author_by: '', work_submit: null, work_update: null, course_id: 7, schedule_id: null, feedback_user: 'D', files: [] };
    script = { body: ok(info) };
    const out = await submitWork({ user_id: 1, user_email: 'a@b.c', course_id: 7, feedback_user: 'D' }, [png()], { onProgress: () => {} });
    expect(out.work_id).toBe(3);
    expect(sent!.url).toBe('http://gw.test/api/lms/courses/work/submit');
    expect(await sent!.body!.text()).toMatch(/name="feedback_user"\r\n\r\nD/);
  });

  it("a refused photo is an ApiError with the gateway's code and message (shown as 'Gagal upload image')", async () => {
    script = { status: 415, body: JSON.stringify({ status: false, code: 415, message: IMAGE_TYPE_MESSAGE, result: null }) };
    const error = await uploadProfileImage(new Blob(['x']), 'a.png', { onProgress: () => {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).code, (error as ApiError).message]).toEqual([415, IMAGE_TYPE_MESSAGE]);
  });
});
