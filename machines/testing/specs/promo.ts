/**
 * Model spec of machines/promo.machine.ts: the member's events in the modal and the parent's answers, the outputs
 * and errors of `checkPromo` and `loadPromos`, and the context that drives decisions.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { promoMachine, type PromoContext } from '../../promo.machine';
import { apiError, promo } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';

const tenPromos = Array.from({ length: 10 }, (_, i) => promo(`PROMO${i + 1}`));
const PARENT = ['promo.open', 'promo.applied', 'promo.rejected', 'promo.dropped', 'promo.courses'];

const pc = (s: AnyMachineSnapshot) => s.context as PromoContext;
const INVARIANTS: ModelInvariant[] = [
  { name: 'promos with price 0 are hidden', holds: (s) => pc(s).promos.every((p) => p.promo_price > 0) },
  { name: 'only a checked promo is applied', tag: 'promoApplying', holds: (s) => pc(s).checked !== null },
  { name: 'a closed modal shows no error', in: { modal: 'closed' }, holds: (s) => pc(s).error === null },
  { name: 'no courses, no promos', holds: (s) => pc(s).courseIds.length > 0 || pc(s).promos.length === 0 },
  { name: 'checking ⇔ the code check in flight', holds: (s) => s.hasTag('promoChecking') === 'checkPromo' in s.children },
  { name: 'loading the list ⇔ the list request in flight', holds: (s) => s.hasTag('promoListLoading') === 'loadPromos' in s.children },
];

export const promoSpec: ModelSpec = {
  name: 'promo',
  machine: promoMachine,
  input: { courseIds: [1] },
  moreInputs: [{ courseIds: [] }],
  userEvents: [
    { type: 'promo.open', applied: null },
    { type: 'promo.open', applied: 'HEMAT50' },
    { type: 'promo.enter', code: 'HEMAT50' },
    { type: 'promo.enter', code: ' ' },
    { type: 'promo.check' },
    { type: 'promo.pick', code: 'HEMAT50' },
    { type: 'promo.pick', code: ' ' },
    { type: 'promo.apply' },
    { type: 'promo.cancel' },
    { type: 'promo.close' },
    { type: 'promo.loadMore' },
    { type: 'promo.applied' },
    { type: 'promo.rejected', message: 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih' },
    { type: 'promo.dropped', message: null },
    { type: 'promo.dropped', message: 'Promo hanya berlaku untuk kursus saja' },
    { type: 'promo.courses', courseIds: [1, 2] },
    { type: 'promo.courses', courseIds: [] },
  ],
  busyEvents: ['promo.courses', 'promo.dropped'],
  // The parent opens only a closed modal and answers only an apply; the member acts only in an open modal.
  allow: (s: AnyMachineSnapshot, e: EventObject) => {
    const open = s.matches({ modal: 'open' } as never);
    if (e.type === 'promo.open') return !open;
    if (e.type === 'promo.applied' || e.type === 'promo.rejected') return s.hasTag('promoApplying');
    if (PARENT.includes(e.type)) return true;
    return open;
  },
  outputs: {
    checkPromo: [promo('HEMAT50'), promo('NOL', 0)],
    loadPromos: [tenPromos, [promo('HEMAT50'), promo('NOL', 0)]],
  },
  errors: {
    checkPromo: [apiError(404)],
    loadPromos: [apiError(500)],
  },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as PromoContext;
    return [c.courseIds.length, c.applied !== null, c.draft.trim() !== '', c.checked?.promo_price ?? null, c.error !== null, c.limit, c.exhausted];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as PromoContext;
    return { ...c, checked: c.checked?.promo_code ?? null, promos: c.promos.map((p) => p.promo_code) };
  },
  invariants: INVARIANTS,
  promiseActors: ['checkPromo', 'loadPromos'],
};
