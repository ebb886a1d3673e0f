import { z } from 'zod';
import { rolesFacts } from './resources/roles';
import { m } from './messages';
import { plainListQuerySchema, recordSchemaOf, versionSchema } from './common';
import { actions, levels, permissionMatrixSchema, resources } from './permissions';
import { wholeNumber } from './numbers';
import { MAX_SECOND_FACTOR_GRACE_DAYS } from './second-factors';
import { oneOf, optionalText, requiredText } from './text';
import { customRoleLevels } from './values';

export const roleSchema = recordSchemaOf({
  name: z.string(),
  description: z.string().nullable(),
  level: z.enum(levels),
  permissions: permissionMatrixSchema,
  isSystem: z.boolean(),
  /** Whether its people must sign in with a second factor (ADR 048). */
  requireSecondFactor: z.boolean(),
  /** The days a person of the role may still sign in without one, from when it first applied. */
  secondFactorGraceDays: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

/**
 * The matrix editor's output: resource → actions, each named once. Only the Super Admin
 * role manages roles, so no other role may be granted the 'roles' resource.
 */
export const rolePermissionsSchema = z
  .partialRecord(
    z.enum(resources),
    z
      .array(oneOf(actions))
      .max(actions.length)
      .refine((granted) => new Set(granted).size === granted.length, m('roles.actionOnce')),
  )
  .refine((matrix) => !matrix.roles || matrix.roles.length === 0, {
    path: ['roles'],
    message: m('roles.rolesSaOnly'),
  });

const roleFields = {
  name: requiredText(60),
  description: optionalText(300),
  level: oneOf(customRoleLevels),
  permissions: rolePermissionsSchema,
  requireSecondFactor: z.boolean().optional(),
  secondFactorGraceDays: wholeNumber(0, MAX_SECOND_FACTOR_GRACE_DAYS).optional(),
};

export const roleCreateSchema = z.strictObject(roleFields);

export const roleUpdateSchema = z.strictObject({
  name: roleFields.name.optional(),
  description: roleFields.description,
  level: roleFields.level.optional(),
  permissions: roleFields.permissions.optional(),
  requireSecondFactor: roleFields.requireSecondFactor,
  secondFactorGraceDays: roleFields.secondFactorGraceDays,
  version: versionSchema,
});

/** A plain list, oldest first: the system roles lead. */
export const roleListQuerySchema = plainListQuerySchema(rolesFacts.sorts).extend({
  level: oneOf(levels).optional(),
});
