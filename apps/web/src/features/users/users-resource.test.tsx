import { type Admin, type User } from '@showroom/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useListRowActions } from '../../components/resource/use-list-row-actions';
import { authStore } from '../../lib/auth';
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

/** The keys of the actions the users list offers on `row`. */
function RowActionKeys({ row }: { row: User }) {
  const { rowActions } = useListRowActions(usersResource, {
    trash: false,
    canUpdate: true,
    canDelete: true,
    onDelete: () => undefined,
    onRestore: () => undefined,
  });
  return <output>{(rowActions?.(row) ?? []).map((action) => action.key).join(' ')}</output>;
}

const offered = (row: User) => {
  renderWithProviders(<RowActionKeys row={row} />);
  return screen.getByRole('status').textContent.split(' ');
};

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
