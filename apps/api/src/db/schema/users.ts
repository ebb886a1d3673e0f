import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { recordColumns, softDelete, timestamptz } from './columns';
import { roles } from './roles';

export type UserKind = 'customer' | 'dealer' | 'staff';
export type UserStatus = 'active' | 'blocked';

export const users = pgTable(
  'users',
  {
    ...recordColumns,
    name: text().notNull(),
    username: text().notNull(),
    email: text().notNull(),
    phone: text(),
    avatarUrl: text(),
    passwordHash: text(),
    roleId: integer().references(() => roles.id),
    kind: text().$type<UserKind>().notNull().default('customer'),
    status: text().$type<UserStatus>().notNull().default('active'),
    lastLoginAt: timestamptz(),
    ...softDelete,
  },
  (t) => {
    // Unique among live accounts only, so a trashed user's email or phone can be used
    // again, and within one of two spaces: staff (the back office) and the marketplace
    // (customers and dealers, who never become staff). Sign-up then reveals only whether a
    // staff account holds an email (ADR 013).
    const isStaff = sql`(${t.kind} = 'staff')`;
    const live = sql`${t.deletedAt} is null`;
    return [
      uniqueIndex('users_email_unique').on(isStaff, t.email).where(live),
      uniqueIndex('users_username_unique')
        .on(isStaff, sql`lower(${t.username})`)
        .where(live),
      uniqueIndex('users_phone_unique').on(isStaff, t.phone).where(live),
      index('users_role_id_idx').on(t.roleId),
      index('users_created_at_idx').on(t.createdAt),
      // The users list's filters and sorts; search has trigram indexes (custom migration).
      index('users_kind_idx').on(t.kind),
      index('users_status_idx').on(t.status),
      index('users_name_idx').on(t.name),
      index('users_last_login_at_idx').on(t.lastLoginAt),
    ];
  },
);
