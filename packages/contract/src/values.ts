/**
 * The contract's plain values: what a record's fields may hold, what each list sorts by, the
 * limits of a page and of an upload. No schema library: the web app's lists and shell read
 * these without loading zod, and the schemas are built from them.
 */
import { resources, type Resource } from './access';
import { crudResources, factOfEach, resourceFactsList } from './resources';

// ads

export const adStatuses = ['pending', 'active', 'paused', 'rejected', 'expired'] as const;

export const adPlacements = ['home', 'featured', 'search_top'] as const;

// banners

// brands

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

/** What a bulk edit may move cars to: a rejection needs a reason for each car (ADR 055). */
export const carBulkStatuses = [
  'pending',
  'published',
  'sold',
  'archived',
] as const satisfies Exclude<(typeof carStatuses)[number], 'rejected'>[];

export const carConditions = ['new', 'used'] as const;

export const carTransmissions = ['automatic', 'manual'] as const;

export const carFuels = ['petrol', 'diesel', 'hybrid', 'electric'] as const;

export const MAX_CAR_IMAGES = 20;

// categories

// colors

// pages of a list

export const DEFAULT_PAGE_SIZE = 20;

export const MAX_PAGE_SIZE = 100;

/**
 * The most records one bulk edit request takes (ADR 055): one transaction, answered well
 * inside the request time limit. A client edits more records in several requests.
 */
export const BULK_EDIT_MAX = 100;

/** Deep enough for any list here; beyond it the database could not take the number. */
export const MAX_OFFSET = 1_000_000_000;

// contact-us

export const customerQueryStatuses = ['new', 'in_progress', 'resolved'] as const;

// countries

// faqs

// notifications

export const notificationAudiences = ['all', 'customers', 'dealers'] as const;

/** Derived from the times: no time is a draft, a time is scheduled, sent once delivered. */
export const notificationStatuses = ['draft', 'scheduled', 'sent'] as const;

// offers

export const offerStatuses = ['pending', 'accepted', 'rejected', 'cancelled'] as const;

// packages

// roles

/** Levels a custom role may have: SA belongs to the Super Admin system role alone. */
export const customRoleLevels = ['ADMIN', 'EDITOR', 'GUEST'] as const;

// subscriptions

export const subscriptionStatuses = ['active', 'cancelled', 'expired'] as const;

// uploads

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

// users

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
  ...resourceFactsList.flatMap((facts) =>
    'permission' in facts ? [facts.permission.auditAs] : [],
  ),
  'contactDetails',
] as const;

// ISO codes

// lists

/**
 * The columns each resource's list sorts by, by the contract's name for it (its facts): the
 * API's list query accepts exactly these as `sortBy` (its declarations must name a column for
 * each), and the web app's list offers sorting on exactly these columns.
 */
export const listSorts = factOfEach('sorts');

export { countryCodes, currencyCodes } from './iso-codes';

export * from './resource-paths';

export { guardFormula, unguardFormula } from './csv-cells';

// saved views

/** The lists that keep saved views: every resource's list, and the audit log. */
export const viewLists = ['audit', ...crudResources] as const;
export type ViewList = (typeof viewLists)[number];

export const isViewList = (name: string): name is ViewList =>
  (viewLists as readonly string[]).includes(name);

/** Who sees a saved view: its owner, the people of one role, or every staff member. */
export const viewScopes = ['personal', 'role', 'everyone'] as const;

/**
 * A view's name as names are compared: no two views one person sees on a list share it,
 * whatever its spaces around or its letters' case.
 */
export const viewNameKey = (name: string) => name.trim().toLowerCase();

/**
 * A filter value that names a moment relative to now, so a saved view stays true as time
 * passes: `-48h` is 48 hours ago, `+7d` seven days from now (ADR 053).
 */
export const RELATIVE_TIME_PATTERN = /^[+-][0-9]{1,4}[hd]$/;
