import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/queries';
import { roles } from '../../db/schema';
import { savedViewDefaults, savedViews } from '../../db/schema/saved-views';

/** Who asks: what decides which shared views they see. */
export type Viewer = { id: number; roleId: number | null };

/** The live views of a list a person sees: their own, their role's, everyone's. */
const seenBy = (viewer: Viewer) =>
  and(
    isNull(savedViews.deletedAt),
    or(
      eq(savedViews.ownerId, viewer.id),
      eq(savedViews.scope, 'everyone'),
      viewer.roleId === null
        ? undefined
        : and(eq(savedViews.scope, 'role'), eq(savedViews.roleId, viewer.roleId)),
    ),
  );

/** Everyone's first (the shared ones), then the role's, then one's own, each by name. */
export function viewsSeenBy(db: Executor, viewer: Viewer, list: string) {
  return db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.list, list), seenBy(viewer)))
    .orderBy(
      sql`case ${savedViews.scope} when 'everyone' then 0 when 'role' then 1 else 2 end`,
      asc(sql`lower(${savedViews.name})`),
      asc(savedViews.id),
    );
}

export const viewSeenBy = (db: Executor, viewer: Viewer, id: number) =>
  firstRow(
    db
      .select()
      .from(savedViews)
      .where(and(eq(savedViews.id, id), seenBy(viewer))),
  );

/** The view a list opens with for a person, if it is still one they see. */
export async function defaultViewId(db: Executor, viewer: Viewer, list: string) {
  const row = await firstRow(
    db
      .select({ viewId: savedViewDefaults.viewId })
      .from(savedViewDefaults)
      .innerJoin(savedViews, eq(savedViews.id, savedViewDefaults.viewId))
      .where(
        and(
          eq(savedViewDefaults.userId, viewer.id),
          eq(savedViewDefaults.list, list),
          seenBy(viewer),
        ),
      ),
  );
  return row?.viewId ?? null;
}

/** Sets (or, with null, clears) the view a list opens with for a person. */
export async function setDefaultView(
  db: Executor,
  userId: number,
  list: string,
  viewId: number | null,
) {
  if (viewId === null) {
    await db
      .delete(savedViewDefaults)
      .where(and(eq(savedViewDefaults.userId, userId), eq(savedViewDefaults.list, list)));
    return;
  }
  await db
    .insert(savedViewDefaults)
    .values({ userId, list, viewId })
    .onConflictDoUpdate({
      target: [savedViewDefaults.userId, savedViewDefaults.list],
      set: {
        viewId,
        updatedAt: sql`now()`,
        version: sql`${savedViewDefaults.version} + 1`,
      },
    });
}

export const liveRoleExists = async (db: Executor, id: number) =>
  (await firstRow(
    db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.id, id), isNull(roles.deletedAt))),
  )) !== null;
