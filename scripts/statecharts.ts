/**
 * `npm run statecharts`: the studio's export of every machine to docs/statecharts/ (src/studio/cli/statecharts.ts)
 * and the Playwright path specs that run in `npm test` (tests/drivers/export.ts), in one process. `-- --check`
 * checks both; the other flags go to the studio's export.
 */
const check = process.argv.includes('--check');
await import('../src/studio/cli/statecharts');
const { exportE2ePaths } = await import('../tests/drivers/export');
const stale = await exportE2ePaths(check);
if (stale.length) {
  console.error(`the exported path specs are out of date:${stale.map((s) => `\n  stale or missing: ${s}`).join('')}\nrun: npm run statecharts`);
  process.exit(1);
}
if (check) console.log('tests/e2e/paths: up to date');
