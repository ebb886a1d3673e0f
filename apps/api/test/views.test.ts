import type { ListViews, Page, SavedView } from '@showroom/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars, roles, subscriptions } from '../src/db/schema';
import { savedViews } from '../src/db/schema/saved-views';
import { lockViewNames } from '../src/modules/views/views.repository';
import { deferred } from './deferred';
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
const setDefault = (level: Level, viewId: number | null, list = 'cars') =>
  t.as(level, { method: 'PUT', url: '/api/v1/views/default', payload: { list, viewId } });
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

describe('view names', () => {
  const taken = (name: string) => [
    `There is already a view named “${name}” on this list: choose another name`,
  ];
  const takenByOthers = (name: string) => [
    `Someone this view is shared with already has a view named “${name}” on this list: choose another name`,
  ];
  const storedNamed = async (name: string) =>
    (
      await t.database.db
        .select({ id: savedViews.id })
        .from(savedViews)
        .where(and(eq(savedViews.name, name), isNull(savedViews.deletedAt)))
    ).length;

  it('refuses a view named like one the person sees, trimmed and in any case, and stores nothing', async () => {
    const response = await save('EDITOR', { name: '  cars WAITING over 48 h ', scope: 'personal' });
    expect(response.statusCode).toBe(409);
    expect(response.json().details.fieldErrors).toEqual({
      name: taken('Cars waiting over 48 h'),
    });
    expect(await storedNamed('cars WAITING over 48 h')).toBe(0);

    const arabic = await t.as('EDITOR', {
      method: 'POST',
      url: '/api/v1/views',
      headers: { 'accept-language': 'ar' },
      payload: { list: 'cars', name: 'Cars waiting over 48 H', scope: 'personal', state: state() },
    });
    expect(arabic.json().details.fieldErrors).toEqual({
      name: ['في هذه القائمة طريقة عرض اسمها «Cars waiting over 48 h» من قبل: اختر اسمًا آخر'],
    });
  });

  it("refuses a person's second view of one name on a list, not on another list nor another person's", async () => {
    await saved('EDITOR', { name: 'Daily check', scope: 'personal' });
    const again = await save('EDITOR', { name: 'DAILY CHECK', scope: 'personal' });
    expect(again.statusCode).toBe(409);
    expect(again.json().details.fieldErrors).toEqual({ name: taken('Daily check') });
    expect(
      (
        await save('EDITOR', {
          name: 'Daily check',
          scope: 'personal',
          list: 'brands',
          state: { ...state(), sortBy: null },
        })
      ).statusCode,
    ).toBe(200);
    expect((await save('ADMIN', { name: 'Daily check', scope: 'personal' })).statusCode).toBe(200);
  });

  it('refuses a rename into a name the person sees, but not into its own name in another case', async () => {
    const first = await saved('EDITOR', { name: 'Morning', scope: 'personal' });
    const second = await saved('EDITOR', { name: 'Evening', scope: 'personal' });
    const clash = await change('EDITOR', second.id, { name: ' morning', version: second.version });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details.fieldErrors).toEqual({ name: taken('Morning') });
    expect((await viewsOf('EDITOR')).views.find((view) => view.id === second.id)?.name).toBe(
      'Evening',
    );
    const recased = await change('EDITOR', first.id, { name: 'MORNING', version: first.version });
    expect(dataOf<SavedView>(recased).name).toBe('MORNING');
  });

  it('refuses to share a view under a name someone it is for already uses, naming the clash', async () => {
    const [editorRole] = await t.database.db.select().from(roles).where(eq(roles.level, 'EDITOR'));
    await saved('EDITOR', { name: 'Editor pick', scope: 'personal' });

    const forAll = await save('ADMIN', { name: 'editor PICK', scope: 'everyone' });
    expect(forAll.statusCode).toBe(409);
    expect(forAll.json().details.fieldErrors).toEqual({ name: takenByOthers('Editor pick') });
    const forEditors = await save('ADMIN', {
      name: 'Editor Pick',
      scope: 'role',
      roleId: editorRole!.id,
    });
    expect(forEditors.json().details.fieldErrors).toEqual({ name: takenByOthers('Editor pick') });

    // The admin does not see the editor's view: a personal one of that name is theirs to keep.
    const mine = await saved('ADMIN', { name: 'editor pick', scope: 'personal' });
    const shared = await change('ADMIN', mine.id, { scope: 'everyone', version: mine.version });
    expect(shared.statusCode).toBe(409);
    expect(shared.json().details.fieldErrors).toEqual({ name: takenByOthers('Editor pick') });
    // Shared with the admins, it meets nobody who has that name.
    const forAdmins = await change('ADMIN', mine.id, { scope: 'role', version: mine.version });
    expect(dataOf<SavedView>(forAdmins).scope).toBe('role');
    expect(await namesOf('EDITOR')).toContain('Editor pick');
  });

  it('refuses a name another save is taking at that moment, once that one is done', async () => {
    await t.signIn('EDITOR');
    // Another request sharing the same name, caught between its check and its commit.
    const holding = deferred();
    const released = deferred();
    const other = t.database.db.transaction(async (tx) => {
      await lockViewNames(tx, 'cars');
      await tx.insert(savedViews).values({
        list: 'cars',
        name: 'Saved at once',
        scope: 'everyone',
        state: { ...state(), sortDirection: 'ASC' },
      });
      holding.resolve();
      await released.promise;
    });
    await Promise.race([holding.promise, other]);
    const answer = save('EDITOR', { name: 'saved at once', scope: 'personal' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    released.resolve();
    await other;
    const response = await answer;
    expect(response.statusCode).toBe(409);
    expect(response.json().details.fieldErrors).toEqual({ name: taken('Saved at once') });
    expect(await storedNamed('saved at once')).toBe(0);
  });

  it('keeps a view Showroom comes with shared: it has no owner to keep it', async () => {
    const waiting = (await viewsOf('SA')).views.find((v) => v.name === 'Cars waiting over 48 h')!;
    const response = await change('SA', waiting.id, {
      scope: 'personal',
      version: waiting.version,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      scope: ['A view Showroom comes with has no owner to keep it: it stays shared'],
    });
    expect(await namesOf('EDITOR')).toContain('Cars waiting over 48 h');
  });

  it("keeps its id when renamed or shared anew, and with it everyone's default", async () => {
    const team = await saved('ADMIN', { name: 'Team list', scope: 'everyone' });
    dataOf(await setDefault('EDITOR', team.id));
    const renamed = dataOf<SavedView>(
      await change('ADMIN', team.id, { name: 'Team cars', version: team.version }),
    );
    expect(renamed.id).toBe(team.id);
    expect((await viewsOf('EDITOR')).defaultViewId).toBe(team.id);
    const mine = dataOf<SavedView>(
      await change('ADMIN', team.id, { scope: 'personal', version: renamed.version }),
    );
    expect((await viewsOf('EDITOR')).defaultViewId).toBeNull();
    dataOf(await change('ADMIN', team.id, { scope: 'everyone', version: mine.version }));
    expect((await viewsOf('EDITOR')).defaultViewId).toBe(team.id);
  });
});

describe('a deleted view brought back', () => {
  const remove = (level: Level, id: number) =>
    t.as(level, { method: 'DELETE', url: `/api/v1/views/${id}` });
  const restore = (level: Level, id: number) =>
    t.as(level, { method: 'POST', url: `/api/v1/views/${id}/restore` });

  it("comes back with its id, and everyone's default with it, audited", async () => {
    const shared = await saved('ADMIN', { name: 'Back again', scope: 'everyone' });
    dataOf(await setDefault('EDITOR', shared.id));
    dataOf(await remove('ADMIN', shared.id));
    expect(await namesOf('EDITOR')).not.toContain('Back again');
    expect((await viewsOf('EDITOR')).defaultViewId).toBeNull();

    const back = dataOf<SavedView>(await restore('ADMIN', shared.id));
    expect(back).toMatchObject({ id: shared.id, name: 'Back again', scope: 'everyone' });
    expect(back.state).toEqual(shared.state);
    const editorSees = await viewsOf('EDITOR');
    expect(editorSees.defaultViewId).toBe(shared.id);
    expect(editorSees.views.map((view) => view.name)).toContain('Back again');
    const audit = await auditEntries(t, { resource: 'views', recordId: shared.id });
    expect(audit.map((row) => row.action)).toEqual(['create', 'default', 'delete', 'restore']);
  });

  it('is refused to who could not delete it, for a view not deleted, and unseen to others', async () => {
    const shared = await saved('ADMIN', { name: 'Not yours to bring back', scope: 'everyone' });
    dataOf(await remove('ADMIN', shared.id));
    const editor = await restore('EDITOR', shared.id);
    expect(editor.statusCode).toBe(403);
    expect(editor.json().message).toBe(
      'Only its owner, or someone who may delete shared views, can bring this view back',
    );
    dataOf(await restore('ADMIN', shared.id));
    const twice = await restore('ADMIN', shared.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Saved view is not in the trash');

    const personal = await saved('EDITOR', { name: 'Private, deleted', scope: 'personal' });
    dataOf(await remove('EDITOR', personal.id));
    expect((await restore('SA', personal.id)).statusCode).toBe(404);
  });

  it('is refused when its name has been taken since, and stays deleted', async () => {
    const gone = await saved('EDITOR', { name: 'Gone a moment', scope: 'personal' });
    dataOf(await remove('EDITOR', gone.id));
    await saved('EDITOR', { name: 'gone a moment', scope: 'personal' });
    const response = await restore('EDITOR', gone.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().details.fieldErrors).toEqual({
      name: ['There is already a view named “gone a moment” on this list: choose another name'],
    });
    const [row] = await t.database.db.select().from(savedViews).where(eq(savedViews.id, gone.id));
    expect(row?.deletedAt).not.toBeNull();
  });
});
