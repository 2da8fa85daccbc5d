/**
 * The price calculation, written once (commerce spec §7 "Cart calculation", §8 "Cart calculation", §9): a child
 * of machines/cart.machine.ts and machines/checkout.machine.ts (invoke id `price`, for the parent's whole life).
 *
 * The parent asks `price.calculate { request, trial }` whenever what the price depends on changes; the latest
 * request wins (a calculation under way is dropped). `request: null` means "nothing to price" (the cart with nothing
 * selected): the answer is the all-zero summary at once, without a call. `trial` marks a calculation that tries a
 * promo chosen in the modal (the checkout decides from its answer whether the promo applies).
 *
 * `idle` | `calculating` (tag `calculating`; reports `work.started` / `work.ended { by: 'price' }` so a parent can
 * wait for it). What it tells the parent (`sendParent`, {@link PriceReport}):
 * - `price.calculated { calculation, summary, trial }` (calculation null for the empty request);
 * - `price.failed { message, network, promoRefused, trial }`: a network failure keeps the last price
 *   ('Pastikan internet anda stabil'); `promoRefused` when the request carried a promo and the gateway refused the
 *   calculation (404 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih', 433 …): the parent drops the
 *   promo and asks again without it.
 *
 * Actor (provided by the app, src/flows/price/price.actors.ts): `calculate(CalculationInput) → Calculation`.
 */
import { assign, sendParent, setup } from 'xstate';
import type { Calculation, CalculationInput } from '../src/api/cart';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';
import { EMPTY_SUMMARY, summaryFromCalculation, type PriceSummary } from './shared/price';
import { calculationMessage } from './shared/promo';
import type { WorkReport } from './shared/work';

export interface PriceContext {
  /** The request being calculated (or last calculated); null for "nothing to price". */
  request: CalculationInput | null;
  trial: boolean;
}

/** What the parent asks. */
export type PriceRequest = { type: 'price.calculate'; request: CalculationInput | null; trial?: boolean };

/** What the price tells its parent. */
export type PriceReport =
  | { type: 'price.calculated'; calculation: Calculation | null; summary: PriceSummary; trial: boolean }
  | { type: 'price.failed'; message: string; network: boolean; promoRefused: boolean; trial: boolean }
  | WorkReport;

export const priceMachine = setup({
  types: {
    context: {} as PriceContext,
    events: {} as PriceRequest,
    tags: {} as 'calculating',
  },
  actors: {
    calculate: notProvided<Calculation, CalculationInput>('price.calculate'),
  },
  guards: {
    hasNothingToPrice: (_, params: { request: CalculationInput | null }) => params.request === null,
  },
  actions: {
    remember: assign((_, params: { request: CalculationInput | null; trial: boolean }) => params),
    reportEmpty: sendParent((): PriceReport => ({ type: 'price.calculated', calculation: null, summary: EMPTY_SUMMARY, trial: false })),
  },
}).createMachine({
  id: 'price',
  description: 'The price of what the parent will order: one calculation at a time, the latest request wins.',
  context: { request: null, trial: false },
  initial: 'idle',
  states: {
    idle: {
      description: 'The last answer stands.',
      on: {
        'price.calculate': [
          {
            guard: { type: 'hasNothingToPrice', params: ({ event }) => ({ request: event.request }) },
            description: 'Nothing to price: the all-zero summary at once.',
            actions: [{ type: 'remember', params: { request: null, trial: false } }, 'reportEmpty'],
          },
          {
            target: 'calculating',
            description: 'Calculate this request.',
            actions: { type: 'remember', params: ({ event }) => ({ request: event.request, trial: event.trial ?? false }) },
          },
        ],
      },
    },
    calculating: {
      description: 'Asking the gateway for the price.',
      tags: ['calculating'],
      on: {
        'price.calculate': [
          {
            guard: { type: 'hasNothingToPrice', params: ({ event }) => ({ request: event.request }) },
            target: 'idle',
            description: 'Nothing to price any more: drop the calculation, the all-zero summary at once.',
            actions: [{ type: 'remember', params: { request: null, trial: false } }, 'reportEmpty'],
          },
          {
            target: 'calculating',
            reenter: true,
            description: 'Changed again: drop the calculation under way, the latest request wins.',
            actions: { type: 'remember', params: ({ event }) => ({ request: event.request, trial: event.trial ?? false }) },
          },
        ],
      },
      entry: sendParent({ type: 'work.started', by: 'price' } satisfies PriceReport),
      exit: sendParent({ type: 'work.ended', by: 'price' } satisfies PriceReport),
      invoke: {
        id: 'calculate',
        src: 'calculate',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'idle',
          description: 'Priced: the parent stores the summary.',
          actions: sendParent(({ context, event }): PriceReport => ({
            type: 'price.calculated',
            calculation: event.output,
            summary: summaryFromCalculation(event.output),
            trial: context.trial,
          })),
        },
        onError: {
          target: 'idle',
          description: 'Not priced: the parent hears why (network, a refused promo, or the server message).',
          actions: sendParent(({ context, event }): PriceReport => {
            const failure = toFailure(event.error);
            const network = failure.kind === 'network';
            return {
              type: 'price.failed',
              message: network ? failure.message : calculationMessage(failure),
              network,
              promoRefused: !network && (context.request?.promo_code ?? '') !== '',
              trial: context.trial,
            };
          }),
        },
      },
    },
  },
});

export type PriceMachine = typeof priceMachine;
