import type { Level, PermissionMatrix } from '@showroom/contract';
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, softDelete, textOneOf } from './columns';
import { uniqueWhileLiveIgnoringCase } from './indexes';

export const roles = pgTable(
  'roles',
  {
    ...recordColumns,
    name: text().notNull(),
    description: text(),
    level: textOneOf<Level>(),
    permissions: jsonb().$type<PermissionMatrix>().notNull().default({}),
    isSystem: boolean().notNull().default(false),
    /** Its people sign in with a second factor (on for Super Admin and Admin, ADR 048). */
    requireSecondFactor: boolean().notNull().default(false),
    /** Days a person may still sign in without one, from `users.secondFactorRequiredSince`. */
    secondFactorGraceDays: integer().notNull().default(14),
    ...softDelete,
  },
  (t) => [uniqueWhileLiveIgnoringCase(t, t.name)],
);
