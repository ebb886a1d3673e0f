import { describe, expect, it } from 'vitest';
import { phoneSchema, refreshBodySchema, registerBodySchema } from './auth';
import { bannerCreateSchema } from './banners';
import { brandCreateSchema, brandListQuerySchema } from './brands';
import { listQuerySchema, versionSchema } from './common';
import { renderMessage } from './message-catalogue';
import { notificationCreateSchema } from './notifications';
import { bodyIdSchema, queryIdSchema } from './numbers';
import { can, inGroup, systemRoleMatrices } from './permissions';
import { dateTimeInput, timestampInput } from './timestamps';
import { fileUrlSchema } from './uploads';
import { viewLists } from './values';
import { viewStateSchema, viewStateProblems } from './views';

describe('system role permissions', () => {
  it('gives the super admin every action on every resource', () => {
    expect(can(systemRoleMatrices.SA, 'roles', 'delete')).toBe(true);
    expect(can(systemRoleMatrices.SA, 'audit', 'read')).toBe(true);
  });

  it('gives an admin everything but roles', () => {
    expect(can(systemRoleMatrices.ADMIN, 'cars', 'delete')).toBe(true);
    expect(can(systemRoleMatrices.ADMIN, 'roles', 'read')).toBe(false);
  });

  it('lets an editor read, create and change content, read statistics, and delete nothing', () => {
    const editor = systemRoleMatrices.EDITOR;
    expect(can(editor, 'brands', 'update')).toBe(true);
    expect(can(editor, 'brands', 'delete')).toBe(false);
    expect(can(editor, 'statistics', 'read')).toBe(true);
    expect(can(editor, 'users', 'read')).toBe(false);
    expect(Object.values(editor).some((granted) => granted.includes('delete'))).toBe(false);
  });

  it('gives a guest nothing', () => {
    expect(systemRoleMatrices.GUEST).toEqual({});
  });

  it('knows the spec’s role groups', () => {
    expect(inGroup('EDITOR', 'editor')).toBe(true);
    expect(inGroup('EDITOR', 'admin')).toBe(false);
    expect(inGroup('GUEST', 'guest')).toBe(true);
  });
});

describe('schemas shared by the browser and the server', () => {
  it('reads list queries from strings, with defaults', () => {
    expect(brandListQuerySchema.parse({ offset: '40', limit: '20', isActive: 'false' })).toEqual({
      offset: 40,
      limit: 20,
      sortDirection: 'DESC',
      isActive: false,
    });
  });

  it('trims names and turns an empty Arabic name into null', () => {
    expect(brandCreateSchema.parse({ nameEn: '  Kia  ', nameAr: '  ' })).toEqual({
      nameEn: 'Kia',
      nameAr: null,
    });
  });

  it('normalises phone numbers to E.164', () => {
    expect(phoneSchema.parse('+971 (50) 123-4567')).toBe('+971501234567');
    expect(phoneSchema.safeParse('0501234567').success).toBe(false);
  });

  it('checks a rule across fields beside the other fields’ mistakes, not after them', () => {
    const fieldsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
      result.error?.issues.map((issue) => issue.path.join('.')).sort();
    // A banner without its picture and with its dates the wrong way round: both are said.
    const banner = bannerCreateSchema.safeParse({
      titleEn: 'Winter sale',
      linkUrl: 'javascript:alert(1)',
      startsAt: '2026-12-20T09:00:00Z',
      endsAt: '2026-12-10T09:00:00Z',
    });
    expect(fieldsOf(banner)).toEqual(['endsAt', 'imageUrl', 'linkUrl']);
    const notification = notificationCreateSchema.safeParse({
      titleEn: '',
      sendNow: true,
      scheduledAt: '2026-12-20T09:00:00Z',
    });
    expect(fieldsOf(notification)).toEqual(expect.arrayContaining(['scheduledAt', 'titleEn']));
    // A date that is itself wrong is said once, on its own: the rule waits for it.
    const badDate = bannerCreateSchema.safeParse({
      titleEn: 'Sale',
      startsAt: 'soon',
      endsAt: '2026-12-10T09:00:00Z',
    });
    expect(fieldsOf(badDate)).toEqual(['imageUrl', 'startsAt']);
    // No body at all is said once, and the rule across fields does not read it.
    for (const body of [null, undefined, 'text'])
      expect(fieldsOf(notificationCreateSchema.safeParse(body))).toEqual(['']);
  });

  it('lower-cases the sign-up email', () => {
    expect(
      registerBodySchema.parse({
        email: ' Sam@Example.COM ',
        username: 'sam',
        password: '12345678',
      }).email,
    ).toBe('sam@example.com');
  });
});

describe('ids and numbers read from a path or a query', () => {
  it('reads canonical decimal digits only', () => {
    expect(queryIdSchema.parse('42')).toBe(42);
    expect(queryIdSchema.parse('2147483647')).toBe(2_147_483_647);
    for (const spelling of ['0x1', '+1', '01', ' 1', '1 ', '1e0', '1.0', '', 'true', '１']) {
      expect(queryIdSchema.safeParse(spelling).success, spelling).toBe(false);
    }
  });

  it('names out-of-range ids without failing', () => {
    const tooLarge = queryIdSchema.safeParse('2147483648');
    expect(tooLarge.error?.issues.map((i) => renderMessage(i.message, 'en'))).toEqual([
      'Is too large',
    ]);
    const huge = queryIdSchema.safeParse('9'.repeat(400));
    expect(huge.error?.issues.map((i) => renderMessage(i.message, 'en'))).toEqual(['Is too large']);
    expect(renderMessage(queryIdSchema.safeParse('0').error?.issues[0]?.message ?? '', 'en')).toBe(
      'Must be a positive id',
    );
  });

  it('takes JSON integers only in a body', () => {
    expect(bodyIdSchema.parse(7)).toBe(7);
    for (const value of [true, '1', 1.5, 0, -3, 2_147_483_648, null, Number.NaN]) {
      expect(bodyIdSchema.safeParse(value).success, String(value)).toBe(false);
    }
  });

  it('reads paging strictly', () => {
    const query = listQuerySchema(['id']);
    expect(query.parse({ offset: '0', limit: '100' })).toMatchObject({ offset: 0, limit: 100 });
    expect(query.safeParse({ offset: '1e3' }).success).toBe(false);
    expect(query.safeParse({ limit: '0x10' }).success).toBe(false);
  });
});

describe('file URLs', () => {
  it('takes an uploaded file or a plain http(s) URL', () => {
    for (const url of ['/uploads/2026/11/a-b_c.webp', 'https://cdn.showroom.test/a.png?v=1']) {
      expect(fileUrlSchema.parse(url)).toBe(url);
    }
  });

  it('refuses path climbing, backslashes, NUL and other schemes', () => {
    for (const url of [
      '/uploads/../x',
      '/uploads/%2e%2e/x',
      '/uploads/.hidden/../x',
      '/uploads/a\\b',
      '/uploads/a\u0000b',
      '/elsewhere/a.png',
      'https://cdn.showroom.test/%2e%2E/x',
      'https://cdn.showroom.test/a\\b',
      'ftp://cdn.showroom.test/a.png',
      'data:image/png;base64,AAAA',
    ]) {
      expect(fileUrlSchema.safeParse(url).success, url).toBe(false);
    }
  });
});

describe("a saved view's state", () => {
  const blank = viewStateSchema.parse({});

  it('fits every list when it names no sort and no filter, and no list takes an unknown filter', () => {
    for (const list of viewLists) {
      expect(viewStateProblems(list, blank)).toEqual([]);
      expect(viewStateProblems(list, { ...blank, filters: { nope: '1' } })).toEqual([
        { field: 'state.filters.nope', message: expect.any(String) },
      ]);
    }
  });

  it("names a sort and a filter value its list refuses by the view's own fields", () => {
    const problems = viewStateProblems('cars', {
      ...blank,
      sortBy: 'bogusColumn',
      filters: { status: 'flying', yearFrom: '2020', yearTo: '2010', offset: '5' },
    });
    expect(problems.map((problem) => problem.field).sort()).toEqual([
      'state.filters.offset',
      'state.filters.status',
      'state.sortBy',
    ]);
    expect(
      viewStateProblems('cars', { ...blank, filters: { yearFrom: '2020', yearTo: '2010' } }),
    ).toEqual([{ field: 'state.filters.yearTo', message: expect.any(String) }]);
  });
});

describe('the message for a value of the wrong kind', () => {
  const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => renderMessage(issue.message, 'en'));

  it('says text is wanted, or how long it may be, rather than that it is required', () => {
    expect(messagesOf(brandCreateSchema.safeParse({ nameEn: 123 }))).toEqual(['Must be text']);
    expect(messagesOf(brandCreateSchema.safeParse({}))).toEqual(['Required']);
    expect(messagesOf(bodyIdSchema.safeParse(null))).toEqual(['Required']);
    expect(messagesOf(refreshBodySchema.safeParse({ refreshToken: 'x'.repeat(201) }))).toEqual([
      'Must be at most 200 characters',
    ]);
  });

  it('names a missing record version, and says what is wrong with one given', () => {
    expect(messagesOf(versionSchema.safeParse(undefined))).toEqual([
      'The record version is required',
    ]);
    expect(messagesOf(versionSchema.safeParse('1'))).toEqual(['Must be a number']);
    expect(messagesOf(versionSchema.safeParse(1.5))).toEqual(['Must be a whole number']);
    expect(messagesOf(versionSchema.safeParse(-1))).toEqual(['Must be 0 or more']);
  });
});

describe('moments a client sends', () => {
  const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => renderMessage(issue.message, 'en'));
  const range = 'Must be from 1000-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z';

  it('takes the years 1000 to 9999 in UTC, both ends included', () => {
    for (const text of [
      '1000-01-01T00:00:00Z',
      '9999-12-31T23:59:59.999Z',
      '1000-01-01T04:00:00+04:00',
    ]) {
      expect(timestampInput.safeParse(text).success, text).toBe(true);
      expect(dateTimeInput.safeParse(text).success, text).toBe(true);
    }
    expect(dateTimeInput.parse('9999-12-31T23:59:59Z')).toEqual(new Date('9999-12-31T23:59:59Z'));
  });

  it('names the range for a moment outside it, where it falls in UTC', () => {
    for (const text of [
      '0000-01-01T00:00:00Z',
      '0999-12-31T23:59:59.999Z',
      '1000-01-01T00:00:00+00:01',
      '9999-12-31T23:59:59-14:00',
    ]) {
      expect(messagesOf(timestampInput.safeParse(text)), text).toEqual([range]);
      expect(messagesOf(dateTimeInput.safeParse(text)), text).toEqual([range]);
    }
  });

  it('names a text that is no date-time by its format alone', () => {
    expect(messagesOf(timestampInput.safeParse('0000-01-01'))).toEqual([
      'Must be a date-time with a time zone',
    ]);
  });
});
