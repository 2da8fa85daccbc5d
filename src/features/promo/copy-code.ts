/**
 * Copy a promo code and say so (commerce §8 "Copy notices": 'Kode berhasil di salin'):
 * `navigator.clipboard.writeText` where allowed, else the hidden-textarea + `execCommand('copy')` fallback.
 * (A twin of features/orders/copy-text.ts: features do not import each other.)
 * @returns true when the code reached the clipboard.
 */
import { showToast } from '../../ui/toast';
import { T } from './catalogue';

export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or not a secure context: fall through to the fallback.
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = typeof document.execCommand === 'function' && document.execCommand('copy');
    area.remove();
    return !!ok;
  } catch {
    return false;
  }
}

/** Copy `code` and show the toast: success 'Kode berhasil di salin', otherwise an error toast. */
export async function copyPromoCode(code: string): Promise<boolean> {
  const ok = await writeClipboard(code);
  showToast(ok ? { message: T.copied, tone: 'success' } : { message: T.copyFailed, tone: 'error' });
  return ok;
}
