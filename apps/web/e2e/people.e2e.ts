import { describe } from 'vitest';
import { accounts } from './config';
import {
  expect,
  expectAccessible,
  expectFitsWidth,
  gridRows,
  rowWith,
  search,
  signIn,
  test,
} from './fixtures';

describe('users', () => {
  test('seeded staff render; search by email; filters kept in the URL', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/users');
    await expect.poll(() => gridRows(page).count()).toBeGreaterThan(1);
    await search(page, 'support2@showroom.local');
    await expect.poll(() => rowWith(page, 'Dina Yousef').count()).toBe(1);
    await expect.poll(() => gridRows(page).count()).toBe(1);
    await page.getByRole('tab', { name: 'Blocked' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'blocked');
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Staff' }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'staff');
    await page.reload();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Blocked' }).getAttribute('aria-selected'))
      .toBe('true');
  });

  test('block and unblock offer only the move the status allows', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/users');
    await search(page, 'support@showroom.local');
    await expect.poll(() => rowWith(page, 'Karim Fares').count()).toBe(1);
    expect(await page.getByRole('menuitem', { name: 'Unblock Karim Fares' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Block Karim Fares' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
    await expect.poll(() => rowWith(page, 'Blocked').count()).toBe(1);
    await page.getByRole('button', { name: 'Unblock Karim Fares' }).click();
    await expect.poll(() => rowWith(page, 'Active').count()).toBe(1);
  });

  test('a super admin creates a staff account with a role, then changes the role', async ({
    page,
  }) => {
    const stamp = Date.now();
    await signIn(page, accounts.superAdmin, '/dashboard/users/create');
    const input = (name: string) => page.locator(`input[name="${name}"]`);
    await input('name').fill(`E2E Staff ${stamp}`);
    await input('username').fill(`e2e${stamp}`);
    await input('email').fill(`e2e${stamp}@showroom.local`);
    await input('password').fill('short');
    const role = page.getByRole('combobox', { name: 'Role' });
    await role.click();
    await page.getByRole('option', { name: 'Editor' }).click();
    await page.getByRole('button', { name: 'Create Staff Account' }).click();
    await expect.poll(() => page.getByText('Must be at least 8 characters').count()).toBe(1);
    await input('password').fill('a-long-password-1');
    await page.getByRole('button', { name: 'Create Staff Account' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/users');
    await search(page, `e2e${stamp}@`);
    await expect.poll(() => rowWith(page, 'Editor').count()).toBe(1);
    await page.getByRole('button', { name: `Change role E2E Staff ${stamp}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await expect.poll(() => rowWith(page, 'Admin').count()).toBe(1);
  });

  test('an admin manages users but is not offered the role change', async ({ page }) => {
    await signIn(page, accounts.admin, '/dashboard/users');
    await search(page, 'support2@showroom.local');
    await expect.poll(() => rowWith(page, 'Dina Yousef').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Block Dina Yousef' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Change role Dina Yousef' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Role' }).count()).toBe(0);
    // Roles are not the admin's to read: no column of bare role ids either.
    expect(await page.getByRole('columnheader', { name: 'Role' }).count()).toBe(0);
    expect(
      await rowWith(page, 'Dina Yousef')
        .getByText(/^#\d+$/)
        .count(),
    ).toBe(0);
  });

  test('an admin is offered a super admin’s account to view, not to edit, block or delete', async ({
    page,
  }) => {
    await signIn(page, accounts.admin, '/dashboard/users');
    await search(page, accounts.superAdmin);
    await expect.poll(() => rowWith(page, 'Super Admin').count()).toBe(1);
    const view = page.getByRole('link', { name: 'View Super Admin' });
    await view.waitFor();
    expect(await page.getByRole('link', { name: 'Edit Super Admin' }).count()).toBe(0);
    for (const action of ['Block', 'Delete'])
      expect(await page.getByRole('button', { name: `${action} Super Admin` }).count()).toBe(0);
    // Nor is the row offered for a bulk block or delete.
    expect(
      await rowWith(page, 'Super Admin').getByRole('checkbox', { name: 'Select row' }).isDisabled(),
    ).toBe(true);
    await view.click();
    await page
      .getByText('Only a super admin can change a super admin’s account', { exact: false })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
  });

  test('a customer’s cars open from their page, filtered by them, and the filter comes off', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/users?kind=customer');
    const first = gridRows(page).first();
    await first.waitFor();
    const id = (await first.getAttribute('data-id')) ?? '';
    const name = ((await first.locator('[data-field="name"]').textContent()) ?? '').trim();
    await page.getByRole('link', { name: `Open profile ${name}` }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const cars = page.getByRole('region', { name: 'Cars' });
    await cars.getByRole('heading', { name: /^Cars \(\d+\)$/ }).waitFor();
    const all = cars.getByRole('link', { name: 'All Cars' });
    // A customer without cars has no list to open: reach it through the URL then.
    if ((await all.count()) === 0) await page.goto(`/dashboard/cars?userId=${id}`);
    else await all.click();
    await page.waitForURL(
      (url) => url.pathname === '/dashboard/cars' && url.searchParams.get('userId') === id,
    );
    // The seller filter lists every customer and dealer, blocked ones too: it shows the customer.
    const seller = page.getByRole('combobox', { name: 'Seller' });
    await expect.poll(() => seller.textContent()).toBe(name);
    await seller.click();
    await page.getByRole('option').first().click();
    await page.waitForURL(
      (url) => url.pathname === '/dashboard/cars' && !url.searchParams.has('userId'),
    );
  });

  test('an editor is shown the 403 page and no Users menu entry', async ({ page }) => {
    await signIn(page, accounts.editor, '/dashboard/users');
    await expect.poll(() => page.getByText('You do not have access to this page').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Users' }).count()).toBe(0);
  });

  test('the users list and form have no serious or critical accessibility violation', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/users');
    await expectAccessible(gridRows(page).first());
    await page.goto('/dashboard/users/create');
    await expectAccessible(page.locator('input[name="username"]'));
  });

  describe('at phone width', () => {
    test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

    test('the users list and form do not scroll sideways', async ({ page }) => {
      await signIn(page, accounts.superAdmin, '/dashboard/users');
      await expectFitsWidth(gridRows(page).first());
      await page.goto('/dashboard/users/create');
      await expectFitsWidth(page.locator('input[name="username"]'));
    });
  });
});

describe('roles', () => {
  test('the permission matrix: whole column and row toggles, saved and shown again', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/roles');
    await expect.poll(() => rowWith(page, 'Content Manager').count()).toBe(1);
    await page.getByRole('link', { name: 'Create Role' }).click();
    const name = `E2E Reviewer ${Date.now()}`;
    await page.locator('input[name="name"]').fill(name);
    await page.getByRole('checkbox', { name: 'Read on everything' }).check();
    await page.getByRole('checkbox', { name: 'All of Brands' }).check();
    expect(await page.getByRole('checkbox', { name: 'Roles: Read' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Roles: Read' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Create Role' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/roles');
    await expect.poll(() => rowWith(page, name).count()).toBe(1);
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Brands: Delete' }).isChecked())
      .toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Cars: Delete' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Cars: Read' }).isChecked()).toBe(true);
  });

  test('system roles: Super Admin is only viewed, none is deleted', async ({ page }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/roles');
    await expect.poll(() => rowWith(page, 'Super Admin').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Delete Super Admin' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete Editor' }).count()).toBe(0);
    await page.getByRole('link', { name: 'View Super Admin' }).click();
    await expect
      .poll(() => page.getByText('This role is built in: it can be viewed, not changed.').count())
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    expect(await page.locator('input[name="name"]').isDisabled()).toBe(true);
  });

  test('an admin gets the 403 page for roles', async ({ page }) => {
    await signIn(page, accounts.admin, '/dashboard/roles');
    await expect.poll(() => page.getByText('You do not have access to this page').count()).toBe(1);
  });

  test('the roles list and form have no serious or critical accessibility violation', async ({
    page,
  }) => {
    await signIn(page, accounts.superAdmin, '/dashboard/roles');
    await expectAccessible(gridRows(page).first());
    await page.goto('/dashboard/roles/create');
    await expectAccessible(page.locator('input[name="name"]'));
  });

  describe('at phone width', () => {
    test.override({ pageOptions: { viewport: { width: 390, height: 844 } } });

    test('the roles list and the matrix do not scroll sideways', async ({ page }) => {
      await signIn(page, accounts.superAdmin, '/dashboard/roles');
      await expectFitsWidth(gridRows(page).first());
      await page.goto('/dashboard/roles/create');
      await expectFitsWidth(page.locator('input[name="name"]'));
    });
  });
});
