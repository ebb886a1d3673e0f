import { z } from 'zod';
import { versionSchema, type ListQuery } from './common';
import { errorCodes } from './envelope';
import { m } from './messages';
import { bodyIdSchema } from './numbers';
import { resourceSchemas } from './resource-schemas';
import { resourceFactsByName, type CrudResourceName } from './resources';
import { oneOf, optionalText } from './text';
import { BULK_EDIT_MAX, carBulkStatuses, userStatuses } from './values';

/**
 * Setting fields on many records at once (ADR 055): `POST <root>/bulk-edit` on each resource
 * whose facts name `bulkEdit` fields. A dry run says what would change and what would be
 * refused; the edit itself writes each record through the one audited write, with its own
 * version check, and answers what it did (with the values it replaced, for an undo) and what
 * it refused.
 */

/**
 * Fields a bulk edit sets that no update body holds: a status move (its own route on one
 * record) and a staff member's role (likewise).
 */
const fieldsBeyondTheUpdateBody: Partial<
  Record<CrudResourceName, Readonly<Record<string, z.core.$ZodType>>>
> = {
  cars: { status: oneOf(carBulkStatuses) },
  users: { status: oneOf(userStatuses), roleId: bodyIdSchema },
};

/**
 * Columns a status move sets beside the status (a block's reason, a rejection's), which a bulk
 * edit never sets but whose replaced values it answers, so that an undo moving the status back
 * puts them back with it: a bulk unblock undone re-blocks with each account's own reason.
 */
export const statusCompanionFields: Partial<
  Record<CrudResourceName, Readonly<Record<string, z.core.$ZodType>>>
> = {
  cars: { rejectionReason: optionalText(500) },
  users: { blockedReason: optionalText(500) },
};

/** The resources that offer a bulk edit, and the fields each one lets it set. */
export const bulkEditFields = Object.fromEntries(
  Object.values(resourceFactsByName).flatMap((facts) =>
    'bulkEdit' in facts ? [[facts.name, facts.bulkEdit]] : [],
  ),
) as Partial<Record<CrudResourceName, readonly [string, ...string[]]>>;

const unwrapOptional = (schema: z.core.$ZodType): z.ZodType =>
  schema instanceof z.ZodOptional ? unwrapOptional(schema.unwrap()) : (schema as z.ZodType);

/**
 * What a bulk edit of `name` may set: any of its `bulkEdit` fields, each checked as the
 * record's own update checks it, at least one of them; an undo also the `companions` of a
 * status move.
 */
export function bulkEditSetSchema(
  name: CrudResourceName,
  companions: Readonly<Record<string, z.core.$ZodType>> = {},
) {
  const fields = bulkEditFields[name] ?? [];
  const update = resourceSchemas[name].update;
  const updateShape: Readonly<Record<string, z.core.$ZodType>> =
    update instanceof z.ZodObject ? update.shape : {};
  const beyond = fieldsBeyondTheUpdateBody[name] ?? {};
  const shape = Object.fromEntries(
    fields.map((field) => {
      const schema = beyond[field] ?? updateShape[field];
      if (!schema) throw new Error(`${name}: the bulk-editable field "${field}" has no schema`);
      return [field, unwrapOptional(schema).optional()];
    }),
  );
  return z
    .strictObject({ ...shape, ...companions })
    .refine((set) => Object.values(set).some((value) => value !== undefined), {
      error: m('bulkEdit.nothingToSet'),
    });
}

const ids = z
  .array(bodyIdSchema, { error: m('validation.list') })
  .min(1, m('bulkEdit.nothingSelected'))
  .max(BULK_EDIT_MAX, m('bulkEdit.tooMany', { max: BULK_EDIT_MAX }));

const versioned = z.strictObject({ id: bodyIdSchema, version: versionSchema });

/**
 * Which records: some ids (each as it stands when its turn comes), the records a preview
 * looked at (each refused if it changed since), or the records the list matches with these
 * query parameters, the first `BULK_EDIT_MAX` in the list's order (`more` says if there are
 * others: a client with more to edit gathers their ids and sends them a request at a time).
 */
// One object with one of three keys rather than a union, so a refused value is named on its
// own field (`selection.ids`), not on the whole selection.
const bulkSelectionSchemaOf = (name: CrudResourceName) =>
  z
    .strictObject({
      ids: ids.optional(),
      records: z
        .array(versioned, { error: m('validation.list') })
        .min(1, m('bulkEdit.nothingSelected'))
        .max(BULK_EDIT_MAX, m('bulkEdit.tooMany', { max: BULK_EDIT_MAX }))
        .optional(),
      filter: resourceSchemas[name].listQuery.optional(),
    })
    .refine(
      (selection) =>
        [selection.ids, selection.records, selection.filter].filter((part) => part !== undefined)
          .length === 1,
      { error: m('bulkEdit.oneSelection') },
    );
export type BulkSelection =
  { ids: number[] } | { records: { id: number; version: number }[] } | { filter: ListQuery };

/** `POST <root>/bulk-edit` of `name`. */
export const bulkEditBodySchemaOf = (name: CrudResourceName) =>
  z.strictObject({
    selection: bulkSelectionSchemaOf(name),
    set: bulkEditSetSchema(name),
    /** Say what would happen, change nothing. */
    dryRun: z.boolean({ error: m('validation.boolean') }).optional(),
  });
export type BulkEditBody = {
  selection: BulkSelection;
  set: Record<string, unknown>;
  dryRun?: boolean;
};

/** `POST <root>/bulk-edit/undo` of `name`: each record back to its own values. */
export const bulkUndoBodySchemaOf = (name: CrudResourceName) =>
  z.strictObject({
    records: z
      .array(
        versioned.extend({
          set: bulkEditSetSchema(name, statusCompanionFields[name]),
        }),
        { error: m('validation.list') },
      )
      .min(1, m('bulkEdit.nothingSelected'))
      .max(BULK_EDIT_MAX, m('bulkEdit.tooMany', { max: BULK_EDIT_MAX })),
  });
export type BulkUndoBody = {
  records: { id: number; version: number; set: Record<string, unknown> }[];
};

const previousValues = z.record(z.string(), z.unknown());

export const bulkEditResultSchema = z.object({
  dryRun: z.boolean(),
  /** The records selected. */
  matched: z.number().int(),
  /** The filter matched more than `BULK_EDIT_MAX` records: only the first were taken. */
  more: z.boolean(),
  /** Every record looked at, with its version then: a preview's, to send back as `records`. */
  records: z.array(z.object({ id: z.number().int(), version: z.number().int() })),
  /** Records that already hold the values: not written. */
  unchanged: z.number().int(),
  /**
   * Records changed (or, in a dry run, that would be): their version after the change and the
   * values it replaced, which an undo sends back.
   */
  done: z.array(
    z.object({ id: z.number().int(), version: z.number().int(), previous: previousValues }),
  ),
  /** Records left as they were, and why, in the request's language. */
  refused: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      code: z.enum(errorCodes),
      message: z.string(),
    }),
  ),
  /**
   * Records of `done` that an undo could not put back, and why, in the request's language: the
   * move back to their status is not one their status machine allows (a car published from
   * pending). Said by the preview, so a one-way change is known before it is applied.
   */
  oneWay: z.array(
    z.object({ id: z.number().int(), name: z.string().nullable(), message: z.string() }),
  ),
});
export type BulkEditResult = z.infer<typeof bulkEditResultSchema>;

/** The records of an edit's `done` that an undo can put back: all but the one-way ones. */
export function undoableOf(result: Pick<BulkEditResult, 'done' | 'oneWay'>) {
  const oneWay = new Set(result.oneWay.map((record) => record.id));
  return result.done.filter((record) => !oneWay.has(record.id));
}
