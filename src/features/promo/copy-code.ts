/**
 * Copy a promo code and say so (commerce §8 "Copy notices": 'Kode berhasil di salin'), through the shared
 * clipboard helper (src/lib/clipboard.ts).
 */
import { copyText } from '../../lib/clipboard';
import { showToast } from '../../ui/toast';
import { T } from './catalogue';

/** Copy `code` and show the toast: success 'Kode berhasil di salin', otherwise an error toast. */
export async function copyPromoCode(code: string): Promise<boolean> {
  const ok = await copyText(code);
  showToast(ok ? { message: T.copied, tone: 'success' } : { message: T.copyFailed, tone: 'error' });
  return ok;
}
