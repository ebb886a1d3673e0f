import type { Level, PermissionMatrix } from '@showroom/contract';
import { boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { recordColumns, softDelete } from './columns';

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
  (t) => [
    uniqueIndex('roles_name_unique')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);
