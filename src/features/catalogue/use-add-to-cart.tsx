/**
 * View model of "add to cart" from any card (courses on Home and in the catalogue, products in the catalogue):
 * `add(item)` sends `cart.add` with the current member; a guest goes to the sign-in site (returning here); a
 * success reloads the app's cart actor (`cart.reload`) so the header count follows. `notice` is the 3-second
 * toast; render it with {@link AddToCartToast}.
 */
import { useAppActors } from '../../flows/app-actors';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { addToCartMachine, type AddToCartItem } from '../../../machines/add-to-cart.machine';
import { signInUrl } from '../../config/config';
import { useFlowActor } from '../../flows/flow-actor';
import { useEmitted } from '../../flows/use-emitted';
import { Toast } from '../../ui/toast';
import { sameMember, selectMember, selectWarehouse } from '../../session/selectors';
import { createAddToCartActors } from './add-to-cart.actors';

export function useAddToCart() {
  const { session, cart } = useAppActors();
  const member = useSelector(session, selectMember, sameMember);
  const warehouseId = useSelector(session, (s) => selectWarehouse(s)?.id ?? null);
  const [logic] = useState(() => addToCartMachine.provide({ actors: createAddToCartActors() }));
  // Cards and the catalogue take the commerce wording of a failed add (commerce §8 "Cart add").
  const actor = useFlowActor(logic, { input: { wording: 'commerce' } });
  const pending = useSelector(actor, (s) => (s.hasTag('busy') ? s.context.item : null));
  const notice = useSelector(actor, (s) => s.context.notice);

  useEmitted(actor, 'signIn.required', () => window.location.assign(signInUrl(window.location.href)));
  useEmitted(actor, 'cart.changed', () => cart.reload());

  return {
    /** Add one course (`lms`) or product (`ecom`). */
    add: (item: AddToCartItem) => actor.send({ type: 'cart.add', item, buyer: member ? { member, warehouseId } : null }),
    /** True while `item`'s add is in flight. */
    isAdding: (item: AddToCartItem) => pending !== null && pending.type === item.type && pending.id === item.id,
    /** Any add is in flight. */
    busy: pending !== null,
    notice,
    dismiss: () => actor.send({ type: 'notice.dismiss' }),
  };
}

export type AddToCartController = ReturnType<typeof useAddToCart>;

/** The add-to-cart notice: a toast with the 'Lihat' link to the cart on success. The machine times it out. */
export function AddToCartToast({ controller }: { controller: AddToCartController }) {
  const { notice, dismiss } = controller;
  if (!notice) return null;
  return (
    <div className="toaster toaster--local">
      <Toast
        message={notice.message}
        tone={notice.tone}
        link={notice.showCartLink ? { label: 'Lihat', to: '/shopping-cart' } : undefined}
        onClose={dismiss}
        autoHideMs={null}
      />
    </div>
  );
}
