import type { ContactSubject } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const root = '/api/v1/contactUs/subjects';
const create = (payload: Record<string, unknown>) =>
  t.as('EDITOR', { method: 'POST', url: root, payload });
const adminList = async (query = '') =>
  dataOf<ContactSubject[]>(await t.as('EDITOR', { method: 'GET', url: `${root}/admin?${query}` }));

describe('contact-us subjects', () => {
  let sales: ContactSubject;
  let support: ContactSubject;
  let old: ContactSubject;

  it('creates bilingual subjects', async () => {
    support = dataOf<ContactSubject>(
      await create({ nameEn: 'Technical support', nameAr: 'الدعم الفني', sortOrder: 2 }),
    );
    sales = dataOf<ContactSubject>(
      await create({ nameEn: 'Buying a car', nameAr: 'شراء سيارة', sortOrder: 1 }),
    );
    old = dataOf<ContactSubject>(
      await create({ nameEn: 'Old campaign', sortOrder: 3, isActive: false }),
    );
    expect(sales).toMatchObject({
      nameEn: 'Buying a car',
      nameAr: 'شراء سيارة',
      isActive: true,
      sortOrder: 1,
      version: 1,
    });
  });

  it('names every invalid field and refuses a duplicate English name', async () => {
    const invalid = await create({ nameEn: ' ', nameAr: 'English', sortOrder: -1, color: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.fieldErrors).toEqual({
      nameEn: ['Required'],
      nameAr: ['Must be written in Arabic'],
      sortOrder: ['Must be 0 or more'],
      color: ['Unknown field'],
    });
    const duplicate = await create({ nameEn: 'BUYING A CAR' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().details.fieldErrors).toEqual({
      nameEn: ['A subject with this English name already exists'],
    });
  });

  it('lists them whole (a plain list) in the form’s order, with a filter on active', async () => {
    expect((await adminList()).map((s) => s.nameEn)).toEqual([
      'Buying a car',
      'Technical support',
      'Old campaign',
    ]);
    expect((await adminList('isActive=false')).map((s) => s.id)).toEqual([old.id]);
    expect((await adminList('search=شراء')).map((s) => s.id)).toEqual([sales.id]);
  });

  it('offers the public contact form the active ones only', async () => {
    const response = await t.app.inject({ method: 'GET', url: root });
    expect(dataOf(response)).toEqual([
      { id: sales.id, nameEn: 'Buying a car', nameAr: 'شراء سيارة' },
      { id: support.id, nameEn: 'Technical support', nameAr: 'الدعم الفني' },
    ]);
  });

  it('changes with the version read, and answers 409 on a stale one', async () => {
    const changed = dataOf<ContactSubject>(
      await t.as('EDITOR', {
        method: 'PATCH',
        url: `${root}/${support.id}`,
        payload: { isActive: false, version: 1 },
      }),
    );
    expect(changed).toMatchObject({ isActive: false, version: 2 });
    const stale = await t.as('EDITOR', {
      method: 'PATCH',
      url: `${root}/${support.id}`,
      payload: { isActive: true, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('lets admins (not editors) delete to the trash and restore', async () => {
    expect((await t.as('EDITOR', { method: 'DELETE', url: `${root}/${old.id}` })).statusCode).toBe(
      403,
    );
    dataOf(await t.as('ADMIN', { method: 'DELETE', url: `${root}/${old.id}` }));
    expect((await adminList()).map((s) => s.id)).not.toContain(old.id);
    expect((await adminList('deleted=true')).map((s) => s.id)).toEqual([old.id]);
    dataOf(await t.as('ADMIN', { method: 'POST', url: `${root}/${old.id}/restore` }));
    expect((await adminList()).map((s) => s.id)).toContain(old.id);
  });
});
