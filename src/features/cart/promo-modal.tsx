/**
 * The cart's promo modal is the shared presentational modal of src/ui/promo-modal.tsx (also used by checkout).
 */
export { PromoModal, promoExpiryText, type PromoModalProps } from '../../ui/promo-modal';
