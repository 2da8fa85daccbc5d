/**
 * `upload()` (src/api/client.ts): the multipart transport with progress used by work submit. XMLHttpRequest is
 * replaced by a scripted fake, so the tests see exactly what is sent and decide what comes back.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { configureApi, upload } from './client';
import { ApiError, NETWORK_MESSAGE } from './errors';

type Script = { status?: number; body?: string; fail?: 'error' | 'timeout' };
let script: Script;
let sent: { method: string; url: string; headers: Record<string, string>; body: unknown; timeout: number } | undefined;

class FakeXhr {
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  private req = { method: '', url: '', headers: {} as Record<string, string> };
  open(method: string, url: string) {
    this.req.method = method;
    this.req.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.req.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    sent = { ...this.req, body, timeout: this.timeout };
    queueMicrotask(() => {
      if (script.fail === 'error') return this.onerror?.();
      if (script.fail === 'timeout') return this.ontimeout?.();
      this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
      this.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
      this.status = script.status ?? 200;
      this.responseText = script.body ?? '';
      this.onload?.();
    });
  }
}

beforeEach(() => {
  sent = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  configureApi({ prefixUrl: '/api/', getToken: () => 'abc123', appKey: 'kunci', timeoutMs: 5000 });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const Result = v.object({ work_id: v.number() });
const form = () => {
  const f = new FormData();
  f.append('path', 'upload/tugas');
  return f;
};

describe('upload', () => {
  it('posts the form with the bearer and app key, reports progress and returns the parsed result', async () => {
    script = { body: JSON.stringify({ status: true, code: 200, message: 'Success Upload Task', result: { work_id: 7 } }) };
    const progress: number[] = [];
    const out = await upload('lms/courses/work/submit', Result, form(), { onProgress: (p) => progress.push(p.loaded / p.total) });
    expect(out).toEqual({ work_id: 7 });
    expect(progress).toEqual([0.5, 1]);
    expect(sent).toMatchObject({ method: 'POST', url: '/api/lms/courses/work/submit', headers: { Authorization: 'Bearer abc123', 'X-Authorization': 'kunci' }, timeout: 5000 });
    expect(sent!.body).toBeInstanceOf(FormData);
  });

  it('turns a failure envelope into a server ApiError with the gateway’s code and message', async () => {
    const message = "Ma'af tipe file yang bisa di upload adalah doc, docx, xls, xlsx, ppt, pptx, jpeg, jpg, png, mp4";
    script = { status: 415, body: JSON.stringify({ status: false, code: 415, message, result: null }) };
    const error = await upload('lms/courses/work/submit', Result, form()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', code: 415, message });
  });

  it.each(['error', 'timeout'] as const)('reports a network %s as 502 Pastikan internet anda stabil', async (fail) => {
    script = { fail };
    await expect(upload('x', Result, form())).rejects.toMatchObject({ kind: 'network', code: 502, message: NETWORK_MESSAGE });
  });

  it('refuses a success whose result breaks the contract, and a proxy error page', async () => {
    script = { body: JSON.stringify({ status: true, code: 200, message: 'ok', result: { work_id: 'x' } }) };
    await expect(upload('x', Result, form())).rejects.toMatchObject({ kind: 'contract' });
    script = { status: 502, body: '<html>Bad Gateway</html>' };
    await expect(upload('x', Result, form())).rejects.toMatchObject({ kind: 'network', code: 502 });
  });

  it('rejects with an AbortError when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(upload('x', Result, form(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
