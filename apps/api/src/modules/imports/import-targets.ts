import type { ImportFacts, ImportTarget } from '@showroom/contract';
import { z } from 'zod';
import type { CrudDefinition } from '../../crud/resource';

/** What a cell of a plain field becomes before the create or update schema checks it. */
export type CellKind = 'text' | 'number' | 'boolean';

/** A target with what the importer needs besides: the field's schema and how to read a cell. */
export type ImportColumn = ImportTarget & { schema: z.ZodType; kind: CellKind };

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType };

/** The type under a field's optional, nullable, default and transform wrappers. */
function baseType(schema: z.ZodType): string {
  const def = schema._zod.def as unknown as Def;
  if (def.innerType) return baseType(def.innerType);
  if (def.type === 'pipe' && def.in) return baseType(def.in);
  return def.type;
}

const kindOf = (schema: z.ZodType): CellKind | null => {
  const type = baseType(schema);
  if (type === 'number' || type === 'int') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'string' || type === 'enum') return 'text';
  // A list (a car's photos) has no place in one cell.
  return null;
};

/** The create schema's fields, by name. */
export function createFields(definition: CrudDefinition): Record<string, z.ZodType> {
  const create = definition.schemas.create;
  if (!(create instanceof z.ZodObject)) throw new Error(`${definition.label}: no object schema`);
  return create.shape;
}

/**
 * The columns a resource's file may fill, from its create schema and its import facts: each
 * field once, a reference also by name (or a user by email), an amount in major units beside
 * its currency, and the record's id when the key is the id.
 */
export function importColumns(definition: CrudDefinition, facts: ImportFacts): ImportColumn[] {
  const fields = createFields(definition);
  const idColumn: ImportColumn[] =
    facts.key === 'id'
      ? [
          {
            key: 'id',
            field: 'id',
            read: 'id',
            required: false,
            schema: z.number(),
            kind: 'number',
          },
        ]
      : [];
  return [
    ...idColumn,
    ...Object.entries(fields).flatMap(([field, schema]): ImportColumn[] => {
      const kind = kindOf(schema);
      if (!kind) return [];
      const required = !schema.safeParse(undefined).success;
      const reference = facts.byName?.[field];
      if (reference)
        return [
          { key: field, field, read: 'id', required, schema, kind },
          { key: `${field}:${reference.by}`, field, read: reference.by, required, schema, kind },
        ];
      const currency = facts.amounts?.[field];
      if (currency)
        return [{ key: field, field, read: 'amount', required, currency, schema, kind }];
      return [{ key: field, field, read: 'value', required, schema, kind }];
    }),
  ];
}

/** A column as the contract answers it. */
export const targetOf = ({ schema: _schema, kind: _kind, ...target }: ImportColumn): ImportTarget =>
  target;
