import { z } from 'zod';
import { usersFacts } from './resources/users';
import { m } from './messages';
import { emailSchema, passwordSchema, phoneSchema, registerBodySchema } from './auth';
import { booleanQuery, listQuerySchema, recordSchemaOf, versionSchema } from './common';
import { bodyIdSchema, queryIdSchema } from './numbers';
import { oneOf, optionalText, requiredText } from './text';
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
  /**
   * Whether the account is a super admin's: staff whose role, out of the trash, is at level
   * SA. Only a super admin edits, blocks, unblocks, deletes or restores one; said with the
   * row because the staff who may read users need not be allowed to read roles.
   */
  superAdmin: z.boolean(),
  kind: z.enum(userKinds),
  status: z.enum(userStatuses),
  /** Why the account was blocked, when staff said; null once unblocked. */
  blockedReason: z.string().nullable(),
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

/**
 * Profile fields, and a new password for a staff account (given by the person or by a super
 * admin, as their email and phone); the role has its own route and the status is
 * block/unblock.
 */
export const userUpdateSchema = z.strictObject({
  name: userFields.name.optional(),
  password: passwordSchema.optional(),
  username: userFields.username.optional(),
  email: userFields.email.optional(),
  phone: userFields.phone,
  avatarUrl: userFields.avatarUrl,
  kind: userFields.kind.optional(),
  version: versionSchema,
});

/**
 * A new password for a staff account, as the users list's "Set a password" sends it
 * (`PATCH /auth/users/:id`): a super admin's, or the person's own.
 */
export const userPasswordSchema = z.strictObject({
  password: passwordSchema,
  version: versionSchema,
});

/** `POST /auth/users/:id/role`: super admins only, never on one's own account. */
export const userRoleChangeSchema = z.strictObject({
  roleId: bodyIdSchema,
  version: versionSchema,
});
export type UserRoleChange = z.infer<typeof userRoleChangeSchema>;

/** `POST /auth/users/:id/block`: the reason is optional, and kept while the account stays blocked. */
export const userBlockSchema = z.strictObject({ reason: optionalText(500) });
export type UserBlock = z.infer<typeof userBlockSchema>;

export const userListQuerySchema = listQuerySchema(usersFacts.sorts).extend({
  kind: oneOf(userKinds).optional(),
  status: oneOf(userStatuses).optional(),
  roleId: queryIdSchema.optional(),
  /** `true`: the marketplace's people (customers and dealers, who may sell); `false`: staff. */
  member: booleanQuery.optional(),
});
