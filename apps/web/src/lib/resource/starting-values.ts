import type { FieldDefinition } from './fields';

/** An empty number or picker: `null` in a nullable column, else not set. */
const emptyOf = (field: FieldDefinition) => (field.nullable ? null : undefined);

/**
 * What a create form's field starts with, unless it says (`initial`): its kind's neutral
 * value, or the first of a select's options; a field with no neutral value (a required
 * number, a picker, a picture, a date) starts empty, so the form asks for it. Empty is what
 * its input holds once cleared: `null` for a nullable field, a picture, a colour or a date,
 * nothing (`undefined`) for a number or a picker that must be set.
 */
export function startingValue(field: FieldDefinition): unknown {
  if (field.initial !== undefined) return field.initial;
  switch (field.kind) {
    case 'text':
    case 'password':
    case 'multiline':
    case 'richText':
      return field.nullable ? null : '';
    case 'number':
    case 'money':
      return field.required ? emptyOf(field) : 0;
    case 'switch':
      return false;
    case 'select':
      return field.options[0];
    case 'reference':
      return emptyOf(field);
    case 'image':
    case 'color':
    case 'date':
    case 'datetime':
      return null;
    case 'permissions':
      return {};
    case 'gallery':
      return [];
    default: {
      const unknownKind: never = field;
      throw new Error(`no starting value for ${JSON.stringify(unknownKind)}`);
    }
  }
}

/** A create form's starting values, by field name (a field with none is left out). */
export function startingValues(fields: readonly FieldDefinition[]): Record<string, unknown> {
  return Object.fromEntries(
    fields
      .map((field) => [field.name, startingValue(field)] as const)
      .filter(([, value]) => value !== undefined),
  );
}
