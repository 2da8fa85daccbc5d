/**
 * The model tests have an oracle (issue 19 point 3, decision 060): each spec of the machines the design card names
 * states invariants per state, and the harness checks them on every step of every path. The live-vs-predicted
 * comparison alone cannot catch a broken action, because the prediction runs the same broken machine; these tests
 * plant such faults with `.provide({ actions })` and see the model test fail on an invariant.
 */
import { describe, expect, it } from 'vitest';
import { assign, enqueueActions, sendTo } from 'xstate';
import { cartMachine } from './cart.machine';
import type { CartContext } from './cart.types';
import { checkoutMachine } from './checkout.machine';
import { selectedCourseIds, withoutLines } from './shared/cart-lines';
import { modelSpecs } from './testing/all-specs';
import { runModel, type ModelSpec } from './testing/model';
import { cartSpec } from './testing/specs/cart';
import { checkoutSpec } from './testing/specs/checkout';

/** The machines of the design card: the session, the cart, the promo, the checkout and its children, order status, course start, survey, certificate, employee form. */
const DESIGN_CARD = [
  'session',
  'cart',
  'price',
  'orderStart',
  'promo',
  'checkout',
  'addressBook',
  'delivery',
  'products',
  'wishlistMove',
  'cartSync',
  'checkoutProgress',
  'payment',
  'orderStatus',
  'courseStart',
  'survey',
  'certificate',
  'employeeForm',
];

const only = (spec: ModelSpec, slice: string): ModelSpec => ({ ...spec, slices: spec.slices?.filter((s) => s.name === slice) });

describe('model oracle', () => {
  it('every machine of the design card states invariants in its model spec', () => {
    const byName = new Map(modelSpecs.map((s) => [s.name, s]));
    for (const name of DESIGN_CARD) {
      expect(byName.get(name), name).toBeDefined();
      expect(byName.get(name)!.invariants?.length ?? 0, `${name} states invariants`).toBeGreaterThan(2);
    }
  });

  it('a cart whose selection no longer asks the price fails its model test on the total rule', async () => {
    const broken = cartMachine.provide({
      actions: {
        // The planted fault: the promo list still follows the selection, the price is never asked again.
        selectionChanged: sendTo('promo', ({ context }: { context: CartContext }) => ({ type: 'promo.courses' as const, courseIds: selectedCourseIds(context) })),
      } as never,
    });
    await expect(runModel(only({ ...cartSpec, machine: broken }, 'cart'))).rejects.toThrow(/invariant broken: once the price has answered, the total is the price of the selected lines/);
    // The same spec on the real machine holds (cart.model.test.ts runs it whole).
  }, 120_000);

  it('a cart that drops a deleted line but keeps it selected fails on "selected lines are in the cart"', async () => {
    const broken = cartMachine.provide({
      actions: {
        dropLines: assign(({ context }: { context: CartContext }, params: { ids: number[] }) => {
          const kept = withoutLines(context, params.ids);
          return { courses: kept.courses, products: kept.products, deletingIds: [], moving: null };
        }),
      } as never,
    });
    await expect(runModel(only({ ...cartSpec, machine: broken }, 'cart'))).rejects.toThrow(/invariant broken: selected lines are in the cart/);
  }, 120_000);

  it('a checkout that forgets what its children reported fails on its invariant', async () => {
    const broken = checkoutMachine.provide({
      actions: {
        trackWork: enqueueActions(() => {}),
      } as never,
    });
    await expect(runModel(only({ ...checkoutSpec, machine: broken }, 'products'))).rejects.toThrow(/invariant broken: the checkout knows which children work/);
  }, 120_000);
});
