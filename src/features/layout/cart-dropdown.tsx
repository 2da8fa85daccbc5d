/**
 * The header cart (portal §2 "Cart dropdown", §4 "Header cart", §9): an icon with the item count; the panel
 * lists course items ('Kursus', linking to the learning site's course page) and store items ('Produk', linking
 * to the store's product page under the member's warehouse slug), 'Keranjang belanja Kamu kosong !' when
 * empty, and 'Lihat Sekarang' to the cart page. The header reads 100 lines and 10 more each time the list is
 * scrolled to the bottom (`onLoadMore`, src/flows/cart/cart-handle.ts). A guest's click goes to the sign-in site
 * (the cart requires sign-in, portal §6). The quantity label: 'Kursus' on course lines, 'Barang' on product lines
 * (portal §2 "a quantity label (Kursus or Barang)"; the spec's other line names store quantities 'Produk': the
 * label follows the first reading, issue 21).
 */
import { Money } from '../../ui/money';
import { Spinner } from '../../ui/spinner';
import { NavLink } from './nav-link';
import { usePopover } from './use-popover';

/** Empty cart text (portal §2 Cart dropdown). */
export const EMPTY_CART_TEXT = 'Keranjang belanja Kamu kosong !';

export interface HeaderCartItem {
  key: string;
  kind: 'course' | 'product';
  title: string;
  thumbnail: string;
  /** Unit price, rupiah. */
  price: number;
  quantity: number;
  /** Course page on the learning site or product page on the store site. */
  href: string;
}

export interface CartDropdownProps {
  signedIn: boolean;
  items: HeaderCartItem[];
  loading: boolean;
  /** Where a guest's click goes (the sign-in site). */
  signInHref: string;
  /** The list was scrolled to its end: read 10 more lines. */
  onLoadMore?: () => void;
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="20" r="1.5" fill="currentColor" />
      <circle cx="17" cy="20" r="1.5" fill="currentColor" />
    </svg>
  );
}

export function CartDropdown({ signedIn, items, loading, signInHref, onLoadMore }: CartDropdownProps) {
  const { open, toggle, close, root, trigger } = usePopover();
  const count = signedIn ? items.length : 0;
  const label = `Keranjang belanja, ${count} item`;

  if (!signedIn) {
    return (
      <a href={signInHref} className="icon-button cart-button" aria-label={label}>
        <CartIcon />
      </a>
    );
  }

  return (
    <div className="cart-dropdown" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="icon-button cart-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls="header-cart-panel"
        onClick={toggle}
      >
        <CartIcon />
        {count > 0 ? (
          <span className="badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <div id="header-cart-panel" className="popover cart-panel" role="region" aria-label="Isi keranjang">
          <p className="cart-panel__title">
            Keranjang <span className="muted">({count})</span>
          </p>
          {loading && items.length === 0 ? (
            <div className="cart-panel__empty">
              <Spinner />
            </div>
          ) : items.length === 0 ? (
            <p className="cart-panel__empty">{EMPTY_CART_TEXT}</p>
          ) : (
            <ul
              className="cart-panel__list"
              onScroll={(e) => {
                const el = e.currentTarget;
                if (el.scrollTop + el.clientHeight >= el.scrollHeight - 8) onLoadMore?.();
              }}
            >
              {items.map((item) => (
                <li key={item.key}>
                  <a href={item.href} className="cart-item">
                    <img src={item.thumbnail} alt="" width={56} height={56} loading="lazy" className="cart-item__thumb" />
                    <span className="cart-item__text">
                      <span className="cart-item__title">{item.title}</span>
                      <span className="cart-item__meta">
                        {item.quantity} {item.kind === 'course' ? 'Kursus' : 'Barang'}
                      </span>
                      <Money amount={item.price} className="cart-item__price" />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <NavLink target={{ label: 'Lihat Sekarang', href: '/shopping-cart' }} className="btn btn--primary btn--block" onClick={() => close()} />
        </div>
      ) : null}
    </div>
  );
}
