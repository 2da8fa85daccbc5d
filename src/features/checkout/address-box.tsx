/**
 * The recipient address box (commerce spec §2 "Checkout": panels add, choose (Cancel/Proses), empty, update or
 * hidden — only one at a time; §8 empty texts). The panel comes from the address book (address-book.machine.ts).
 * Each address in the choose panel has a delete button ('Hapus alamat <label>'); {@link AddressDeleteDialog} is
 * the confirmation (commerce §5 "Address form": 'Kamu yakin akan menghapus alamat ini?', Ya, Hapus / Batal).
 */
import { lazy, Suspense, useId } from 'react';
import { Spinner } from '../../ui/spinner';
import { Dialog } from '../../ui/dialog';
import type { AddressPanel, CheckoutAddress } from '../../../machines/address-book.machine';
import type { AddressInput } from '../../api/user';
import type { AddressFormLogic } from './address-form';
import type { AreaLookups } from './checkout.actors';

/**
 * The address form (TanStack Form, the region selects: ≈ 14 KB gz) loads when a panel opens it, not with the
 * checkout: the checkout's first paint does not wait for it (issue 12 point 3, decision 041).
 */
const AddressForm = lazy(() => import('./address-form').then((m) => ({ default: m.AddressForm })));
import { formatKm } from './checkout-sections';
import { CHECKOUT_TEXT as T } from './texts';

export interface AddressBoxProps {
  panel: AddressPanel;
  addresses: CheckoutAddress[];
  selected: CheckoutAddress | null;
  /** The radio ticked in the choose panel. */
  pickedId: number | null;
  /** The address the update panel edits. */
  editing: CheckoutAddress | null;
  saving: boolean;
  onAdd(): void;
  onChoose(): void;
  onUpdate(): void;
  onPick(id: number): void;
  onConfirm(): void;
  /** The delete button of an address in the choose panel (asks for confirmation first). */
  onDelete(id: number): void;
  onClose(): void;
  onSave(values: AddressInput): void;
  /** The area lookups of the address form (src/api/area.ts by default; the form provides its cascade from them). */
  lookups?: AreaLookups;
  /** Tests: the address form's cascade itself. */
  formLogic?: AddressFormLogic;
}

/** One line of address text: street, village, district, city, province, postcode. */
export const addressLine = (a: CheckoutAddress) =>
  [a.address, a.village, a.area.district_name, a.area.city_name, a.area.province_name, a.postal_code].filter(Boolean).join(', ');

export function AddressBox(props: AddressBoxProps) {
  const titleId = useId();
  const { selected, panel } = props;
  return (
    <section className="checkout-box address-box" aria-labelledby={titleId}>
      <h2 id={titleId}>{T.recipient}</h2>
      {panel === 'hidden' && (
        <>
          {selected ? (
            <div className="address-card">
              <p className="address-card__label">
                {selected.label}
                {selected.default && <span className="badge">{T.primary}</span>}
              </p>
              <p>
                {selected.recipient} · {selected.phone}
              </p>
              <p>{addressLine(selected)}</p>
            </div>
          ) : (
            <p className="address-box__empty">{T.noAddressChosen}</p>
          )}
          <div className="address-box__actions">
            {props.addresses.length > 0 && (
              <button type="button" className="btn btn--outline" onClick={props.onChoose}>
                {T.chooseAddress}
              </button>
            )}
            {selected && (
              <button type="button" className="btn btn--outline" onClick={props.onUpdate}>
                {T.editAddress}
              </button>
            )}
            <button type="button" className="btn btn--outline" onClick={props.onAdd}>
              {T.addAddress}
            </button>
          </div>
        </>
      )}
      {panel === 'empty' && (
        <div className="address-box__empty">
          <p>{T.noAddresses}</p>
          <button type="button" className="btn btn--primary" onClick={props.onAdd}>
            {T.addAddress}
          </button>
        </div>
      )}
      {panel === 'choose' && (
        <div className="address-choose">
          <fieldset>
            <legend>{T.chooseTitle}</legend>
            {props.addresses.length === 0 && <p className="address-box__empty">{T.noAddressData}</p>}
            {props.addresses.map((a) => (
              <div key={a.id} className="address-option-row">
                <label className="address-option">
                  <input type="radio" name="address" checked={props.pickedId === a.id} onChange={() => props.onPick(a.id)} />
                  <span className="address-option__body">
                    <span className="address-option__label">
                      {a.label}
                      {a.default ? ` (${T.primary})` : ''}
                    </span>{' '}
                    <span>
                      {a.recipient} · {a.phone}
                    </span>{' '}
                    <span>{addressLine(a)}</span> <span className="address-option__distance">{T.addressFar(formatKm(a.distance).replace(' km', ''))}</span>
                  </span>
                </label>
                <button type="button" className="btn btn--ghost btn--sm address-option__delete" aria-label={T.deleteAddress(a.label)} onClick={() => props.onDelete(a.id)}>
                  {T.deleteButton}
                </button>
              </div>
            ))}
          </fieldset>
          <div className="form-actions">
            <button type="button" className="btn btn--outline" onClick={props.onClose}>
              {T.cancel}
            </button>
            <button type="button" className="btn btn--primary" onClick={props.onConfirm} disabled={props.pickedId === null}>
              {T.process}
            </button>
          </div>
        </div>
      )}
      <Suspense fallback={<Spinner />}>
      {panel === 'add' && (
        <AddressForm mode="add" saving={props.saving} onSubmit={props.onSave} onCancel={props.onClose} lookups={props.lookups} logic={props.formLogic} />
      )}
      {panel === 'update' && props.editing && (
        <AddressForm
          key={props.editing.id}
          mode="update"
          address={props.editing}
          saving={props.saving}
          onSubmit={props.onSave}
          onCancel={props.onClose}
          lookups={props.lookups}
          logic={props.formLogic}
        />
      )}
      </Suspense>
    </section>
  );
}

export interface AddressDeleteDialogProps {
  /** The machine asks for confirmation (tag `addressDeleteConfirm`) or is deleting (tag `addressDeleting`). */
  open: boolean;
  /** The delete request is running: the buttons wait. */
  deleting: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The delete confirmation (commerce §5 "Address form"): 'Kamu yakin akan menghapus alamat ini?' with 'Ya, Hapus'
 * (→ `address.deleteConfirm`) and 'Batal' (→ `address.deleteCancel`); an alertdialog.
 */
export function AddressDeleteDialog(props: AddressDeleteDialogProps) {
  return (
    <Dialog
      open={props.open}
      role="alertdialog"
      size="sm"
      title={T.deleteTitle}
      dismissible={!props.deleting}
      onClose={props.onCancel}
      footer={
        <>
          <button type="button" className="btn btn--outline" onClick={props.onCancel} disabled={props.deleting}>
            {T.deleteNo}
          </button>
          <button type="button" className="btn btn--primary" onClick={props.onConfirm} disabled={props.deleting} aria-busy={props.deleting}>
            {T.deleteYes}
          </button>
        </>
      }
    >
      <p>{T.deleteConfirm}</p>
    </Dialog>
  );
}
