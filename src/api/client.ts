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
 */
import ky, { type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
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
}

let config: ApiConfig = {
  prefixUrl: '/api/',
  getToken: () => undefined,
  appKey: 'public-app-key',
};
let http: KyInstance = build(config);

function build(c: ApiConfig): KyInstance {
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
        },
      ],
    },
  });
}

/** Configure the transport once at start-up (src/app) or in tests. */
export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
  http = build(config);
}

export interface CallOptions {
  searchParams?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  body?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A fetch for this call only (upload.ts passes an XMLHttpRequest-based one to report upload progress). */
  fetch?: typeof fetch;
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
    config.onFailure?.({ endpoint: path, params: options.searchParams ?? options.json, code, message });
    return new ApiError(kind, code, message);
  };

  let response: Response;
  try {
    response = await http(path, kyOptions);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError' && options.signal?.aborted) throw error;
    throw fail(502, NETWORK_MESSAGE, 'network');
  }

  return readAnswer(response, path, result, fail);
}

/**
 * Read a gateway answer: the envelope's `result` parsed with `result`, or the {@link ApiError} `fail` builds
 * (the rules of the module comment). Shared by {@link call} and {@link upload}.
 */
async function readAnswer<S extends v.GenericSchema>(
  response: Response,
  path: string,
  result: S,
  fail: (code: number, message: string, kind: ApiError['kind']) => ApiError,
): Promise<v.InferOutput<S>> {
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

/** Upload progress: bytes sent so far and the total (both in bytes; `total` 0 when unknown). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * POST a multipart body with upload progress (XMLHttpRequest: fetch cannot report upload progress over
 * HTTP/1.1), with the same headers, timeout and error rules as {@link call}.
 *
 * @param path path under the prefix, e.g. `lms/courses/work/submit`.
 * @param result schema of the envelope's `result`.
 * @param body the multipart form.
 * @param options.onProgress called as bytes are sent; options.signal aborts (the promise rejects with an AbortError).
 * @throws ApiError like {@link call}.
 */
export function upload<S extends v.GenericSchema>(
  path: string,
  result: S,
  body: FormData,
  options: { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<v.InferOutput<S>> {
  const fail = (code: number, message: string, kind: ApiError['kind']) => {
    config.onFailure?.({ endpoint: path, params: undefined, code, message });
    return new ApiError(kind, code, message);
  };
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const base = config.prefixUrl.endsWith('/') ? config.prefixUrl : `${config.prefixUrl}/`;
    xhr.open('POST', `${base}${path}`);
    xhr.timeout = config.timeoutMs ?? REQUEST_TIMEOUT_MS;
    const token = config.getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('X-Authorization', config.appKey);
    xhr.upload.onprogress = (e) => options.onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    const networkFailure = () => reject(fail(502, NETWORK_MESSAGE, 'network'));
    xhr.onerror = networkFailure;
    xhr.ontimeout = networkFailure;
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.onload = () => {
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status || 502,
        headers: { 'Content-Type': 'application/json' },
      });
      readAnswer(response, path, result, fail).then(resolve, reject);
    };
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
