/** Model spec of machines/order-promotion.machine.ts ('Update promotion' for the checkout's order, decision 084). */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { orderPromotionMachine, type OrderPromotionContext } from '../../order-promotion.machine';
import { apiError, networkError } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';

const ctx = (s: AnyMachineSnapshot) => s.context as OrderPromotionContext;
type Follow = { type: 'promotion.follow'; invoice: string; promoCode: string };
const follows = (steps: readonly EventObject[]) => steps.filter((e): e is Follow => e.type === 'promotion.follow');

/** The promo the checkout saved last (the input's when it saved nothing yet). */
const lastSaved = (steps: readonly EventObject[]) => follows(steps).at(-1)?.promoCode ?? START.promoCode;
const lastInvoice = (steps: readonly EventObject[]) => follows(steps).at(-1)?.invoice ?? START.invoice;
const START = { invoice: 'INV-1', promoCode: 'HEMAT50' };

const invariants: ModelInvariant[] = [
  { name: 'busy ⇔ a request in flight', holds: (s) => s.hasTag('busy') === 'updatePromotion' in s.children },
  {
    name: 'a request tells an existing order a promo the checkout saved',
    in: 'updating',
    holds: (s, _sent, steps) => ctx(s).invoice !== '' && follows(steps).some((f) => f.promoCode === ctx(s).sending && f.invoice === ctx(s).invoice),
  },
  {
    name: 'resting right after an answer: the order carries the promo the checkout saved last',
    in: 'idle',
    holds: (s, _sent, steps) => steps.at(-1)?.type !== 'xstate.done.actor.updatePromotion' || (steps.at(-1) as unknown as { output: { promoCode: string } }).output.promoCode === lastSaved(steps),
  },
  {
    name: 'after a 404 nothing more is sent, whatever the checkout saves',
    holds: (s, _sent, steps) => !steps.some((e) => (e as { error?: { code?: number } }).error?.code === 404) || (s.matches('stopped') && !s.hasTag('busy')),
  },
  {
    name: 'a checkout without an order sends nothing',
    holds: (s, _sent, steps) => !('updatePromotion' in s.children) || lastInvoice(steps) !== '' || !s.matches('updating'),
  },
];

export const orderPromotionSpec: ModelSpec = {
  name: 'orderPromotion',
  machine: orderPromotionMachine,
  input: START,
  moreInputs: [{ invoice: '', promoCode: '' }],
  userEvents: [
    { type: 'promotion.follow', invoice: 'INV-1', promoCode: '' },
    { type: 'promotion.follow', invoice: 'INV-1', promoCode: 'HEMAT50' },
    { type: 'promotion.follow', invoice: '', promoCode: 'KHUSUS' },
  ],
  busyEvents: ['promotion.follow'],
  outputs: { updatePromotion: [{ promoCode: '' }, { promoCode: 'HEMAT50' }] },
  errors: { updatePromotion: [apiError(404, 'Invoice tidak ditemukan atau order sudah diproses'), apiError(424, 'Promo sudah kadarluarsa'), networkError()] },
  abstract: (s: AnyMachineSnapshot) => [ctx(s).invoice, ctx(s).synced, ctx(s).wanted, ctx(s).sending],
  project: (s: AnyMachineSnapshot) => ctx(s),
  invariants,
  promiseActors: ['updatePromotion'],
};
