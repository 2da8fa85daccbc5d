/**
 * View model of the area cascade (machines/area-cascade.machine.ts) for any address form: starts the cascade with
 * the edited address's area (once, at mount) and returns its lists, selection and intents.
 */
import { useSelector } from '@xstate/react';
import type { AreaSelection } from '../../../machines/area-cascade.machine';
import { useFlowActor } from '../flow-actor';
import type { AreaCascadeLogic } from './area-cascade.actors';

export function useAreaCascade(logic: AreaCascadeLogic, initial?: Partial<AreaSelection>) {
  const cascade = useFlowActor(logic, { input: { initial } });
  const area = useSelector(cascade, (s) => s.context);
  const loading = useSelector(cascade, (s) => s.hasTag('loading'));
  return {
    /** Lists and selection (`provinces`, `cities`, `districts`, `villages`, `selection`, `failure`). */
    area,
    /** A list is being fetched. */
    loading,
    selectProvince: (id: string) => cascade.send({ type: 'province.select', id }),
    selectCity: (id: string) => cascade.send({ type: 'city.select', id }),
    selectDistrict: (id: string) => cascade.send({ type: 'district.select', id }),
    selectVillage: (id: string) => cascade.send({ type: 'village.select', id }),
  };
}
