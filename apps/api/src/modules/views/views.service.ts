import {
  can,
  isViewList,
  msg,
  recordMessage,
  viewStateProblems,
  type ListViews,
  type MessageRef,
  type SavedView,
  type ViewCreateBody,
  type ViewDefaultBody,
  type ViewList,
  type ViewScope,
  type ViewState,
  type ViewUpdateBody,
} from '@showroom/contract';
import { viewNameKey } from '@showroom/contract/values';
import { eq } from 'drizzle-orm';
import {
  auditedWrite,
  insertAudited,
  updateAudited,
  type AuditContext,
} from '../../changes/audited-write';
import type { Db, Executor } from '../../db/client';
import { savedViews } from '../../db/schema/saved-views';
import { AppError, fieldError, notFound, type FieldMessages } from '../../lib/errors';
import { permissionDenied, type Actor } from '../../plugins/auth';
import * as repo from './views.repository';

type Row = typeof savedViews.$inferSelect;

const RESOURCE = 'views';
const LABEL = 'Saved view';

/** A view seen from the list it belongs to needs that list's own read permission. */
function assertMayRead(actor: Actor, list: ViewList) {
  if (!can(actor.permissions, list, 'read')) throw permissionDenied(list, 'read');
}

/**
 * A view's sort and filters must be ones its list takes (ADR 053), or the list would refuse
 * the view when it is opened; refused before anything is written.
 */
function assertStateFits(list: ViewList, state: ViewState) {
  const problems = viewStateProblems(list, state);
  if (problems.length === 0) return;
  const fieldErrors = Object.create(null) as FieldMessages;
  // The messages are the contract's catalogue tokens, as in any zod issue the API words.
  for (const { field, message } of problems)
    (fieldErrors[field] ??= []).push(message as MessageRef);
  throw new AppError('VALIDATION_FAILED', 'errors.validation', { fieldErrors });
}

/**
 * Who may change or delete a view (DESIGN §4, ADR 053): its owner, always; a view shared with
 * others, also whoever holds that action on `views`. Nobody else sees a personal view at all.
 */
const mayChange = (actor: Actor, view: Row, action: 'update' | 'delete') =>
  view.ownerId === actor.id ||
  (view.scope !== 'personal' && can(actor.permissions, RESOURCE, action));

function toView(actor: Actor, row: Row): SavedView {
  return {
    id: row.id,
    list: row.list,
    name: row.name,
    scope: row.scope,
    roleId: row.roleId,
    ownerId: row.ownerId,
    state: row.state,
    editable: mayChange(actor, row, 'update'),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/**
 * Whom a view is for, as it will be stored: sharing it (with a role or with everyone) takes
 * `create` on `views`; a role view is for the role named, else the person's own.
 */
async function audienceOf(
  tx: Executor,
  actor: Actor,
  scope: ViewScope,
  roleId: number | null | undefined,
): Promise<{ scope: ViewScope; roleId: number | null }> {
  if (scope === 'personal') return { scope, roleId: null };
  if (!can(actor.permissions, RESOURCE, 'create'))
    throw new AppError('FORBIDDEN', 'views.shareDenied');
  if (scope === 'everyone') return { scope, roleId: null };
  const role = roleId ?? actor.roleId;
  if (role === null || !(await repo.liveRoleExists(tx, role)))
    throw fieldError('roleId', 'views.role');
  return { scope, roleId: role };
}

/**
 * No two views one person sees on a list share a name (trimmed, in any case), so a name says
 * which view it is. A view is checked against every view seen by someone it is for: its owner,
 * and, shared, the people it is shared with, whose own views may then clash (refused, naming
 * the clash, to whoever shares it). Compared here rather than by the database's `lower()`,
 * which under the C locale folds ASCII letters only. Views stored before this rule may still
 * share a name; they keep it until renamed or shared anew.
 */
async function assertNameFree(
  tx: Executor,
  actor: Actor,
  view: {
    id: number | null;
    list: string;
    name: string;
    scope: ViewScope;
    roleId: number | null;
    ownerId: number | null;
  },
) {
  const owner =
    view.ownerId === null
      ? null
      : {
          id: view.ownerId,
          roleId: view.ownerId === actor.id ? actor.roleId : await repo.roleIdOf(tx, view.ownerId),
        };
  const others = await repo.viewsSeenAlongside(
    tx,
    view.list,
    { scope: view.scope, roleId: view.roleId, owner },
    view.id,
  );
  const key = viewNameKey(view.name);
  const clashes = others.filter((other) => viewNameKey(other.name) === key);
  // One the person asking sees is named as theirs to find; another only as someone's.
  const seen = clashes.find(
    (other) =>
      other.ownerId === actor.id ||
      other.scope === 'everyone' ||
      (other.scope === 'role' && other.roleId === actor.roleId),
  );
  const clash = seen ?? clashes[0];
  if (!clash) return;
  throw fieldError(
    'name',
    msg(seen ? 'views.nameTaken' : 'views.nameTakenByOthers', { name: clash.name }),
    'CONFLICT',
  );
}

/** Saved views of the lists: kept on the server, so they follow a person to any browser. */
export function createViewsService(db: Db) {
  async function seen(actor: Actor, id: number) {
    const row = await repo.viewSeenBy(db, actor, id);
    if (!row) throw notFound(LABEL);
    return row;
  }

  return {
    async list(actor: Actor, list: ViewList): Promise<ListViews> {
      assertMayRead(actor, list);
      const [rows, defaultViewId] = await Promise.all([
        repo.viewsSeenBy(db, actor, list),
        repo.defaultViewId(db, actor, list),
      ]);
      return { views: rows.map((row) => toView(actor, row)), defaultViewId };
    },

    async create(context: AuditContext, actor: Actor, body: ViewCreateBody): Promise<SavedView> {
      const { list } = body;
      assertMayRead(actor, list);
      assertStateFits(list, body.state);
      return db.transaction(async (tx) => {
        const audience = await audienceOf(tx, actor, body.scope, body.roleId);
        await repo.lockViewNames(tx, list);
        await assertNameFree(tx, actor, {
          id: null,
          list,
          name: body.name,
          ...audience,
          ownerId: actor.id,
        });
        const row = await insertAudited<Row>(tx, context, {
          table: savedViews,
          resource: RESOURCE,
          values: {
            list,
            name: body.name,
            ...audience,
            ownerId: actor.id,
            state: body.state,
          },
        });
        return toView(actor, row);
      });
    },

    async update(
      context: AuditContext,
      actor: Actor,
      id: number,
      body: ViewUpdateBody,
    ): Promise<SavedView> {
      const current = await seen(actor, id);
      if (!mayChange(actor, current, 'update')) throw new AppError('FORBIDDEN', 'views.editDenied');
      // Only a state sent is checked: renaming a view saved before its list lost a filter is not
      // refused for it. (Every stored view's list is one the contract names.)
      if (body.state !== undefined && isViewList(current.list))
        assertStateFits(current.list, body.state);
      return db.transaction(async (tx) => {
        const scope = body.scope ?? current.scope;
        const roleId = body.roleId === undefined ? current.roleId : body.roleId;
        // Sharing anew (or with another role) takes the share permission; keeping it does not.
        const reshared =
          scope !== 'personal' && (scope !== current.scope || roleId !== current.roleId);
        const audience = reshared
          ? await audienceOf(tx, actor, scope, roleId)
          : { scope, roleId: scope === 'personal' ? null : roleId };
        // Kept by nobody, a view Showroom comes with would be seen by nobody.
        if (audience.scope === 'personal' && current.ownerId === null)
          throw fieldError('scope', 'views.ownerless');
        const renamed = body.name !== undefined && body.name !== current.name;
        if (renamed || reshared) await repo.lockViewNames(tx, current.list);
        const row = await updateAudited<Row>(tx, context, {
          table: savedViews,
          where: eq(savedViews.id, id),
          label: LABEL,
          resource: RESOURCE,
          action: 'update',
          version: body.version,
          // A name and an audience are checked once the view is locked at the version read.
          check: async (locked) => {
            if (renamed || reshared)
              await assertNameFree(tx, actor, {
                ...locked,
                name: body.name ?? locked.name,
                ...audience,
              });
          },
          values: () => ({
            ...(body.name !== undefined && { name: body.name }),
            ...(body.state !== undefined && { state: body.state }),
            ...audience,
          }),
        });
        return toView(actor, row);
      });
    },

    async remove(context: AuditContext, actor: Actor, id: number): Promise<SavedView> {
      const current = await seen(actor, id);
      if (!mayChange(actor, current, 'delete'))
        throw new AppError('FORBIDDEN', 'views.deleteDenied');
      const row = await db.transaction((tx) =>
        updateAudited<Row>(tx, context, {
          table: savedViews,
          where: eq(savedViews.id, id),
          label: LABEL,
          resource: RESOURCE,
          action: 'delete',
          values: () => ({ deletedAt: new Date() }),
        }),
      );
      return toView(actor, row);
    },

    /**
     * Brings a deleted view back as it was, with its id, so everyone's default that named it
     * names it again: whoever could delete it may, unless its name has been taken since.
     */
    async restore(context: AuditContext, actor: Actor, id: number): Promise<SavedView> {
      const current = await repo.anyViewSeenBy(db, actor, id);
      if (!current) throw notFound(LABEL);
      if (isViewList(current.list)) assertMayRead(actor, current.list);
      if (!mayChange(actor, current, 'delete'))
        throw new AppError('FORBIDDEN', 'views.restoreDenied');
      const row = await db.transaction(async (tx) => {
        await repo.lockViewNames(tx, current.list);
        return updateAudited<Row>(tx, context, {
          table: savedViews,
          where: eq(savedViews.id, id),
          label: LABEL,
          resource: RESOURCE,
          action: 'restore',
          check: async (locked) => {
            if (!locked.deletedAt)
              throw new AppError('CONFLICT', recordMessage(LABEL, 'notInTrash'));
            await assertNameFree(tx, actor, locked);
          },
          values: () => ({ deletedAt: null }),
        });
      });
      return toView(actor, row);
    },

    /** The view a list opens with for the person asking (audited on that view), or none. */
    async setDefault(
      context: AuditContext,
      actor: Actor,
      body: ViewDefaultBody,
    ): Promise<ListViews> {
      const { list } = body;
      assertMayRead(actor, list);
      // A view named in the body that the person does not see is a wrong field, not a path.
      const view = body.viewId === null ? null : await repo.viewSeenBy(db, actor, body.viewId);
      if (body.viewId !== null && !view)
        throw fieldError('viewId', recordMessage(LABEL, 'notFound'));
      if (view && view.list !== list) throw fieldError('viewId', 'views.otherList');
      const before = await repo.defaultViewId(db, actor, list);
      await db.transaction(async (tx) => {
        await repo.setDefaultView(tx, actor.id, list, view?.id ?? null);
        const recordId = view?.id ?? before;
        if (recordId !== null)
          await auditedWrite(tx, context, {
            resource: RESOURCE,
            action: view ? 'default' : 'undefault',
            recordId,
            after: { list, userId: actor.id, viewId: view?.id ?? null },
          });
      });
      return this.list(actor, list);
    },
  };
}
