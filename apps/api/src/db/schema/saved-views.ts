import type { ViewScope, ViewState } from '@showroom/contract';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, requiredReference, softDelete, textOneOf } from './columns';
import { indexOn, uniqueOn } from './indexes';
import { roles } from './roles';
import { users } from './users';

/**
 * A list's state saved under a name (ADR 053): for its owner, for the people of one role, or
 * for everyone. The views Showroom comes with have no owner.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    ...recordColumns,
    /** The list it belongs to: a resource's contract name, or `audit`. */
    list: text().notNull(),
    name: text().notNull(),
    scope: textOneOf<ViewScope>(),
    roleId: integer().references(() => roles.id, { onDelete: 'cascade' }),
    ownerId: integer().references(() => users.id, { onDelete: 'cascade' }),
    state: jsonb().$type<ViewState>().notNull(),
    ...softDelete,
  },
  (t) => [indexOn(t.list, t.scope), indexOn(t.ownerId)],
);

/** The view a list opens with for one person: a preference, one per person and list. */
export const savedViewDefaults = pgTable(
  'saved_view_defaults',
  {
    ...recordColumns,
    userId: requiredReference(() => users.id, { onDelete: 'cascade' }),
    list: text().notNull(),
    viewId: requiredReference(() => savedViews.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueOn(t.userId, t.list), indexOn(t.viewId)],
);
