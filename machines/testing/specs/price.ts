/**
 * Model spec of machines/price.machine.ts, the one price calculation (a child of the cart and the checkout): the
 * parent's requests (something to price, nothing to price, a promo tried) are offered as events, also while a
 * calculation runs (the latest wins); the gateway answers with a price, a refused promo (404, 433) or no network.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { CalculationInput } from '../../../src/api/cart';
import { priceMachine, type PriceContext, type PriceReport } from '../../price.machine';
import { apiError, calculation, member, networkError } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';
import { label } from './labels';

const request = (promo_code = ''): CalculationInput => ({
  user_id: member.id,
  price_type: member.type,
  price_tier: 3,
  warehouse_id: 2,
  cart: [{ type: 'lms', item_id: 101, quantity: 1 }],
  promo_code,
});

const reports = (sent: readonly EventObject[]) => sent as PriceReport[];
const last = (sent: readonly EventObject[], type: PriceReport['type']) => reports(sent).filter((e) => e.type === type).at(-1);
const answers = (sent: readonly EventObject[]) => reports(sent).filter((e) => e.type === 'price.calculated' || e.type === 'price.failed');

const priceInvariants: ModelInvariant[] = [
  { name: 'calculating ⇔ a calculation in flight', holds: (s) => s.hasTag('calculating') === 'calculate' in s.children },
  {
    name: 'the parent is told that work started and ended, in pairs (one open while calculating)',
    holds: (s, sent) => {
      const open = reports(sent).reduce((n, e) => n + (e.type === 'work.started' ? 1 : e.type === 'work.ended' ? -1 : 0), 0);
      return open === (s.hasTag('calculating') ? 1 : 0);
    },
  },
  {
    name: 'nothing to price is answered with all zeros, without a call',
    in: 'idle',
    holds: (s, sent) => {
      if ((s.context as PriceContext).request !== null) return true;
      const answer = answers(sent).at(-1);
      return answer === undefined || (answer.type === 'price.calculated' && answer.calculation === null && answer.summary.total === 0);
    },
  },
  {
    name: 'a refused promo is reported only for a request that carried one',
    in: 'idle',
    holds: (s, sent) => {
      const answer = answers(sent).at(-1);
      return !(answer?.type === 'price.failed' && answer.promoRefused) || ((s.context as PriceContext).request?.promo_code ?? '') !== '';
    },
  },
  {
    name: "an answer's summary is its calculation's figures",
    holds: (_s, sent) => {
      const answer = last(sent, 'price.calculated');
      return !answer || answer.type !== 'price.calculated' || answer.calculation === null || answer.summary.total === answer.calculation.total_amount;
    },
  },
];

export const priceSpec: ModelSpec = {
  name: 'price',
  machine: priceMachine,
  input: undefined,
  userEvents: [
    { type: 'price.calculate', request: request() },
    { type: 'price.calculate', request: request('HEMAT50'), trial: true },
    { type: 'price.calculate', request: null },
  ],
  busyEvents: ['price.calculate'],
  outputs: { calculate: [calculation(150_000)] },
  errors: { calculate: [apiError(404, 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih'), networkError()] },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as PriceContext;
    return [c.request === null ? null : c.request.promo_code !== '', c.trial];
  },
  project: (s: AnyMachineSnapshot) => s.context,
  invariants: priceInvariants,
  label,
  promiseActors: ['calculate'],
};
