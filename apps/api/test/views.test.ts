import type { ListViews, Page, SavedView } from '@showroom/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars, roles, subscriptions } from '../src/db/schema';
import { savedViews } from '../src/db/schema/saved-views';
import { createTestApp, dataOf, type TestApp, auditEntries } from './helpers';
import { createCar, DAY, insertMarketplaceFixtures } from './marketplace-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Level = 'SA' | 'ADMIN' | 'EDITOR' | 'GUEST';

const state = (filters: Record<string, string> = {}, columns: Record<string, boolean> = {}) => ({
  search: '',
  sortBy: 'price',
  sortDirection: 'ASC',
  limit: 50,
  filters,
  columns,
});
const viewsOf = async (level: Level, list = 'cars') =>
  dataOf<ListViews>(await t.as(level, { method: 'GET', url: `/api/v1/views?list=${list}` }));
const namesOf = async (level: Level, list = 'cars') =>
  (await viewsOf(level, list)).views.map((view) => view.name);
const save = (level: Level, payload: Record<string, unknown>) =>
  t.as(level, {
    method: 'POST',
    url: '/api/v1/views',
    payload: { list: 'cars', state: state(), ...payload },
  });
const saved = async (level: Level, payload: Record<string, unknown>) =>
  dataOf<SavedView>(await save(level, payload));
const change = (level: Level, id: number, payload: Record<string, unknown>) =>
  t.as(level, { method: 'PATCH', url: `/api/v1/views/${id}`, payload });

describe('the views Showroom comes with', () => {
  it('offers everyone a view of the cars waiting over 48 hours, and of queries and subscriptions', async () => {
    expect(await namesOf('EDITOR')).toContain('Cars waiting over 48 h');
    expect(await namesOf('EDITOR', 'queries')).toContain('Queries with no reply');
    expect(await namesOf('SA', 'subscriptions')).toContain('Subscriptions ending this week');
    const [waiting] = (await viewsOf('EDITOR')).views;
    expect(waiting?.state.filters).toEqual({ status: 'pending', createdBefore: '-48h' });
    // Editors may not change what everyone shares.
    expect(waiting?.editable).toBe(false);
  });

  it('reads their relative filters at the time the list is asked for', async () => {
    const cars = await t.as('SA', {
      method: 'GET',
      url: '/api/v1/cars/?status=pending&createdBefore=-48h',
    });
    expect(dataOf<Page<unknown>>(cars).count).toBe(0);
    const queries = await t.as('SA', {
      method: 'GET',
      url: '/api/v1/contactUs/queries/?replied=false',
    });
    expect(queries.statusCode).toBe(200);
    const subscriptions = await t.as('SA', {
      method: 'GET',
      url: '/api/v1/subs/admin?status=active&endsBefore=%2B7d',
    });
    expect(subscriptions.statusCode).toBe(200);
  });

  it('finds the cars waiting over 48 hours and the subscriptions ending within a week', async () => {
    const f = await insertMarketplaceFixtures(t);
    const waiting = await createCar(t, f, { title: 'Waiting three days' });
    const fresh = await createCar(t, f, { title: 'Put on sale now' });
    await t.database.db
      .update(cars)
      .set({ createdAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(cars.id, waiting.id));
    const found = dataOf<Page<{ id: number }>>(
      await t.as('SA', {
        method: 'GET',
        url: '/api/v1/cars/?status=pending&createdBefore=-48h',
      }),
    );
    expect(found.rows.map((car) => car.id)).toEqual([waiting.id]);
    expect(found.rows.map((car) => car.id)).not.toContain(fresh.id);

    const [soon, later] = await t.database.db
      .insert(subscriptions)
      .values(
        [3, 10].map((days) => ({
          userId: f.seller.id,
          packId: f.gold.id,
          status: 'active' as const,
          startsAt: new Date(Date.now() - 20 * DAY),
          endsAt: new Date(Date.now() + days * DAY),
          pricePaid: 49_900,
          currency: 'AED',
        })),
      )
      .returning();
    const ending = dataOf<Page<{ id: number }>>(
      await t.as('SA', {
        method: 'GET',
        url: '/api/v1/subs/admin?status=active&endsBefore=%2B7d',
      }),
    );
    expect(ending.rows.map((row) => row.id)).toContain(soon!.id);
    expect(ending.rows.map((row) => row.id)).not.toContain(later!.id);
  });

  it('pass the check of their lists when saved again as they are', async () => {
    for (const [list, name] of [
      ['cars', 'Cars waiting over 48 h'],
      ['queries', 'Queries with no reply'],
      ['subscriptions', 'Subscriptions ending this week'],
    ] as const) {
      const view = (await viewsOf('SA', list)).views.find((row) => row.name === name)!;
      const again = await change('SA', view.id, { state: view.state, version: view.version });
      expect(again.statusCode).toBe(200);
    }
  });

  it('refuses a relative time it cannot read, naming the filter', async () => {
    const response = await t.as('SA', { method: 'GET', url: '/api/v1/cars/?createdBefore=48' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      createdBefore: ['Must be a time from now like -48h or +7d'],
    });
  });
});

describe('personal views', () => {
  it('are kept on the server for their owner alone, and audited', async () => {
    const view = await saved('EDITOR', { name: 'Cheap first', scope: 'personal' });
    expect(view).toMatchObject({ scope: 'personal', roleId: null, editable: true, version: 1 });
    expect(await namesOf('EDITOR')).toContain('Cheap first');
    expect(await namesOf('SA')).not.toContain('Cheap first');
    // Someone else's personal view is not even found.
    const other = await change('SA', view.id, { name: 'Mine now', version: 1 });
    expect(other.statusCode).toBe(404);
    const audit = await auditEntries(t, { resource: 'views', recordId: view.id });
    expect(audit.map((row) => row.action)).toEqual(['create']);
  });

  it('keep a filter and a column the list no longer has, for the list to open without them', async () => {
    // Saved before the list lost its gearbox filter: a save today would refuse the filter.
    const view = await saved('EDITOR', {
      name: 'From an older list',
      scope: 'personal',
      state: state({ status: 'pending' }, { engineSerial: true }),
    });
    await t.database.db
      .update(savedViews)
      .set({ state: { ...view.state, filters: { status: 'pending', gearbox: 'manual' } } })
      .where(eq(savedViews.id, view.id));
    const read = (await viewsOf('EDITOR')).views.find((row) => row.id === view.id);
    expect(read?.state).toMatchObject({
      filters: { status: 'pending', gearbox: 'manual' },
      columns: { engineSerial: true },
    });
    // Renamed, it keeps what it holds; its state is checked only when sent.
    const renamed = await change('EDITOR', view.id, { name: 'Older list', version: 1 });
    expect(renamed.statusCode).toBe(200);
  });

  it('refuses a sort and filters their list does not take, naming them, and stores nothing', async () => {
    const bogus = {
      ...state({ status: 'flying', brandId: 'abc', nope: '1', limit: '5' }),
      sortBy: 'bogusColumn',
    };
    const created = await save('EDITOR', { name: 'Bogus', scope: 'personal', state: bogus });
    expect(created.statusCode).toBe(400);
    const fieldErrors = created.json().details.fieldErrors as Record<string, string[]>;
    expect(Object.keys(fieldErrors).sort()).toEqual([
      'state.filters.brandId',
      'state.filters.limit',
      'state.filters.nope',
      'state.filters.status',
      'state.sortBy',
    ]);
    expect(fieldErrors['state.filters.nope']).toEqual(['Unknown field']);
    expect(fieldErrors['state.sortBy']).toEqual([expect.stringMatching(/^Must be one of: /)]);
    const [stored] = await t.database.db
      .select({ value: count() })
      .from(savedViews)
      .where(and(eq(savedViews.name, 'Bogus'), isNull(savedViews.deletedAt)));
    expect(stored?.value).toBe(0);

    const view = await saved('EDITOR', { name: 'Good so far', scope: 'personal' });
    const changed = await change('EDITOR', view.id, { state: bogus, version: view.version });
    expect(changed.statusCode).toBe(400);
    expect(Object.keys(changed.json().details.fieldErrors as object).sort()).toEqual(
      Object.keys(fieldErrors).sort(),
    );
    const after = (await viewsOf('EDITOR')).views.find((row) => row.id === view.id);
    expect(after).toMatchObject({ version: 1, state: view.state });
    const audit = await auditEntries(t, { resource: 'views', recordId: view.id });
    expect(audit.map((row) => row.action)).toEqual(['create']);
  });

  it("take the audit log's state as its page keeps it, and refuse what the log does not take", async () => {
    const auditState = {
      ...state({
        resource: 'cars',
        recordId: '4',
        actorId: '1',
        from: '2026-01-01',
        to: '2026-01-31',
      }),
      sortBy: 'at',
    };
    const view = await save('SA', {
      list: 'audit',
      name: 'January',
      scope: 'personal',
      state: auditState,
    });
    expect(view.statusCode).toBe(200);
    const refused = await save('SA', {
      list: 'audit',
      name: 'Broken',
      scope: 'personal',
      state: { ...state({ from: 'yesterday', deleted: 'true' }), sortBy: 'price' },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().details.fieldErrors as object).sort()).toEqual([
      'state.filters.deleted',
      'state.filters.from',
      'state.sortBy',
    ]);
  });

  it('can be renamed and changed by their owner, a stale version refused', async () => {
    const view = await saved('EDITOR', { name: 'Draft', scope: 'personal' });
    const renamed = dataOf<SavedView>(
      await change('EDITOR', view.id, {
        name: 'Newest first',
        state: state({ status: 'published' }),
        version: 1,
      }),
    );
    expect(renamed).toMatchObject({ name: 'Newest first', version: 2 });
    expect(renamed.state.filters).toEqual({ status: 'published' });
    const stale = await change('EDITOR', view.id, { name: 'Again', version: 1 });
    expect(stale.statusCode).toBe(409);
  });

  it('names the fields it refuses', async () => {
    const response = await save('EDITOR', { name: ' ', scope: 'mine', list: 'garages' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().details.fieldErrors).sort()).toEqual([
      'list',
      'name',
      'scope',
    ]);
  });

  it("need the list's own read permission", async () => {
    const guest = await t.as('GUEST', { method: 'GET', url: '/api/v1/views?list=cars' });
    expect(guest.statusCode).toBe(403);
    const editor = await save('EDITOR', { list: 'roles', name: 'Roles', scope: 'personal' });
    expect(editor.statusCode).toBe(403);
  });
});

describe('shared views', () => {
  it('refuses to share for someone without the share permission', async () => {
    for (const scope of ['everyone', 'role']) {
      const response = await save('EDITOR', { name: `Shared ${scope}`, scope });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You do not have permission to share views with others');
    }
    const own = await saved('EDITOR', { name: 'Private still', scope: 'personal' });
    const share = await change('EDITOR', own.id, { scope: 'everyone', version: own.version });
    expect(share.statusCode).toBe(403);
  });

  it("shows a role's view to that role only, and everyone's to everyone", async () => {
    const [editorRole] = await t.database.db.select().from(roles).where(eq(roles.level, 'EDITOR'));
    const forEditors = await saved('ADMIN', {
      name: 'For editors',
      scope: 'role',
      roleId: editorRole!.id,
    });
    const forAdmins = await saved('ADMIN', { name: 'For admins', scope: 'role' });
    const forAll = await saved('ADMIN', { name: 'For all', scope: 'everyone' });
    expect(forEditors.roleId).toBe(editorRole!.id);
    expect(forAdmins.roleId).not.toBe(editorRole!.id);
    const editorSees = await namesOf('EDITOR');
    expect(editorSees).toEqual(expect.arrayContaining(['For editors', 'For all']));
    expect(editorSees).not.toContain('For admins');
    const saSees = await namesOf('SA');
    expect(saSees).toContain('For all');
    expect(saSees).not.toContain('For editors');
    expect(await namesOf('ADMIN')).toEqual(
      expect.arrayContaining(['For editors', 'For admins', 'For all']),
    );

    // An update is what everyone sees next.
    dataOf(await change('ADMIN', forAll.id, { state: state({ status: 'sold' }), version: 1 }));
    const seen = (await viewsOf('EDITOR')).views.find((view) => view.id === forAll.id);
    expect(seen?.state.filters).toEqual({ status: 'sold' });

    // Those who see it without the permission may neither change nor delete it.
    expect(seen?.editable).toBe(false);
    expect((await change('EDITOR', forAll.id, { name: 'Taken', version: 2 })).statusCode).toBe(403);
    const remove = await t.as('EDITOR', { method: 'DELETE', url: `/api/v1/views/${forAll.id}` });
    expect(remove.statusCode).toBe(403);

    // A super admin may, though it is not theirs; then it is gone for everyone.
    expect((await viewsOf('SA')).views.find((v) => v.id === forAll.id)?.editable).toBe(true);
    dataOf(await t.as('SA', { method: 'DELETE', url: `/api/v1/views/${forAll.id}` }));
    expect(await namesOf('EDITOR')).not.toContain('For all');
  });

  it('refuses a role that does not exist', async () => {
    const response = await save('ADMIN', { name: 'Nobody', scope: 'role', roleId: 999999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({ roleId: ['Choose a role that exists'] });
  });
});

describe("a person's default view", () => {
  const setDefault = (level: Level, viewId: number | null, list = 'cars') =>
    t.as(level, { method: 'PUT', url: '/api/v1/views/default', payload: { list, viewId } });

  it('is one per list and person, and can be cleared', async () => {
    const waiting = (await viewsOf('EDITOR')).views.find(
      (view) => view.name === 'Cars waiting over 48 h',
    );
    const chosen = dataOf<ListViews>(await setDefault('EDITOR', waiting!.id));
    expect(chosen.defaultViewId).toBe(waiting!.id);
    expect((await viewsOf('EDITOR')).defaultViewId).toBe(waiting!.id);
    // Another person's default is their own.
    expect((await viewsOf('SA')).defaultViewId).toBeNull();
    const mine = await saved('EDITOR', { name: 'My default', scope: 'personal' });
    expect(dataOf<ListViews>(await setDefault('EDITOR', mine.id)).defaultViewId).toBe(mine.id);
    expect(dataOf<ListViews>(await setDefault('EDITOR', null)).defaultViewId).toBeNull();
  });

  it("refuses another list's view, and a view the person does not see", async () => {
    const queries = (await viewsOf('EDITOR', 'queries')).views[0]!;
    const wrongList = await setDefault('EDITOR', queries.id, 'cars');
    expect(wrongList.statusCode).toBe(400);
    expect(wrongList.json().details.fieldErrors).toEqual({
      viewId: ['This view belongs to another list'],
    });
    const hidden = await saved('SA', { name: 'SA only', scope: 'personal' });
    const unseen = await setDefault('EDITOR', hidden.id);
    expect(unseen.statusCode).toBe(400);
    expect(unseen.json().details.fieldErrors).toEqual({ viewId: ['Saved view not found'] });
  });

  it('is no longer offered once its view is deleted', async () => {
    const view = await saved('EDITOR', { name: 'Short-lived', scope: 'personal' });
    dataOf(await setDefault('EDITOR', view.id));
    dataOf(await t.as('EDITOR', { method: 'DELETE', url: `/api/v1/views/${view.id}` }));
    expect((await viewsOf('EDITOR')).defaultViewId).toBeNull();
  });
});
