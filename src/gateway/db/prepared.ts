/**
 * Prepared reads: the few queries every member page runs, planned once per database session instead of once per
 * request (issue 17 point 4, docs/decisions/095-prepared-reads.md).
 *
 * Profiled on PGlite, the cart read spent 0.67 ms of its 1.2 ms planning the query and half of the rest in PGlite's
 * six protocol round trips (parse, describe, bind, describe, execute, sync). A statement PREPAREd once and EXECUTEd
 * through the simple-query protocol (one round trip) takes 0.4 ms. So on PGlite — one session for the whole process
 * — {@link readPrepared} sends `PREPARE name(types) AS text` the first time a statement is used and
 * `EXECUTE name(literals)` every time; the session runs with `plan_cache_mode = force_generic_plan`
 * (client.ts), so the statement's one generic plan is used every time (re-planned when a table it reads changes).
 * Write a prepared read so that its generic plan is good: `unnest($1)` joins rather than `= any($1)`. The parameters go in as SQL literals formatted by {@link sqlLiteral}
 * (numbers as numbers, strings quoted the way PostgreSQL's `quote_literal` does, `NUL` refused) and are then cast to
 * the statement's declared types, so a value can never become SQL.
 *
 * Elsewhere — a node-postgres pool (several sessions; its own process plans) or a transaction handle — the same
 * statement runs as an ordinary parameterised query through drizzle: same SQL, same rows, no preparing.
 *
 * Rows come back as {@link Db.execute} returns them (column names as keys; timestamps, dates and intervals as the
 * driver's text, like drizzle's raw queries); {@link mapColumns} turns a row into a table's typed record the way a
 * drizzle `select()` would.
 */
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import type { Db } from './client';

/** A read kept planned: its name (unique in the process), its parameters' PostgreSQL types, its SQL with `$1`…`$n`. */
export interface PreparedRead {
  /** A lower-case SQL identifier, unique among the process's prepared reads. */
  readonly name: string;
  /** The type of each parameter, in order (`int`, `text`, `int[]`, `timestamptz`, …). */
  readonly types: readonly string[];
  /** The statement, with `$1`…`$n` for the parameters. */
  readonly text: string;
}

/** A parameter of a prepared read. Arrays go as their PostgreSQL text form (`'{1,2}'` for an `int[]`). */
export type PreparedParam = number | string | boolean | null;

/** The PGlite engine's two calls this module uses (structural, so this module never loads PGlite itself). */
interface PgliteSession {
  exec(query: string): Promise<Array<{ rows: unknown[] }>>;
}

/** Which drizzle handles run on a PGlite session, and the statements already prepared on it. */
const sessions = new WeakMap<object, { client: PgliteSession; prepared: Map<string, Promise<void>>; onRead?: ReadObserver }>();

/** Told of each prepared read as it runs: the statement's name and its arguments as SQL (tests explain its plan). */
export type ReadObserver = (name: string, args: string) => void;

/**
 * Register a drizzle handle as running on one PGlite session (client.ts does this when it opens PGlite, with
 * {@link PGLITE_PARSERS}): its {@link readPrepared} calls are then PREPAREd once and EXECUTEd after.
 */
export function preparePglite(db: Db, client: PgliteSession, options: { onRead?: ReadObserver } = {}): void {
  sessions.set(db, { client, prepared: new Map(), onRead: options.onRead });
}

/**
 * The PGlite session's own parsers (client.ts opens PGlite with them): timestamps, dates and intervals (and their
 * arrays) as text — what drizzle's PGlite driver asks for on each raw query — so a prepared read answers exactly
 * what `db.execute` would without passing parsers per query (PGlite copies its whole parser table into a new
 * object for every query that passes some: 7 % of the cart calculation's CPU, profiled).
 */
export const PGLITE_PARSERS: Record<number, (value: string) => unknown> = Object.fromEntries(
  [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (value: string) => value]),
);

/**
 * A parameter as an SQL literal: `null`, `true`/`false`, a finite number as written, a string quoted (`'` doubled;
 * with a backslash, the `E'…'` form with `\` doubled too, which reads the same whatever `standard_conforming_strings`
 * says).
 * @throws TypeError for a number that is not finite or a string holding NUL (PostgreSQL text cannot hold it).
 */
export function sqlLiteral(value: PreparedParam): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`a prepared read's number must be finite, got ${value}`);
    return String(value);
  }
  if (value.includes('\0')) throw new TypeError("a prepared read's text cannot hold NUL");
  const quoted = value.replace(/'/g, "''");
  return value.includes('\\') ? `E'${quoted.replace(/\\/g, '\\\\')}'` : `'${quoted}'`;
}

/** The statement as a drizzle query with its parameters bound (the path without preparing). */
function bound(read: PreparedRead, params: readonly PreparedParam[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const m of read.text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(read.text.slice(last, m.index)));
    const i = Number(m[1]) - 1;
    chunks.push(sql`${params[i]}::${sql.raw(read.types[i]!)}`);
    last = m.index! + m[0].length;
  }
  chunks.push(sql.raw(read.text.slice(last)));
  return sql.join(chunks);
}

const NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Run a prepared read with `params` (one per declared type) and return its rows.
 * @throws TypeError for a malformed name, a wrong number of parameters or a parameter {@link sqlLiteral} refuses;
 *   the database's error when the statement itself fails.
 */
export async function readPrepared<T>(db: Db, read: PreparedRead, params: readonly PreparedParam[]): Promise<T[]> {
  if (!NAME.test(read.name)) throw new TypeError(`not a statement name: ${read.name}`);
  if (params.length !== read.types.length) throw new TypeError(`${read.name} takes ${read.types.length} parameters, got ${params.length}`);
  const session = sessions.get(db);
  if (!session) return ((await db.execute(bound(read, params))) as unknown as { rows: T[] }).rows;
  const args = params.map(sqlLiteral).join(', ');
  let prepared = session.prepared.get(read.name);
  if (!prepared) {
    prepared = session.client.exec(`prepare ${read.name}(${read.types.join(', ')}) as ${read.text}`).then(() => undefined);
    session.prepared.set(read.name, prepared);
    // A statement that failed to prepare is tried again next time (and fails with the database's message).
    prepared.catch(() => session.prepared.delete(read.name));
  }
  await prepared;
  session.onRead?.(read.name, args);
  const [result] = await session.client.exec(`execute ${read.name}${args ? `(${args})` : ''}`);
  return (result?.rows ?? []) as T[];
}

/**
 * A raw row (column names as keys, as {@link readPrepared} answers) as `table`'s typed record, mapped column by
 * column the way drizzle's `select()` maps it (timestamps to `Date`, JSON as parsed, numbers as numbers).
 * `prefix` reads the columns from `prefix + column name` (for a read that selects two tables' columns).
 */
export function mapColumns<T extends Table>(table: T, row: Record<string, unknown>, prefix = ''): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = row[prefix + column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
}
