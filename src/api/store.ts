/**
 * The store's reference calls (portal §7 "Content": GET store/brand, store/category, store/zone/detail), apart from
 * src/api/catalogue.ts so that they stay out of the initial load (catalogue.ts is in it).
 */
import * as v from 'valibot';
import { cappedText } from './limits';
import { call } from './client';
import { IntParam } from './envelope';
import { Zone } from './catalogue';

/** GET store/zone/detail?id= or ?slug= (portal §7): one zone with its warehouses; 404 'Data tidak ditemukan'. */
export const ZoneDetailQuery = v.pipe(
  v.object({ id: v.optional(v.pipe(IntParam, v.minValue(1))), slug: v.optional(cappedText('slug')) }),
  v.check((q) => q.id !== undefined || (q.slug ?? '') !== '', 'id atau slug harus diisi'),
);
export const getZoneDetail = (by: { id: number } | { slug: string }) => call('get', 'store/zone/detail', Zone, { searchParams: by });

/** A store brand (portal §7 `store/brand`): its name, slug and how many active products carry it. */
export const StoreBrand = v.object({ name: v.string(), slug: v.string(), total_product: v.number() });
/** A store category (portal §7 `store/category`): name, slug, active product count. */
export const StoreCategory = v.object({ name: v.string(), slug: v.string(), total_product: v.number() });
export type StoreBrand = v.InferOutput<typeof StoreBrand>;
export type StoreCategory = v.InferOutput<typeof StoreCategory>;
/** GET store/brand: every brand of the active products, by name. */
export const getStoreBrands = () => call('get', 'store/brand', v.array(StoreBrand));
/** GET store/category: every category of the active products, by name. */
export const getStoreCategories = () => call('get', 'store/category', v.array(StoreCategory));
