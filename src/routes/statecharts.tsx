/**
 * /statecharts — the statechart studio for designers and testers (issue 8; src/studio/). Its own chunk: the
 * route's component (and with it the studio, elkjs and the model harness) loads only here, never on member
 * routes. Blank layout (no shop header). Search: `m` the machine (id or discovery key), `tab` the side panel.
 */
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { StudioPage } from '../studio/studio-page';

export const StatechartsSearch = v.object({
  m: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(300))), undefined),
  tab: v.fallback(v.optional(v.picklist(['detail', 'simulasi', 'jalur', 'live'])), undefined),
});

export const Route = createFileRoute('/statecharts')({
  staticData: { blankLayout: true },
  validateSearch: StatechartsSearch,
  component: StatechartsRoute,
});

function StatechartsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <StudioPage search={search} onSearch={(next) => navigate({ search: next })} />;
}
