/**
 * Prints, per machine (machines/testing/all-specs.ts), the paths the model-based tests generate and walk (npm run test:paths), so
 * testers can read every journey the machines were checked on and repeat it by hand.
 *
 * Usage: `npm run test:paths` (all machines) or `npm run test:paths -- cart checkout promo` (some of them, by spec name).
 * Each path: the journey it belongs to, the state it ends in, then one line per step:
 *   `event {payload}`  something the member did,
 *   `✓ actor output`   a request that succeeded (with its answer),
 *   `✗ actor error`    a request that failed (with its error),
 *   `⏱ delay`          a timer that ran out (quantity debounce, countdown tick, poll).
 * The last line per machine is the coverage: `coverage <machine>: states X/Y (100%), transitions A/B (100%)`.
 */
import { modelSpecs as specs } from '../../machines/testing/all-specs';
import { coverageLine, describeEvent, runModel } from '../../machines/testing/model';
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));

function inputLabel(input: unknown): string {
  const text = JSON.stringify(input, (_k, v) => (Array.isArray(v) ? `[${v.length} items]` : v)) ?? '(no input)';
  return text.length > 110 ? `${text.slice(0, 107)}…` : text;
}

let failed = false;
for (const spec of specs) {
  if (wanted.length && !wanted.includes(spec.name)) continue;
  const run = await runModel(spec);
  console.log(`\n══ ${spec.name}: ${run.paths.length} paths (${run.vertices} model states, ${run.edges} model transitions explored) ══`);
  run.paths.forEach((path, i) => {
    console.log(`\n${String(i + 1).padStart(3)}. [${path.slice}] ends in ${path.target}`);
    console.log(`     start: ${inputLabel(path.input)}`);
    if (path.events.length === 0) console.log('     (start only)');
    for (const e of path.events) console.log(`     ${describeEvent(e, spec)}`);
  });
  const line = coverageLine(spec.name, run.coverage);
  console.log(`\n${line}`);
  if (run.coverage.missingStates.length || run.coverage.missingTransitions.length) {
    failed = true;
    console.log(`  missing: ${[...run.coverage.missingStates, ...run.coverage.missingTransitions].join('\n           ')}`);
  }
}
if (failed) process.exitCode = 1;
