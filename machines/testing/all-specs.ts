/**
 * Every machine's model spec, in one list: the path printer (tests/paths/print-paths.ts) and the statechart studio
 * walk them to compute paths and coverage. Vitest-free: the `*.model.test.ts` files import the same specs.
 * A new machine adds its spec file under specs/ and one line here.
 */
import type { ModelSpec } from './model';
import { accountFormSpec } from './specs/account-form';
import { addToCartSpec } from './specs/add-to-cart';
import { addressListSpec } from './specs/address-list';
import { addressBookSpec } from './specs/address-book';
import { areaCascadeSpec } from './specs/area-cascade';
import { b2bRegisterSpec } from './specs/b2b-register';
import { orderPaySpec } from './specs/order-pay';
import { bannerSliderSpec } from './specs/banner-slider';
import { buyAgainSpec } from './specs/buy-again';
import { cartSpec } from './specs/cart';
import { cartSyncSpec } from './specs/cart-sync';
import { checkoutProgressSpec } from './specs/checkout-progress';
import { orderStartSpec } from './specs/order-start';
import { orderPromotionSpec } from './specs/order-promotion';
import { paymentSpec } from './specs/payment';
import { priceSpec } from './specs/price';
import { channelTabsSpec } from './specs/channel-tabs';
import { checkoutSpec } from './specs/checkout';
import { checkoutProductsSpec } from './specs/checkout-products';
import { clockSpec } from './specs/clock';
import { deliverySpec } from './specs/delivery';
import { errorPageSpec } from './specs/error-page';
import { myCoursesSpec } from './specs/my-courses';
import { courseStartSpec } from './specs/course-start';
import { surveySpec } from './specs/survey';
import { certificateSpec } from './specs/certificate';
import { certificateRenameSpec } from './specs/certificate-rename';
import { voucherCopySpec } from './specs/voucher-copy';
import { taskUploadSpec } from './specs/task-upload';
import { orderStatusSpec } from './specs/order-status';
import { photoUploadSpec } from './specs/photo-upload';
import { participantChoiceSpec } from './specs/participant-choice';
import { promoDetailSpec } from './specs/promo-detail';
import { promoListSpec } from './specs/promo-list';
import { promoSpec } from './specs/promo';
import { remoteSpec } from './specs/remote';
import { reviewFormSpec } from './specs/review-form';
import { reviewListSpec } from './specs/review-list';
import { sessionSpec } from './specs/session';
import { timedNoticeSpec } from './specs/timed-notice';
import { transactionsSpec } from './specs/transactions';
import { eventTicketSpec } from './specs/event-ticket';
import { eventListSpec } from './specs/event-list';
import { employeeFormSpec } from './specs/employee-form';
import { subscriptionLeadSpec } from './specs/subscription-lead';
import { subscriptionPurchaseSpec } from './specs/subscription-purchase';
import { voucherClaimSpec } from './specs/voucher-claim';
import { wishlistMoveSpec } from './specs/wishlist-move';
import { inviteSpec } from './specs/invite';
import { referralSpec } from './specs/referral';
import { wishlistSpec } from './specs/wishlist';
import { connectionSpec } from './specs/connection';
import { chatSpec } from './specs/chat';

export const modelSpecs: readonly ModelSpec[] = [
  sessionSpec,
  addToCartSpec,
  cartSpec,
  priceSpec,
  orderStartSpec,
  promoSpec,
  wishlistMoveSpec,
  checkoutSpec,
  addressBookSpec,
  areaCascadeSpec,
  deliverySpec,
  checkoutProductsSpec,
  cartSyncSpec,
  checkoutProgressSpec,
  paymentSpec,
  orderPromotionSpec,
  orderStatusSpec,
  buyAgainSpec,
  transactionsSpec,
  myCoursesSpec,
  courseStartSpec,
  surveySpec,
  certificateSpec,
  certificateRenameSpec,
  voucherCopySpec,
  taskUploadSpec,
  promoListSpec,
  promoDetailSpec,
  clockSpec,
  errorPageSpec,
  remoteSpec,
  reviewFormSpec,
  reviewListSpec,
  inviteSpec,
  referralSpec,
  wishlistSpec,
  accountFormSpec,
  photoUploadSpec,
  addressListSpec,
  // Issue 11 (portal: Home, informational pages, header notices).
  bannerSliderSpec,
  channelTabsSpec,
  participantChoiceSpec,
  timedNoticeSpec,
  voucherClaimSpec,
  subscriptionPurchaseSpec,
  subscriptionLeadSpec,
  employeeFormSpec,
  eventListSpec,
  eventTicketSpec,
  // Issue 21 (live connection, support chat).
  connectionSpec,
  chatSpec,
  b2bRegisterSpec,
  orderPaySpec,
];
