import {
  BULK_EDIT_MAX,
  type BulkEditResult,
  resourcePaths,
  type Car,
  type CarStatus,
  type Level,
  type User,
  undoableOf,
} from '@showroom/contract';
import { and, eq, inArray } from 'drizzle-orm';
import fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerBulkEditRoutes } from '../src/crud/bulk-edit.routes';
import { auditLog, brands, cars, categories, roles, users } from '../src/db/schema';
import { carsResource } from '../src/modules/cars/cars.resource';
import { carStatusMachine, carStatusValues } from '../src/modules/cars/cars.service';
import { ADMIN_EMAIL, auditEntries, dataOf } from './helpers';
import { carInStatus, createCar, useMarketplace } from './marketplace-fixtures';

const { t, f } = useMarketplace();

const bulk = (
  level: Level,
  root: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) => t.as(level, { method: 'POST', url: `/api/v1${root}/bulk-edit`, payload, headers });
const edit = async (level: Level, root: string, payload: Record<string, unknown>) =>
  dataOf<BulkEditResult>(await bulk(level, root, payload));
const undo = async (root: string, done: BulkEditResult['done']) =>
  dataOf<BulkEditResult>(
    await t.as('SA', {
      method: 'POST',
      url: `/api/v1${root}/bulk-edit/undo`,
      payload: {
        records: done.map(({ id, version, previous }) => ({ id, version, set: previous })),
      },
    }),
  );
const carsById = async (ids: number[]) =>
  new Map(
    (await t.database.db.select().from(cars).where(inArray(cars.id, ids))).map((car) => [
      car.id,
      car,
    ]),
  );
const auditRowsOf = (ids: number[], action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.resource, 'cars'),
        eq(auditLog.action, action),
        inArray(auditLog.recordId, ids),
      ),
    );

describe('a bulk edit of cars', () => {
  it('previews what would change and what the status machine refuses, and changes nothing', async () => {
    const pending = await createCar(t, f, { title: 'Pending Corolla' });
    const published = await carInStatus(t, f, 'published', { title: 'Published Land Cruiser' });
    const result = await edit('SA', '/cars', {
      selection: { ids: [pending.id, published.id] },
      set: { status: 'sold' },
      dryRun: true,
    });
    expect(result).toMatchObject({
      dryRun: true,
      matched: 2,
      unchanged: 0,
      done: [
        { id: published.id, version: published.version + 1, previous: { status: 'published' } },
      ],
      refused: [{ id: pending.id, name: 'Pending Corolla', code: 'INVALID_TRANSITION' }],
      records: [
        { id: pending.id, version: pending.version },
        { id: published.id, version: published.version },
      ],
    });
    expect(result.refused[0]?.message).toMatch(/pending/i);
    const stored = await carsById([pending.id, published.id]);
    expect(stored.get(published.id)).toMatchObject({ status: 'published', version: 2 });
    expect(await auditRowsOf([published.id], 'status')).toHaveLength(1);
  });

  it('changes every record it may, one audit row each, and names the others in Arabic', async () => {
    const a = await createCar(t, f);
    const b = await createCar(t, f, { categoryId: f.suv.id });
    const sold = await carInStatus(t, f, 'sold');
    const result = dataOf<BulkEditResult>(
      await bulk(
        'EDITOR',
        '/cars',
        {
          selection: { ids: [a.id, b.id, sold.id] },
          set: { categoryId: f.suv.id, status: 'archived' },
        },
        { 'accept-language': 'ar' },
      ),
    );
    // a and b are pending: they cannot be archived, so neither is changed at all.
    expect(result.done).toEqual([]);
    expect(result.refused.map((r) => r.id)).toEqual([a.id, b.id, sold.id]);
    expect(result.refused[0]?.message).toMatch(/[\u0600-\u06FF]/);

    const featured = await edit('EDITOR', '/cars', {
      selection: { ids: [a.id, b.id, sold.id] },
      set: { isFeatured: true, categoryId: f.suv.id },
    });
    expect(featured.dryRun).toBe(false);
    expect(featured.done.map((d) => d.id)).toEqual([a.id, b.id, sold.id]);
    expect(featured.done[1]).toEqual({
      id: b.id,
      version: b.version + 1,
      previous: { isFeatured: false },
    });
    expect(featured.oneWay).toEqual([]);
    const stored = await carsById([a.id, b.id, sold.id]);
    for (const car of stored.values())
      expect(car).toMatchObject({ isFeatured: true, categoryId: f.suv.id });
    expect(await auditRowsOf([a.id, b.id, sold.id], 'update')).toHaveLength(3);
  });

  it('counts records that already hold the values as unchanged, without writing them', async () => {
    const car = await createCar(t, f, { isFeatured: true });
    const result = await edit('SA', '/cars', {
      selection: { ids: [car.id] },
      set: { isFeatured: true },
    });
    expect(result).toMatchObject({ unchanged: 1, done: [], refused: [] });
    expect((await carsById([car.id])).get(car.id)?.version).toBe(car.version);
  });

  it('refuses a record changed since the preview, and changes the rest', async () => {
    const first = await createCar(t, f);
    const second = await createCar(t, f);
    const preview = await edit('SA', '/cars', {
      selection: { ids: [first.id, second.id] },
      set: { brandId: f.bmw.id },
      dryRun: true,
    });
    // Someone edits the second car between the preview and the edit.
    dataOf<Car>(
      await t.as('SA', {
        method: 'PATCH',
        url: `/api/v1/cars/${second.id}`,
        payload: { model: 'Camry Hybrid', version: second.version },
      }),
    );
    const result = await edit('SA', '/cars', {
      selection: { records: preview.records },
      set: { brandId: f.bmw.id },
    });
    expect(result.done.map((d) => d.id)).toEqual([first.id]);
    expect(result.refused).toEqual([
      expect.objectContaining({ id: second.id, code: 'STALE_VERSION' }),
    ]);
    const stored = await carsById([first.id, second.id]);
    expect(stored.get(first.id)?.brandId).toBe(f.bmw.id);
    expect(stored.get(second.id)?.brandId).toBe(f.toyota.id);
  });

  it('refuses a seller who may not sell, and a brand in the trash, on the field', async () => {
    const car = await createCar(t, f);
    const blocked = await edit('SA', '/cars', {
      selection: { ids: [car.id] },
      set: { userId: f.blocked.id },
    });
    expect(blocked.refused).toEqual([
      expect.objectContaining({ id: car.id, code: 'VALIDATION_FAILED' }),
    ]);
    const trashed = await edit('SA', '/cars', {
      selection: { ids: [car.id] },
      set: { brandId: f.trashedBrand.id },
    });
    expect(trashed.refused).toHaveLength(1);
  });

  it('takes every car the list matches, as its filter and search say', async () => {
    const tag = `Filtered ${Date.now().toString(36)}`;
    const matching = [
      await createCar(t, f, { title: `${tag} one` }),
      await createCar(t, f, { title: `${tag} two` }),
    ];
    await carInStatus(t, f, 'published', { title: `${tag} published` });
    const result = await edit('SA', '/cars', {
      selection: { filter: { search: tag, status: 'pending' } },
      set: { isFeatured: true },
    });
    expect(result.matched).toBe(2);
    expect(result.more).toBe(false);
    expect(result.done.map((d) => d.id).sort()).toEqual(matching.map((car) => car.id).sort());
  });

  it('undoes what it did, unless a record changed since', async () => {
    const a = await createCar(t, f);
    const b = await carInStatus(t, f, 'published');
    const result = await edit('SA', '/cars', {
      selection: { ids: [a.id, b.id] },
      set: { categoryId: f.suv.id, isFeatured: true },
    });
    expect(result.done).toHaveLength(2);
    await t.as('SA', {
      method: 'PATCH',
      url: `/api/v1/cars/${b.id}`,
      payload: { city: 'Sharjah', version: result.done[1]!.version },
    });
    const undone = await undo('/cars', result.done);
    expect(undone.done.map((d) => d.id)).toEqual([a.id]);
    expect(undone.refused).toEqual([expect.objectContaining({ id: b.id, code: 'STALE_VERSION' })]);
    const stored = await carsById([a.id, b.id]);
    expect(stored.get(a.id)).toMatchObject({ categoryId: f.sedan.id, isFeatured: false });
    expect(stored.get(b.id)).toMatchObject({ categoryId: f.suv.id, isFeatured: true });
    expect(await auditRowsOf([a.id], 'update')).toHaveLength(2);
  });

  it('says before anything changes which status moves an undo could not take back', async () => {
    const pending = await createCar(t, f, { title: 'Pending Corolla' });
    const pendingToo = await createCar(t, f, { title: 'Pending Patrol' });
    const archived = await carInStatus(t, f, 'archived', { title: 'Archived Camry' });
    const preview = await edit('EDITOR', '/cars', {
      selection: { ids: [pending.id, pendingToo.id, archived.id] },
      set: { status: 'published' },
      dryRun: true,
    });
    expect(preview.done.map((d) => d.id)).toEqual([pending.id, pendingToo.id, archived.id]);
    // Published goes on to sold or archived only: the pending cars cannot go back; the archived
    // one can.
    expect(preview.oneWay).toEqual([
      { id: pending.id, name: 'Pending Corolla', message: expect.stringMatching(/published/) },
      { id: pendingToo.id, name: 'Pending Patrol', message: expect.any(String) },
    ]);
    expect(preview.oneWay[0]?.message).toBe(
      'A car cannot go from published to pending; allowed from published: sold, archived',
    );
    expect(undoableOf(preview).map((d) => d.id)).toEqual([archived.id]);

    // The edit answers the same, and an undo of all three puts back only the archived car.
    const applied = await edit('EDITOR', '/cars', {
      selection: { records: preview.records },
      set: { status: 'published' },
    });
    expect(applied.oneWay.map((r) => r.id)).toEqual([pending.id, pendingToo.id]);
    const undone = await undo('/cars', applied.done);
    expect(undone.done.map((d) => d.id)).toEqual([archived.id]);
    expect(undone.refused.map((r) => [r.id, r.code, r.message])).toEqual(
      applied.oneWay.map((r) => [r.id, 'INVALID_TRANSITION', r.message]),
    );
  });

  it('says a field change and a status move its machine allows back can be undone', async () => {
    const car = await createCar(t, f);
    const published = await carInStatus(t, f, 'published');
    const featured = await edit('EDITOR', '/cars', {
      selection: { ids: [car.id, published.id] },
      set: { isFeatured: true, categoryId: f.suv.id },
      dryRun: true,
    });
    expect(featured.done).toHaveLength(2);
    expect(featured.oneWay).toEqual([]);
    const archived = await edit('EDITOR', '/cars', {
      selection: { ids: [published.id] },
      set: { status: 'archived' },
      dryRun: true,
    });
    expect(archived).toMatchObject({ done: [{ id: published.id }], oneWay: [] });
  });

  it('words a one-way move in the request’s language', async () => {
    const car = await createCar(t, f);
    const preview = dataOf<BulkEditResult>(
      await bulk(
        'SA',
        '/cars',
        { selection: { ids: [car.id] }, set: { status: 'published' }, dryRun: true },
        { 'accept-language': 'ar' },
      ),
    );
    expect(preview.oneWay).toEqual([
      expect.objectContaining({ id: car.id, message: expect.stringMatching(/[\u0600-\u06FF]/) }),
    ]);
  });

  it('undoes a status move through the status machine', async () => {
    const car = await carInStatus(t, f, 'published');
    const result = await edit('SA', '/cars', {
      selection: { ids: [car.id] },
      set: { status: 'archived' },
    });
    const undone = await undo('/cars', result.done);
    expect(undone.done).toHaveLength(1);
    expect((await carsById([car.id])).get(car.id)?.status).toBe('published');
  });

  it('refuses a status move, and its undo, on a record changed since', async () => {
    const car = await carInStatus(t, f, 'published');
    const preview = await edit('SA', '/cars', {
      selection: { ids: [car.id] },
      set: { status: 'archived' },
      dryRun: true,
    });
    // Someone edits the car between the preview and the edit.
    const edited = dataOf<Car>(
      await t.as('SA', {
        method: 'PATCH',
        url: `/api/v1/cars/${car.id}`,
        payload: { city: 'Sharjah', version: car.version },
      }),
    );
    const stale = await edit('SA', '/cars', {
      selection: { records: preview.records },
      set: { status: 'archived' },
    });
    expect(stale.refused).toEqual([expect.objectContaining({ id: car.id, code: 'STALE_VERSION' })]);
    expect((await carsById([car.id])).get(car.id)).toMatchObject({
      status: 'published',
      version: edited.version,
    });

    const moved = await edit('SA', '/cars', {
      selection: { ids: [car.id] },
      set: { status: 'archived' },
    });
    await t.as('SA', {
      method: 'PATCH',
      url: `/api/v1/cars/${car.id}`,
      payload: { city: 'Dubai', version: moved.done[0]!.version },
    });
    const undone = await undo('/cars', moved.done);
    expect(undone.refused).toEqual([
      expect.objectContaining({ id: car.id, code: 'STALE_VERSION' }),
    ]);
    expect((await carsById([car.id])).get(car.id)?.status).toBe('archived');
  });

  it('answers 400 naming the field for a field it may not set, or none', async () => {
    const car = await createCar(t, f);
    const price = await bulk('SA', '/cars', { selection: { ids: [car.id] }, set: { price: 1 } });
    expect(price.statusCode).toBe(400);
    expect(price.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(
      Object.keys(price.json<{ details: { fieldErrors: object } }>().details.fieldErrors),
    ).toContain('set');
    const nothing = await bulk('SA', '/cars', { selection: { ids: [car.id] }, set: {} });
    expect(nothing.statusCode).toBe(400);
    const rejected = await bulk('SA', '/cars', {
      selection: { ids: [car.id] },
      set: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(400);
    const twoWays = await bulk('SA', '/cars', {
      selection: { ids: [car.id], filter: {} },
      set: { isFeatured: true },
    });
    expect(twoWays.statusCode).toBe(400);
    const noneSelected = await bulk('SA', '/cars', {
      selection: { ids: [] },
      set: { isFeatured: true },
    });
    expect(noneSelected.statusCode).toBe(400);
    const tooMany = await bulk('SA', '/cars', {
      selection: { ids: Array.from({ length: BULK_EDIT_MAX + 1 }, (_, index) => index + 1) },
      set: { isFeatured: true },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ details: { fieldErrors: object } }>().details.fieldErrors).toHaveProperty(
      ['selection.ids'],
    );
  });

  it('is refused whole to a role that may not change cars', async () => {
    const car = await createCar(t, f);
    const response = await bulk('GUEST', '/cars', {
      selection: { ids: [car.id] },
      set: { isFeatured: true },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('a bulk edit of the catalogue', () => {
  it('hides and reorders every brand that matches', async () => {
    const result = await edit('ADMIN', '/brand', {
      selection: { filter: { search: 'o' } },
      set: { isActive: false, sortOrder: 7 },
    });
    // Toyota matches; the trashed Saab is not on the list.
    expect(result.done.map((d) => d.id)).toContain(f.toyota.id);
    const [toyota] = await t.database.db.select().from(brands).where(eq(brands.id, f.toyota.id));
    expect(toyota).toMatchObject({ isActive: false, sortOrder: 7 });
    await undo('/brand', result.done);
    const [back] = await t.database.db.select().from(brands).where(eq(brands.id, f.toyota.id));
    expect(back).toMatchObject({ isActive: true, sortOrder: 0 });
  });
});

describe('a record named more than once', () => {
  it('takes one turn and counts once, in a preview, an edit and an undo', async () => {
    const id = f.toyota.id;
    const [toyota] = await t.database.db.select().from(brands).where(eq(brands.id, id));
    const version = toyota!.version;
    const preview = await edit('SA', '/brand', {
      selection: { ids: [id, id, id] },
      set: { sortOrder: 3 },
      dryRun: true,
    });
    expect(preview).toMatchObject({ matched: 1, records: [{ id, version }], unchanged: 0 });
    expect(preview.done).toEqual([{ id, version: version + 1, previous: { sortOrder: 0 } }]);

    const audited = async () =>
      (await auditEntries(t, { resource: 'brands', recordId: id, action: 'update' })).length;
    const before = await audited();
    const result = await edit('SA', '/brand', {
      selection: {
        records: [
          { id, version },
          { id, version },
        ],
      },
      set: { sortOrder: 3 },
    });
    expect(result).toMatchObject({ matched: 1, unchanged: 0, refused: [] });
    expect(result.done).toEqual([{ id, version: version + 1, previous: { sortOrder: 0 } }]);
    expect(await audited()).toBe(before + 1);

    const undone = await undo('/brand', [...result.done, ...result.done]);
    expect(undone).toMatchObject({ matched: 1, unchanged: 0, refused: [] });
    expect(undone.done).toHaveLength(1);
    expect(await audited()).toBe(before + 2);
  });
});

describe('all that match, past what one request takes', () => {
  it('takes the first 100 records in the list’s order and says there were more', async () => {
    await t.database.db.insert(categories).values(
      Array.from({ length: BULK_EDIT_MAX + 1 }, (_, index) => ({
        nameEn: `Bulk body ${String(index).padStart(4, '0')}`,
      })),
    );
    const result = await edit('SA', '/category', {
      selection: { filter: { search: 'Bulk body', sortBy: 'sortOrder', sortDirection: 'ASC' } },
      set: { isActive: false },
      dryRun: true,
    });
    expect(result).toMatchObject({ matched: BULK_EDIT_MAX, more: true, refused: [] });
    expect(result.done).toHaveLength(BULK_EDIT_MAX);
    const stillActive = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.isActive, false));
    expect(stillActive).toEqual([]);
  });
});

describe('a bulk edit of users', () => {
  async function staffMember(username: string) {
    const [editorRole] = await t.database.db.select().from(roles).where(eq(roles.level, 'EDITOR'));
    const [row] = await t.database.db
      .insert(users)
      .values({
        name: username,
        username,
        email: `${username}@showroom.test`,
        kind: 'staff',
        roleId: editorRole!.id,
      })
      .returning();
    return row!;
  }
  const adminRoleId = async () =>
    (await t.database.db.select().from(roles).where(eq(roles.level, 'ADMIN')))[0]!.id;

  it('lets only a super admin give staff a role, refusing each record otherwise', async () => {
    const one = await staffMember('bulk-role-one');
    const two = await staffMember('bulk-role-two');
    const roleId = await adminRoleId();
    const byAdmin = await edit('ADMIN', '/auth/users', {
      selection: { ids: [one.id, two.id] },
      set: { roleId },
    });
    expect(byAdmin.done).toEqual([]);
    expect(byAdmin.refused).toEqual([
      expect.objectContaining({ id: one.id, code: 'FORBIDDEN', name: 'bulk-role-one' }),
      expect.objectContaining({ id: two.id, code: 'FORBIDDEN' }),
    ]);
    const bySa = await edit('SA', '/auth/users', {
      selection: { ids: [one.id, two.id, f.seller.id] },
      set: { roleId },
    });
    expect(bySa.done.map((d) => d.id)).toEqual([one.id, two.id]);
    // A customer has no role.
    expect(bySa.refused).toEqual([expect.objectContaining({ id: f.seller.id })]);
  });

  it('blocks everyone selected but the one asking, and unblocks them on undo', async () => {
    const member = await staffMember('bulk-block');
    const [self] = await t.database.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
    const result = await edit('SA', '/auth/users', {
      selection: { ids: [member.id, self!.id] },
      set: { status: 'blocked' },
    });
    expect(result.done.map((d) => d.id)).toEqual([member.id]);
    expect(result.refused).toEqual([expect.objectContaining({ id: self!.id, code: 'CONFLICT' })]);
    const blocked = dataOf<User>(
      await t.as('SA', { method: 'GET', url: `/api/v1/auth/users/${member.id}` }),
    );
    expect(blocked.status).toBe('blocked');
    await undo('/auth/users', result.done);
    const [back] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(back?.status).toBe('active');
  });

  it('an undone bulk unblock blocks each account again with its own reason', async () => {
    const spam = await staffMember('bulk-unblock-spam');
    const quiet = await staffMember('bulk-unblock-quiet');
    const blockWith = async (id: number, payload?: { reason: string }) =>
      expect(
        (
          await t.as('SA', {
            method: 'POST',
            url: `/api/v1/auth/users/${id}/block`,
            ...(payload ? { payload } : {}),
          })
        ).statusCode,
      ).toBe(200);
    await blockWith(spam.id, { reason: 'Sent spam to sellers' });
    await blockWith(quiet.id);
    const result = await edit('SA', '/auth/users', {
      selection: { ids: [spam.id, quiet.id] },
      set: { status: 'active' },
    });
    expect(result.done.map((d) => [d.id, d.previous])).toEqual([
      [spam.id, { status: 'blocked', blockedReason: 'Sent spam to sellers' }],
      [quiet.id, { status: 'blocked' }],
    ]);
    const undone = await undo('/auth/users', result.done);
    expect(undone.done.map((d) => d.id)).toEqual([spam.id, quiet.id]);
    const stored = await t.database.db
      .select({ id: users.id, status: users.status, reason: users.blockedReason })
      .from(users)
      .where(inArray(users.id, [spam.id, quiet.id]))
      .orderBy(users.id);
    expect(stored).toEqual([
      { id: spam.id, status: 'blocked', reason: 'Sent spam to sellers' },
      { id: quiet.id, status: 'blocked', reason: null },
    ]);
  });

  it('an undo names a block reason only beside the status it goes with', async () => {
    const member = await staffMember('bulk-reason-alone');
    const alone = await t.as('SA', {
      method: 'POST',
      url: '/api/v1/auth/users/bulk-edit/undo',
      payload: {
        records: [{ id: member.id, version: member.version, set: { blockedReason: 'x' } }],
      },
    });
    expect(alone.statusCode).toBe(200);
    expect(dataOf<BulkEditResult>(alone).done).toEqual([]);
    const edited = await t.as('SA', {
      method: 'POST',
      url: '/api/v1/auth/users/bulk-edit',
      payload: { selection: { ids: [member.id] }, set: { blockedReason: 'x' } },
    });
    expect(edited.statusCode).toBe(400);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(stored?.blockedReason).toBeNull();
  });
});

describe('the columns a status move sets beside the status', () => {
  const register = (values: (status: string) => Record<string, unknown>) =>
    registerBulkEditRoutes(fastify(), carsResource, resourcePaths.cars, {
      machine: carStatusMachine,
      values,
    });

  it('stops the API from starting unless they are the contract’s companions of the status', () => {
    expect(() => register(() => ({ rejectionReason: null, publishedAt: null }))).toThrow(
      "Car: a status move sets [publishedAt, rejectionReason] beside the status, but the contract's statusCompanionFields names [rejectionReason]",
    );
    expect(() => register(() => ({}))).toThrow('names [rejectionReason]');
    expect(() =>
      register((status) => carStatusValues({ status: status as CarStatus })),
    ).not.toThrow();
  });
});
