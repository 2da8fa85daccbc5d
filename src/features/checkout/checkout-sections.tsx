/**
 * Presentational sections of the checkout page (commerce spec §2 "Checkout"): the course and product lists,
 * the warehouse box with the distance and map slot, and the price summary with promo and the pay
 * button (§9: 'Gratis' for 0, admin fee Rp 1000 when the total is 0).
 */
import { useId } from 'react';
import type { PriceSummary } from '../../../machines/shared/price';
import type { QuantitySteps } from '../../flows/cart/quantity-steps';
import { QuantityControl } from '../../ui/quantity-control';
import type { CartCourse, CartProduct } from '../../api/cart';
import type { Warehouse } from '../../api/catalogue';
import { formatPrice, formatRupiah } from '../../lib/format';
import { CheckoutMap } from './checkout-map';
import { CHECKOUT_TEXT as T } from './texts';

/** Distance text in km with 2 decimals, Indonesian separators ('12,35 km'). */
export const formatKm = (km: number) => T.distanceKm(km.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

export function CourseList({ courses }: { courses: CartCourse[] }) {
  if (courses.length === 0) return null;
  return (
    <section className="checkout-box" aria-labelledby="checkout-courses">
      <h2 id="checkout-courses">{T.courses}</h2>
      <ul className="checkout-items">
        {courses.map((c) => (
          <li key={c.id} className="checkout-item">
            <img src={c.thumbnail} alt="" width={80} height={54} loading="lazy" />
            <p className="checkout-item__title">{c.title}</p>
            <p className="checkout-item__price">
              {c.price_discount_flag && c.price_before_discount > c.price && <s>{formatRupiah(c.price_before_discount)}</s>}{' '}
              {formatPrice(c.price)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface ProductListProps {
  products: CartProduct[];
  /** Shown quantity per cart line id (the typed draft while the debounce runs). */
  quantities: Record<number, number>;
  /** Per product cart line id: '+' / '−' allowed now (the products child's `snapshot.can`). */
  steps: QuantitySteps;
  busy: boolean;
  onIncrement(id: number): void;
  onDecrement(id: number): void;
  onQuantityInput(id: number, raw: string): void;
  onMoveToWishlist(id: number): void;
}

export function ProductList(props: ProductListProps) {
  if (props.products.length === 0) return null;
  return (
    <section className="checkout-box" aria-labelledby="checkout-products">
      <h2 id="checkout-products">{T.products}</h2>
      <ul className="checkout-items">
        {props.products.map((p) => {
          const q = props.quantities[p.id] ?? p.quantity;
          return (
            <li key={p.id} className="checkout-item">
              <img src={p.thumbnail} alt="" width={80} height={54} loading="lazy" />
              <p className="checkout-item__title">{p.title}</p>
              <p className="checkout-item__price">{formatPrice(p.price)}</p>
              <QuantityControl
                name={p.title}
                quantity={q}
                canIncrement={props.steps[p.id]?.up ?? false}
                canDecrement={props.steps[p.id]?.down ?? false}
                onIncrement={() => props.onIncrement(p.id)}
                onDecrement={() => props.onDecrement(p.id)}
                onInput={(raw) => props.onQuantityInput(p.id, raw)}
              />
              <button
                type="button"
                className="link-button"
                onClick={() => props.onMoveToWishlist(p.id)}
                disabled={props.busy}
                aria-label={`${T.moveToWishlist} ${p.title}`}
              >
                {T.moveToWishlist}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The warehouse the products ship from. */
export function WarehouseBox({ warehouse }: { warehouse: Warehouse | null }) {
  if (!warehouse) return null;
  return (
    <section className="checkout-box warehouse" aria-labelledby="checkout-warehouse">
      <h2 id="checkout-warehouse">{T.warehouse}</h2>
      <p className="warehouse__name">{warehouse.name}</p>
      <p>{warehouse.address}</p>
      <p>{warehouse.telephone}</p>
    </section>
  );
}

/** Coordinates as the API gives them (either may be missing). */
type Located = { latitude: number | null; longitude: number | null } | null | undefined;

/**
 * Distance box with the map of warehouse and delivery address (commerce §2, §9): straight line under 100 km,
 * otherwise two markers (checkout-map.tsx, maplibre-gl loaded lazily). The distance text always shows; the map
 * only when both sides have coordinates, and a note replaces it when the device cannot draw it.
 */
export function DistanceSlot({
  distanceKm,
  hasAddress,
  warehouse,
  address,
}: {
  distanceKm: number;
  hasAddress: boolean;
  warehouse?: Located;
  address?: Located;
}) {
  if (!hasAddress) return null;
  const from = warehouse?.latitude != null && warehouse.longitude != null ? { lat: warehouse.latitude, lng: warehouse.longitude } : null;
  const to = address?.latitude != null && address.longitude != null ? { lat: address.latitude, lng: address.longitude } : null;
  return (
    <section className="checkout-box checkout-map-slot" data-slot="checkout-map" aria-label={T.distance}>
      <p>
        {T.distance}: <strong>{formatKm(distanceKm)}</strong>
      </p>
      {from && to && <CheckoutMap warehouse={from} address={to} distanceKm={distanceKm} />}
    </section>
  );
}

export interface PriceSummaryProps {
  summary: PriceSummary;
  /** The admin fee and the total to pay as shown (machines/shared/price.ts `displayedTotal`, via the view model). */
  displayed: { adminFee: number; total: number };
  hasCourses: boolean;
  hasProducts: boolean;
  promo: { code: string; used: boolean };
  canCancelPromo: boolean;
  /** The promo modal may be opened (from the machine). */
  canOpenPromo?: boolean;
  onOpenPromo?(): void;
  /** 'Bayar Sekarang' pressable. */
  canPay: boolean;
  /** A courier is chosen: until then 'Ongkos Kirim' shows no figure (a 0 would read as free delivery). */
  deliveryChosen?: boolean;
  busy: boolean;
  onCancelPromo(): void;
  onPay(): void;
}

export function PriceSummaryBox(props: PriceSummaryProps) {
  const s = props.summary;
  const { adminFee, total } = props.displayed;
  const titleId = useId();
  const promoCount = props.promo.used ? 1 : 0;
  return (
    <aside className="checkout-box price-summary" aria-labelledby={titleId}>
      <h2 id={titleId}>{T.summary}</h2>
      <div className="price-summary__promo">
        {props.onOpenPromo ? (
          <button type="button" className="btn price-summary__promo-button" onClick={props.onOpenPromo} disabled={props.canOpenPromo === false}>
            {promoCount > 0 ? T.promoUsed(promoCount) : T.promoButton}
          </button>
        ) : (
          <p>{promoCount > 0 ? T.promoUsed(promoCount) : T.noPromo}</p>
        )}
        {props.promo.code && <p className="price-summary__promo-code">{props.promo.code}</p>}
        {props.canCancelPromo && (
          <button type="button" className="link-button" onClick={props.onCancelPromo}>
            {T.promoCancel}
          </button>
        )}
      </div>
      <dl>
        {props.hasCourses && <Row label={T.courseSubtotal} value={formatRupiah(s.lms_before_discount)} />}
        {props.hasProducts && <Row label={T.productSubtotal} value={formatRupiah(s.ecom_before_discount)} />}
        {s.lms_discount > 0 && <Row label={T.courseDiscount} value={formatRupiah(-s.lms_discount)} />}
        {s.promo_discount > 0 && <Row label={T.promoDiscount} value={formatRupiah(-s.promo_discount)} />}
        {props.hasProducts && <Row label={T.deliveryCost} value={props.deliveryChosen === false ? T.deliveryNotChosen : formatPrice(s.delivery_cost)} />}
        {s.insurance_cost > 0 && <Row label={T.insuranceCost} value={formatRupiah(s.insurance_cost)} />}
        {adminFee > 0 && <Row label={T.adminFee} value={formatRupiah(adminFee)} />}
        <Row label={T.total} value={formatRupiah(total)} strong />
      </dl>
      <button type="button" className="btn btn--primary" onClick={props.onPay} disabled={!props.canPay || props.busy} aria-busy={props.busy}>
        {T.pay}
      </button>
    </aside>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'summary-row summary-row--total' : 'summary-row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
