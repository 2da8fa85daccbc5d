/**
 * Transaction detail at /detail-orders/$invoice (route TransactionDetailMenu; commerce spec §2 "Transactions"):
 * the order loads through the order-status machine; 'Beli Lagi' runs {@link buyAgainMachine} and goes to the cart.
 */
import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { Member } from '../../../machines/shared/member';
import type { Order } from '../../api/order';
import { useFlowActor } from '../../flows/flow-actor';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { buyAgainMachine, linesOf } from '../../../machines/buy-again.machine';
import { createBuyAgainActors } from './buy-again.actors';
import { T } from './catalogue';
import { TransactionDetailView } from './transaction-detail-view';
import { useOrder, type OrderLogic } from './use-order';
import type { LiveFeed } from '../../flows/live/live-feed';
import './orders.css';

export interface TransactionDetailPageProps {
  member: Member;
  /** The session's warehouse ('Beli Lagi' adds the products for it). */
  warehouseId: number | null;
  invoice: string;
  lmsUrl: string;
  /** 'Beli Lagi' put the items in the cart (reload the app's cart). */
  onItemsAdded: () => void;
  /** After 'Beli Lagi': go to /shopping-cart. */
  onAddedToCart: () => void;
  /** No invoice: go to the list. */
  onMissingInvoice: () => void;
  /** Tests: the order-status and buy-again actors. */
  logic?: OrderLogic;
  /** The live connection's feed (issue 21): pushes replace polling while it is open. */
  live?: LiveFeed;
  buyAgainActors?: ReturnType<typeof createBuyAgainActors>;
}

type LoadedDetailProps = { order: Order } & Pick<TransactionDetailPageProps, 'lmsUrl' | 'member' | 'warehouseId' | 'onItemsAdded' | 'onAddedToCart' | 'buyAgainActors'>;

function LoadedDetail({ order, lmsUrl, onAddedToCart, ...deps }: LoadedDetailProps) {
  const [logic] = useState(() =>
    buyAgainMachine.provide({
      actors: deps.buyAgainActors ?? createBuyAgainActors({ member: deps.member, warehouseId: deps.warehouseId, onAdded: deps.onItemsAdded }),
    }),
  );
  const actor = useFlowActor(logic, { input: { statusCode: order.status_code, lines: linesOf(order.items) } });
  const can = useSelector(actor, (s) => s.can({ type: 'buyAgain.start' }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));
  const added = useSelector(actor, (s) => s.matches('added'));
  useEffect(() => {
    if (added) onAddedToCart();
  }, [added, onAddedToCart]);
  return (
    <TransactionDetailView
      order={order}
      lmsUrl={lmsUrl}
      buyAgain={{
        can,
        busy,
        error,
        start: () => actor.send({ type: 'buyAgain.start' }),
        dismiss: () => actor.send({ type: 'error.dismiss' }),
      }}
    />
  );
}

export function TransactionDetailPage({ member, invoice, lmsUrl, onMissingInvoice, logic, live, ...rest }: TransactionDetailPageProps) {
  const view = useOrder(member.id, invoice, logic, live);
  useEffect(() => {
    if (view.redirectHome) onMissingInvoice();
  }, [view.redirectHome, onMissingInvoice]);

  if (view.order)
    return (
      <LoadedDetail
        key={`${view.order.id}-${view.order.status_code}`}
        order={view.order}
        lmsUrl={lmsUrl}
        member={member}
        {...rest}
      />
    );
  if (view.failed)
    return (
      <section className="page container transaction-detail">
        <EmptyState message={view.error || T.loadFailed} action={{ label: T.retry, onClick: view.reload }} />
      </section>
    );
  return (
    <section className="page container transaction-detail" aria-busy="true" aria-label={T.detailTitle}>
      <Skeleton width="40%" height="1.5rem" />
      <Skeleton height="4rem" />
      <Skeleton height="8rem" />
    </section>
  );
}
