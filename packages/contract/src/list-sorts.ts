import { adSortable } from './ads';
import { bannerSortable } from './banners';
import { brandSortable } from './brands';
import { carSortable } from './cars';
import { categorySortable } from './categories';
import { colorSortable } from './colors';
import { contactSubjectSortable, customerQuerySortable } from './contact-us';
import { countrySortable } from './countries';
import { faqSortable } from './faqs';
import { notificationSortable } from './notifications';
import { offerSortable } from './offers';
import { packSortable } from './packs';
import type { Resource } from './permissions';
import { roleSortable } from './roles';
import { subscriptionSortable } from './subscriptions';
import { userSortable } from './users';

/**
 * The columns each resource's paged list sorts by, by permission resource: the API's list
 * query accepts exactly these as `sortBy` (its declarations must name a column for each),
 * and the web app's list offers sorting on exactly these columns.
 */
export const listSorts: Partial<Record<Resource, readonly string[]>> = {
  ads: adSortable,
  banners: bannerSortable,
  brands: brandSortable,
  cars: carSortable,
  categories: categorySortable,
  colors: colorSortable,
  subjects: contactSubjectSortable,
  queries: customerQuerySortable,
  countries: countrySortable,
  faqs: faqSortable,
  notifications: notificationSortable,
  offers: offerSortable,
  packs: packSortable,
  roles: roleSortable,
  subscriptions: subscriptionSortable,
  users: userSortable,
};
