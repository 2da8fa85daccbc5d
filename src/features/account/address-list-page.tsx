/**
 * Address, /address — the address book (portal spec §2 "Address list and forms": list, add and edit forms, choose a
 * default, delete with 'Kamu yakin akan menghapus alamat ini?' ('Ya, Hapus' / 'Batal'); §8 "Address"). The flow is
 * machines/address-list.machine.ts; each card shows label (+ 'Utama' for the default), recipient, phone, address,
 * area and note, with 'Ubah' (→ /edit-address/{id}), 'Jadikan Utama' (not on the default) and 'Hapus'.
 */
import { Link } from '@tanstack/react-router';
import { ACCOUNT_ADDRESS_TEXT as A } from '../../api/account-address';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import type { AccountDeps } from './account.actors';
import { useAddressList, type AddressListLogic } from './use-address-list';
import { ProfileShell } from './profile-shell';
import { ACCOUNT_TEXT as T } from './texts';
import './account.css';

export function AddressListPage({ deps, logic }: { deps: AccountDeps; logic?: AddressListLogic }) {
  const view = useAddressList(deps, logic);
  return (
    <ProfileShell tab="address">
      <div className="account-toolbar">
        <h2>{T.addressTitle}</h2>
        <Link to="/add-address" className="btn btn--primary">
          {T.addAddress}
        </Link>
      </div>
      <div aria-busy={view.busy} aria-live="polite">
        {view.loading ? (
          <ul className="address-cards" aria-label={T.loadingAddresses}>
            {[0, 1].map((i) => (
              <li key={i} className="address-card">
                <Skeleton width="30%" height="1.1rem" />
                <Skeleton width="70%" />
                <Skeleton width="50%" />
              </li>
            ))}
          </ul>
        ) : view.unavailable ? (
          <EmptyState message={view.message ?? ''} action={{ label: T.retry, onClick: view.retry }} />
        ) : view.addresses.length === 0 ? (
          <EmptyState message={A.empty} />
        ) : (
          <ul className="address-cards">
            {view.addresses.map((a) => (
              <li key={a.id} className={`address-card ${a.default ? 'address-card--default' : ''}`} aria-label={a.label}>
                <p>
                  <strong>{a.label}</strong>
                  {a.default ? <span className="address-badge">{T.primary}</span> : null}
                </p>
                <p>
                  {a.recipient} · {a.phone}
                </p>
                <p>{a.address}</p>
                <p className="muted">{[a.village, a.area.district_name, a.area.city_name, a.area.province_name, a.postal_code].filter(Boolean).join(', ')}</p>
                {a.note ? <p className="muted">{a.note}</p> : null}
                <div className="address-card__actions">
                  <Link to="/edit-address/$id" params={{ id: String(a.id) }} className="btn btn--outline btn--sm" aria-label={T.editAddressOf(a.label)}>
                    {T.editShort}
                  </Link>
                  {!a.default ? (
                    <button type="button" className="btn btn--outline btn--sm" disabled={view.busy} aria-label={T.setDefaultOf(a.label)} onClick={() => view.setDefault(a.id)}>
                      {T.setDefault}
                    </button>
                  ) : null}
                  <button type="button" className="btn btn--ghost btn--sm" disabled={view.busy} aria-label={T.deleteAddressOf(a.label)} onClick={() => view.remove(a.id)}>
                    {T.deleteShort}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Dialog
        open={view.confirming}
        role="alertdialog"
        size="sm"
        title={T.deleteTitle}
        onClose={view.cancelDelete}
        footer={
          <>
            <button type="button" className="btn btn--outline" onClick={view.cancelDelete}>
              {A.deleteNo}
            </button>
            <button type="button" className="btn btn--danger" onClick={view.confirmDelete}>
              {A.deleteYes}
            </button>
          </>
        }
      >
        <p>{A.deleteConfirm}</p>
      </Dialog>
      <Dialog
        open={view.alert !== null}
        role="alertdialog"
        size="sm"
        dismissible={false}
        title={view.alert?.success ? T.success : T.failure}
        onClose={view.closeAlert}
        footer={
          <button type="button" className="btn btn--primary" onClick={view.closeAlert}>
            {T.ok}
          </button>
        }
      >
        <p>{view.alert?.message}</p>
      </Dialog>
    </ProfileShell>
  );
}
