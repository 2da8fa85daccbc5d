/**
 * Copying a voucher code on the voucher tab of 'Kursus Saya' (commerce spec §2 "Voucher tab: ... voucher code with
 * copy button", §8 "Copy notices": 'Kode voucher berhasil di salin' or 'Kode voucher tidak ditemukan' (3 s), §9
 * "Notices hide after 3 seconds").
 *
 * - `idle`: no notice. `code.copy { code }`:
 *   - an empty code → `notifying` with 'Kode voucher tidak ditemukan' (error);
 *   - otherwise `copying` (tag `busy`) invokes `copyCode({ code })` → true: 'Kode voucher berhasil di salin'
 *     (success); false or a failure: 'Kode voucher gagal di salin' (error; the browser refused the clipboard,
 *     decision 031).
 * - `notifying`: the notice shows for 3000 ms (`noticeTimeout`), or until `notice.dismiss`; another copy replaces it.
 *
 * Context read by the view: `notice { tone, message }` and `code` (which card's button copied).
 * Actors (injected by src/features/my-courses/my-courses.actors.ts): `copyCode({ code })` → boolean.
 */
import { assign, setup } from 'xstate';
import { LEARNING_NOTICE_MS, VOUCHER_CODE_MISSING, VOUCHER_COPIED, VOUCHER_COPY_FAILED } from './learning-messages';
import { notProvided } from './shared/not-provided';

export interface VoucherCopyNotice {
  tone: 'success' | 'error';
  message: string;
}

export interface VoucherCopyContext {
  /** The code last asked for ('' when missing). */
  code: string;
  notice: VoucherCopyNotice | null;
}

export type VoucherCopyEvent = { type: 'code.copy'; code: string } | { type: 'notice.dismiss' };

export const voucherCopyMachine = setup({
  types: {
    context: {} as VoucherCopyContext,
    events: {} as VoucherCopyEvent,
    tags: {} as 'busy',
  },
  actors: {
    copyCode: notProvided<boolean, { code: string }>('voucherCopy.copyCode'),
  },
  delays: {
    /** How long a copy notice stays, ms (commerce §9). */
    noticeTimeout: LEARNING_NOTICE_MS,
  },
  guards: {
    isMissing: (_, params: { code: string }) => params.code.trim() === '',
    wasCopied: (_, params: { copied: boolean }) => params.copied,
  },
}).createMachine({
  id: 'voucherCopy',
  description: "Copy a voucher code and say so for 3 seconds ('Kode voucher berhasil di salin' / 'Kode voucher tidak ditemukan').",
  context: { code: '', notice: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'No notice.',
      on: {
        'code.copy': [
          {
            guard: { type: 'isMissing', params: ({ event }) => ({ code: event.code }) },
            target: '#voucherCopy.notifying',
            reenter: true,
            actions: assign({ code: '', notice: { tone: 'error', message: VOUCHER_CODE_MISSING } }),
            description: "No code on the voucher: 'Kode voucher tidak ditemukan'.",
          },
          {
            target: '#voucherCopy.copying',
            actions: assign(({ event }) => ({ code: event.code.trim(), notice: null })),
            description: 'Copy the code to the clipboard.',
          },
        ],
      },
    },
    copying: {
      tags: ['busy'],
      description: 'Writing the code to the clipboard.',
      invoke: {
        id: 'copyCode',
        src: 'copyCode',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: 'wasCopied', params: ({ event }) => ({ copied: event.output }) },
            target: 'notifying',
            actions: assign({ notice: { tone: 'success', message: VOUCHER_COPIED } }),
            description: "Copied: 'Kode voucher berhasil di salin'.",
          },
          {
            target: 'notifying',
            actions: assign({ notice: { tone: 'error', message: VOUCHER_COPY_FAILED } }),
            description: 'The browser refused the clipboard.',
          },
        ],
        onError: {
          target: 'notifying',
          actions: assign({ notice: { tone: 'error', message: VOUCHER_COPY_FAILED } }),
          description: 'The clipboard failed.',
        },
      },
    },
    notifying: {
      description: 'The notice shows for 3 seconds.',
      after: { noticeTimeout: { target: 'idle', actions: assign({ notice: null }), description: 'The notice hides itself.' } },
      on: {
        'notice.dismiss': { target: 'idle', actions: assign({ notice: null }), description: 'Closed early.' },
        'code.copy': [
          {
            guard: { type: 'isMissing', params: ({ event }) => ({ code: event.code }) },
            target: '#voucherCopy.notifying',
            reenter: true,
            actions: assign({ code: '', notice: { tone: 'error', message: VOUCHER_CODE_MISSING } }),
            description: "No code on the voucher: 'Kode voucher tidak ditemukan'.",
          },
          {
            target: '#voucherCopy.copying',
            actions: assign(({ event }) => ({ code: event.code.trim(), notice: null })),
            description: 'Copy the code to the clipboard.',
          },
        ],
      },
    },
  },
});
