/**
 * Transaction detail at /detail-orders/$invoice (route TransactionDetailMenu; commerce spec §2 "Transactions"):
 * the order loads through the order-status machine; 'Beli Lagi' runs {@link buyAgainMachine} and goes to the cart;
 * 'Bayar Sekarang' on a waiting order opens the provider's popup (use-order-pay.ts) and fetches the order again after.
 */
import type { Member } from '../../../machines/shared/member';
import type { Order } from '../../api/order';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import type { createBuyAgainActors } from './buy-again.actors';
import { T } from './catalogue';
import { TransactionDetailView } from './transaction-detail-view';
import { useBuyAgain } from './use-buy-again';
import { useOrder, type OrderLogic } from './use-order';
import { payableFromDetail, useOrderPay, type OrderPayLogic } from './use-order-pay';
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
  /** Tests: the 'Bayar Sekarang' machine with fake actors. */
  payLogic?: OrderPayLogic;
}

type LoadedDetailProps = { order: Order; expired: boolean; reload: () => void } & Pick<
  TransactionDetailPageProps,
  'lmsUrl' | 'member' | 'warehouseId' | 'onItemsAdded' | 'onAddedToCart' | 'buyAgainActors' | 'payLogic'
>;

function LoadedDetail({ order, lmsUrl, onAddedToCart, expired, reload, payLogic, ...deps }: LoadedDetailProps) {
  const buyAgain = useBuyAgain(order, { member: deps.member, warehouseId: deps.warehouseId, onItemsAdded: deps.onItemsAdded, actors: deps.buyAgainActors }, onAddedToCart);
  const pay = useOrderPay(deps.member.id, order.invoice, reload, payLogic);
  return <TransactionDetailView order={order} lmsUrl={lmsUrl} buyAgain={buyAgain} payment={{ ...pay, offered: payableFromDetail(order.status_code, expired) }} />;
}

export function TransactionDetailPage({ member, invoice, lmsUrl, onMissingInvoice, logic, live, ...rest }: TransactionDetailPageProps) {
  const view = useOrder(member.id, invoice, onMissingInvoice, logic, live);

  if (view.order)
    return (
      <LoadedDetail
        key={`${view.order.id}-${view.order.status_code}`}
        order={view.order}
        expired={view.countdown.expired}
        reload={view.reload}
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
