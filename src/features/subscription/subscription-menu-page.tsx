/**
 * 'Berlangganan' — the subscription menu `/subscription-menu` (commerce §2 "Subscription", §4 "Subscription
 * flow"; portal route table: login required). The member's active package with its validity, or the packages and
 * the purchase (see subscription-offer.tsx).
 */
import type { Member } from '../../../machines/shared/member';
import { SubscriptionOffer } from './subscription-offer';
import { T } from './texts';
import { useSubscriptionPurchase, type SubscriptionPurchaseLogic } from './use-subscription-purchase';

export function SubscriptionMenuPage({ member, logic }: { member: Member; logic?: SubscriptionPurchaseLogic }) {
  const view = useSubscriptionPurchase(member, logic);
  return (
    <div className="container sub-page">
      <h1>{T.menuTitle}</h1>
      <p className="sub-page__lead">{T.menuLead}</p>
      <SubscriptionOffer view={view} />
    </div>
  );
}
