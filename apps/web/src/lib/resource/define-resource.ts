import type { SvgIconComponent } from '@mui/icons-material';
import type {
  Action,
  Admin,
  CrudResource,
  ListQuery,
  Resource,
  RoleGroup,
  SchemasOf,
} from '@showroom/contract';
import { listSorts } from '@showroom/contract/values';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { TranslationBundle } from '../i18n';
import type { FieldDefinition } from './fields';
import type { ReferenceName } from './references';
import { createResourceApi, type BaseRow, type ResourceApi } from './resource-api';
import type { RowActionDefinition } from './row-actions';
import { startingValues } from './starting-values';
import { statusMoveAction, type StatusMove } from './status-moves';

/** A status chip's colour. */
export type StatusColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

/** Chip colours of a status column, by value (default: plain). */
export type StatusColors = Partial<Record<string, StatusColor>>;

/**
 * How a column shows its value; the data table and the CSV export both follow it.
 * `status` labels its value from `<namespace>:options.<field>.<value>`; `reference` shows
 * the named record's name; `money` reads integer minor units with the row's `currency`.
 */
export type ColumnKindSpec =
  | { kind: 'id' | 'text' | 'number' | 'boolean' | 'date' | 'image' | 'color' | 'code' }
  | {
      kind: 'money';
      /**
       * Where the amount's currency lives when the row lacks it (an offer is in its car's
       * currency): the record `field` points at in `reference`. The grid shows that one.
       */
      currencyFrom?: { field: string; reference: ReferenceName };
      /** The currency until that record is read, or when the row has none (default USD). */
      currency?: string;
    }
  | { kind: 'status'; colors?: StatusColors }
  | { kind: 'reference'; reference: ReferenceName };
export type ColumnKind = ColumnKindSpec['kind'];

/** A column a resource declares; whether the list sorts by it is the contract's to say. */
export type ResourceColumn<Row> = ColumnKindSpec & {
  field: keyof Row & string;
  /** Hidden at first; people can show it from the "Columns" menu. */
  hidden?: boolean;
  /**
   * Left out on screens narrower than this breakpoint (`sm` 600 px, `md` 900, `lg` 1200) so
   * the table fits without scrolling sideways; the "Columns" menu can still show it, and the
   * CSV export keeps it.
   */
  hideBelow?: 'sm' | 'md' | 'lg';
  /** A fixed width in pixels, instead of the kind's. */
  width?: number;
  /** A text or name column's share of the room the fixed columns leave (1 unless set). */
  flex?: number;
  /** Text direction of the cell, e.g. `rtl` for Arabic names. */
  dir?: 'ltr' | 'rtl';
  /**
   * Its part in a row's card on a phone (below 600 px, `card-columns.ts`): the card's
   * `title`, one of its key `fact`s, or `false` for none. Unless declared, the title is the
   * first text (else reference) column and the facts the columns shown from 900 px that
   * are neither text, id nor image.
   */
  card?: 'title' | 'fact' | false;
  /**
   * A text column's words in the app's language where the row's value is a fixed name the
   * app words itself (a system role's), else undefined for the value as it is.
   */
  shown?: (row: Row) => string | undefined;
};

/**
 * A column of a data table. A resource's list sorts by the columns its contract's list
 * query accepts as `sortBy` (`listSorts`); a table of its own (the audit log) says here.
 */
export type ColumnDefinition<Row> = ResourceColumn<Row> & { sortable?: boolean };

/** The names a form may declare: the create schema's keys (any name for the widened type). */
type FieldName<Schema extends z.ZodType> = z.ZodType extends Schema
  ? string
  : keyof z.input<Schema> & string;

/**
 * The filter keys a list query accepts besides paging, search, sort and the trash (any key
 * for the widened type): a filter the API would refuse does not compile.
 */
export type FilterKey<Query extends z.ZodType> = z.ZodType extends Query
  ? string
  : Exclude<keyof z.input<Query> & string, keyof ListQuery>;

/** The fields a range filter may name: those whose `<field>From` and `<field>To` are both keys. */
type RangeField<Key extends string> = string extends Key
  ? string
  : {
      [From in Key]: From extends `${infer Field}From`
        ? `${Field}To` extends Key
          ? Field
          : never
        : never;
    }[Key];

/** A lazily loaded route module (it exports `Component`). */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/** The sidebar groups a resource or page may sit in (labels are `shell:nav.<group>`). */
export type NavGroup =
  'vehicles' | 'marketplace' | 'accounts' | 'content' | 'support' | 'system' | 'template';

/** What a further screen of a resource is handed: the declaration, as the list and form pages are. */
export type ScreenProps<Row extends BaseRow> = { resource: ResourceDefinition<Row> };

/**
 * A screen of a resource besides its list and form, at `<basePath>/<path>` (e.g. a car's
 * `details/:id`), guarded by `action` on the resource; its crumb is a key of the resource's
 * namespace or `shell`. `screen` loads a route module whose `Component` takes the declaration
 * (`ScreenProps`): the module never imports the declaration's file, which imports it.
 */
export type ExtraScreen<Row extends BaseRow> = {
  path: string;
  crumb: string;
  action: Action;
  screen: () => Promise<{ Component: ComponentType<ScreenProps<Row>> }>;
};

/**
 * What the app shell needs of a resource, without its row type: where its screens live,
 * what opens them, its sidebar entry and its strings. The registry (`app/resources.ts`)
 * builds routes, sidebar, breadcrumbs and translations from it.
 */
export type ResourceMeta = {
  /** The permission-matrix resource every screen and action of it checks. */
  permission: Resource;
  /**
   * The i18n namespace of its strings (`title`, `singular`, `fields.<name>`, …): the
   * bundle's own, which `defineResource` reads from `strings`.
   */
  namespace: string;
  strings: TranslationBundle;
  /** Where the list lives; create and edit pages are `<basePath>/create` and `<basePath>/edit/:id`. */
  basePath: string;
  /**
   * Absolute create and edit paths where the spec names others (`:id` in the edit path), e.g.
   * `/dashboard/contactus/addSubject`; see `createPath` and `editPath`.
   */
  paths?: { create?: string; edit?: string };
  nav: { group: NavGroup; icon: SvgIconComponent };
};

/**
 * A declaration held where its row type is not known (the registry): `withDefinition` hands it whole to
 * code that works for any row, such as the shared list and form pages.
 */
export type Registrable = {
  withDefinition<T>(read: <Row extends BaseRow>(resource: ResourceDefinition<Row>) => T): T;
};

/** Whether a resource has a create and edit form: it declares the form's fields. */
export const hasForm = (resource: { fields: readonly unknown[] }) => resource.fields.length > 0;

/** Where a resource's create form lives. */
export const createPath = (resource: Pick<ResourceMeta, 'basePath' | 'paths'>) =>
  resource.paths?.create ?? `${resource.basePath}/create`;

/** Where a record's edit form lives. */
export const editPath = (resource: Pick<ResourceMeta, 'basePath' | 'paths'>, id: number | string) =>
  (resource.paths?.edit ?? `${resource.basePath}/edit/:id`).replace(':id', String(id));

/** Whether the signed-in person (nobody: no) may change `row`: see `editable`. */
export const editableBy = <Row>(
  resource: { editable?: (row: Row, actor: Admin) => boolean },
  row: Row,
  actor: Admin | null,
) => actor !== null && (resource.editable?.(row, actor) ?? true);

/** Whether the signed-in person (nobody: no) may delete `row`, or restore it: see `deletable`. */
export const deletableBy = <Row>(
  resource: { deletable?: (row: Row, actor: Admin) => boolean },
  row: Row,
  actor: Admin | null,
) => actor !== null && (resource.deletable?.(row, actor) ?? true);

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
  ListQuerySchema extends z.ZodType = z.ZodType,
> = ResourceMeta & {
  api: ResourceApi<Row>;
  /**
   * The columns the list sorts by: those the contract's list query accepts as `sortBy`. The
   * schemas themselves (`resourceSchemas`) come with the form, not with the list.
   */
  sortable: readonly string[];
  columns: ResourceColumn<Row>[];
  fields: FieldDefinition<FieldName<CreateSchema>>[];
  /** The create form's starting values, one a field: see `startingValues`. */
  emptyValues: Readonly<Record<string, unknown>>;
  /** How people recognise a record in confirmations and toasts. */
  title(row: Row): string;
  /** Whether the list has search (the API's `search` parameter). */
  searchable?: boolean;
  /** List filters, kept in the URL and sent as `?<field>=<value>`: keys of `listQuery`. */
  filters?: FilterDefinition<FilterKey<ListQuerySchema>>[];
  /**
   * The kind of record a row is, where the resource's sentences differ by kind: the form
   * reads `sentences.edit_<kind>` and `sentences.updated_<kind>` (i18next's context), and
   * `sentences.edit` where the kind has none (a customer is not "Edit Staff Account").
   */
  kindOf?: (row: Row) => string;
  /**
   * Where a record that is not edited here opens instead of its read-only form (a sent
   * notification's page): the list's View links there, and the form sends it there.
   */
  viewPath?: (row: Row) => string;
  /**
   * Whether the signed-in person (`actor`) may change the record, as the API decides: one
   * they may not (a system record, whatever the role) is viewed, not edited.
   */
  editable?: (row: Row, actor: Admin) => boolean;
  /**
   * Whether the signed-in person (`actor`) may delete the record, and restore it from the
   * trash, as the API decides.
   */
  deletable?: (row: Row, actor: Admin) => boolean;
  /**
   * The edit form's fields the signed-in person may not change on this record: shown
   * disabled, with `locked.<name>` of the namespace under them.
   */
  lockedFields?: (row: Row, actor: Admin) => readonly string[];
  /** Row actions besides edit and delete. */
  rowActions?: RowActionDefinition<Row>[];
  /**
   * How the "Edit fields" dialog sets the facts' `bulkEdit` fields that the form does not edit
   * (a status, a staff role); any other is set with the form's field of that name (ADR 055).
   */
  bulkFields?: FieldDefinition[];
  /**
   * Screens besides the shared list and form pages (a car's details), as lazy route modules.
   * Every resource has its list; a resource with fields has its create and edit form.
   */
  extraScreens?: ExtraScreen<Row>[];
};

/**
 * A list filter on one of the API's query keys (`Key`): `tabs` above the table (status
 * tabs), or a `select`; `boolean` offers yes/no; `reference` picks among another resource's
 * records; `range` a lowest and a highest value kept and sent as `?<field>From=&<field>To=`
 * (both must be keys; with `currency`, amounts are typed in its major units and sent in
 * minor units, as the API keeps money). Labels: `filters.<field>` and the values'
 * `options.<field>.<value>` in the resource's namespace.
 */
export type FilterDefinition<Key extends string = string> =
  | ({ field: Key } & (
      | { kind: 'tabs' | 'select'; options: readonly string[] }
      | { kind: 'boolean' }
      | { kind: 'reference'; reference: ReferenceName }
    ))
  | { field: RangeField<Key>; kind: 'range'; currency?: string };

/** The declared fields a form shows: those of its mode and of the signed-in role's group. */
export function fieldsFor<Field extends FieldDefinition>(
  fields: readonly Field[],
  mode: 'create' | 'edit',
  inGroup: (group: RoleGroup) => boolean,
): Field[] {
  return fields.filter(
    (field) => (!field.on || field.on === mode) && (!field.group || inGroup(field.group)),
  );
}

/** The rows the contract answers for the resource it calls `Name`. */
type RowOf<Name extends CrudResource> = z.output<SchemasOf<Name>['row']>;

/** The definition of the resource the contract calls `Name`. */
export type DefinitionOf<Name extends CrudResource> = ResourceDefinition<
  RowOf<Name>,
  SchemasOf<Name>['create'],
  SchemasOf<Name>['listQuery']
>;

/**
 * A form field of a resource: one of its create schema's keys, whose `initial` value is one
 * that key takes.
 */
type FieldDeclaration<CreateSchema extends z.ZodType> = {
  [Name in FieldName<CreateSchema>]: FieldDefinition<Name> & {
    initial?: Name extends keyof z.input<CreateSchema> ? z.input<CreateSchema>[Name] : never;
  };
}[FieldName<CreateSchema>];

/**
 * What a resource declares: the definition less what follows from its name. Its permission
 * is its name; its schemas are the contract's; its namespace is its strings' own; its API
 * calls go to the contract's paths for it.
 */
export type ResourceDeclaration<Name extends CrudResource> = Omit<
  DefinitionOf<Name>,
  | 'permission'
  | 'namespace'
  | 'api'
  | 'sortable'
  | 'basePath'
  | 'title'
  | 'fields'
  | 'emptyValues'
  | 'rowActions'
> & {
  /** Where the list lives when it is not `/dashboard/<name>`. */
  basePath?: string;
  /** How people recognise a record; by default its English name, or `#<id>` if it has none. */
  title?: (row: RowOf<Name>) => string;
  /** The form's fields, in order: none for a resource without a form. */
  fields?: FieldDeclaration<SchemasOf<Name>['create']>[];
  /** Row actions besides edit and delete; a status move says only from where to where. */
  rowActions?: (RowActionDefinition<RowOf<Name>> | StatusMove<RowOf<Name>>)[];
};

/** A record's English name, or its number. */
function nameOrNumber(row: BaseRow & { nameEn?: unknown }): string {
  return typeof row.nameEn === 'string' ? row.nameEn : `#${row.id}`;
}

/** Completes the declaration of the resource the contract calls `name`. */
export function defineResource<Name extends CrudResource>(
  name: Name,
  declaration: ResourceDeclaration<Name>,
): DefinitionOf<Name> & Registrable {
  const { basePath, title, fields = [], rowActions, ...rest } = declaration;
  const definition: DefinitionOf<Name> = {
    ...rest,
    permission: name,
    namespace: declaration.strings.namespace,
    basePath: basePath ?? `/dashboard/${name}`,
    title: title ?? nameOrNumber,
    fields,
    emptyValues: startingValues(fields),
    sortable: listSorts[name],
    api: createResourceApi<RowOf<Name>>(name),
    ...(rowActions && {
      rowActions: rowActions.map((action) =>
        'move' in action ? statusMoveAction(name, action) : action,
      ),
    }),
  };
  return { ...definition, withDefinition: (read) => read(definition) };
}

/** The form values of a record: the declared fields, read from the row. */
export function formValuesOf(
  fields: readonly { name: string }[],
  row: BaseRow,
): Record<string, unknown> {
  const record = row as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field.name, record[field.name] ?? null]));
}
