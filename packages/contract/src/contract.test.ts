import { describe, expect, it } from 'vitest';
import { phoneSchema, registerBodySchema } from './auth';
import { brandCreateSchema, brandListQuerySchema } from './brands';
import { can, inGroup, systemRoleMatrices } from './permissions';

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
