import { z } from 'zod';
import { carStatuses, offerStatuses } from './values';
import { bilingualNameRow } from './text';

const countBy = <K extends string>(keys: readonly [K, ...K[]]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>);

const named = z.object({ id: z.number().int(), ...bilingualNameRow, cars: z.number().int() });

/** The dashboard's numbers: totals, 30 daily points, and the catalogue's busiest corners. */
export const statisticsSchema = z.object({
  generatedAt: z.iso.datetime({ offset: true }),
  totals: z.object({
    users: z.number().int(),
    customers: z.number().int(),
    dealers: z.number().int(),
    cars: z.number().int(),
    carsByStatus: countBy(carStatuses),
    offers: z.number().int(),
    offersByStatus: countBy(offerStatuses),
    activeSubscriptions: z.number().int(),
    activeAds: z.number().int(),
    openQueries: z.number().int(),
    /** Subscriptions started in the last 30 days, in minor units, per currency. */
    subscriptionRevenue30d: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  }),
  /** One point per UTC day, oldest first, the last one being today. */
  daily: z.array(
    z.object({
      date: z.iso.date(),
      newUsers: z.number().int(),
      newCars: z.number().int(),
      newOffers: z.number().int(),
    }),
  ),
  carsByCategory: z.array(named),
  topBrands: z.array(named),
});
export type Statistics = z.infer<typeof statisticsSchema>;

export const STATISTICS_DAYS = 30;
export const TOP_BRANDS = 10;
