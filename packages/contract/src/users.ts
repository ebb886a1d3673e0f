import { z } from 'zod';
import { usersFacts } from './resources/users';
import { m } from './messages';
import { emailSchema, passwordSchema, phoneSchema, registerBodySchema } from './auth';
import { listQuerySchema, recordSchemaOf, versionSchema } from './common';
import { bodyIdSchema, queryIdSchema } from './numbers';
import { oneOf, requiredText } from './text';
import { timestampSchema } from './timestamps';
import { fileUrlSchema } from './uploads';
import { userKinds, userStatuses } from './values';

/** A user as staff see it in the users list: never the password hash. */
export const userSchema = recordSchemaOf({
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  roleId: z.number().int().nullable(),
  kind: z.enum(userKinds),
  status: z.enum(userStatuses),
  lastLoginAt: timestampSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

const userFields = {
  name: requiredText(120),
  username: registerBodySchema.shape.username,
  email: emailSchema,
  phone: phoneSchema.nullable().optional(),
  avatarUrl: fileUrlSchema.nullable().optional(),
  kind: oneOf(userKinds),
};

/**
 * Staff sign in, so they get a password; marketplace customers and dealers sign in to the
 * marketplace, not here, and get none. `roleId` is for staff only and only a super admin
 * may set it; without it a staff account starts as a Guest.
 */
export const userCreateSchema = z
  .strictObject({
    ...userFields,
    password: passwordSchema.optional(),
    roleId: bodyIdSchema.optional(),
  })
  .superRefine((user, ctx) => {
    if (user.kind === 'staff' && user.password === undefined) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: m('users.staffPassword') });
    }
    if (user.kind !== 'staff' && user.password !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: m('users.passwordStaffOnly'),
      });
    }
    if (user.kind !== 'staff' && user.roleId !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['roleId'],
        message: m('users.roleStaffOnly'),
      });
    }
  });

/** Profile fields; the role has its own route and the status is block/unblock. */
export const userUpdateSchema = z.strictObject({
  name: userFields.name.optional(),
  username: userFields.username.optional(),
  email: userFields.email.optional(),
  phone: userFields.phone,
  avatarUrl: userFields.avatarUrl,
  kind: userFields.kind.optional(),
  version: versionSchema,
});

/** `POST /auth/users/:id/role`: super admins only, never on one's own account. */
export const userRoleChangeSchema = z.strictObject({
  roleId: bodyIdSchema,
  version: versionSchema,
});
export type UserRoleChange = z.infer<typeof userRoleChangeSchema>;

export const userListQuerySchema = listQuerySchema(usersFacts.sorts).extend({
  kind: oneOf(userKinds).optional(),
  status: oneOf(userStatuses).optional(),
  roleId: queryIdSchema.optional(),
});
