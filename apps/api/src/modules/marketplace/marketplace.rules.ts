import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { activeAccounts } from '../../db/queries';

/**
 * Rules the marketplace resources (cars, offers, subscriptions, ads) share about the people
 * they name: sellers and buyers are active customers or dealers, never staff.
 */

/** The accounts that may sell and buy: as a condition on `users`. */
export const activeMembers = activeAccounts('customer', 'dealer');

/** Whether the account may sell and buy. */
export async function isActiveMember(db: Executor, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), activeMembers));
  return Boolean(user);
}
