import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/** Users (not in the trash) who hold the role. */
export async function countHolders(db: Executor, roleId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.roleId, roleId), isNull(users.deletedAt)));
  return row?.n ?? 0;
}
