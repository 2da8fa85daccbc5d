/**
 * Before an e2e run: empty the statechart recording folder, so `npm run statecharts -- --coverage` reports what
 * this run's journeys reached (tests/drivers/recorder.ts), and note when the run started.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RECORDING_DIR } from '../drivers/recorder';

export default function globalSetup() {
  rmSync(RECORDING_DIR, { recursive: true, force: true });
  mkdirSync(RECORDING_DIR, { recursive: true });
  writeFileSync(resolve(RECORDING_DIR, 'run.json'), `${JSON.stringify({ started: new Date().toISOString(), args: process.argv.slice(2) })}\n`);
}
