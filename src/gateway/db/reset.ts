/**
 * `npm run db:reset`: wipe the configured database, migrate it and seed the demo data, then print the row
 * counts. Uses the same configuration as the gateway (`DATABASE_URL` for PostgreSQL, otherwise PGlite in
 * `DATA_DIR` or `.data/pglite`). Stop the gateway first when it uses the same PGlite folder: PGlite allows
 * one process per data folder.
 */
import { sql } from 'drizzle-orm';
import { pathToFileURL } from 'node:url';
import { migrateDatabase, openDatabase, type Database, type OpenDatabaseOptions } from './client';
import { seed, type SeedSummary } from './seed';

/**
 * Drop every table (schema `public`) and the migration bookkeeping (schema `drizzle`), recreate `public`,
 * apply the migrations and seed. Returns the seeded row counts.
 */
export async function resetDatabase(database: Pick<Database, 'db' | 'kind'>, now: Date = new Date()): Promise<SeedSummary> {
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`create schema public`);
  await migrateDatabase(database);
  return seed(database.db, now);
}

/** Command-line entry: reset, print a summary table, exit 0 (or 1 with the error message). */
export async function main(options: OpenDatabaseOptions = {}): Promise<void> {
  const started = Date.now();
  const database = await openDatabase(options);
  try {
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${process.env.DATA_DIR || '.data/pglite'})`;
    console.log(`Mengatur ulang database ${where} …`);
    const summary = await resetDatabase(database);
    console.table(summary);
    console.log(`Selesai dalam ${((Date.now() - started) / 1000).toFixed(1)} detik.`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
