/**
 * /terms-and-conditions — TermsAndConditions (portal §2): tabs Kursus, Belanja, Media, Community; `?channel=` selects the tab
 * (default lms, kept out of the URL); choosing a tab sets the query. Public.
 */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { SITEMAP_KEY } from '../api/content';
import { PolicyPage } from '../features/info/policy-page';
import { POLICY_TABS, T } from '../features/info/texts';
import { oneOf } from './-search';

export const Route = createFileRoute('/terms-and-conditions')({
  validateSearch: v.object({ channel: oneOf(POLICY_TABS, 'lms') }),
  search: { middlewares: [stripSearchParams({ channel: 'lms' })] },
  component: TermsRoute,
});

function TermsRoute() {
  const { channel } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PolicyPage title={T.termsTitle} pageKey={SITEMAP_KEY.termsAndCondition} channel={channel} onChannel={(c) => navigate({ search: { channel: c } })} />;
}
