import type { Level, PermissionMatrix } from '@showroom/contract';
import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { lowercase, recordColumns, softDelete, uniqueWhileLive } from './columns';

export const roles = pgTable(
  'roles',
  {
    ...recordColumns,
    name: text().notNull(),
    description: text(),
    level: text().$type<Level>().notNull(),
    permissions: jsonb().$type<PermissionMatrix>().notNull().default({}),
    isSystem: boolean().notNull().default(false),
    ...softDelete,
  },
  (t) => [uniqueWhileLive('roles_name_unique', t, lowercase(t.name))],
);
