/**
 * The promo modal and its list of eligible promos, one machine used by both the cart and the checkout (commerce
 * spec §4 "Cart" and "Promo in checkout", §5 "General", §8 "Promo check", §9 "Checkout promo list limit 10. It
 * grows by 10 each time the modal is scrolled to the bottom").
 *
 * The parent (cart.machine.ts, checkout.machine.ts) invokes it with id `promo` and keeps the rules of the price:
 * - the page opens the modal with `promo.open { applied }` (the code the page has applied, or null);
 * - 'Pakai Promo' sends the parent `promo.chosen { promo }`; the parent recalculates and answers `promo.applied`
 *   (the modal closes) or `promo.rejected { message }` (the promo stays checked, the message shows);
 * - cancelling an applied promo sends the parent `promo.removed`; a promo the parent had to drop (a calculation or
 *   an order refused it) arrives as `promo.dropped { message }` and an open modal goes back to code entry;
 * - the parent tells which courses the list is for with `promo.courses { courseIds }`.
 *
 * Regions:
 * - `modal`: closed | open.editing | open.checking (tag `promoChecking`) | open.selected | open.applying (tag
 *   `promoApplying`).
 * - `list`: idle | loading (tag `promoListLoading`): active promos of the courses, price 0 hidden; loaded when the
 *   modal opens or the courses change, limit 10, `promo.loadMore` asks for 10 more until a page comes back short.
 *
 * Context the view reads: `draft` (the code field), `checked` (the promo shown with its cashback), `error` (text in
 * the modal), `promos`. Texts: 'Kode promo harus diisi', 'Promo sudah habis' (403), 'Promo tidak ditemukan' (404),
 * 'Promo tidak aktif' (422), 'Promo belum dimulai' (423), 'Promo sudah kadarluarsa' (424), otherwise the server's,
 * and 'Kode voucher tidak ditemukan' for a price of 0.
 *
 * Actors: `checkPromo` ({ code } → Promo; GET lms/promotion/check), `loadPromos` ({ courseIds, limit } → Promo[]).
 */
import { assign, not, sendParent, setup } from 'xstate';
import type { Promo } from '../src/api/promo';
import { PROMO_CODE_REQUIRED } from './messages';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';
import { normalisePromoCode, promoCheckMessage, promoFoundMessage, PROMO_LIST_STEP, visiblePromos } from './shared/promo';

export interface PromoInput {
  /** Course ids (item_id) whose promos are listed. */
  courseIds: number[];
}

export interface PromoContext {
  courseIds: number[];
  /** The code the page has applied (as the page said at open, and as its answers changed it); null for none. */
  applied: string | null;
  /** The code field. */
  draft: string;
  /** The promo found by the last check, shown with its cashback until applied or cancelled. */
  checked: Promo | null;
  /** Text in the modal: a check failure, the required-code text, or why the page did not apply the promo. */
  error: string | null;
  promos: Promo[];
  /** How many promos the list asks for (10, growing by 10). */
  limit: number;
  /** No page loaded yet, or the last one came back shorter than `limit`: scrolling asks for no more. */
  exhausted: boolean;
}

/** What the member does inside the modal. */
export type PromoEvent =
  | { type: 'promo.enter'; code: string }
  | { type: 'promo.check' }
  /** A promo picked from the list: its code is entered and checked at once. */
  | { type: 'promo.pick'; code: string }
  /** 'Pakai Promo'. */
  | { type: 'promo.apply' }
  | { type: 'promo.cancel' }
  | { type: 'promo.close' }
  /** The list was scrolled to the bottom. */
  | { type: 'promo.loadMore' };

/** What the parent tells the promo machine. */
export type PromoParentEvent =
  | { type: 'promo.open'; applied: string | null }
  | { type: 'promo.applied' }
  | { type: 'promo.rejected'; message: string }
  | { type: 'promo.dropped'; message: string | null }
  | { type: 'promo.courses'; courseIds: number[] };

/** What the promo machine asks of its parent. */
export type PromoRequest = { type: 'promo.chosen'; promo: Promo } | { type: 'promo.removed' };

export interface CheckPromoInput {
  code: string;
}
export interface LoadPromosInput {
  /** Course ids (item_id). */
  courseIds: number[];
  limit: number;
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
const CLEARED = { draft: '', checked: null, error: null } as const;

export const promoMachine = setup({
  types: {
    context: {} as PromoContext,
    events: {} as PromoEvent | PromoParentEvent,
    input: {} as PromoInput,
    tags: {} as 'promoChecking' | 'promoApplying' | 'promoListLoading',
  },
  actors: {
    checkPromo: notProvided<Promo, CheckPromoInput>('promo.checkPromo'),
    loadPromos: notProvided<Promo[], LoadPromosInput>('promo.loadPromos'),
  },
  guards: {
    hasDraft: ({ context }) => normalisePromoCode(context.draft) !== '',
    isCode: (_, params: { code: string }) => normalisePromoCode(params.code) !== '',
    hasChecked: ({ context }) => context.checked !== null,
    hasApplied: ({ context }) => context.applied !== null,
    /** Reopening on the promo that is applied and still shown as checked. */
    isCheckedApplied: ({ context }, params: { applied: string | null }) =>
      params.applied !== null && context.checked?.promo_code === params.applied,
    isZeroPrice: (_, params: { promo: Promo }) => promoFoundMessage(params.promo) !== null,
    hasCourses: ({ context }) => context.courseIds.length > 0,
    hasMore: ({ context }) => context.courseIds.length > 0 && !context.exhausted,
    changesCourses: ({ context }, params: { courseIds: number[] }) => !sameIds(context.courseIds, params.courseIds),
    bringsCourses: ({ context }, params: { courseIds: number[] }) => params.courseIds.length > 0 && !sameIds(context.courseIds, params.courseIds),
    /** The promo shown is the one the page has applied. */
    showsApplied: ({ context }) => context.applied !== null && context.checked?.promo_code === context.applied,
  },
  actions: {
    requestApply: sendParent(({ context }): PromoRequest => ({ type: 'promo.chosen', promo: context.checked! })),
    requestRemoval: sendParent((): PromoRequest => ({ type: 'promo.removed' })),
    clear: assign({ ...CLEARED }),
    forgetApplied: assign({ applied: null, ...CLEARED }),
    showError: assign((_, params: { error: string | null }) => ({ error: params.error })),
    restartList: assign({ limit: PROMO_LIST_STEP, exhausted: false }),
    emptyList: assign({ promos: [], exhausted: true }),
    setCourses: assign((_, params: { courseIds: number[] }) => ({ courseIds: params.courseIds, limit: PROMO_LIST_STEP, exhausted: false })),
  },
}).createMachine({
  id: 'promo',
  description: "Promo modal and list (commerce §4 'Cart', 'Promo in checkout'): check a code, see its cashback, 'Pakai Promo' or cancel.",
  type: 'parallel',
  context: ({ input }) => ({
    courseIds: input.courseIds,
    applied: null,
    ...CLEARED,
    promos: [],
    limit: PROMO_LIST_STEP,
    // Nothing is loaded yet: the list can only grow once a first page came back.
    exhausted: true,
  }),
  states: {
    modal: {
      description: 'The modal: closed, or open on one of its steps.',
      initial: 'closed',
      states: {
        closed: {
          description: "Closed; the page's summary shows the applied promo ('n promo dipakai').",
          on: {
            'promo.open': [
              {
                guard: { type: 'isCheckedApplied', params: ({ event }) => ({ applied: event.applied }) },
                target: 'open.selected',
                description: 'Reopened on the applied promo: show it with its cashback.',
                actions: assign({ applied: ({ event }) => event.applied, error: null }),
              },
              {
                target: 'open.editing',
                description: 'Open on code entry; the field shows the applied code, if any.',
                actions: assign(({ event }) => ({ applied: event.applied, draft: event.applied ?? '', checked: null, error: null })),
              },
            ],
            'promo.dropped': { description: 'The page dropped its promo: nothing is applied any more.', actions: 'forgetApplied' },
          },
        },
        open: {
          description: 'The modal is open.',
          initial: 'editing',
          on: {
            'promo.close': [
              {
                guard: 'hasApplied',
                target: 'closed',
                description: 'Closed; the applied promo stays.',
                actions: assign(({ context }) => ({ draft: context.applied ?? '', error: null })),
              },
              { target: 'closed', description: 'Closed without applying: a typed or checked promo is dropped.', actions: 'clear' },
            ],
            'promo.dropped': {
              target: '.editing',
              description: 'The page dropped the promo (its calculation or order refused it): enter a code again, with the reason.',
              actions: ['forgetApplied', { type: 'showError', params: ({ event }) => ({ error: event.message }) }],
            },
          },
          states: {
            editing: {
              description: 'Entering a code.',
              on: {
                'promo.enter': {
                  description: 'Typing the code.',
                  actions: assign({ draft: ({ event }) => event.code, checked: null, error: null }),
                },
                'promo.pick': {
                  guard: { type: 'isCode', params: ({ event }) => ({ code: event.code }) },
                  target: 'checking',
                  description: 'A promo picked from the list is checked at once.',
                  actions: assign({ draft: ({ event }) => normalisePromoCode(event.code), checked: null, error: null }),
                },
                'promo.check': [
                  {
                    guard: not('hasDraft'),
                    description: "No code: 'Kode promo harus diisi'.",
                    actions: { type: 'showError', params: { error: PROMO_CODE_REQUIRED } },
                  },
                  { target: 'checking', description: 'Check the code.', actions: { type: 'showError', params: { error: null } } },
                ],
              },
            },
            checking: {
              description: "Checking the code with the gateway; 'Pakai Promo' waits.",
              tags: ['promoChecking'],
              invoke: {
                id: 'checkPromo',
                src: 'checkPromo',
                input: ({ context }) => ({ code: normalisePromoCode(context.draft) }),
                onDone: [
                  {
                    guard: { type: 'isZeroPrice', params: ({ event }) => ({ promo: event.output }) },
                    target: 'editing',
                    description: "Price 0 counts as not found: 'Kode voucher tidak ditemukan'.",
                    actions: { type: 'showError', params: ({ event }) => ({ error: promoFoundMessage(event.output) }) },
                  },
                  {
                    target: 'selected',
                    description: 'Found: show it with its cashback.',
                    actions: assign({ checked: ({ event }) => event.output, error: null }),
                  },
                ],
                onError: {
                  target: 'editing',
                  description: 'Not valid: the text for its code (403, 404, 422, 423, 424), otherwise the server message.',
                  actions: assign({ checked: null, error: ({ event }) => promoCheckMessage(toFailure(event.error)) }),
                },
              },
            },
            selected: {
              description: "A valid promo with its cashback: 'Pakai Promo' or cancel.",
              on: {
                'promo.apply': {
                  guard: 'hasChecked',
                  target: 'applying',
                  description: "'Pakai Promo': ask the page to apply it.",
                  actions: [{ type: 'showError', params: { error: null } }, 'requestApply'],
                },
                'promo.cancel': [
                  {
                    guard: 'showsApplied',
                    target: 'editing',
                    description: 'Cancel the applied promo: the page removes it and recalculates; the code is cleared.',
                    actions: ['requestRemoval', 'forgetApplied'],
                  },
                  { target: 'editing', description: 'Cancel the checked promo: the code is cleared.', actions: 'clear' },
                ],
              },
            },
            applying: {
              description: 'Waiting for the page to recalculate with the promo.',
              tags: ['promoApplying'],
              on: {
                'promo.applied': {
                  target: '#promo.modal.closed',
                  description: 'Applied: the modal closes.',
                  actions: assign(({ context }) => ({ applied: context.checked!.promo_code, draft: context.checked!.promo_code, error: null })),
                },
                'promo.rejected': {
                  target: 'selected',
                  description: 'Not applied: the promo stays checked with the reason.',
                  actions: [assign({ applied: null }), { type: 'showError', params: ({ event }) => ({ error: event.message }) }],
                },
              },
            },
          },
        },
      },
    },
    list: {
      description: 'Eligible promos of the courses: 10 first, 10 more at the bottom of the list; price 0 hidden.',
      initial: 'idle',
      on: {
        'promo.courses': [
          {
            guard: { type: 'bringsCourses', params: ({ event }) => ({ courseIds: event.courseIds }) },
            target: '.loading',
            description: 'Other courses: load their first 10 promos (a load under way is replaced).',
            actions: { type: 'setCourses', params: ({ event }) => ({ courseIds: event.courseIds }) },
          },
          {
            guard: { type: 'changesCourses', params: ({ event }) => ({ courseIds: event.courseIds }) },
            target: '.idle',
            description: 'No course any more: no promos.',
            actions: [{ type: 'setCourses', params: ({ event }) => ({ courseIds: event.courseIds }) }, 'emptyList'],
          },
        ],
      },
      states: {
        idle: {
          description: 'The list is up to date.',
          on: {
            'promo.open': [
              { guard: 'hasCourses', target: 'loading', description: 'The modal opens: load the first 10.', actions: 'restartList' },
              { description: 'The modal opens without courses: no promos.', actions: 'emptyList' },
            ],
            'promo.loadMore': {
              guard: 'hasMore',
              target: 'loading',
              description: 'Scrolled to the bottom: ask for 10 more.',
              actions: assign({ limit: ({ context }) => context.limit + PROMO_LIST_STEP }),
            },
          },
        },
        loading: {
          description: 'Loading the list.',
          tags: ['promoListLoading'],
          invoke: {
            id: 'loadPromos',
            src: 'loadPromos',
            input: ({ context }) => ({ courseIds: context.courseIds, limit: context.limit }),
            onDone: {
              target: 'idle',
              description: 'Show the promos with a price.',
              actions: assign(({ context, event }) => ({ promos: visiblePromos(event.output), exhausted: event.output.length < context.limit })),
            },
            onError: {
              target: 'idle',
              description: 'List failures are only logged and give an empty list (commerce §8 General).',
              actions: 'emptyList',
            },
          },
        },
      },
    },
  },
});

export type PromoMachine = typeof promoMachine;

/** What the promo modal shows, for a view's `useSelector`. */
export interface PromoView {
  open: boolean;
  draft: string;
  checked: Promo | null;
  error: string | null;
  promos: Promo[];
  /** A check or an apply is under way ('Cek' and 'Pakai Promo' wait). */
  busy: boolean;
  canCheck: boolean;
  canApply: boolean;
}

/** The promo modal's view of a promo snapshot (pure; compare with {@link samePromoView}). */
export function promoView(s: ReturnType<PromoMachine['getInitialSnapshot']>): PromoView {
  return {
    open: s.matches({ modal: 'open' }),
    draft: s.context.draft,
    checked: s.context.checked,
    error: s.context.error,
    promos: s.context.promos,
    busy: s.hasTag('promoChecking') || s.hasTag('promoApplying'),
    canCheck: s.can({ type: 'promo.check' }),
    canApply: s.can({ type: 'promo.apply' }),
  };
}

export const samePromoView = (a: PromoView, b: PromoView) =>
  a.open === b.open &&
  a.draft === b.draft &&
  a.checked === b.checked &&
  a.error === b.error &&
  a.promos === b.promos &&
  a.busy === b.busy &&
  a.canCheck === b.canCheck &&
  a.canApply === b.canApply;
