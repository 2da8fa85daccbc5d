/**
 * /orders — TransactionMenu 'History Pembelian' (commerce spec §2 "Transactions"; portal §2 route table: login
 * required, guarded by `_member`). Search `{ invoice, page, status }` validated with valibot; bad values fall back
 * to the defaults ('' / 1 / 1 = all).
 */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { TransactionsPage } from '../features/orders/transactions-page';
import { PageNumber, pageParam, searchText } from './-search';

/** The URL query of 'History Pembelian'. */
export const OrdersSearch = v.object({
  invoice: searchText(),
  page: pageParam(),
  /** 1 (or absent) = all; 2..10 a status code (commerce §4 "Status filter"). */
  status: v.fallback(v.optional(v.pipe(PageNumber, v.maxValue(10)), 1), 1),
});

export const Route = createFileRoute('/_member/orders')({
  validateSearch: OrdersSearch,
  // Rendered by the server with the member's first page (decision 099).
  ssr: true,
  // Defaults stay out of the URL.
  search: { middlewares: [stripSearchParams({ invoice: '', page: 1, status: 1 })] },
  component: OrdersRoute,
});

function OrdersRoute() {
  const { member, live } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TransactionsPage
      key={member.id}
      userId={member.id}
      live={live}
      search={search}
      onSearch={(next) =>
        navigate({
          search: {
            invoice: next.invoice || undefined,
            page: next.page > 1 ? next.page : undefined,
            status: next.status !== 1 ? next.status : undefined,
          },
        })
      }
    />
  );
}
