import { base, en, Faker } from '@faker-js/faker';
import type { AdStatus, CarStatus, OfferStatus, SubscriptionStatus } from '@showroom/contract';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../client';
import {
  ads,
  brands,
  cars,
  categories,
  colors,
  countries,
  offers,
  packages,
  subscriptions,
  users,
} from '../schema';
import { slotHoldingStatuses } from '../../modules/ads';
import type { FileStorage } from '../../modules/uploads';
import { demoImageKey, writeDemoImages, type DemoImage } from './demo-images';
import {
  citiesByCountry,
  modelsByBrand,
  offerMessages,
  rejectionReasons,
  shapeOfCategory,
  titleExtras,
  type BodyShape,
  type ModelSpec,
} from './marketplace-catalog';
import { activeAccounts } from '../queries';

const DAY = 24 * 60 * 60 * 1000;
const DEMO_SEED = 20261122;

/** What generated cars point at; `loadCarRefs` reads it from a seeded catalogue. */
export type CarRefs = {
  brands: { id: number; nameEn: string }[];
  categories: { id: number; nameEn: string }[];
  colors: { id: number; nameEn: string; hex: string }[];
  countries: { id: number; code: string }[];
  sellers: { id: number; kind: string }[];
};

export async function loadCarRefs(db: Executor): Promise<CarRefs> {
  // One after another: inside a transaction they share one connection anyway.
  const brandRows = await db
    .select({ id: brands.id, nameEn: brands.nameEn })
    .from(brands)
    .where(isNull(brands.deletedAt))
    .orderBy(asc(brands.id));
  const categoryRows = await db
    .select({ id: categories.id, nameEn: categories.nameEn })
    .from(categories)
    .where(isNull(categories.deletedAt))
    .orderBy(asc(categories.id));
  const colorRows = await db
    .select({ id: colors.id, nameEn: colors.nameEn, hex: colors.hex })
    .from(colors)
    .where(isNull(colors.deletedAt))
    .orderBy(asc(colors.id));
  const countryRows = await db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(isNull(countries.deletedAt))
    .orderBy(asc(countries.id));
  const sellerRows = await db
    .select({ id: users.id, kind: users.kind })
    .from(users)
    .where(activeAccounts('customer', 'dealer'))
    .orderBy(asc(users.id));
  return {
    brands: brandRows,
    categories: categoryRows,
    colors: colorRows,
    countries: countryRows,
    sellers: sellerRows,
  };
}

export type SeedCarsOptions = {
  count: number;
  /** Defaults to the catalogue and members already in the database. */
  refs?: CarRefs;
  /** Seeded for repeatable data; a fresh one seeded with a constant by default. */
  faker?: Faker;
  /** Listings are created over the `days` before `now` (default 60), more of them lately. */
  now?: Date;
  days?: number;
  /** Rows per INSERT (default 1000; PostgreSQL allows 65535 parameters per statement). */
  batchSize?: number;
  /** Point each car at the demo photo of its shape and colour in this storage (demo-images.ts). */
  photos?: Pick<FileStorage, 'urlFor'> | undefined;
  onBatch?: (inserted: number) => void;
};

type CarValues = typeof cars.$inferInsert;

const carStatusWeights: { weight: number; value: CarStatus }[] = [
  { weight: 62, value: 'published' },
  { weight: 14, value: 'pending' },
  { weight: 10, value: 'sold' },
  { weight: 7, value: 'archived' },
  { weight: 7, value: 'rejected' },
];
const commonColors = new Set(['White', 'Black', 'Silver', 'Grey']);
const popularBrands = new Set(['Toyota', 'Nissan', 'Lexus', 'Mercedes-Benz', 'Hyundai', 'Kia']);
const countryWeights: Record<string, number> = { AE: 60, SA: 20, QA: 6, KW: 6, BH: 4, OM: 4 };

/** Prepares the weighted choices once; `next()` makes one realistic car. */
function carFactory(
  refs: CarRefs,
  faker: Faker,
  now: Date,
  days: number,
  photos: Pick<FileStorage, 'urlFor'> | undefined,
) {
  const categoryByName = new Map(refs.categories.map((c) => [c.nameEn, c.id]));
  const models = refs.brands.flatMap((brand) =>
    (modelsByBrand[brand.nameEn] ?? []).map((spec) => ({
      weight: popularBrands.has(brand.nameEn) ? 3 : 1,
      value: { brand, spec },
    })),
  );
  // A catalogue without the demo brands still gets cars: a generic model for each brand.
  const choices =
    models.length > 0
      ? models
      : refs.brands.map((brand) => ({
          weight: 1,
          value: { brand, spec: ['Standard', 'Sedan', 2000, 4, 100_000] as ModelSpec },
        }));
  const colorChoices = refs.colors.map((color) => ({
    weight: commonColors.has(color.nameEn) ? 6 : 1,
    value: color,
  }));
  const places = refs.countries
    .filter((c) => citiesByCountry[c.code])
    .map((c) => ({ weight: countryWeights[c.code] ?? 1, value: c }));
  const sellerChoices = refs.sellers.map((s) => ({
    weight: s.kind === 'dealer' ? 5 : 1,
    value: s.id,
  }));
  const thisYear = now.getUTCFullYear();
  const int = (min: number, max: number) => faker.number.int({ min, max });

  return function next(): CarValues {
    const { brand, spec } = faker.helpers.weightedArrayElement(choices);
    const [model, categoryName, cc, cylinders, newPrice] = spec;
    const color = colorChoices.length > 0 ? faker.helpers.weightedArrayElement(colorChoices) : null;
    const age = Math.floor(14 * faker.number.float() ** 1.7);
    const year = age === 0 && faker.number.float() < 0.2 ? thisYear + 1 : thisYear - age;
    const isNew = age === 0 && faker.number.float() < 0.5;
    const mileageKm = isNew ? int(0, 60) : Math.max(age, 1) * int(7_000, 24_000) + int(0, 5_000);
    const wear = Math.min(mileageKm / 400_000, 0.3);
    const priceAed =
      Math.round(
        (newPrice * 0.86 ** age * (1 - wear) * faker.number.float({ min: 0.92, max: 1.08 })) / 500,
      ) * 500;
    const electric = cc === 0;
    const fuel = electric
      ? 'electric'
      : categoryName === 'Pickup' && faker.number.float() < 0.3
        ? 'diesel'
        : faker.number.float() < 0.07
          ? 'hybrid'
          : 'petrol';
    const place = places.length > 0 ? faker.helpers.weightedArrayElement(places) : null;
    const extra =
      faker.number.float() < 0.5
        ? faker.helpers.arrayElement(age <= 3 ? titleExtras : titleExtras.slice(0, -1))
        : null;
    const status = faker.helpers.weightedArrayElement(carStatusWeights);
    const createdAt = new Date(
      now.getTime() - Math.floor(days * DAY * faker.number.float() ** 1.3),
    );
    const listedDays = (now.getTime() - createdAt.getTime()) / DAY;
    const shape: BodyShape = shapeOfCategory[categoryName] ?? 'sedan';
    const transmission =
      faker.number.float() <
      (categoryName === 'Sports car' || categoryName === 'Pickup' ? 0.2 : 0.05)
        ? 'manual'
        : 'automatic';
    return {
      title: `${brand.nameEn} ${model} ${year}${extra ? `, ${extra}` : ''}`,
      description:
        `${isNew ? 'Brand new' : 'Well kept'} ${year} ${brand.nameEn} ${model} in ` +
        `${color?.nameEn.toLowerCase() ?? 'factory paint'}, ` +
        `${mileageKm.toLocaleString('en-US')} km, ${transmission} gearbox.` +
        (extra ? ` ${extra}.` : ''),
      brandId: brand.id,
      model,
      categoryId:
        categoryByName.get(categoryName) ?? faker.helpers.arrayElement(refs.categories).id,
      colorId: color?.id ?? null,
      year,
      price: priceAed * 100,
      currency: 'AED',
      mileageKm,
      condition: isNew ? 'new' : 'used',
      transmission,
      fuel,
      engineCapacityCc: electric ? null : cc,
      cylinders: electric ? null : cylinders,
      countryId: place?.id ?? null,
      city: place ? faker.helpers.arrayElement(citiesByCountry[place.code] ?? ['']) : null,
      images:
        photos && color ? [photos.urlFor(demoImageKey({ shape, colorName: color.nameEn }))] : [],
      userId: faker.helpers.weightedArrayElement(sellerChoices),
      status,
      rejectionReason: status === 'rejected' ? faker.helpers.arrayElement(rejectionReasons) : null,
      isFeatured: status === 'published' && faker.number.float() < 0.08,
      viewsCount:
        status === 'pending' || status === 'rejected'
          ? 0
          : Math.round(listedDays * int(3, 60) + int(0, 40)),
      createdAt,
      updatedAt: new Date(
        createdAt.getTime() +
          Math.floor((now.getTime() - createdAt.getTime()) * faker.number.float() * 0.5),
      ),
    };
  };
}

/**
 * Inserts `count` realistic cars in batches; memory stays flat, so it also fills a
 * benchmark database (`seedCars(db, { count: 1_000_000 })`). Returns how many it inserted.
 */
export async function seedCars(db: Executor, options: SeedCarsOptions): Promise<number> {
  const refs = options.refs ?? (await loadCarRefs(db));
  if (refs.brands.length === 0 || refs.categories.length === 0 || refs.sellers.length === 0) {
    throw new Error('seedCars needs brands, categories and active customers or dealers first');
  }
  const faker = options.faker ?? seededFaker(DEMO_SEED);
  const next = carFactory(
    refs,
    faker,
    options.now ?? new Date(),
    options.days ?? 60,
    options.photos,
  );
  const batchSize = options.batchSize ?? 1000;
  let inserted = 0;
  while (inserted < options.count) {
    const size = Math.min(batchSize, options.count - inserted);
    await db.insert(cars).values(Array.from({ length: size }, next));
    inserted += size;
    options.onBatch?.(inserted);
  }
  return inserted;
}

function seededFaker(seed: number) {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  return faker;
}

/** Demo packages: what a seller can buy. */
const demoPacks = [
  ['Starter', 'البداية', 'One ad for a month, free', 'إعلان واحد لمدة شهر مجانًا', 0, 30, 1, 0],
  [
    'Silver',
    'الفضية',
    'Five ads for a month, one featured',
    'خمسة إعلانات لمدة شهر',
    14_900,
    30,
    5,
    1,
  ],
  [
    'Gold',
    'الذهبية',
    'Fifteen ads for three months',
    'خمسة عشر إعلانًا لثلاثة أشهر',
    39_900,
    90,
    15,
    5,
  ],
  [
    'Dealer Pro',
    'التاجر المحترف',
    'A hundred ads for a year',
    'مئة إعلان لمدة سنة',
    149_900,
    365,
    100,
    25,
  ],
  ['Bronze (retired)', 'البرونزية', 'No longer on sale', 'لم تعد متاحة', 9_900, 14, 2, 0],
] as const;

/**
 * The marketplace's demo data: cars (with photos when `storage` is given), offers, packages,
 * subscriptions and ads in every status, created over the last 60 days so the statistics
 * have daily series. Deterministic for a given `now`.
 */
export async function seedMarketplace(
  db: Executor,
  options: { now?: Date | undefined; storage?: FileStorage | undefined } = {},
) {
  const now = options.now ?? new Date();
  const faker = seededFaker(DEMO_SEED);
  const int = (min: number, max: number) => faker.number.int({ min, max });
  const between = (from: Date, to: Date) =>
    new Date(from.getTime() + Math.floor((to.getTime() - from.getTime()) * faker.number.float()));

  const refs = await loadCarRefs(db);
  if (refs.sellers.length < 2 || refs.brands.length === 0) return;
  if (options.storage) {
    const images: DemoImage[] = refs.colors.flatMap((color) =>
      (['sedan', 'suv', 'pickup'] as const).map((shape) => ({
        shape,
        colorName: color.nameEn,
        hex: color.hex,
      })),
    );
    await writeDemoImages(options.storage, images);
  }
  await seedCars(db, { count: 300, refs, faker, now, photos: options.storage });

  const carRows = await db
    .select({
      id: cars.id,
      userId: cars.userId,
      status: cars.status,
      price: cars.price,
      createdAt: cars.createdAt,
    })
    .from(cars)
    .orderBy(asc(cars.id));
  const sellerIds = refs.sellers.map((s) => s.id);

  // Offers: sold cars went to one accepted offer; published ones have open or closed offers.
  const offerRows: (typeof offers.$inferInsert)[] = [];
  for (const car of carRows) {
    if (car.status !== 'published' && car.status !== 'sold') continue;
    const n =
      car.status === 'sold'
        ? int(1, 3)
        : faker.helpers.weightedArrayElement([
            { weight: 3, value: 0 },
            { weight: 3, value: 1 },
            { weight: 2, value: 2 },
            { weight: 1, value: 3 },
          ]);
    let at = car.createdAt;
    for (let i = 0; i < n; i++) {
      at = between(at, now);
      const status: OfferStatus =
        car.status === 'sold'
          ? i === n - 1
            ? 'accepted'
            : 'rejected'
          : faker.helpers.weightedArrayElement([
              { weight: 6, value: 'pending' as const },
              { weight: 3, value: 'rejected' as const },
              { weight: 1, value: 'cancelled' as const },
            ]);
      const buyers = sellerIds.filter((id) => id !== car.userId);
      offerRows.push({
        carId: car.id,
        buyerId: faker.helpers.arrayElement(buyers),
        amount:
          Math.round((car.price * faker.number.float({ min: 0.82, max: 0.99 })) / 10_000) *
            10_000 || 10_000,
        message: faker.helpers.arrayElement(offerMessages),
        status,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  if (offerRows.length > 0) await db.insert(offers).values(offerRows);

  const packCreated = new Date(now.getTime() - 90 * DAY);
  const packRows = await db
    .insert(packages)
    .values(
      demoPacks.map(
        (
          [
            nameEn,
            nameAr,
            descriptionEn,
            descriptionAr,
            price,
            durationDays,
            adsLimit,
            featuredAdsLimit,
          ],
          i,
        ) => ({
          nameEn,
          nameAr,
          descriptionEn,
          descriptionAr,
          price,
          durationDays,
          adsLimit,
          featuredAdsLimit,
          isActive: i < 4,
          sortOrder: i,
          createdAt: packCreated,
          updatedAt: packCreated,
        }),
      ),
    )
    .returning();
  const onSale = packRows.filter((p) => p.isActive);

  // Subscriptions: every dealer and some customers; the 30-day ones bought early have expired.
  const subscribers = refs.sellers.filter((s, i) => s.kind === 'dealer' || i % 4 === 1);
  const subscriptionValues = subscribers.map((seller) => {
    const pack =
      seller.kind === 'dealer'
        ? faker.helpers.arrayElement(onSale.slice(1))
        : faker.helpers.arrayElement(onSale.slice(0, 3));
    const startsAt = new Date(now.getTime() - Math.floor(59 * DAY * faker.number.float()));
    const endsAt = new Date(startsAt.getTime() + pack.durationDays * DAY);
    const status: SubscriptionStatus =
      endsAt <= now ? 'expired' : faker.number.float() < 0.12 ? 'cancelled' : 'active';
    return {
      userId: seller.id,
      packId: pack.id,
      status,
      startsAt,
      endsAt,
      pricePaid: pack.price,
      currency: pack.currency,
      createdAt: startsAt,
      updatedAt: status === 'active' ? startsAt : between(startsAt, endsAt <= now ? endsAt : now),
    };
  });
  const subscriptionRows =
    subscriptionValues.length > 0
      ? await db.insert(subscriptions).values(subscriptionValues).returning()
      : [];

  // Ads: under subscriptions within their limits, and some bought one by one.
  const packById = new Map(packRows.map((p) => [p.id, p]));
  const publishedBySeller = new Map<number, typeof carRows>();
  for (const car of carRows) {
    if (car.status !== 'published') continue;
    publishedBySeller.set(car.userId, [...(publishedBySeller.get(car.userId) ?? []), car]);
  }
  const adRows: (typeof ads.$inferInsert)[] = [];
  const adsUsed = new Map<number, number>();
  const liveStatus = () =>
    faker.helpers.weightedArrayElement<AdStatus>([
      { weight: 11, value: 'active' },
      { weight: 3, value: 'pending' },
      { weight: 3, value: 'paused' },
      { weight: 3, value: 'rejected' },
    ]);
  for (const sub of subscriptionRows) {
    const pack = packById.get(sub.packId);
    if (!pack) continue;
    const sellerCars = (publishedBySeller.get(sub.userId) ?? []).filter(
      (car) => car.createdAt < sub.endsAt,
    );
    const take = Math.min(pack.adsLimit, sellerCars.length, 3);
    let featured = 0;
    for (const car of sellerCars.slice(0, take)) {
      const startsAt = car.createdAt > sub.startsAt ? car.createdAt : sub.startsAt;
      const placement =
        featured < pack.featuredAdsLimit && faker.number.float() < 0.5
          ? 'featured'
          : faker.helpers.arrayElement(['home', 'search_top'] as const);
      if (placement === 'featured') featured++;
      const status: AdStatus =
        sub.status === 'expired' ? 'expired' : sub.status === 'cancelled' ? 'paused' : liveStatus();
      adRows.push({
        carId: car.id,
        userId: sub.userId,
        subscriptionId: sub.id,
        placement,
        startsAt,
        endsAt: sub.endsAt,
        status,
        createdAt: startsAt,
        updatedAt: startsAt,
      });
      // Rejected and expired ads gave their slot back.
      if ((slotHoldingStatuses as readonly AdStatus[]).includes(status)) {
        adsUsed.set(sub.id, (adsUsed.get(sub.id) ?? 0) + 1);
      }
    }
  }
  const singles = carRows.filter((car) => car.status === 'published').slice(0, 160);
  for (const car of faker.helpers.arrayElements(singles, Math.min(30, singles.length))) {
    const startsAt = between(car.createdAt, now);
    const endsAt = new Date(startsAt.getTime() + faker.helpers.arrayElement([7, 14, 30]) * DAY);
    adRows.push({
      carId: car.id,
      userId: car.userId,
      subscriptionId: null,
      placement: faker.helpers.arrayElement(['home', 'featured', 'search_top'] as const),
      startsAt,
      endsAt,
      status: endsAt <= now ? 'expired' : liveStatus(),
      createdAt: startsAt,
      updatedAt: startsAt,
    });
  }
  if (adRows.length > 0) await db.insert(ads).values(adRows);
  for (const [id, used] of adsUsed) {
    await db.update(subscriptions).set({ adsUsed: used }).where(eq(subscriptions.id, id));
  }
}
