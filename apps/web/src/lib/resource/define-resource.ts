import type { SvgIconComponent } from '@mui/icons-material';
import type { Action, Resource } from '@showroom/contract';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { TranslationBundle } from '../i18n';
import type { BaseRow, ResourceApi } from './resource-api';

/** How a column shows its value; the data table and the CSV export both follow it. */
export type ColumnKind = 'id' | 'text' | 'number' | 'boolean' | 'date' | 'image';

export type ColumnDefinition<Row> = {
  field: keyof Row & string;
  kind: ColumnKind;
  /** Only columns the API can sort by (the contract's sortable list) may say true. */
  sortable?: boolean;
  /** Hidden at first; people can show it from the column menu. */
  hidden?: boolean;
  /**
   * Left out on screens narrower than this breakpoint (`sm` 600 px, `md` 900, `lg` 1200) so
   * the table fits without scrolling sideways; the column menu can still show it, and the
   * CSV export keeps it.
   */
  hideBelow?: 'sm' | 'md' | 'lg';
  width?: number;
  flex?: number;
  /** Text direction of the cell, e.g. `rtl` for Arabic names. */
  dir?: 'ltr' | 'rtl';
};

/** How a form field edits its value. */
export type FieldKind = 'text' | 'number' | 'switch' | 'image';

export type FieldDefinition<Name extends string = string> = {
  name: Name;
  kind: FieldKind;
  /** Shows the required marker; the schema decides what is valid. */
  required?: boolean;
  dir?: 'ltr' | 'rtl';
  /** Full width, or half a row on wide screens. */
  span?: 'full' | 'half';
  /** A number field left empty is `null` (a nullable column) instead of `undefined`. */
  nullable?: boolean;
  autoFocus?: boolean;
};

/** The names a form may declare: the create schema's keys (any name for the widened type). */
type FieldName<Schema extends z.ZodType> = z.ZodType extends Schema
  ? string
  : keyof z.input<Schema> & string;

/** A lazily loaded route module (it exports `Component`). */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/** The sidebar groups a resource may sit in (labels are `shell:nav.<group>`). */
export type NavGroup = 'vehicles' | 'people';

/**
 * What the app shell needs of a resource, without its row type: where its screens live,
 * what opens them, its sidebar entry and its strings. The registry (`app/resources.ts`)
 * builds routes, sidebar, breadcrumbs and translations from it.
 */
export type ResourceMeta = {
  /** The permission-matrix resource every screen and action of it checks. */
  permission: Resource;
  /** The i18n namespace of its strings (`title`, `singular`, `fields.<name>`, …). */
  namespace: string;
  strings: TranslationBundle;
  /** Where the list lives; create and edit pages are `<basePath>/create` and `<basePath>/edit/:id`. */
  basePath: string;
  nav: { group: NavGroup; icon: SvgIconComponent };
  /** The route modules: the list, and the form for create and edit (left out: no form). */
  screens: { list: ScreenLoader; form?: ScreenLoader };
};

/** The access a resource's screen needs: written once, used by routes, menus and buttons. */
export const accessTo = (resource: Pick<ResourceMeta, 'permission'>, action: Action) => ({
  resource: resource.permission,
  action,
});

/**
 * Everything a resource says about itself; the shared list page, form page, data table and
 * form fields do the rest. Labels come from the resource's i18n namespace:
 * `title`, `singular`, `fields.<name>`, optional `helpers.<name>`.
 */
export type ResourceDefinition<
  Row extends BaseRow = BaseRow,
  CreateSchema extends z.ZodType = z.ZodType,
  UpdateSchema extends z.ZodType = z.ZodType,
> = ResourceMeta & {
  api: ResourceApi<Row>;
  schemas: { create: CreateSchema; update: UpdateSchema };
  columns: ColumnDefinition<Row>[];
  fields: FieldDefinition<FieldName<CreateSchema>>[];
  /** The create form's starting values. */
  emptyValues: z.input<CreateSchema>;
  /** How people recognise a record in confirmations and toasts. */
  title(row: Row): string;
  /** Whether the list has search (the API's `search` parameter). */
  searchable?: boolean;
};

/** Identity at run time; it checks the declaration against its row and schemas. */
export function defineResource<
  Row extends BaseRow,
  CreateSchema extends z.ZodType,
  UpdateSchema extends z.ZodType,
>(
  definition: ResourceDefinition<Row, CreateSchema, UpdateSchema>,
): ResourceDefinition<Row, CreateSchema, UpdateSchema> {
  return definition;
}

/** The form values of a record: the declared fields, read from the row. */
export function formValuesOf(
  fields: readonly { name: string }[],
  row: BaseRow,
): Record<string, unknown> {
  const record = row as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field.name, record[field.name] ?? null]));
}
