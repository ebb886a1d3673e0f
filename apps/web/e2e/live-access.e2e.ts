import type { Role, Session, User } from '@showroom/contract';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts, PASSWORD } from './config';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, expect, signIn, test } from './fixtures';

/** What the API answered, from its envelope. */
async function dataOf<T>(answer: Promise<{ status(): number; json(): Promise<unknown> }>) {
  const response = await answer;
  const body = (await response.json()) as { statusCode: number; data: T };
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body.data;
}

/** The super admin's bearer header, from a session of its own (not the browser's). */
async function superAdmin(request: APIRequestContext): Promise<Headers> {
  const session = await dataOf<Session>(
    request.post('/api/v1/admin/login', {
      data: { emailOrPhone: accounts.superAdmin, password: PASSWORD },
    }),
  );
  return { Authorization: `Bearer ${session.accessToken}` };
}

type Headers = Record<string, string>;

const roleCalled = async (request: APIRequestContext, headers: Headers, name: string) => {
  const roles = await dataOf<Role[]>(request.get('/api/v1/role/admin', { headers }));
  const role = roles.find((each) => each.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role;
};

const saveMatrix = (
  request: APIRequestContext,
  headers: Headers,
  role: Role,
  permissions: Role['permissions'],
) =>
  dataOf<Role>(
    request.patch(`/api/v1/role/${role.id}`, {
      headers,
      data: { permissions, version: role.version },
    }),
  );

const storedTokens = (page: Page) =>
  page.evaluate(
    ([access, refresh]) => [localStorage.getItem(access), localStorage.getItem(refresh)],
    [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY] as const,
  );

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
/** A menu entry (the group of the page shown is open). */
const sidebarLink = (page: Page, name: string) =>
  sidebar(page).getByRole('link', { name, exact: true });
/** A group of the sidebar. */
const sidebarGroup = (page: Page, name: string) =>
  sidebar(page).getByRole('button', { name, exact: true });
const forbidden = (page: Page) =>
  page.getByRole('heading', { name: 'You do not have access to this page' });
const rows = (page: Page) => page.locator('[role="grid"] [role="row"][data-id]');

describe('permission changes reaching an open tab', () => {
  test('an editor’s tab loses the menu item and the screen when their role’s matrix drops it, and gets both back, without a reload', async ({
    page,
  }) => {
    const headers = await superAdmin(page.request);
    const editor = await roleCalled(page.request, headers, 'Editor');
    await signIn(page, accounts.editor, '/dashboard/brands');
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    await expect.poll(() => sidebarLink(page, 'Brands').count()).toBe(1);
    const tokens = await storedTokens(page);
    // Every document the tab loads from here on is counted: none should be.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });

    const { brands: _dropped, ...withoutBrands } = editor.permissions;
    const saved = await saveMatrix(page.request, headers, editor, withoutBrands);
    try {
      await expect.poll(() => sidebarLink(page, 'Brands').count(), { timeout: 5_000 }).toBe(0);
      await forbidden(page).waitFor({ timeout: 5_000 });
      expect(await rows(page).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/dashboard/brands');
      // What the role still grants stays.
      expect(await sidebarGroup(page, 'Content').count()).toBe(1);

      await saveMatrix(page.request, headers, saved, editor.permissions);
      await expect.poll(() => sidebarLink(page, 'Brands').count(), { timeout: 5_000 }).toBe(1);
      await expect.poll(() => forbidden(page).count(), { timeout: 5_000 }).toBe(0);
      await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
      expect(documents).toEqual([]);
      expect(await storedTokens(page)).toEqual(tokens);
    } finally {
      const current = await roleCalled(page.request, headers, 'Editor');
      if (JSON.stringify(current.permissions) !== JSON.stringify(editor.permissions))
        await saveMatrix(page.request, headers, current, editor.permissions);
    }
  });

  test('a staff member given another role gets its menus in the open tab and stays signed in', async ({
    page,
  }) => {
    const headers = await superAdmin(page.request);
    const editorRole = await roleCalled(page.request, headers, 'Editor');
    const adminRole = await roleCalled(page.request, headers, 'Admin');
    const stamp = Date.now().toString(36);
    const email = `live-role-${stamp}@showroom.local`;
    const user = await dataOf<User>(
      page.request.post('/api/v1/auth/users', {
        headers,
        data: {
          name: `Live Role ${stamp}`,
          username: `live-role-${stamp}`,
          email,
          kind: 'staff',
          password: PASSWORD,
          roleId: editorRole.id,
        },
      }),
    );
    await signIn(page, email, '/dashboard/users');
    await forbidden(page).waitFor();
    await expect.poll(() => sidebarGroup(page, 'Vehicles').count()).toBe(1);
    expect(await sidebarLink(page, 'Users').count()).toBe(0);
    const tokens = await storedTokens(page);

    await dataOf<User>(
      page.request.post(`/api/v1/auth/users/${user.id}/role`, {
        headers,
        data: { roleId: adminRole.id, version: user.version },
      }),
    );
    await expect.poll(() => sidebarLink(page, 'Users').count(), { timeout: 5_000 }).toBe(1);
    await expect.poll(() => rows(page).count(), { timeout: 5_000 }).toBeGreaterThan(0);
    expect(await forbidden(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard/users');
    expect(await storedTokens(page)).toEqual(tokens);
  });

  test('a Guest waiting for access gets the page asked for once a role is given, without a reload', async ({
    page,
  }) => {
    const headers = await superAdmin(page.request);
    const editorRole = await roleCalled(page.request, headers, 'Editor');
    const stamp = Date.now().toString(36);
    const email = `live-guest-${stamp}@showroom.local`;
    const user = await dataOf<User>(
      page.request.post('/api/v1/auth/users', {
        headers,
        data: {
          name: `Live Guest ${stamp}`,
          username: `live-guest-${stamp}`,
          email,
          kind: 'staff',
          password: PASSWORD,
        },
      }),
    );
    await signIn(page, email, '/dashboard/brands');
    await page.getByRole('heading', { name: 'Waiting for access' }).waitFor();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });

    await dataOf<User>(
      page.request.post(`/api/v1/auth/users/${user.id}/role`, {
        headers,
        data: { roleId: editorRole.id, version: user.version },
      }),
    );
    // The waiting page asks every 15 s: within that (and the answer's time) the list opens.
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await sidebarLink(page, 'Brands').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Waiting for access' }).count()).toBe(0);
    expect(documents).toEqual([]);
  });
});
