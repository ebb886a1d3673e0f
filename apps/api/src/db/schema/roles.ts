import type { Level, PermissionMatrix } from '@showroom/contract';
import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
    ...softDelete,
  },
  (t) => [uniqueWhileLiveIgnoringCase(t, t.name)],
);
