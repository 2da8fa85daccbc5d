/**
 * A store product card (compact catalogue): image, brand, name, stock, price for the member's price list and
 * warehouse, and an add-to-cart button (disabled when out of stock, unless the product ignores stock). Links to
 * the product page on the store site under the warehouse slug (`href`).
 */
import type { Product } from '../api/catalogue';
import { CartPlusIcon } from './course-card';
import { Money } from './money';
import { Rating } from './rating';
import { Spinner } from './spinner';

export interface ProductCardProps {
  product: Product;
  href: string;
  onAdd: () => void;
  adding?: boolean;
  disabled?: boolean;
}

export function ProductCard({ product, href, onAdd, adding = false, disabled = false }: ProductCardProps) {
  const inStock = product.is_ignore_stock || product.qty_stock > 0;
  const name = product.long_name || product.short_name;
  return (
    <article className="card product-card">
      {/* The picture repeats the title link: one link per card for keyboards and screen readers (issue 6 point 9). */}
      <a href={href} className="card__media card__media--square" aria-hidden="true" tabIndex={-1}>
        <img src={product.image} alt="" loading="lazy" width={240} height={240} />
        {product.is_preorder ? <span className="card__ribbon card__ribbon--info">Pre-order</span> : null}
      </a>
      <div className="card__body">
        <p className="card__eyebrow">{product.brand || product.category}</p>
        <h3 className="card__title">
          <a href={href}>{name}</a>
        </h3>
        {product.rating_info.rating > 0 && product.rating_info.total_review > 0 ? (
          <Rating value={product.rating_info.rating} count={product.rating_info.total_review} />
        ) : null}
        <p className={`stock ${inStock ? '' : 'stock--out'}`}>
          {product.is_ignore_stock ? 'Stok tersedia' : inStock ? `Stok: ${product.qty_stock.toLocaleString('id-ID')} ${product.uom}` : 'Stok habis'}
        </p>
        <div className="card__footer">
          <Money amount={product.price} freeLabel={false} />
          <button
            type="button"
            className="btn btn--icon btn--primary"
            onClick={onAdd}
            disabled={disabled || adding || !inStock}
            aria-label={`Tambah ${name} ke keranjang`}
          >
            {adding ? <Spinner size="sm" label="Menambahkan..." /> : <CartPlusIcon />}
          </button>
        </div>
      </div>
    </article>
  );
}
