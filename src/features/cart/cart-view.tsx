/**
 * The cart page, presentational (commerce spec §2 "Cart", §4 "Cart", §5 "Cart quantity"). It knows nothing of
 * machines: {@link CartPage} (cart-page.tsx) feeds it selectors and intents from use-cart.ts.
 */
import type { QuantitySteps } from '../../flows/cart/quantity-steps';
import type { ReactNode } from 'react';
import type { CartCourse, CartProduct, ItemType } from '../../api/cart';
import { formatPrice, formatRupiah } from '../../lib/format';
import { EmptyState } from '../../ui/empty-state';
import { useEarlyCheck } from '../../ui/early-input';
import { QuantityControl } from '../../ui/quantity-control';
import { Skeleton } from '../../ui/skeleton';
import { CART_TEXT as T } from './texts';

/** Rupiah amounts of 'Ringkasan Belanja'. */
export interface CartSummaryValues {
  courseSubtotal: number;
  productSubtotal: number;
  courseDiscount: number;
  productDiscount: number;
  promoDiscount: number;
  total: number;
}

export interface CartViewProps {
  status: 'loading' | 'empty' | 'ready';
  courses: CartCourse[];
  products: CartProduct[];
  /** Selected cart line ids per type. */
  selected: { lms: number[]; ecom: number[] };
  /** Shown quantity per product cart line id (0 = empty input while typing). */
  quantities: Record<number, number>;
  /** Per product cart line id: '+' / '−' allowed now (the machine's `snapshot.can`). */
  steps: QuantitySteps;
  /** The select-all and per-type checkboxes (the machine's selection readings). */
  allSelected: { all: boolean; lms: boolean; ecom: boolean };
  summary: CartSummaryValues;
  /** Number of promos in use (0 or 1). */
  promoCount: number;
  /** 'Beli Sekarang' pressable (the machine's `checkout.start` is possible and nothing is busy). */
  canCheckout: boolean;
  /** A request is running: controls that start another one are disabled. */
  busy: boolean;
  storeUrl: string;
  coursesUrl: string;
  onToggleAll(selected: boolean): void;
  onToggleType(type: ItemType, selected: boolean): void;
  onToggleItem(type: ItemType, cartId: number, selected: boolean): void;
  onDelete(type: ItemType, cartId: number): void;
  onMoveToWishlist(type: ItemType, cartId: number): void;
  onIncrement(cartId: number): void;
  onDecrement(cartId: number): void;
  onQuantityInput(cartId: number, raw: string): void;
  onOpenPromo(): void;
  onCheckout(): void;
}

/** The cart page body: loading skeleton, the empty view, or the lists with the summary. */
export function CartView(props: CartViewProps) {
  if (props.status === 'loading') return <CartSkeleton />;
  if (props.status === 'empty') return <CartEmpty storeUrl={props.storeUrl} coursesUrl={props.coursesUrl} />;
  const { courses, products, selected } = props;
  return (
    <div className="cart">
      <section className="cart__items" aria-label={T.title}>
        <label className="cart__select-all">
          <Check checked={props.allSelected.all} onToggle={props.onToggleAll} label={T.selectAll} />
          {T.selectAll}
        </label>
        {courses.length > 0 && (
          <CartGroup
            type="lms"
            title={T.courses}
            allSelected={props.allSelected.lms}
            onToggle={(on) => props.onToggleType('lms', on)}
          >
            {courses.map((c) => (
              <CourseRow
                key={c.id}
                course={c}
                checked={selected.lms.includes(c.id)}
                busy={props.busy}
                onToggle={(on) => props.onToggleItem('lms', c.id, on)}
                onDelete={() => props.onDelete('lms', c.id)}
                onMoveToWishlist={() => props.onMoveToWishlist('lms', c.id)}
              />
            ))}
          </CartGroup>
        )}
        {products.length > 0 && (
          <CartGroup
            type="ecom"
            title={T.products}
            allSelected={props.allSelected.ecom}
            onToggle={(on) => props.onToggleType('ecom', on)}
          >
            {products.map((p) => (
              <ProductRow
                key={p.id}
                product={p}
                quantity={props.quantities[p.id] ?? p.quantity}
                canIncrement={props.steps[p.id]?.up ?? false}
                canDecrement={props.steps[p.id]?.down ?? false}
                checked={selected.ecom.includes(p.id)}
                busy={props.busy}
                onToggle={(on) => props.onToggleItem('ecom', p.id, on)}
                onDelete={() => props.onDelete('ecom', p.id)}
                onMoveToWishlist={() => props.onMoveToWishlist('ecom', p.id)}
                onIncrement={() => props.onIncrement(p.id)}
                onDecrement={() => props.onDecrement(p.id)}
                onInput={(raw) => props.onQuantityInput(p.id, raw)}
              />
            ))}
          </CartGroup>
        )}
      </section>
      <CartSummary
        summary={props.summary}
        promoCount={props.promoCount}
        canCheckout={props.canCheckout}
        busy={props.busy}
        onOpenPromo={props.onOpenPromo}
        onCheckout={props.onCheckout}
      />
    </div>
  );
}

function CartGroup(props: { type: ItemType; title: string; allSelected: boolean; onToggle(selected: boolean): void; children: ReactNode }) {
  return (
    <fieldset className={`cart__group cart__group--${props.type}`}>
      <legend>
        <label>
          <Check checked={props.allSelected} onToggle={props.onToggle} label={`${T.selectAll} ${props.title}`} />
          {props.title}
        </label>
      </legend>
      <ul className="cart__list">{props.children}</ul>
    </fieldset>
  );
}

interface RowActions {
  checked: boolean;
  busy: boolean;
  onToggle(selected: boolean): void;
  onDelete(): void;
  onMoveToWishlist(): void;
}

function CourseRow({ course, ...a }: RowActions & { course: CartCourse }) {
  return (
    <li className="cart-line">
      <Check checked={a.checked} onToggle={a.onToggle} label={course.title} />
      <img className="cart-line__thumb" src={course.thumbnail} alt="" width={96} height={64} loading="lazy" />
      <div className="cart-line__body">
        <p className="cart-line__title">{course.title}</p>
        <p className="cart-line__price">
          {/* A zero price reads 'Gratis' (commerce §9), in the cart as on the cards. */}
          {formatPrice(course.price)}
          {course.price_discount_flag && course.price_before_discount > course.price && (
            <s className="cart-line__before">{formatRupiah(course.price_before_discount)}</s>
          )}
        </p>
        <RowButtons title={course.title} {...a} />
      </div>
    </li>
  );
}

function ProductRow({
  product,
  quantity,
  canIncrement,
  canDecrement,
  onIncrement,
  onDecrement,
  onInput,
  ...a
}: RowActions & {
  product: CartProduct;
  quantity: number;
  canIncrement: boolean;
  canDecrement: boolean;
  onIncrement(): void;
  onDecrement(): void;
  onInput(raw: string): void;
}) {
  return (
    <li className="cart-line">
      <Check checked={a.checked} onToggle={a.onToggle} label={product.title} />
      <img className="cart-line__thumb" src={product.thumbnail} alt="" width={96} height={64} loading="lazy" />
      <div className="cart-line__body">
        <p className="cart-line__title">{product.title}</p>
        <p className="cart-line__price">{formatPrice(product.price)}</p>
        <p className="cart-line__stock">{T.stock(product.stock)}</p>
        <QuantityControl
          name={product.title}
          quantity={quantity}
          canIncrement={canIncrement}
          canDecrement={canDecrement}
          onIncrement={onIncrement}
          onDecrement={onDecrement}
          onInput={onInput}
        />
        <RowButtons title={product.title} {...a} />
      </div>
    </li>
  );
}

/** A selection checkbox; a tick made on the server's page before its script ran counts (src/ui/early-input.ts). */
function Check(props: { checked: boolean; onToggle(selected: boolean): void; label: string }) {
  const ref = useEarlyCheck(props.checked, props.onToggle);
  return <input ref={ref} type="checkbox" checked={props.checked} onChange={(e) => props.onToggle(e.target.checked)} aria-label={props.label} />;
}

function RowButtons(props: RowActions & { title: string }) {
  return (
    <div className="cart-line__actions">
      <button type="button" onClick={props.onMoveToWishlist} disabled={props.busy} aria-label={`${T.moveToWishlist} ${props.title}`}>
        {T.moveToWishlist}
      </button>
      <button type="button" onClick={props.onDelete} disabled={props.busy} aria-label={`${T.delete} ${props.title}`}>
        {T.delete}
      </button>
    </div>
  );
}

/** 'Ringkasan Belanja' with the promo button and 'Beli Sekarang'. */
export function CartSummary(props: {
  summary: CartSummaryValues;
  promoCount: number;
  canCheckout: boolean;
  busy: boolean;
  onOpenPromo(): void;
  onCheckout(): void;
}) {
  const s = props.summary;
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{T.summary}</h2>
      <button type="button" className="cart-summary__promo" onClick={props.onOpenPromo}>
        {props.promoCount > 0 ? T.promoUsed(props.promoCount) : T.promoButton}
      </button>
      <dl>
        <SummaryRow label={T.courseSubtotal} amount={s.courseSubtotal} />
        <SummaryRow label={T.productSubtotal} amount={s.productSubtotal} />
        {s.courseDiscount > 0 && <SummaryRow label={T.courseDiscount} amount={-s.courseDiscount} />}
        {s.productDiscount > 0 && <SummaryRow label={T.productDiscount} amount={-s.productDiscount} />}
        {s.promoDiscount > 0 && <SummaryRow label={T.promoDiscount} amount={-s.promoDiscount} />}
        <SummaryRow label={T.total} amount={s.total} strong />
      </dl>
      <button
        type="button"
        className="btn btn--primary"
        onClick={props.onCheckout}
        disabled={!props.canCheckout || props.busy}
        aria-busy={props.busy}
      >
        {T.buyNow}
      </button>
    </aside>
  );
}

function SummaryRow({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <div className={strong ? 'summary-row summary-row--total' : 'summary-row'}>
      <dt>{label}</dt>
      <dd>{formatRupiah(amount)}</dd>
    </div>
  );
}

/** 'Keranjang belanja Kamu kosong !' with 'Mau Belanja' (store site) and 'Mau Kursus' (learning site). */
export function CartEmpty({ storeUrl, coursesUrl }: { storeUrl: string; coursesUrl: string }) {
  return (
    <EmptyState message={T.empty}>
      <div className="cart-empty__actions">
        <a className="btn btn--outline" href={storeUrl}>
          {T.goShopping}
        </a>
        <a className="btn btn--primary" href={coursesUrl}>
          {T.goCourses}
        </a>
      </div>
    </EmptyState>
  );
}

/** Loading placeholders shaped like the list and the summary. */
export function CartSkeleton() {
  return (
    <div className="cart" aria-busy="true" aria-label={T.loading}>
      <div className="cart__items">
        {[0, 1, 2].map((i) => (
          <div key={i} className="cart-line cart-line--skeleton">
            <Skeleton width={96} height={64} />
            <div className="cart-line__body">
              <Skeleton width="60%" />
              <Skeleton width="30%" />
            </div>
          </div>
        ))}
      </div>
      <div className="cart-summary">
        <Skeleton height="10rem" />
      </div>
    </div>
  );
}
