/**
 * Every driver by machine id (tests/drivers/types.ts says what a driver is). The studio's Playwright export runs
 * a machine's paths through its driver; a machine without one exports tests that are skipped with that reason.
 */
import { cartDriver } from './cart';
import { employeeFormDriver } from './employee-form';
import { orderStatusDriver } from './order-status';
import type { MachineDriver } from './types';

const drivers: MachineDriver[] = [orderStatusDriver, employeeFormDriver, cartDriver];

export function driverFor(machineId: string): MachineDriver | undefined {
  return drivers.find((d) => d.machineId === machineId);
}

/** The ids of the machines that have a driver. */
export const drivenMachines = () => drivers.map((d) => d.machineId);
