/**
 * /orders — TransactionMenu 'History Pembelian' (commerce spec §2 "Transactions"; portal §2 route table: login
 * required). Search `{ invoice, page, status }` validated with valibot; bad values fall back to the defaults
 * ('' / 1 / 1 = all).
 */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as v from 'valibot';
import { TransactionsPage } from '../features/orders/transactions-page';
import { selectUser } from '../session/selectors';
import { requireMember } from './-guards';

const PageNumber = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1));

/** The URL query of 'History Pembelian'. */
export const OrdersSearch = v.object({
  invoice: v.fallback(v.optional(v.string(), ''), ''),
  page: v.fallback(v.optional(PageNumber, 1), 1),
  /** 1 (or absent) = all; 2..10 a status code (commerce §4 "Status filter"). */
  status: v.fallback(v.optional(v.pipe(PageNumber, v.maxValue(10)), 1), 1),
});

export const Route = createFileRoute('/orders')({
  validateSearch: OrdersSearch,
  // Defaults stay out of the URL.
  search: { middlewares: [stripSearchParams({ invoice: '', page: 1, status: 1 })] },
  beforeLoad: ({ context, location }) => requireMember(context, location, { adminRedirect: true }),
  component: OrdersRoute,
});

function OrdersRoute() {
  const session = Route.useRouteContext({ select: (c) => c.session });
  const user = useSelector(session, selectUser);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!user) return null;
  return (
    <TransactionsPage
      key={user.id}
      userId={user.id}
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
