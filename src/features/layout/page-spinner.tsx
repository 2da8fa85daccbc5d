/**
 * The page-level pending view while a route's guard or loader runs — and what the server sends in place of a page
 * the browser renders (member pages, the cart, the checkout): `data-needs-script` tells the boot loader
 * (scripts/scripts-after-paint.ts, decision 098) to start the app at once instead of after the first paint.
 */
import { Spinner } from '../../ui/spinner';

export function PageSpinner() {
  return (
    <div className="page-spinner" data-needs-script="">
      <Spinner size="lg" label="Memuat halaman..." showLabel />
    </div>
  );
}
