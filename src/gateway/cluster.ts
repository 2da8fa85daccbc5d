/**
 * `WORKERS=N` (N > 1): the gateway as N processes sharing one port through node:cluster (issue 12 point 6,
 * docs/decisions/042-gateway-throughput-and-scale-out.md). Only on PostgreSQL (`DATABASE_URL`): PGlite allows one
 * process per data folder, so `WORKERS` above 1 without `DATABASE_URL` refuses to start.
 *
 * The primary migrates and seeds once, then forks the workers (each runs server.ts: its own pool, no migration)
 * and supervises them: a worker that dies unexpectedly is replaced; SIGINT/SIGTERM stop every worker, then the
 * primary. Nothing that matters lives in a worker's memory (sessions, carts, idempotency keys, rate limits and
 * sign-in failures are rows), so any worker may answer any request.
 */
import cluster from 'node:cluster';
import type { GatewayConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { demoAccountsLine, seededLine } from './seed/demo-accounts';
import { describeStandins } from './standins/registry';

/** The worker count of `WORKERS` (1 when unset or not a positive integer; at most 64). */
export function workerCount(value: string | undefined): number {
  const n = Number(value ?? '1');
  return Number.isInteger(n) && n > 1 ? Math.min(n, 64) : 1;
}

/** Why `WORKERS=n` cannot run with this configuration, or `undefined`. */
export function clusterProblem(config: Pick<GatewayConfig, 'databaseUrl'>, workers: number, dev: boolean): string | undefined {
  if (workers <= 1) return undefined;
  if (dev) return 'WORKERS > 1 tidak untuk npm run dev / WORKERS > 1 is not for npm run dev';
  if (!config.databaseUrl) return 'WORKERS > 1 perlu DATABASE_URL (PGlite hanya satu proses) / WORKERS > 1 needs DATABASE_URL (PGlite is one process)';
  return undefined;
}

/** Run the primary: migrate and seed, fork `workers` workers, keep them running until a signal. */
export async function runPrimary(config: GatewayConfig, workers: number): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  try {
    await migrateDatabase(database);
    const started = Date.now();
    const seeded = await seedIfEmpty(database.db);
    if (seeded) console.log(seededLine(seeded, Date.now() - started));
  } finally {
    await database.close();
  }
  let stopping = false;
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) {
      console.log(`Dapur Kursus siap: http://localhost:${config.port} (${workers} proses / workers, PostgreSQL)`);
      console.log(demoAccountsLine());
      console.log(describeStandins(config.standins));
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`[cluster] worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: menghentikan ${workers} proses…`);
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < workers; i++) cluster.fork();
}
