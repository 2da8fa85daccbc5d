/**
 * Error500's query (portal §8, commerce §2 "500: shows error_code and error_message from the query, defaulting to 500
 * and 'Internal Server Error'"): the route's search schema supplies the defaults (issue 21 point 4: the coverage row
 * now cites a test that asserts them).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Route as Error500 } from './500';

const validate = (search: Record<string, unknown>) =>
  v.parse((Error500.options as unknown as { validateSearch: v.GenericSchema }).validateSearch, search) as { error_code: number | string; error_message: string };

describe('/500 query defaults', () => {
  it("no query: code 500 and 'Internal Server Error'", () => {
    expect(validate({})).toEqual({ error_code: 500, error_message: 'Internal Server Error' });
  });
  it('a given code and message are shown as given; junk falls back to the defaults', () => {
    expect(validate({ error_code: 404, error_message: 'Data tidak ditemukan' })).toEqual({ error_code: 404, error_message: 'Data tidak ditemukan' });
    expect(validate({ error_code: { x: 1 }, error_message: 42 })).toEqual({ error_code: 500, error_message: 'Internal Server Error' });
  });
});
