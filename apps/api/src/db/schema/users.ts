import type { User } from '@showroom/contract';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { recordColumns, softDelete, textOneOf, timestamptz } from './columns';
import { indexEach } from './indexes';
import { roles } from './roles';

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
    kind: textOneOf<User['kind']>().default('customer'),
    status: textOneOf<User['status']>().default('active'),
    /** Why staff blocked the account (optional), kept while it stays blocked. */
    blockedReason: text(),
    lastLoginAt: timestamptz(),
    /**
     * When their role's second-factor requirement first applied to them (their first sign-in
     * under it without a second factor): the role's grace period counts from here.
     */
    secondFactorRequiredSince: timestamptz(),
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
      ...indexEach(t.roleId, t.createdAt),
      // The users list's filters and sorts; search has trigram indexes (custom migration).
      ...indexEach(t.kind, t.status, t.name, t.lastLoginAt),
    ];
  },
);
