import { systemRoleMatrices, type Admin, type Level } from '@showroom/contract';
import { authStore } from '../lib/auth';

/** A staff account holding the system role `level`, as the API answers the signed-in person. */
export function staffAccount(level: Level, id = 1): Admin {
  return {
    id,
    name: `Staff ${id}`,
    username: `staff${id}`,
    email: `staff${id}@showroom.local`,
    phone: null,
    avatarUrl: null,
    kind: 'staff',
    status: 'active',
    role: { id: 1, name: level, level, permissions: systemRoleMatrices[level] },
  };
}

/** Signs the test in as `admin`, as the app is after a sign-in. */
export function signInAs(admin: Admin) {
  authStore.signIn({ accessToken: 'a', refreshToken: 'r', admin });
}
