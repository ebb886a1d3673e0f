import type { Car } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { categories } from './categories';
import { colors } from './colors';
import { priced, recordColumns, requiredReference, softDelete, textOneOf } from './columns';
import { filtersBeforeNewest, indexEach } from './indexes';
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
    ...priced,
    mileageKm: integer().notNull().default(0),
    condition: textOneOf<Car['condition']>().default('used'),
    transmission: textOneOf<Car['transmission']>(),
    fuel: textOneOf<Car['fuel']>(),
    engineCapacityCc: integer(),
    cylinders: integer(),
    countryId: integer().references(() => countries.id),
    city: text(),
    /** Upload URLs in display order. */
    images: jsonb().$type<string[]>().notNull().default([]),
    userId: requiredReference(() => users.id),
    status: textOneOf<Car['status']>().default('pending'),
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
    ...filtersBeforeNewest(t, t.status, t.userId, t.brandId, t.categoryId),
    // The other sorts and range filters.
    ...indexEach(t.year, t.price, t.mileageKm, t.viewsCount),
    // Foreign keys not covered above.
    ...indexEach(t.colorId, t.countryId),
    check('cars_price_not_negative', sql`${t.price} >= 0`),
    check('cars_year_range', sql`${t.year} >= 1950`),
  ],
);
