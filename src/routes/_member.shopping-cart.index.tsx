/**
 * /shopping-cart — the cart (commerce spec §2 "Cart": "The cart page has a query page"; §6: a guest using the
 * cart goes to the sign-in site). The cart is fetched with limit 1000, so `page` is kept for links only.
 */
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import { CartPage } from '../../features/cart/cart-page';
import { requireMember } from '../-guards';

const PageNumber = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1));

/** The URL query of the cart: `page` (default 1; bad values fall back to 1). */
export const CartSearch = v.object({
  page: v.fallback(v.optional(PageNumber, 1), 1),
});

export const Route = createFileRoute('/shopping-cart/')({
  validateSearch: CartSearch,
  beforeLoad: ({ context, location }) => requireMember(context, location, { signIn: true }),
  component: CartRoute,
});

function CartRoute() {
  const { cart, session } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const getLocation = useCallback(() => {
    const { warehouse, zone } = session.getSnapshot().context;
    return { warehouse, zone };
  }, [session]);
  return <CartPage cart={cart} getLocation={getLocation} goToCheckout={() => navigate({ to: '/shopping-cart/checkout' })} />;
}
