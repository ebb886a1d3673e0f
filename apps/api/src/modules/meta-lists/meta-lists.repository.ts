import type { CarMetaData } from '@showroom/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countries, cylinderCounts, engineCapacities } from '../../db/schema';

/** What a car form picks from: active countries by name, the meta lists smallest first. */
export async function carMetaData(db: Executor): Promise<CarMetaData> {
  const [countriesList, capacities, cylinders] = await Promise.all([
    db
      .select({
        id: countries.id,
        nameEn: countries.nameEn,
        nameAr: countries.nameAr,
        code: countries.code,
      })
      .from(countries)
      .where(and(eq(countries.isActive, true), isNull(countries.deletedAt)))
      .orderBy(asc(countries.nameEn), asc(countries.id)),
    db
      .select({ id: engineCapacities.id, cc: engineCapacities.cc })
      .from(engineCapacities)
      .where(isNull(engineCapacities.deletedAt))
      .orderBy(asc(engineCapacities.cc)),
    db
      .select({ id: cylinderCounts.id, count: cylinderCounts.count })
      .from(cylinderCounts)
      .where(isNull(cylinderCounts.deletedAt))
      .orderBy(asc(cylinderCounts.count)),
  ]);
  return { countriesList, engineCapacities: capacities, cylindersNumbers: cylinders };
}
