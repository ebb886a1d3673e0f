import { gte, inArray, lte } from 'drizzle-orm';
import { defineCrudResource } from '../../crud/resource';
import { joinedWords } from '../../crud/search';
import { beforeFromNow } from '../../db/queries';
import { cars } from '../../db/schema';
import { brandIdsMatching } from '../brands';
import { activeMembers } from '../marketplace';
import { carChangeRules, pendingCarNotice, prepareCar } from './cars.service';

export const carsResource = defineCrudResource('cars', {
  table: cars,
  searchColumns: [cars.title, cars.model],
  found: { title: cars.title, detail: joinedWords(cars.model, cars.year) },
  // "toyota" finds every Toyota. The few matching brand ids are looked up first: with plain
  // values PostgreSQL combines the brand index with the title and model trigram indexes.
  searchAlso: async (pattern, db) => {
    const brandIds = await brandIdsMatching(db, pattern);
    return brandIds.length > 0 ? inArray(cars.brandId, brandIds) : undefined;
  },
  // The ranges and the relative moment; the other filters match their column exactly.
  customFilters: {
    yearFrom: (year) => gte(cars.year, year),
    yearTo: (year) => lte(cars.year, year),
    priceFrom: (price) => gte(cars.price, price),
    priceTo: (price) => lte(cars.price, price),
    createdBefore: (hours) => beforeFromNow(cars.createdAt, hours),
  },
  constraintMessages: {
    brandId: 'refs.brand',
    categoryId: 'refs.category',
    colorId: 'refs.color',
    countryId: 'refs.country',
    userId: 'users.missing',
  },
  liveReferences: {
    brandId: 'refs.brand',
    categoryId: 'refs.category',
    colorId: 'refs.color',
    countryId: 'refs.country',
    userId: { message: 'cars.sellerMember', where: activeMembers },
  },
  prepare: prepareCar,
  beforeChange: carChangeRules,
  notice: pendingCarNotice,
});
