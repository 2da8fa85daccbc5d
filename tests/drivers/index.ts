/**
 * Every driver by machine id (tests/drivers/types.ts says what a driver is): the machines the design card names —
 * session, cart, promo, checkout and its children (address book, delivery, products, price, payment, cart sync,
 * progress; the cart's order start), order status, course start, survey, certificate, employee form.
 * The studio's Playwright export runs a machine's paths through its driver; a machine without one exports tests
 * that are skipped with that reason.
 */
import { cartDriver } from './cart';
import { checkoutDriver } from './checkout';
import { addressBookDriver, cartSyncDriver, deliveryDriver, orderStartDriver, paymentDriver, priceDriver, productsDriver, progressDriver } from './checkout-children';
import { employeeFormDriver } from './employee-form';
import { certificateDriver, courseStartDriver, surveyDriver } from './learning';
import { orderStatusDriver } from './order-status';
import { promoDriver } from './promo';
import { sessionDriver } from './session';
import type { MachineDriver } from './types';

const drivers: MachineDriver[] = [
  sessionDriver,
  cartDriver,
  promoDriver,
  checkoutDriver,
  addressBookDriver,
  deliveryDriver,
  productsDriver,
  priceDriver,
  paymentDriver,
  cartSyncDriver,
  progressDriver,
  orderStartDriver,
  orderStatusDriver,
  courseStartDriver,
  surveyDriver,
  certificateDriver,
  employeeFormDriver,
];

export function driverFor(machineId: string): MachineDriver | undefined {
  return drivers.find((d) => d.machineId === machineId);
}

/** The ids of the machines that have a driver. */
export const drivenMachines = () => drivers.map((d) => d.machineId);
