/** Home (portal §2 Home). Needs a zone and a warehouse (portal §2 Guards), otherwise /500. */
import { createFileRoute } from '@tanstack/react-router';
import { AddToCartToast, useAddToCart } from '../features/catalogue/use-add-to-cart';
import { HomePage } from '../features/home/home-page';
import { requireZone } from './-guards';

export const Route = createFileRoute('/')({
  beforeLoad: async ({ context }) => {
    await requireZone(context);
  },
  component: HomeRoute,
});

function HomeRoute() {
  const addToCart = useAddToCart();
  return (
    <>
      <HomePage addToCart={addToCart} />
      <AddToCartToast controller={addToCart} />
    </>
  );
}
