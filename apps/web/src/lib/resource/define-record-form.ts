import type { Resource } from '@showroom/contract';
import type { z } from 'zod';
import type { FieldDefinition } from './fields';

/**
 * A record that exists once (the site's contact details): no list, no create, no delete,
 * only a form that reads it and replaces it. Labels come from `namespace`: `title`, `item`,
 * `saved` (the toast), `fields.<name>` and optional `helpers.<name>`; the form is read-only
 * for roles without `update` on `permission`.
 */
export type RecordFormDefinition<
  Row extends { version: number },
  Schema extends z.ZodType = z.ZodType,
> = {
  permission: Resource;
  namespace: string;
  /** The record's query key; a save puts the saved record under it. */
  queryKey: readonly unknown[];
  get(signal?: AbortSignal): Promise<Row>;
  /** Sends the form's values with the `version` read, answers the saved record. */
  save(values: Record<string, unknown>): Promise<Row>;
  /** The contract's schema of the write (it includes `version`). */
  schema: Schema;
  /** Names are checked against the write schema. */
  fields: FieldDefinition<FieldName<Schema>>[];
};

/** The names a form may declare: the schema's keys (any name for the widened type). */
type FieldName<Schema extends z.ZodType> = z.ZodType extends Schema
  ? string
  : keyof z.input<Schema> & string;

/** Identity at run time; it types the declaration. */
export const defineRecordForm = <Row extends { version: number }, Schema extends z.ZodType>(
  definition: RecordFormDefinition<Row, Schema>,
): RecordFormDefinition<Row, Schema> => definition;
