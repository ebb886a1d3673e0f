/**
 * The contract's plain values: what a record's fields may hold, what each list sorts by, the
 * limits of a page and of an upload. No schema library: the web app's lists and shell read
 * these without loading zod, and the schemas are built from them.
 */
import { resources, type Resource } from './access';

// ads

export const adStatuses = ['pending', 'active', 'paused', 'rejected', 'expired'] as const;

export const adPlacements = ['home', 'featured', 'search_top'] as const;

export const adSortable = ['createdAt', 'startsAt', 'endsAt'] as const;

// banners

export const bannerSortable = [
  'sortOrder',
  'id',
  'titleEn',
  'startsAt',
  'endsAt',
  'createdAt',
] as const;

// brands

export const brandSortable = ['id', 'nameEn', 'sortOrder', 'createdAt', 'updatedAt'] as const;

// cars

export const carStatuses = ['pending', 'published', 'rejected', 'sold', 'archived'] as const;

/**
 * DESIGN §5: a listing is reviewed, then sold or archived; a rejected one can be resubmitted.
 * The server enforces these moves; the web app offers only these.
 */
export const carStatusMoves: Readonly<
  Record<(typeof carStatuses)[number], readonly (typeof carStatuses)[number][]>
> = {
  pending: ['published', 'rejected'],
  published: ['sold', 'archived'],
  archived: ['published'],
  rejected: ['pending'],
  sold: [],
};

export const carConditions = ['new', 'used'] as const;

export const carTransmissions = ['automatic', 'manual'] as const;

export const carFuels = ['petrol', 'diesel', 'hybrid', 'electric'] as const;

export const MAX_CAR_IMAGES = 20;

export const carSortable = ['createdAt', 'price', 'year', 'mileageKm', 'viewsCount'] as const;

// categories

export const categorySortable = ['id', 'nameEn', 'sortOrder', 'createdAt', 'updatedAt'] as const;

// colors

export const colorSortable = ['id', 'nameEn', 'hex', 'createdAt', 'updatedAt'] as const;

// pages of a list

export const DEFAULT_PAGE_SIZE = 20;

export const MAX_PAGE_SIZE = 100;

/** Deep enough for any list here; beyond it the database could not take the number. */
export const MAX_OFFSET = 1_000_000_000;

// contact-us

export const contactSubjectSortable = ['sortOrder', 'id', 'nameEn', 'createdAt'] as const;

export const customerQueryStatuses = ['new', 'in_progress', 'resolved'] as const;

export const customerQuerySortable = ['createdAt', 'id', 'status', 'repliedAt'] as const;

// countries

export const countrySortable = ['nameEn', 'code', 'id', 'createdAt', 'updatedAt'] as const;

// faqs

export const faqSortable = ['sortOrder', 'id', 'questionEn', 'createdAt', 'updatedAt'] as const;

// notifications

export const notificationAudiences = ['all', 'customers', 'dealers'] as const;

/** Derived from the times: no time is a draft, a time is scheduled, sent once delivered. */
export const notificationStatuses = ['draft', 'scheduled', 'sent'] as const;

export const notificationSortable = ['createdAt', 'id', 'scheduledAt', 'sentAt'] as const;

// offers

export const offerStatuses = ['pending', 'accepted', 'rejected', 'cancelled'] as const;

export const offerSortable = ['createdAt', 'amount'] as const;

// packages

export const packageSortable = [
  'createdAt',
  'sortOrder',
  'nameEn',
  'price',
  'durationDays',
  'updatedAt',
] as const;

// roles

/** Levels a custom role may have: SA belongs to the Super Admin system role alone. */
export const customRoleLevels = ['ADMIN', 'EDITOR', 'GUEST'] as const;

export const roleSortable = ['id', 'name', 'level', 'createdAt'] as const;

// subscriptions

export const subscriptionStatuses = ['active', 'cancelled', 'expired'] as const;

export const subscriptionSortable = ['createdAt', 'startsAt', 'endsAt', 'pricePaid'] as const;

// uploads

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

// users

export const userSortable = ['createdAt', 'id', 'name', 'email', 'lastLoginAt'] as const;

// user kinds and statuses

export const userKinds = ['customer', 'dealer', 'staff'] as const;

export const userStatuses = ['active', 'blocked'] as const;

// audit

/**
 * The names the log files changes under: the permission resources that hold records, the
 * meta lists (audited apart from the cars they belong to) and the contact details.
 */
export const auditResources = [
  ...resources.filter(
    (resource): resource is Exclude<Resource, 'audit' | 'statistics'> =>
      resource !== 'audit' && resource !== 'statistics',
  ),
  'engine_capacities',
  'cylinder_counts',
  'contactDetails',
] as const;

// ISO codes

// lists

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
  packages: packageSortable,
  roles: roleSortable,
  subscriptions: subscriptionSortable,
  users: userSortable,
};

export { countryCodes, currencyCodes } from './iso-codes';

export * from './resource-paths';
