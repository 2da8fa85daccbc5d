/**
 * Shared pieces of the paged list specs (promo-list, promo-detail, my-courses, transactions): a page of rows, the
 * loader failures every list meets (404, network, another failure) and the projection compared at each step.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { apiError, networkError } from '../fixtures';

/** A page of `rows` rows (10 per page). */
export const page = (rows: number) => ({ count: rows, page: 1, pages: rows ? 1 : 0, limit: 10, data: Array.from({ length: rows }, (_, i) => ({ id: i + 1 })) });

/** The failures a list loader answers with. */
export const failures = [apiError(404, 'Data tidak ditemukan'), networkError(), apiError(500, 'Gagal')];

/** What a list step is compared on: the query, how many rows, the failure. */
export const listProject = (s: AnyMachineSnapshot) => {
  const c = s.context as { query: unknown; list: { data: unknown[] } | null; failure: unknown };
  return { query: c.query, rows: c.list?.data.length ?? null, failure: c.failure };
};
