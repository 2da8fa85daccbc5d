/**
 * The Home course sections (portal §2 Home, §9 "Home sections: 10 items each", category ids): each loads 10
 * courses and is shown only when it has items; 'Lihat Semua' goes to the learning site's category page.
 */
import { CATEGORY, getCourses, getPopularCourses, type Course } from '../../api/catalogue';
import { toCardCourse, type CardCourse } from '../../ui/course-card';

/** Items per Home section (portal §9). */
export const HOME_SECTION_LIMIT = 10;

export interface HomeSectionDef {
  id: string;
  title: string;
  /** Category slug on the learning site for 'Lihat Semua' (undefined: all categories). */
  categorySlug?: string;
  /** The section's courses, cut down to their cards' fields (the server's page carries them for hydration). */
  load: () => Promise<CardCourse[]>;
}

const cards = (r: { data: Course[] }) => r.data.map(toCardCourse);

const byCategory = (id: number) => () =>
  getCourses({ limit: HOME_SECTION_LIMIT, page: 1, sort: 'desc', order: 'latest', status: 'active', flag_category: true, category_id: [id] }).then(cards);

export const HOME_SECTIONS: HomeSectionDef[] = [
  { id: 'popular', title: 'Top 10 Kursus Terpopuler', load: () => getPopularCourses(HOME_SECTION_LIMIT).then(cards) },
  {
    id: 'latest',
    title: 'Kursus Terbaru',
    load: () => getCourses({ limit: HOME_SECTION_LIMIT, page: 1, sort: 'desc', order: 'latest', status: 'active' }).then(cards),
  },
  { id: 'bread', title: 'Bread-Roti', categorySlug: 'bread', load: byCategory(CATEGORY.bread) },
  { id: 'pastry', title: 'Pastry-Kue', categorySlug: 'pastry', load: byCategory(CATEGORY.pastry) },
  { id: 'dessert', title: 'Dessert', categorySlug: 'dessert', load: byCategory(CATEGORY.dessert) },
  { id: 'modern', title: 'Masakan Modern', categorySlug: 'masakan-modern', load: byCategory(CATEGORY.modern) },
  { id: 'traditional', title: 'Masakan Tradisional', categorySlug: 'masakan-tradisional', load: byCategory(CATEGORY.traditional) },
];

export type SectionState = { status: 'loading' } | { status: 'ready'; courses: CardCourse[] };
