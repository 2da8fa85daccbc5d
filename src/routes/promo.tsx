/**
 * /promo?code= — PromoErp, the public restaurant voucher claim (portal spec §2 "/promo", route table "No login
 * needed"; blank layout: no header and footer, portal §2 Layout). `code` is the promo code of the link.
 */
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LIMITS } from '../api/limits';
import { VoucherClaimPage } from '../features/voucher-claim/voucher-claim-page';
import { searchText } from './-search';

/** The URL query of /promo: `code`, the promo code ('' when missing). */
export const PromoSearch = v.object({ code: searchText(LIMITS.code) });

export const Route = createFileRoute('/promo')({
  staticData: { blankLayout: true },
  validateSearch: PromoSearch,
  component: PromoRoute,
});

function PromoRoute() {
  const { code } = Route.useSearch();
  // A new code is a new claim: the page (and its machine) starts again.
  return <VoucherClaimPage key={code} code={code} />;
}
