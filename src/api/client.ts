/**
 * The one ky instance that talks to the gateway (STYLE "API layer").
 *
 * - prefix: `config.apiBase` (default `/api/`), timeout 360000 ms (portal spec §7, §9),
 * - `Authorization: Bearer <token>` from the stored token cookie and the fixed `X-Authorization` app key
 *   (portal spec §7: "a bearer token header ... plus a fixed authorization header"; the app key is public by
 *   design, see docs/decisions/003-client-secrets.md),
 * - failures become {@link ApiError}s: network/timeout → kind `network`, code 502, 'Pastikan internet anda
 *   stabil'; 'token not found on auth service' → kind `auth`; `status: false` → kind `server` with the gateway's
 *   code and message; a body that does not match its schema → kind `contract`.
 *
 * ky itself loads with the first call (its own chunk, decision 092): a server-rendered page hydrates without a
 * request, so the library is not part of the initial load; a chunk that cannot load fails like the network.
 */
import type { KyInstance, Options } from 'ky';
import * as v from 'valibot';
import './valibot-id';
import { envelope, FailureEnvelope } from './envelope';
import { ApiError, NETWORK_MESSAGE, TOKEN_NOT_FOUND_MESSAGE } from './errors';

/** Request timeout in ms (portal spec §9). */
export const REQUEST_TIMEOUT_MS = 360_000;

export interface ApiConfig {
  /** Absolute or same-origin prefix ending with `/`, e.g. `/api/`. */
  prefixUrl: string;
  /** Reads the stored session token (cookie); `undefined` when signed out. */
  getToken: () => string | undefined;
  /** The fixed application key sent as `X-Authorization`. */
  appKey: string;
  /** Optional override (tests shorten it); defaults to {@link REQUEST_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Called for every failed call, for the gateway's log/error endpoint (portal spec §7 "Logging"). */
  onFailure?: (info: { endpoint: string; params: unknown; code: number; message: string }) => void;
  /** A custom fetch (tests). */
  fetch?: typeof fetch;
  /**
   * This tab's live connection id (issue 21), sent as `X-Live-Origin` on cart writes so the gateway tells the
   * member's other tabs, not this one; `undefined` while not connected.
   */
  getLiveOrigin?: () => string | undefined;
}

let config: ApiConfig = {
  prefixUrl: '/api/',
  getToken: () => undefined,
  appKey: 'public-app-key',
};
/** The ky instance for the current {@link config}, built on the first call after each {@link configureApi}. */
let built: { config: ApiConfig; http: KyInstance } | undefined;
let kyModule: Promise<typeof import('ky')> | undefined;

async function transport(): Promise<KyInstance> {
  const c = config;
  if (built?.config === c) return built.http;
  kyModule ??= import('ky').catch((error: unknown) => {
    kyModule = undefined; // offline before the chunk came: the next call tries again
    throw error;
  });
  const http = build((await kyModule).default, c);
  if (config === c) built = { config: c, http };
  return http;
}

function build(ky: typeof import('ky').default, c: ApiConfig): KyInstance {
  return ky.create({
    prefixUrl: c.prefixUrl,
    timeout: c.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    fetch: c.fetch,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = c.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          request.headers.set('X-Authorization', c.appKey);
          const origin = request.method !== 'GET' ? c.getLiveOrigin?.() : undefined;
          if (origin) request.headers.set('X-Live-Origin', origin);
        },
      ],
    },
  });
}

/** Configure the transport once at start-up (src/app) or in tests. */
export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
}

export interface CallOptions {
  searchParams?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  body?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A fetch for this call only ({@link upload} passes an XMLHttpRequest-based one to report upload progress). */
  fetch?: typeof fetch;
  /**
   * Codes that are an answer for this call, not a failure (e.g. 404 'no active subscription'): they still reject
   * with an ApiError, but are not reported to `onFailure` (the client error log).
   */
  expectedCodes?: readonly number[];
}

/**
 * Call the gateway and return the parsed `result`.
 *
 * @param method HTTP method.
 * @param path Path under the prefix, without a leading slash (e.g. `lms/helper/area/province`).
 * @param result Valibot schema of `result`.
 * @throws ApiError (see the module comment for kinds and codes).
 */
export async function call<S extends v.GenericSchema>(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  result: S,
  options: CallOptions = {},
): Promise<v.InferOutput<S>> {
  const searchParams: Record<string, string> = {};
  for (const [k, val] of Object.entries(options.searchParams ?? {})) {
    if (val !== undefined && val !== null && val !== '') searchParams[k] = String(val);
  }
  const kyOptions: Options = {
    method,
    searchParams,
    headers: options.headers,
    signal: options.signal,
  };
  if (options.json !== undefined) kyOptions.json = options.json;
  if (options.body) kyOptions.body = options.body;
  if (options.fetch) kyOptions.fetch = options.fetch;

  const fail = (code: number, message: string, kind: ApiError['kind']) => {
    if (!options.expectedCodes?.includes(code)) config.onFailure?.({ endpoint: path, params: options.searchParams ?? options.json, code, message });
    return new ApiError(kind, code, message);
  };

  let response: Response;
  try {
    const http = await transport();
    response = await http(path, kyOptions);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError' && options.signal?.aborted) throw error;
    throw fail(502, NETWORK_MESSAGE, 'network');
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // A proxy error page or an empty body: treat a gateway-level failure as the network case (portal spec §8).
    if (response.status >= 500 || response.status === 0) throw fail(502, NETWORK_MESSAGE, 'network');
    throw fail(response.status, `Respons tidak valid (${response.status})`, 'contract');
  }

  const failure = v.safeParse(FailureEnvelope, body);
  if (!failure.success) throw fail(response.status, `Respons tidak valid dari ${path}`, 'contract');
  const env = failure.output;
  if (env.message === TOKEN_NOT_FOUND_MESSAGE) throw fail(401, TOKEN_NOT_FOUND_MESSAGE, 'auth');
  if (!response.ok || !env.status) {
    const message = /timeout|network error/i.test(env.message) ? NETWORK_MESSAGE : env.message;
    throw fail(env.code || response.status, message, 'server');
  }
  const parsed = v.safeParse(envelope(result), body);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    throw fail(0, `Respons ${path} tidak sesuai kontrak: ${where} ${issue.message}`, 'contract');
  }
  return parsed.output.result as v.InferOutput<S>;
}

/** Progress of an upload: bytes sent so far, the total (bytes) and `fraction` = loaded / total (0..1). */
export interface UploadProgress {
  loaded: number;
  total: number;
  fraction: number;
}

/** The subset of XMLHttpRequest {@link xhrFetch} uses. */
interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  send(body: Blob | null): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

/**
 * A `fetch` built on XMLHttpRequest, so that upload progress can be reported (fetch has no upload progress, and
 * ky's streaming progress needs HTTP/2 in Chromium and is missing in Firefox). The transport ({@link call}) still
 * does the headers, the timeout (its abort signal aborts the request) and the envelope; this only moves the bytes.
 * Progress is reported only while the total is known.
 */
function xhrFetch(onProgress: (p: UploadProgress) => void): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest() as unknown as XhrLike;
      const abort = () => {
        xhr.abort();
        reject(new DOMException('The upload was aborted', 'AbortError'));
      };
      if (request.signal.aborted) return abort();
      request.signal.addEventListener('abort', abort, { once: true });
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress({ loaded: e.loaded, total: e.total, fraction: Math.min(1, e.loaded / e.total) });
      };
      xhr.onload = () => {
        request.signal.removeEventListener('abort', abort);
        if (xhr.status < 200 || xhr.status > 599) return reject(new TypeError('Network request failed'));
        const headers = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        resolve(new Response(xhr.responseText, { status: xhr.status, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
      xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      xhr.send(body);
    });
  };
}

/**
 * The one upload call of the SPA: POST a multipart body through {@link call} (same headers, timeout, logging and
 * error rules), reporting upload progress when `onProgress` is given. Used by the profile photo
 * (profile-photo.ts), assignments (assignment.ts) and the employee form's images (file-manager.ts).
 *
 * @param path path under the prefix, e.g. `lms/courses/work/submit`.
 * @param result schema of the envelope's `result`.
 * @param body the multipart form (files and fields).
 * @param options.onProgress called as bytes are sent; options.signal aborts (the promise rejects with an AbortError).
 * @throws ApiError like {@link call}: the gateway's 413/415/400 with its message, 502 'Pastikan internet anda
 *   stabil' on a network failure or timeout.
 */
export function upload<S extends v.GenericSchema>(
  path: string,
  result: S,
  body: FormData,
  options: { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<v.InferOutput<S>> {
  return call('post', path, result, {
    body,
    signal: options.signal,
    fetch: options.onProgress ? xhrFetch(options.onProgress) : undefined,
  });
}
