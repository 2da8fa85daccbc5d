/**
 * The tabs of 'Kursus Saya' (commerce spec §2 "My Courses"), apart from the page so the route's search schema
 * can read them without loading the page (the page stays in its own lazy chunk).
 */
export const MY_COURSES_TABS = ['course', 'subscription', 'voucher', 'certificate'] as const;
export type MyCoursesTab = (typeof MY_COURSES_TABS)[number];
