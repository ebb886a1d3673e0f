/**
 * Every CRUD resource's facts, one line each (ADR 034): the lists the API and the web app need
 * (permission resources, paths, sorts, labels, sentences) are derived from these in
 * `access.ts`, `resource-paths.ts`, `values.ts`, `message-text.ts` and the catalogue. The
 * schemas (`resource-schemas.ts`) and the API's routes (`modules/index.ts`) are records over
 * the names declared here, so a resource they leave out does not compile (ADR 047).
 */
import { adsFacts } from './ads';
import { bannersFacts } from './banners';
import { brandsFacts } from './brands';
import { carsFacts } from './cars';
import { categoriesFacts } from './categories';
import { colorsFacts } from './colors';
import { subjectsFacts } from './contact-subjects';
import { countriesFacts } from './countries';
import { cylinderCountsFacts } from './cylinder-counts';
import { engineCapacitiesFacts } from './engine-capacities';
import { faqsFacts } from './faqs';
import { notificationsFacts } from './notifications';
import { offersFacts } from './offers';
import { packagesFacts } from './packages';
import { queriesFacts } from './queries';
import { rolesFacts } from './roles';
import { subscriptionsFacts } from './subscriptions';
import { usersFacts } from './users';

/**
 * In the permission matrix's order; a list filed under another resource's permission (the
 * meta lists) comes after the resources with permissions of their own.
 */
export const resourceFactsList = [
  carsFacts,
  brandsFacts,
  categoriesFacts,
  colorsFacts,
  countriesFacts,
  offersFacts,
  adsFacts,
  subscriptionsFacts,
  packagesFacts,
  usersFacts,
  rolesFacts,
  bannersFacts,
  faqsFacts,
  subjectsFacts,
  queriesFacts,
  notificationsFacts,
  engineCapacitiesFacts,
  cylinderCountsFacts,
] as const;

type Facts = (typeof resourceFactsList)[number];

/** The contract's name of each CRUD resource (its facts, its schemas, its paths). */
export type CrudResourceName = Facts['name'];

/** The resources with a permission of their own, as against a list filed under another's. */
export type CrudResource = Exclude<Facts, { permission: object }>['name'];

/** Lists a car form picks from: CRUD lists of their own under the `cars` permission. */
export type MetaList = Extract<Facts, { permission: object }>['name'];

/** One resource's facts, with their literal types. */
export type FactsOf<Name extends CrudResourceName> = Extract<Facts, { name: Name }>;

/** Each resource's `key` fact, by its name: its paths, its sorts, its label. */
export function factOfEach<const Key extends keyof Facts>(
  key: Key,
): { readonly [Name in CrudResourceName]: FactsOf<Name>[Key] } {
  return Object.fromEntries(resourceFactsList.map((facts) => [facts.name, facts[key]])) as {
    [Name in CrudResourceName]: FactsOf<Name>[Key];
  };
}

/** The resources with a permission of their own, in the permission matrix's order. */
export const crudResources = resourceFactsList.flatMap<CrudResource>((facts) =>
  'permission' in facts ? [] : [facts.name],
);

/** Each resource's facts, by its name. */
export const resourceFactsByName = Object.fromEntries(
  resourceFactsList.map((facts) => [facts.name, facts]),
) as { readonly [Name in CrudResourceName]: FactsOf<Name> };
