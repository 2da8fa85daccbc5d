/**
 * Every machine's model spec, in one list: the path printer (tests/paths/print-paths.ts) and the statechart studio
 * walk them to compute paths and coverage. Vitest-free: the `*.model.test.ts` files import the same specs.
 * A new machine adds its spec file under specs/ and one line here.
 */
import type { ModelSpec } from './model';
import { addToCartSpec } from './specs/add-to-cart';
import { addressBookSpec } from './specs/address-book';
import { addressFormSpec } from './specs/address-form';
import { buyAgainSpec } from './specs/buy-again';
import { cartSpec } from './specs/cart';
import { checkoutSpec } from './specs/checkout';
import { checkoutProductsSpec } from './specs/checkout-products';
import { clockSpec } from './specs/clock';
import { deliverySpec } from './specs/delivery';
import { errorPageSpec } from './specs/error-page';
import { myCoursesSpec } from './specs/my-courses';
import { orderStatusSpec } from './specs/order-status';
import { promoDetailSpec } from './specs/promo-detail';
import { promoListSpec } from './specs/promo-list';
import { promoSpec } from './specs/promo';
import { remoteSpec } from './specs/remote';
import { sessionSpec } from './specs/session';
import { transactionsSpec } from './specs/transactions';
import { eventTicketSpec } from './specs/event-ticket';
import { eventListSpec } from './specs/event-list';
import { employeeFormSpec } from './specs/employee-form';
import { subscriptionLeadSpec } from './specs/subscription-lead';
import { subscriptionPurchaseSpec } from './specs/subscription-purchase';
import { voucherClaimSpec } from './specs/voucher-claim';
import { wishlistMoveSpec } from './specs/wishlist-move';

export const modelSpecs: readonly ModelSpec[] = [
  sessionSpec,
  addToCartSpec,
  cartSpec,
  promoSpec,
  wishlistMoveSpec,
  checkoutSpec,
  addressBookSpec,
  addressFormSpec,
  deliverySpec,
  checkoutProductsSpec,
  orderStatusSpec,
  buyAgainSpec,
  transactionsSpec,
  myCoursesSpec,
  promoListSpec,
  promoDetailSpec,
  clockSpec,
  errorPageSpec,
  remoteSpec,
  voucherClaimSpec,
  subscriptionPurchaseSpec,
  subscriptionLeadSpec,
  employeeFormSpec,
  eventListSpec,
  eventTicketSpec,
];
