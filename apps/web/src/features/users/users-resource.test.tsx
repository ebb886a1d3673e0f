import { type Admin, type User } from '@showroom/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useListRowActions } from '../../components/resource/use-list-row-actions';
import { authStore } from '../../lib/auth';
import { editableBy } from '../../lib/resource/define-resource';
import { renderWithProviders } from '../../test/render';
import { usersResource } from './users-resource';
import { signInAs, staffAccount } from '../../test/session';

const staff = (id: number, roleId: number): User => ({
  id,
  name: `Staff ${id}`,
  username: `staff${id}`,
  email: `staff${id}@showroom.local`,
  phone: null,
  avatarUrl: null,
  roleId,
  superAdmin: false,
  kind: 'staff',
  status: 'active',
  blockedReason: null,
  lastLoginAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 1,
  deletedAt: null,
});

/** The keys of the actions the users list (or its trash) offers on `row`. */
function RowActionKeys({ row, trash = false }: { row: User; trash?: boolean }) {
  const { rowActions } = useListRowActions(usersResource, {
    trash,
    canUpdate: true,
    canDelete: true,
    onDelete: () => undefined,
    onRestore: () => undefined,
  });
  return <output>{(rowActions?.(row) ?? []).map((action) => action.key).join(' ')}</output>;
}

const offered = (row: User, trash = false) => {
  const { unmount } = renderWithProviders(<RowActionKeys row={row} trash={trash} />);
  const keys = screen.getByRole('status').textContent.split(' ');
  unmount();
  return keys;
};

/** Another super admin's account, as the API answers it. */
const superAdmin = (id: number, change: Partial<User> = {}): User => ({
  ...staff(id, 1),
  superAdmin: true,
  ...change,
});

afterEach(() => authStore.clear());

describe('the users list’s row actions', () => {
  it('offers neither block nor delete on the signed-in person’s own row', () => {
    signInAs(staffAccount('ADMIN', 7));
    const keys = offered(staff(7, 2));
    expect(keys).toContain('edit');
    expect(keys).not.toContain('block');
    expect(keys).not.toContain('delete');
  });

  it('offers block and delete on someone else’s row', () => {
    signInAs(staffAccount('ADMIN', 7));
    expect(offered(staff(8, 3))).toEqual(expect.arrayContaining(['block', 'delete']));
  });

  it('offers an admin a super admin’s account to view, not to edit, block or delete', () => {
    signInAs(staffAccount('ADMIN', 7));
    const keys = offered(superAdmin(1));
    expect(keys).toContain('view');
    expect(keys).not.toContain('edit');
    expect(keys).not.toContain('block');
    expect(keys).not.toContain('delete');
  });

  it('offers an admin neither unblock nor, in the trash, restore on a super admin’s account', () => {
    signInAs(staffAccount('ADMIN', 7));
    expect(offered(superAdmin(1, { status: 'blocked' }))).not.toContain('unblock');
    expect(offered(superAdmin(1, { deletedAt: '2026-11-02T10:00:00.000Z' }), true)).toEqual(['']);
  });

  it('offers a super admin edit, block, unblock, delete and restore on another super admin’s account', () => {
    signInAs(staffAccount('SA', 7));
    expect(offered(superAdmin(1))).toEqual(expect.arrayContaining(['edit', 'block', 'delete']));
    expect(offered(superAdmin(1, { status: 'blocked' }))).toContain('unblock');
    expect(offered(superAdmin(1, { deletedAt: '2026-11-02T10:00:00.000Z' }), true)).toEqual([
      'restore',
    ]);
  });

  it('still offers a super admin neither block nor delete on their own row', () => {
    signInAs(staffAccount('SA', 1));
    const keys = offered(superAdmin(1));
    expect(keys).toContain('edit');
    expect(keys).not.toContain('block');
    expect(keys).not.toContain('delete');
  });
});

describe('the users form', () => {
  it('shows a super admin’s account to an admin to read, and to a super admin to edit', () => {
    expect(editableBy(usersResource, superAdmin(1), staffAccount('ADMIN', 7))).toBe(false);
    expect(editableBy(usersResource, superAdmin(1), staffAccount('SA', 7))).toBe(true);
    expect(editableBy(usersResource, staff(8, 3), staffAccount('ADMIN', 7))).toBe(true);
  });
});

describe('the users form’s locked fields', () => {
  const locked = (row: User, admin: Admin) => usersResource.lockedFields?.(row, admin) ?? [];

  it('locks a colleague’s email and phone for an admin', () => {
    expect(locked(staff(8, 3), staffAccount('ADMIN', 7))).toEqual(['email', 'phone']);
  });

  it('leaves them open to the account’s owner and to a super admin', () => {
    expect(locked(staff(7, 2), staffAccount('ADMIN', 7))).toEqual([]);
    expect(locked(staff(8, 3), staffAccount('SA', 1))).toEqual([]);
  });

  it('leaves a customer’s open, as the API does', () => {
    expect(
      locked({ ...staff(9, 3), kind: 'customer', roleId: null }, staffAccount('ADMIN', 7)),
    ).toEqual([]);
  });
});
