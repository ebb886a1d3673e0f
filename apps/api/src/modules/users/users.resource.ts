import { defineResource } from '../../crud/resource';
import { users } from '../../db/schema';
import { guardUserChange, prepareUser } from './users.service';

export const usersResource = defineResource('users', {
  label: 'User',
  table: users,
  searchColumns: [users.name, users.email, users.phone],
  defaultSort: users.createdAt,
  constraints: {
    users_email_unique: { field: 'email', message: 'users.emailTaken' },
    users_username_unique: { field: 'username', message: 'users.usernameTaken' },
    users_phone_unique: { field: 'phone', message: 'users.phoneTaken' },
    users_role_id_roles_id_fk: { field: 'roleId', message: 'users.roleMissing' },
  },
  privateColumns: ['passwordHash'],
  prepare: prepareUser,
  beforeChange: guardUserChange,
});
