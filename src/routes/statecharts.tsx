/**
 * /statecharts — the statechart studio for designers and testers (issues 8 and 20; src/studio/). Its own chunk: the
 * route's component (and with it the studio, elkjs and the model harness) loads only here, never on member
 * routes. Blank layout (no shop header). Search (a link shows a colleague the same view): `m` the machine (id or
 * discovery key), `tab` the open side panel, `f` the focused state, `d` the depth drawn (`1`…, `all`), `z` the
 * zoom in %, `c` the diagram point at the canvas's centre (`x,y`), `cov` the coverage marked (`e2e`, `off`),
 * `review` 1 marks the changes since the committed snapshot.
 */
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { StudioPage } from '../studio/studio-page';

const text = (max: number) => v.fallback(v.optional(v.pipe(v.string(), v.maxLength(max))), undefined);

export const StatechartsSearch = v.object({
  m: text(300),
  tab: v.fallback(v.optional(v.picklist(['detail', 'simulasi', 'jalur', 'live', 'perubahan'])), undefined),
  f: text(300),
  // The router reads `d=2` and `review=1` as numbers: accept both spellings.
  d: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^(all|[1-9])$/))), undefined),
  z: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(5), v.maxValue(400))), undefined),
  c: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^-?\d{1,6},-?\d{1,6}$/))), undefined),
  cov: v.fallback(v.optional(v.picklist(['model', 'e2e', 'off'])), undefined),
  review: v.fallback(v.optional(v.pipe(v.union([v.literal('1'), v.literal(1)]), v.transform(() => '1' as const))), undefined),
});

export const Route = createFileRoute('/statecharts')({
  staticData: { blankLayout: true },
  validateSearch: StatechartsSearch,
  component: StatechartsRoute,
});

function StatechartsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <StudioPage search={search} onSearch={(next, replace) => navigate({ search: next, replace })} />;
}
