/**
 * How a child machine tells its parent that it has work under way the parent must wait for (a save, a load, a
 * typed quantity, a calculation): `work.started` when it begins, `work.ended` when it is over, both from the state
 * that does the work (entry / exit). The parent keeps the set of children with work under way and waits with what
 * depends on them (the checkout's payment) until the set is empty: one protocol instead of one copied boolean per
 * child (decision 059).
 */

/** The children of the checkout that report work (and the price, shared with the cart). */
export type WorkerId = 'addressBook' | 'delivery' | 'products' | 'price';

export type WorkReport = { type: 'work.started'; by: WorkerId } | { type: 'work.ended'; by: WorkerId };

/** The set after a report (no duplicates; order of first start). */
export function workingAfter(working: readonly WorkerId[], report: WorkReport): WorkerId[] {
  const others = working.filter((w) => w !== report.by);
  return report.type === 'work.started' ? [...others, report.by] : others;
}
