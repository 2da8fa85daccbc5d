/**
 * Playwright's web server: builds the SPA and its server renderer (unless E2E_SKIP_BUILD=1) and starts the real gateway on a fresh,
 * throw-away PGlite data folder (`.data/e2e-<port>`), so each run starts from the seed data.
 */
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
// One folder per port, so parallel runs (several worktrees, several developers) never share a database.
const dataDir = resolve(root, `.data/e2e-${process.env.PORT ?? 'default'}`);
rmSync(dataDir, { recursive: true, force: true });

if (process.env.E2E_SKIP_BUILD !== '1') {
  // The browser's build and the server renderer (decision 074), as npm run build.
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
}

process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
if (process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = process.env.E2E_DATABASE_URL;
await import('../../src/gateway/server');
