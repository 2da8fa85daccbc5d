/** View model of machines/address-list.machine.ts (the Address page): selectors and intents. */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useFlowActor } from '../../flows/flow-actor';
import { addressListLogic, type AccountDeps } from './account.actors';

export type AddressListLogic = ReturnType<typeof addressListLogic>;

export function useAddressList(deps: AccountDeps, logic?: AddressListLogic) {
  const [machine] = useState(() => logic ?? addressListLogic(deps));
  const actor = useFlowActor(machine, {});
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const unavailable = useSelector(actor, (s) => s.matches('unavailable'));
  const addresses = useSelector(actor, (s) => s.context.addresses);
  const confirming = useSelector(actor, (s) => s.hasTag('confirm'));
  const alert = useSelector(actor, (s) => (s.hasTag('alert') ? { success: s.matches('deleted'), message: s.context.message ?? '' } : null));
  const targetId = useSelector(actor, (s) => s.context.targetId);
  return {
    loading,
    busy,
    unavailable,
    message: useSelector(actor, (s) => s.context.message),
    addresses,
    confirming,
    alert,
    targetId,
    remove: (id: number) => actor.send({ type: 'address.delete', id }),
    confirmDelete: () => actor.send({ type: 'delete.confirm' }),
    cancelDelete: () => actor.send({ type: 'delete.cancel' }),
    setDefault: (id: number) => actor.send({ type: 'address.setDefault', id }),
    closeAlert: () => actor.send({ type: 'alert.close' }),
    retry: () => actor.send({ type: 'list.retry' }),
  };
}
