/** The page-level pending view while a route's guard or loader runs. */
import { Spinner } from '../../ui/spinner';

export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner size="lg" label="Memuat halaman..." showLabel />
    </div>
  );
}
