/**
 * Small pieces shared by the account forms: the first error of a TanStack Form field, the result alert of
 * machines/account-form.machine.ts ('Info berhasil diubah' / the server message, one 'OK' button) and the submit
 * button with its spinner.
 */
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { ACCOUNT_TEXT as T } from './texts';

/** First message of a field's errors (valibot issues or plain strings), or null. */
export function firstError(errors: readonly unknown[]): string | null {
  for (const e of errors.flat()) {
    if (typeof e === 'string' && e) return e;
    if (e && typeof e === 'object' && 'message' in e) return String((e as { message: unknown }).message);
  }
  return null;
}

/** The success or error alert of a save; 'OK' confirms (success: leave the page; error: back to the form). */
export function FormAlert({ alert, onConfirm }: { alert: { kind: 'success' | 'failure'; message: string } | null; onConfirm: () => void }) {
  return (
    <Dialog
      open={alert !== null}
      role="alertdialog"
      size="sm"
      dismissible={false}
      title={alert?.kind === 'success' ? T.success : T.failure}
      onClose={onConfirm}
      footer={
        <button type="button" className="btn btn--primary" onClick={onConfirm}>
          {T.ok}
        </button>
      }
    >
      <p>{alert?.message}</p>
    </Dialog>
  );
}

/** 'Simpan', disabled with a spinner while saving (portal §4 "Profile forms"). */
export function SaveButton({ busy, disabled = false, label = T.save }: { busy: boolean; disabled?: boolean; label?: string }) {
  return (
    <button type="submit" className="btn btn--primary" disabled={busy || disabled} aria-busy={busy}>
      {busy ? <Spinner size="sm" label={T.saving} /> : null}
      {label}
    </button>
  );
}
