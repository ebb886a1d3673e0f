// The CRUD resources' schemas and types, which the package's index exports from here.
export * from './ads';
export * from './banners';
export * from './brands';
export * from './cars';
export * from './categories';
export * from './colors';
export * from './contact-us';
export * from './countries';
export * from './faqs';
export * from './meta-lists';
export * from './notifications';
export * from './offers';
export * from './packages';
export * from './roles';
export * from './subscriptions';
export * from './users';

import type { z } from 'zod';
import { adCreateSchema, adListQuerySchema, adSchema, adUpdateSchema } from './ads';
import {
  bannerCreateSchema,
  bannerListQuerySchema,
  bannerSchema,
  bannerUpdateSchema,
} from './banners';
import { brandCreateSchema, brandListQuerySchema, brandSchema, brandUpdateSchema } from './brands';
import { carCreateSchema, carListQuerySchema, carSchema, carUpdateSchema } from './cars';
import {
  categoryCreateSchema,
  categoryListQuerySchema,
  categorySchema,
  categoryUpdateSchema,
} from './categories';
import { colorCreateSchema, colorListQuerySchema, colorSchema, colorUpdateSchema } from './colors';
import type { ListQuery, recordSchema } from './common';
import {
  contactSubjectCreateSchema,
  contactSubjectListQuerySchema,
  contactSubjectSchema,
  contactSubjectUpdateSchema,
  customerQueryCreateSchema,
  customerQueryListQuerySchema,
  customerQuerySchema,
  customerQueryUpdateSchema,
} from './contact-us';
import {
  countryCreateSchema,
  countryListQuerySchema,
  countrySchema,
  countryUpdateSchema,
} from './countries';
import { faqCreateSchema, faqListQuerySchema, faqSchema, faqUpdateSchema } from './faqs';
import {
  cylinderCountCreateSchema,
  cylinderCountListQuerySchema,
  cylinderCountSchema,
  cylinderCountUpdateSchema,
  engineCapacityCreateSchema,
  engineCapacityListQuerySchema,
  engineCapacitySchema,
  engineCapacityUpdateSchema,
} from './meta-lists';
import {
  notificationCreateSchema,
  notificationListQuerySchema,
  notificationSchema,
  notificationUpdateSchema,
} from './notifications';
import { offerCreateSchema, offerListQuerySchema, offerSchema, offerUpdateSchema } from './offers';
import {
  packageCreateSchema,
  packageListQuerySchema,
  packageSchema,
  packageUpdateSchema,
} from './packages';
import { factOfEach, type CrudResourceName } from './resources';
import { roleCreateSchema, roleListQuerySchema, roleSchema, roleUpdateSchema } from './roles';
import {
  subscriptionCreateSchema,
  subscriptionListQuerySchema,
  subscriptionSchema,
  subscriptionUpdateSchema,
} from './subscriptions';
import { userCreateSchema, userListQuerySchema, userSchema, userUpdateSchema } from './users';

/**
 * What the API and the web app both read of a CRUD resource: the record it answers, the
 * bodies that create and change one (a change names the version it was made on), and the
 * list's query (its sorts and filters).
 */
export type CrudSchemas = {
  row: z.ZodType<z.output<typeof recordSchema>>;
  create: z.ZodType;
  update: z.ZodType<{ version: number }>;
  listQuery: z.ZodType<ListQuery>;
};

/** Arguments in the order of `CrudSchemas`, whose names each schema's own name repeats. */
const crud = <Row, Create, Update, Query>(
  row: Row,
  create: Create,
  update: Update,
  listQuery: Query,
) => ({ row, create, update, listQuery });

/**
 * Each CRUD resource's schemas, by the name `resourcePaths` gives it, declared once: the API's
 * and the web app's resource declarations name the resource and find its schemas here.
 */
export const resourceSchemas = {
  ads: crud(adSchema, adCreateSchema, adUpdateSchema, adListQuerySchema),
  banners: crud(bannerSchema, bannerCreateSchema, bannerUpdateSchema, bannerListQuerySchema),
  brands: crud(brandSchema, brandCreateSchema, brandUpdateSchema, brandListQuerySchema),
  cars: crud(carSchema, carCreateSchema, carUpdateSchema, carListQuerySchema),
  categories: crud(
    categorySchema,
    categoryCreateSchema,
    categoryUpdateSchema,
    categoryListQuerySchema,
  ),
  colors: crud(colorSchema, colorCreateSchema, colorUpdateSchema, colorListQuerySchema),
  countries: crud(countrySchema, countryCreateSchema, countryUpdateSchema, countryListQuerySchema),
  faqs: crud(faqSchema, faqCreateSchema, faqUpdateSchema, faqListQuerySchema),
  notifications: crud(
    notificationSchema,
    notificationCreateSchema,
    notificationUpdateSchema,
    notificationListQuerySchema,
  ),
  offers: crud(offerSchema, offerCreateSchema, offerUpdateSchema, offerListQuerySchema),
  packages: crud(packageSchema, packageCreateSchema, packageUpdateSchema, packageListQuerySchema),
  queries: crud(
    customerQuerySchema,
    customerQueryCreateSchema,
    customerQueryUpdateSchema,
    customerQueryListQuerySchema,
  ),
  roles: crud(roleSchema, roleCreateSchema, roleUpdateSchema, roleListQuerySchema),
  subjects: crud(
    contactSubjectSchema,
    contactSubjectCreateSchema,
    contactSubjectUpdateSchema,
    contactSubjectListQuerySchema,
  ),
  subscriptions: crud(
    subscriptionSchema,
    subscriptionCreateSchema,
    subscriptionUpdateSchema,
    subscriptionListQuerySchema,
  ),
  users: crud(userSchema, userCreateSchema, userUpdateSchema, userListQuerySchema),
  engineCapacities: crud(
    engineCapacitySchema,
    engineCapacityCreateSchema,
    engineCapacityUpdateSchema,
    engineCapacityListQuerySchema,
  ),
  cylinderCounts: crud(
    cylinderCountSchema,
    cylinderCountCreateSchema,
    cylinderCountUpdateSchema,
    cylinderCountListQuerySchema,
  ),
} satisfies Record<CrudResourceName, CrudSchemas>;

/** One resource's schemas, with their own types. */
export type SchemasOf<Name extends CrudResourceName> = (typeof resourceSchemas)[Name];

/**
 * The record each CRUD resource holds, by its label: the API's messages about one ("Brand not
 * found", `records.brand.*` in the catalogue) and its route descriptions name it so.
 */
export const recordLabels = factOfEach('label');
