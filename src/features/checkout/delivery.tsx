/**
 * Delivery on the checkout page, presentational (commerce spec §2 "Checkout": method modal and courier modal;
 * §4 "Checkout address and delivery"; §9 delivery estimates, total weight, 'Gratis').
 *
 * - {@link MethodModal}: one radio per method with its name, price and estimate; a method that is out of area
 *   shows 'Diluar area pengiriman' instead of a radio.
 * - {@link CourierModal}: one radio per courier; the insurance checkbox is forced on and locked when the chosen
 *   courier must be insured, and absent for the fixed BDX courier.
 * - {@link DeliveryBox}: the chosen method and courier, or 'Belum memilih alamat pengiriman' /
 *   'Belum memilih pengiriman' / 'Diluar area pengiriman', the insurance checkbox and the total weight.
 */
import type { DeliveryStatus } from '../../../machines/delivery.machine';
import { useId } from 'react';
import type { Courier, DeliveryMethod } from '../../api/shipper';
import { formatDeliveryEstimate, formatPrice, formatRupiah, formatWeight } from '../../lib/format';
import { Dialog } from '../../ui/dialog';
import { CHECKOUT_TEXT as T } from './texts';

/** 'Estimasi tiba Besok' or a range 'Estimasi tiba Hari ini - 12 Agt 2026' (commerce §9). */
export function estimateText(minDay: number, maxDay: number, today: Date): string {
  const from = formatDeliveryEstimate(minDay, today);
  const to = formatDeliveryEstimate(maxDay, today);
  return T.estimate(from === to ? from : `${from} - ${to}`);
}

export interface MethodModalProps {
  open: boolean;
  methods: DeliveryMethod[];
  selectedType: string | null;
  /** Whether a method row is out of area (from machines/shared/delivery.ts isOutOfArea). */
  isOutOfArea(method: DeliveryMethod): boolean;
  today: Date;
  onSelect(methodType: string): void;
  onClose(): void;
}

export function MethodModal(props: MethodModalProps) {
  return (
    <Dialog open={props.open} title={T.methodTitle} onClose={props.onClose}>
      {props.methods.length === 0 ? (
        <p>{T.noDelivery}</p>
      ) : (
        <ul className="option-list" aria-label={T.methodTitle}>
          {props.methods.map((m) => {
            const out = props.isOutOfArea(m);
            const id = `method-${m.type}`;
            return (
              <li key={m.type} className={`option${out ? ' option--disabled' : ''}`}>
                {out ? (
                  <span className="option__label">{m.name}</span>
                ) : (
                  <input
                    id={id}
                    type="radio"
                    name="delivery-method"
                    checked={props.selectedType === m.type}
                    onChange={() => props.onSelect(m.type)}
                  />
                )}
                {!out && (
                  <label htmlFor={id} className="option__label">
                    {m.name}
                  </label>
                )}
                {out ? (
                  <span className="option__note">{T.outOfArea}</span>
                ) : (
                  <>
                    <span className="option__price">{formatPrice(m.pricing.final_price)}</span>
                    <span className="option__estimate">{estimateText(m.pricing.min_day, m.pricing.max_day, props.today)}</span>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}

export interface CourierModalProps {
  open: boolean;
  method: DeliveryMethod | null;
  couriers: Courier[];
  selectedRateId: number | null;
  /** Insurance is on for the chosen courier. */
  insurance: boolean;
  /** The chosen courier must be insured: forced on and locked. */
  insuranceLocked: boolean;
  /** The machine accepts `insurance.toggle` now. */
  canToggleInsurance: boolean;
  /** The method is BDX: fixed courier, no insurance option. */
  isBdx: boolean;
  /** The address is out of the delivery area: no courier can be chosen. */
  outOfArea: boolean;
  today: Date;
  onSelect(rateId: number): void;
  onToggleInsurance(): void;
  onClose(): void;
}

export function CourierModal(props: CourierModalProps) {
  const chosen = props.couriers.find((c) => c.logistic_rate_id === props.selectedRateId) ?? null;
  return (
    <Dialog open={props.open} title={props.method ? `${T.courierTitle} ${props.method.name}` : T.courierTitle} onClose={props.onClose}>
      {props.couriers.length === 0 ? (
        <p>{T.noDelivery}</p>
      ) : (
        <ul className="option-list" aria-label={T.courierTitle}>
          {props.couriers.map((c) => {
            const id = `courier-${c.logistic_rate_id}`;
            return (
              <li key={c.logistic_rate_id} className={`option${props.outOfArea ? ' option--disabled' : ''}`}>
                {props.outOfArea ? (
                  <span className="option__label">{c.logistic_name}</span>
                ) : (
                  <>
                    <input
                      id={id}
                      type="radio"
                      name="courier"
                      checked={props.selectedRateId === c.logistic_rate_id}
                      onChange={() => props.onSelect(c.logistic_rate_id)}
                    />
                    <label htmlFor={id} className="option__label">
                      {c.logistic_name}
                    </label>
                  </>
                )}
                {props.outOfArea ? (
                  <span className="option__note">{T.outOfArea}</span>
                ) : (
                  <>
                    <span className="option__price">{formatPrice(c.final_price)}</span>
                    <span className="option__estimate">{estimateText(c.min_day, c.max_day, props.today)}</span>
                    {c.must_use_insurance && !props.isBdx && <span className="option__note">{T.insuranceRequired}</span>}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!props.isBdx && chosen && !props.outOfArea && (
        <InsuranceCheckbox
          fee={chosen.insurance_fee}
          checked={props.insurance || props.insuranceLocked}
          locked={props.insuranceLocked}
          canToggle={props.canToggleInsurance}
          onToggle={props.onToggleInsurance}
        />
      )}
    </Dialog>
  );
}

/** 'Asuransi Pengiriman' with its fee; locked (checked, disabled) for a must-insure courier. */
export function InsuranceCheckbox(props: { fee: number; checked: boolean; locked: boolean; canToggle: boolean; onToggle(): void }) {
  const noteId = useId();
  return (
    <label className="form-check insurance">
      <input
        type="checkbox"
        checked={props.checked}
        disabled={props.locked || !props.canToggle}
        onChange={props.onToggle}
        aria-describedby={props.locked ? noteId : undefined}
      />
      {T.insurance} ({formatRupiah(props.fee)})
      {props.locked && (
        <span id={noteId} className="insurance__note">
          {' '}
          {T.insuranceRequired}
        </span>
      )}
    </label>
  );
}


export interface DeliveryBoxProps {
  status: DeliveryStatus;
  method: DeliveryMethod | null;
  courier: Courier | null;
  insurance: boolean;
  insuranceLocked: boolean;
  canToggleInsurance: boolean;
  isBdx: boolean;
  canOpenMethod: boolean;
  canOpenCourier: boolean;
  /** Total weight in kg (weight × quantity). */
  totalWeightKg: number;
  today: Date;
  /** Field messages from the machine (`deliveryFieldErrors`): shown while paying is blocked. */
  methodError?: string | null;
  courierError?: string | null;
  onOpenMethod(): void;
  onOpenCourier(): void;
  onToggleInsurance(): void;
}

export function DeliveryBox(props: DeliveryBoxProps) {
  if (props.status === 'courseOnly') return null;
  const { method, courier } = props;
  return (
    <section className="checkout-box delivery" aria-labelledby="delivery-title" aria-busy={props.status === 'loading'}>
      <h2 id="delivery-title">{T.delivery}</h2>
      <p className="delivery__weight">
        {T.totalWeight}: {formatWeight(props.totalWeightKg)}
      </p>
      {props.status === 'noAddress' && <p className="delivery__empty">{T.noAddressChosen}</p>}
      {props.status === 'outOfArea' && <p className="delivery__empty">{T.outOfArea}</p>}
      {(props.status === 'noMethod' || props.status === 'loading') && !method && <p className="delivery__empty">{T.noDelivery}</p>}
      {method && (
        <div className="delivery__method">
          <p>
            <strong>{method.name}</strong>
          </p>
        </div>
      )}
      {props.methodError && (
        <p className="form-field__error" role="alert">
          {props.methodError}
        </p>
      )}
      {props.courierError && (
        <p className="form-field__error" role="alert">
          {props.courierError}
        </p>
      )}
      {courier && (
        <div className="delivery__courier">
          <p>
            {courier.logistic_name} — {formatPrice(courier.final_price)}
          </p>
          <p>{estimateText(courier.min_day, courier.max_day, props.today)}</p>
        </div>
      )}
      {courier && !props.isBdx && (
        <InsuranceCheckbox
          fee={courier.insurance_fee}
          checked={props.insurance || props.insuranceLocked}
          locked={props.insuranceLocked}
          canToggle={props.canToggleInsurance}
          onToggle={props.onToggleInsurance}
        />
      )}
      <div className="delivery__actions">
        {props.canOpenMethod && (
          <button type="button" className="btn btn--outline" onClick={props.onOpenMethod}>
            {method ? T.changeMethod : T.chooseMethod}
          </button>
        )}
        {props.canOpenCourier && (
          <button type="button" className="btn btn--outline" onClick={props.onOpenCourier}>
            {courier ? T.changeCourier : T.chooseCourier}
          </button>
        )}
      </div>
    </section>
  );
}
