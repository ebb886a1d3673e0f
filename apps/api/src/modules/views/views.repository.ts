import type { ViewScope } from '@showroom/contract';
import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { firstRow } from '../../db/queries';
import { roles, users } from '../../db/schema';
import { savedViewDefaults, savedViews } from '../../db/schema/saved-views';

/** Who asks: what decides which shared views they see. */
export type Viewer = { id: number; roleId: number | null };

/** The views a person sees, deleted or not: their own, their role's, everyone's. */
const visibleTo = (viewer: Viewer) =>
  or(
    eq(savedViews.ownerId, viewer.id),
    eq(savedViews.scope, 'everyone'),
    viewer.roleId === null
      ? undefined
      : and(eq(savedViews.scope, 'role'), eq(savedViews.roleId, viewer.roleId)),
  );

/** The live views of a list a person sees. */
const seenBy = (viewer: Viewer) => and(isNull(savedViews.deletedAt), visibleTo(viewer));

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

/** A view the person would see were it not deleted, deleted or not: what an undo restores. */
export const anyViewSeenBy = (db: Executor, viewer: Viewer, id: number) =>
  firstRow(
    db
      .select()
      .from(savedViews)
      .where(and(eq(savedViews.id, id), visibleTo(viewer))),
  );

/** Whom a view is for: its owner (with their role), and the people it is shared with. */
export type Audience = {
  scope: ViewScope;
  roleId: number | null;
  owner: Viewer | null;
};

/**
 * The live views of `list` (but view `exceptId`) that someone a view of `audience` is for
 * also sees: its owner's own, and for a shared view every view its people see — everyone's,
 * their role's, and the ones they saved themselves.
 */
export function viewsSeenAlongside(
  db: Executor,
  list: string,
  audience: Audience,
  exceptId: number | null,
) {
  const seenTogether: (SQL | undefined)[] = [
    audience.owner ? visibleTo(audience.owner) : undefined,
  ];
  if (audience.scope === 'everyone') seenTogether.push(sql`true`);
  if (audience.scope === 'role' && audience.roleId !== null)
    seenTogether.push(
      eq(savedViews.scope, 'everyone'),
      and(eq(savedViews.scope, 'role'), eq(savedViews.roleId, audience.roleId)),
      eq(users.roleId, audience.roleId),
    );
  return db
    .select({
      id: savedViews.id,
      name: savedViews.name,
      scope: savedViews.scope,
      roleId: savedViews.roleId,
      ownerId: savedViews.ownerId,
    })
    .from(savedViews)
    .leftJoin(users, eq(users.id, savedViews.ownerId))
    .where(
      and(
        eq(savedViews.list, list),
        isNull(savedViews.deletedAt),
        exceptId === null ? undefined : ne(savedViews.id, exceptId),
        // A view for nobody (no owner, not shared) is seen alongside nothing.
        or(...seenTogether) ?? sql`false`,
      ),
    );
}

/**
 * Serialises the writes that name or share a view of `list`, so two of them racing each other
 * cannot both find a name free.
 */
export async function lockViewNames(db: Executor, list: string) {
  await queryRows(db, sql`select pg_advisory_xact_lock(hashtext(${`showroom-views:${list}`}))`);
}

/** A person's role as it is now, or null when they have none (or are gone). */
export async function roleIdOf(db: Executor, userId: number) {
  const row = await firstRow(
    db.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId)),
  );
  return row?.roleId ?? null;
}

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
