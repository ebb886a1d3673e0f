import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, cars, categories, colors, countries, offers, users } from '../../db/schema';

export const MAX_DETAIL_OFFERS = 100;

/** A car with its seller, catalogue entries and latest offers; trashed cars included. */
export async function findCarDetails(db: Executor, id: number) {
  const [found] = await db
    .select({
      car: cars,
      seller: {
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        kind: users.kind,
      },
      brand: {
        id: brands.id,
        nameEn: brands.nameEn,
        nameAr: brands.nameAr,
        logoUrl: brands.logoUrl,
      },
      category: { id: categories.id, nameEn: categories.nameEn, nameAr: categories.nameAr },
      color: { id: colors.id, nameEn: colors.nameEn, nameAr: colors.nameAr, hex: colors.hex },
      country: {
        id: countries.id,
        nameEn: countries.nameEn,
        nameAr: countries.nameAr,
        code: countries.code,
      },
    })
    .from(cars)
    .innerJoin(users, eq(users.id, cars.userId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(categories, eq(categories.id, cars.categoryId))
    .leftJoin(colors, eq(colors.id, cars.colorId))
    .leftJoin(countries, eq(countries.id, cars.countryId))
    .where(eq(cars.id, id));
  if (!found) return null;

  const liveOffers = and(eq(offers.carId, id), isNull(offers.deletedAt));
  const [latestOffers, [total]] = await Promise.all([
    db
      .select({
        id: offers.id,
        createdAt: offers.createdAt,
        amount: offers.amount,
        message: offers.message,
        status: offers.status,
        buyer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
      })
      .from(offers)
      .innerJoin(users, eq(users.id, offers.buyerId))
      .where(liveOffers)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(MAX_DETAIL_OFFERS),
    db.select({ value: count() }).from(offers).where(liveOffers),
  ]);
  return { ...found, offers: latestOffers, offerCount: total?.value ?? 0 };
}
