import type { CarStatus } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { categories } from './categories';
import { colors } from './colors';
import { recordColumns, requiredReference, softDelete } from './columns';
import { countries } from './countries';
import { users } from './users';

/**
 * Cars for sale. Title and model also have trigram indexes for the list's search; those
 * live in the custom migration `cars_search` (drizzle-kit cannot declare them).
 */
export const cars = pgTable(
  'cars',
  {
    ...recordColumns,
    title: text().notNull(),
    description: text(),
    brandId: requiredReference(() => brands.id),
    model: text().notNull(),
    categoryId: requiredReference(() => categories.id),
    colorId: integer().references(() => colors.id),
    year: integer().notNull(),
    /** Minor units of `currency`. */
    price: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('AED'),
    mileageKm: integer().notNull().default(0),
    condition: text().$type<'new' | 'used'>().notNull().default('used'),
    transmission: text().$type<'automatic' | 'manual'>().notNull(),
    fuel: text().$type<'petrol' | 'diesel' | 'hybrid' | 'electric'>().notNull(),
    engineCapacityCc: integer(),
    cylinders: integer(),
    countryId: integer().references(() => countries.id),
    city: text(),
    /** Upload URLs in display order. */
    images: jsonb().$type<string[]>().notNull().default([]),
    userId: requiredReference(() => users.id),
    status: text().$type<CarStatus>().notNull().default('pending'),
    rejectionReason: text(),
    isFeatured: boolean().notNull().default(false),
    viewsCount: integer().notNull().default(0),
    ...softDelete,
  },
  (t) => [
    // The list's default order, and each filter combined with it.
    // Live cars, newest first with the id tie-break: deep pages walk this index alone.
    index('cars_live_created_at_id_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('cars_status_created_at_idx').on(t.status, t.createdAt),
    index('cars_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('cars_brand_id_created_at_idx').on(t.brandId, t.createdAt),
    index('cars_category_id_created_at_idx').on(t.categoryId, t.createdAt),
    // The other sorts and range filters.
    index('cars_year_idx').on(t.year),
    index('cars_price_idx').on(t.price),
    index('cars_mileage_km_idx').on(t.mileageKm),
    index('cars_views_count_idx').on(t.viewsCount),
    // Foreign keys not covered above.
    index('cars_color_id_idx').on(t.colorId),
    index('cars_country_id_idx').on(t.countryId),
    check('cars_price_not_negative', sql`${t.price} >= 0`),
    check('cars_year_range', sql`${t.year} >= 1950`),
  ],
);
