/**
 * The tabs of 'Kursus Saya' and which list each one loads (commerce spec §2 "My Courses", §4 "Tab index by initial
 * type", §6 "Assessors ... use the assessor course list", §9 page sizes). Pure: the route reads the tab from the
 * URL with {@link tabOf}, the list machine asks for the list {@link listSourceOf} names.
 */

/** Tabs in display order; the index is the spec's tab index (course 0, subscription 1, voucher 2, certificate 3). */
export const MY_COURSES_TABS = ['course', 'subscription', 'voucher', 'certificate'] as const;
export type MyCoursesTab = (typeof MY_COURSES_TABS)[number];

/**
 * The tab index of the query's `type` (commerce §4): course 0, subscription 1, voucher 2, otherwise certificate 3.
 * No type (or an empty one) is the default, course (§2 "course (default)"); any other unknown value is "otherwise",
 * the certificate tab (decision 031).
 */
export function tabIndexOf(type: string | undefined): 0 | 1 | 2 | 3 {
  if (!type || type === 'course') return 0;
  if (type === 'subscription') return 1;
  if (type === 'voucher') return 2;
  return 3;
}

/** The tab the query's `type` opens. */
export const tabOf = (type: string | undefined): MyCoursesTab => MY_COURSES_TABS[tabIndexOf(type)];

/** Which gateway list a tab shows: assessors' course tab is their assessor course list (commerce §4, §6). */
export type MyCoursesSource = 'learner' | 'assessor' | 'subscription' | 'voucher' | 'certificate';

export function listSourceOf(tab: MyCoursesTab, assessor: boolean): MyCoursesSource {
  if (tab === 'course') return assessor ? 'assessor' : 'learner';
  return tab;
}

/** Page size of each list (commerce §9): course, subscription and certificate lists 5, vouchers 10. */
export const PAGE_SIZE: Readonly<Record<MyCoursesSource, number>> = { learner: 5, assessor: 5, subscription: 5, voucher: 10, certificate: 5 };
