/**
 * Transaction detail at /detail-orders/$invoice (route TransactionDetailMenu; commerce spec §2 "Transactions"):
 * the order loads through the order-status machine; 'Beli Lagi' runs {@link buyAgainMachine} and goes to the cart.
 */
import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { CartLine } from '../../api/cart';
import type { Order } from '../../api/order';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { buyAgainMachine, linesOf } from '../../../machines/buy-again.machine';
import { T } from './catalogue';
import { TransactionDetailView } from './transaction-detail-view';
import { useOrder, type OrderLogic } from './use-order';
import './orders.css';
// Studio live view (docs/decisions/015): reports this actor only while switched on in /statecharts.
import { inspect } from '../../lib/live-inspect';

export interface TransactionDetailPageProps {
  userId: number;
  invoice: string;
  lmsUrl: string;
  /** Add lines to the member's cart (and reload the cart). */
  addItems: (lines: CartLine[]) => Promise<void>;
  /** After 'Beli Lagi': go to /shopping-cart. */
  onAddedToCart: () => void;
  /** No invoice: go to the list. */
  onMissingInvoice: () => void;
  logic?: OrderLogic;
}

function LoadedDetail({ order, lmsUrl, addItems, onAddedToCart }: { order: Order } & Pick<TransactionDetailPageProps, 'lmsUrl' | 'addItems' | 'onAddedToCart'>) {
  const logic = useMemo(
    () => buyAgainMachine.provide({ actors: { addItems: fromPromise(({ input }: { input: { lines: CartLine[] } }) => addItems(input.lines)) } }),
    [addItems],
  );
  const actor = useActorRef(logic, { input: { statusCode: order.status_code, lines: linesOf(order.items) }, inspect });
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

export function TransactionDetailPage({ userId, invoice, lmsUrl, addItems, onAddedToCart, onMissingInvoice, logic }: TransactionDetailPageProps) {
  const view = useOrder(userId, invoice, logic);
  useEffect(() => {
    if (view.redirectHome) onMissingInvoice();
  }, [view.redirectHome, onMissingInvoice]);

  if (view.order)
    return (
      <LoadedDetail
        key={`${view.order.id}-${view.order.status_code}`}
        order={view.order}
        lmsUrl={lmsUrl}
        addItems={addItems}
        onAddedToCart={onAddedToCart}
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
