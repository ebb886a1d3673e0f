import { defineCrudResource } from '../../crud/resource';
import { users } from '../../db/schema';
import { guardUserChange, prepareUser } from './users.service';

export const usersResource = defineCrudResource('users', {
  table: users,
  searchColumns: [users.name, users.email, users.phone],
  constraintMessages: {
    email: 'users.emailTaken',
    username: 'users.usernameTaken',
    phone: 'users.phoneTaken',
    roleId: 'users.roleMissing',
  },
  privateColumns: ['passwordHash'],
  prepare: prepareUser,
  beforeChange: guardUserChange,
});
