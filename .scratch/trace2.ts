import { predictPath } from '../src/studio/paths';
import { runModel } from '../machines/testing/model';
import { checkoutSpec } from '../machines/testing/specs/checkout';
const run = await runModel(checkoutSpec);
for (const p of run.paths) {
  const r = predictPath(checkoutSpec.machine, p.input, p.events, checkoutSpec);
  const last = r.steps.at(-1);
  if (last && JSON.stringify(last.value) !== p.target) console.log('MISMATCH', p.slice, p.target, r.steps.map((s) => `${s.text.slice(0, 40)} ${s.skipped ? 'SKIP' : ''} → ${JSON.stringify(s.value)}`));
}
console.log('done');
