import type { Resource, RoleGroup } from '@showroom/contract';
import type { ReferenceName } from './references';

/**
 * How a form field edits its value. `select` labels its options from
 * `<namespace>:options.<name>.<value>`; `reference` picks a record of another resource;
 * `money` edits integer minor units in major units of `currency` (or of the currency the
 * form's `currencyField` holds, when set); `gallery` keeps an ordered list of at most `max`
 * uploaded photo URLs.
 */
export type FieldKindSpec =
  | {
      kind:
        | 'text'
        | 'password'
        | 'multiline'
        | 'number'
        | 'switch'
        | 'image'
        | 'color'
        | 'date'
        | 'datetime'
        | 'richText';
    }
  | { kind: 'select'; options: readonly string[] }
  | { kind: 'reference'; reference: ReferenceName }
  | { kind: 'money'; currency: string; currencyField?: string }
  | { kind: 'permissions'; locked?: readonly Resource[] }
  | { kind: 'gallery'; max: number };
export type FieldKind = FieldKindSpec['kind'];

export type FieldDefinition<Name extends string = string> = FieldKindSpec & {
  name: Name;
  /** Only on the create form, or only on the edit form (neither shown nor sent elsewhere). */
  on?: 'create' | 'edit';
  /** Only for roles of this group (e.g. `sa`: what only a super admin may set). */
  group?: RoleGroup;
  /** Shows the required marker; the schema decides what is valid. */
  required?: boolean;
  dir?: 'ltr' | 'rtl';
  /** Full width, or half a row on wide screens. */
  span?: 'full' | 'half';
  /** A text or number field left empty is `null` (a nullable column). */
  nullable?: boolean;
  autoFocus?: boolean;
  /** The create form's starting value, where it is not the kind's own (see `startingValue`). */
  initial?: unknown;
};
