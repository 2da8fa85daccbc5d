/**
 * /privacy-policy — PrivacyPolicy (portal §2): tabs Kursus, Belanja, Media, Community; `?channel=` selects the tab
 * (default lms, kept out of the URL); choosing a tab sets the query. Public.
 */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { SITEMAP_KEY } from '../api/content';
import { PolicyPage } from '../features/info/policy-page';
import { POLICY_TABS, T } from '../features/info/texts';
import { oneOf } from './-search';

export const Route = createFileRoute('/privacy-policy')({
  validateSearch: v.object({ channel: oneOf(POLICY_TABS, 'lms') }),
  search: { middlewares: [stripSearchParams({ channel: 'lms' })] },
  component: PrivacyRoute,
});

function PrivacyRoute() {
  const { channel } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PolicyPage title={T.privacyTitle} pageKey={SITEMAP_KEY.privacyPolicy} channel={channel} onChannel={(c) => navigate({ search: { channel: c } })} />;
}
