/**
 * Indonesian regions (province → city → district → village, Kepmendagri codes as text ids) loaded from the
 * MIT-licensed CSVs in data/wilayah (see data/wilayah/README.md and NOTICE). 38 / 514 / 7,285 / 83,762 rows.
 *
 * Rows are inserted with `INSERT … SELECT * FROM unnest($1::text[], …)`: one parameter per column per batch,
 * so 83k villages go in a handful of statements on PGlite and PostgreSQL alike (well under the 65,535
 * parameter limit of the wire protocol).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Folder holding provinces.csv, cities.csv, districts.csv and villages.csv. */
export const WILAYAH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data/wilayah');

/**
 * Parse RFC 4180 CSV text (comma separator, `"` quoting with `""` escapes, `\n` or `\r\n` line ends).
 * Returns the header names and the data rows as string arrays; a trailing empty line is ignored.
 *
 * @throws on an unterminated quoted field or a row whose field count differs from the header's.
 */
export function parseCsv(text: string): { header: string[]; rows: string[][] } {
  const records: string[][] = [];
  const n = text.length;
  let pos = 0;
  while (pos < n) {
    let lineEnd = text.indexOf('\n', pos);
    if (lineEnd === -1) lineEnd = n;
    const line = text.slice(pos, lineEnd > pos && text[lineEnd - 1] === '\r' ? lineEnd - 1 : lineEnd);
    if (!line.includes('"')) {
      // Fast path: almost every row has no quoted field.
      records.push(line.split(','));
      pos = lineEnd + 1;
    } else {
      const parsed = parseQuotedRecord(text, pos);
      records.push(parsed.record);
      pos = parsed.next;
    }
  }
  const header = records.shift() ?? [];
  records.forEach((row, index) => {
    if (row.length !== header.length) {
      throw new Error(`CSV: row ${index + 2} has ${row.length} fields, expected ${header.length}`);
    }
  });
  return { header, rows: records };
}

/** Parse one record that contains quotes, starting at `pos`; quoted fields may hold commas, quotes and line ends. */
function parseQuotedRecord(text: string, pos: number): { record: string[]; next: number } {
  const record: string[] = [];
  let field = '';
  let inQuotes = false;
  let i = pos;
  const n = text.length;
  while (i < n) {
    const ch = text[i]!;
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
      } else {
        field += ch;
      }
      i++;
    } else if (ch === '"' && field === '') {
      inQuotes = true;
      i++;
    } else if (ch === ',') {
      record.push(field);
      field = '';
      i++;
    } else if (ch === '\n' || ch === '\r') {
      record.push(field);
      return { record, next: i + (ch === '\r' && text[i + 1] === '\n' ? 2 : 1) };
    } else {
      field += ch;
      i++;
    }
  }
  if (inQuotes) throw new Error('CSV: unterminated quoted field');
  record.push(field);
  return { record, next: n };
}

/** Read one of the wilayah CSVs and check its header. */
async function readCsv(file: string, expectedHeader: string[], dir: string): Promise<string[][]> {
  const { header, rows } = parseCsv(await readFile(path.join(dir, file), 'utf8'));
  if (header.join(',') !== expectedHeader.join(',')) {
    throw new Error(`${file}: unexpected header ${header.join(',')}`);
  }
  return rows;
}

type ColumnType = 'text' | 'float8';

/**
 * Insert `rows` (string cells, as read from CSV) into `table` in batches using one array parameter per
 * column. Numeric columns are cast by PostgreSQL (`float8[]`), so no float parsing happens in JS.
 */
async function insertColumns(
  db: Db,
  table: string,
  columns: ReadonlyArray<readonly [name: string, type: ColumnType]>,
  rows: string[][],
  batchSize = 20_000,
): Promise<void> {
  const columnList = sql.raw(columns.map(([name]) => `"${name}"`).join(', '));
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const arrays = columns.map(([, type], c) =>
      sql`${sql.param(batch.map((row) => row[c]!))}::${sql.raw(type)}[]`,
    );
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${columnList}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}

/** Row counts of the four levels, as inserted. */
export interface RegionCounts {
  provinces: number;
  cities: number;
  districts: number;
  villages: number;
}

/**
 * Load all four region levels into an empty database (parents first, so the foreign keys hold).
 *
 * @param dir folder with the CSVs; defaults to {@link WILAYAH_DIR}.
 * @returns the number of rows inserted per level.
 */
export async function seedRegions(db: Db, dir: string = WILAYAH_DIR): Promise<RegionCounts> {
  const [provinces, cities, districts, villages] = await Promise.all([
    readCsv('provinces.csv', ['id', 'name', 'latitude', 'longitude'], dir),
    readCsv('cities.csv', ['id', 'province_id', 'name', 'latitude', 'longitude'], dir),
    readCsv('districts.csv', ['id', 'city_id', 'name', 'latitude', 'longitude'], dir),
    readCsv('villages.csv', ['id', 'district_id', 'name', 'postal_code', 'latitude', 'longitude'], dir),
  ]);
  const coords = [
    ['latitude', 'float8'],
    ['longitude', 'float8'],
  ] as const;
  await insertColumns(db, 'provinces', [['id', 'text'], ['name', 'text'], ...coords], provinces);
  await insertColumns(db, 'cities', [['id', 'text'], ['province_id', 'text'], ['name', 'text'], ...coords], cities);
  await insertColumns(db, 'districts', [['id', 'text'], ['city_id', 'text'], ['name', 'text'], ...coords], districts);
  await insertColumns(
    db,
    'villages',
    [['id', 'text'], ['district_id', 'text'], ['name', 'text'], ['postal_code', 'text'], ...coords],
    villages,
  );
  return { provinces: provinces.length, cities: cities.length, districts: districts.length, villages: villages.length };
}
