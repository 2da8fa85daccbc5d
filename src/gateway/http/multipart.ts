/**
 * Reading multipart/form-data bodies of the upload routes (profile photo, work submit, the employee form's
 * images): the body, its text fields and its file parts. Anything else answers 400 with a message, never 500.
 */
import type { Context } from 'hono';
import { HttpError } from './envelope';
import { BAD_INPUT } from './validate';

/** Message for a body that is not (well-formed) multipart/form-data. */
export const MULTIPART_REQUIRED = 'Body harus berupa multipart/form-data';

export type MultipartBody = Record<string, string | File | Array<string | File>>;

/** The parsed multipart body. @throws HttpError 400 {@link MULTIPART_REQUIRED}. */
export async function readMultipart(c: Context): Promise<MultipartBody> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('Content-Type') ?? '')) throw new HttpError(BAD_INPUT, MULTIPART_REQUIRED);
  try {
    return (await c.req.parseBody({ all: true })) as MultipartBody;
  } catch {
    throw new HttpError(BAD_INPUT, MULTIPART_REQUIRED);
  }
}

/** One text value of a field, or `undefined`; several values or a file → 400 '<name> harus berupa teks'. */
export function textField(body: MultipartBody, name: string): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  throw new HttpError(BAD_INPUT, `${name} harus berupa teks`);
}

/** The file parts of a field (`files`, also sent as `files[]`); a text value there → 400 '<name> harus berupa file'. */
export function fileParts(body: MultipartBody, name = 'files'): File[] {
  const raw = body[name] ?? body[`${name}[]`];
  const parts = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (parts.some((p) => typeof p === 'string')) throw new HttpError(BAD_INPUT, `${name} harus berupa file`);
  return parts as File[];
}
