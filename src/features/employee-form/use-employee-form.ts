/**
 * View model of the employee data form `/employee` (portal §2, §4, §5, §8): runs {@link employeeFormMachine} with
 * the real actors (provided once) and exposes what the page renders and the intents it calls.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  employeeFormMachine,
  type EducationField,
  type EmployeeField,
  type ImageSlot,
} from '../../../machines/employee-form.machine';
import { useFlowActor } from '../../flows/flow-actor';
import { createEmployeeFormActors } from './employee-form.actors';

/** The machine's labels, saved text and upload slot ids, for the page (it reads the machine only through here). */
export { EDUCATION_LABEL, EMPLOYEE_SAVED, FIELD_LABEL, slotId } from '../../../machines/employee-form.machine';

/** The machine with its actors (tests pass fakes). */
export type EmployeeFormLogic = typeof employeeFormMachine;

export function useEmployeeForm(logic?: EmployeeFormLogic) {
  const [machine] = useState(() => logic ?? employeeFormMachine.provide({ actors: createEmployeeFormActors() }));
  const actor = useFlowActor(machine);
  const context = useSelector(actor, (s) => s.context);
  return {
    context,
    loadingCompanies: useSelector(actor, (s) => s.hasTag('loading')),
    companiesFailed: useSelector(actor, (s) => s.matches('companiesFailed')),
    lookingUp: useSelector(actor, (s) => s.matches('lookingUp')),
    submitting: useSelector(actor, (s) => s.matches('submitting')),
    saved: useSelector(actor, (s) => s.matches('saved')),
    unlocked: useSelector(actor, (s) => s.hasTag('unlocked')),
    uploading: useSelector(actor, (s) => s.hasTag('uploading')),
    canLookup: useSelector(actor, (s) => s.can({ type: 'lookup' })),
    canAddEducation: useSelector(actor, (s) => s.can({ type: 'education.add' })),
    retryCompanies: () => actor.send({ type: 'companies.retry' }),
    selectCompany: (companyId: number | null) => actor.send({ type: 'company.select', companyId }),
    changeEmail: (email: string) => actor.send({ type: 'email.change', email }),
    lookup: () => actor.send({ type: 'lookup' }),
    change: (field: EmployeeField, value: string) => actor.send({ type: 'field.change', field, value }),
    changeEducation: (key: number, field: EducationField, value: string) => actor.send({ type: 'education.change', key, field, value }),
    addEducation: () => actor.send({ type: 'education.add' }),
    removeEducation: (key: number) => actor.send({ type: 'education.remove', key }),
    chooseImage: (slot: ImageSlot, file: File) => actor.send({ type: 'image.choose', slot, file }),
    openImage: (url: string) => actor.send({ type: 'image.open', url }),
    closeImage: () => actor.send({ type: 'image.close' }),
    submit: () => actor.send({ type: 'submit' }),
    dismissAlert: () => actor.send({ type: 'alert.dismiss' }),
  };
}

export type EmployeeFormView = ReturnType<typeof useEmployeeForm>;
