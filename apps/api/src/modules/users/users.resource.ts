import { eq, ne } from 'drizzle-orm';
import { defineCrudResource } from '../../crud/resource';
import { joinedWords } from '../../crud/search';
import { users } from '../../db/schema';
import { isSuperAdmin } from './users.repository';
import { guardUserChange, prepareUser } from './users.service';

export const usersResource = defineCrudResource('users', {
  table: users,
  searchColumns: [users.name, users.email, users.phone],
  found: { title: users.name, detail: joinedWords(users.email, users.phone) },
  constraintMessages: {
    email: 'users.emailTaken',
    username: 'users.usernameTaken',
    phone: 'users.phoneTaken',
    roleId: 'users.roleMissing',
  },
  // Customers and dealers alike may sell and buy: the seller picker lists them all.
  customFilters: {
    member: (member) => (member ? ne(users.kind, 'staff') : eq(users.kind, 'staff')),
  },
  privateColumns: ['passwordHash'],
  // The web app hides what only a super admin may do to one; staff may not read roles.
  derivedFields: { superAdmin: isSuperAdmin },
  prepare: prepareUser,
  beforeChange: guardUserChange,
});
