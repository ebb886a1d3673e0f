import type { SvgIconComponent } from '@mui/icons-material';
import type {
  Action,
  CrudResource,
  ListQuery,
  Resource,
  RoleGroup,
  SchemasOf,
} from '@showroom/contract';
import { listSorts } from '@showroom/contract/values';
import type * as ContractModule from '@showroom/contract';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { TranslationBundle } from '../i18n';
import type { ReferenceName } from './references';
import { createResourceApi, type BaseRow, type ResourceApi } from './resource-api';
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
};

/**
 * A column of a data table. A resource's list sorts by the columns its contract's list
 * query accepts as `sortBy` (`listSorts`); a table of its own (the audit log) says here.
 */
export type ColumnDefinition<Row> = ResourceColumn<Row> & { sortable?: boolean };

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

/**
 * A screen of a resource besides its list and form, at `<basePath>/<path>` (e.g. a car's
 * `details/:id`), guarded by `action` on the resource; its crumb is a key of the resource's
 * namespace or `shell`.
 */
export type MoreScreen = { path: string; crumb: string; action: Action; screen: ScreenLoader };

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
  /**
   * Screens besides the shared list and form pages (a car's details), as lazy route modules.
   * Every resource has its list; a resource with fields has its create and edit form.
   */
  more?: MoreScreen[];
};

/**
 * A declaration held where its row type is not known (the registry): `open` hands it whole to
 * code that works for any row, such as the shared list and form pages.
 */
export type Registrable = {
  open<T>(read: <Row extends BaseRow>(resource: ResourceDefinition<Row>) => T): T;
};

/** Whether a resource has a create and edit form: it declares the form's fields. */
export const hasForm = (resource: { fields: readonly unknown[] }) => resource.fields.length > 0;

/** Where a resource's create form lives. */
export const createPath = (resource: Pick<ResourceMeta, 'basePath' | 'paths'>) =>
  resource.paths?.create ?? `${resource.basePath}/create`;

/** Where a record's edit form lives. */
export const editPath = (resource: Pick<ResourceMeta, 'basePath' | 'paths'>, id: number | string) =>
  (resource.paths?.edit ?? `${resource.basePath}/edit/:id`).replace(':id', String(id));

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
  /** Records that stay as they are whatever the role (system records): no edit, no delete. */
  editable?: (row: Row) => boolean;
  deletable?: (row: Row) => boolean;
  /** Row actions besides edit and delete. */
  rowActions?: RowActionDefinition<Row>[];
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

/**
 * A row action besides edit and delete, shown when the role has `action` on the resource
 * and `shows(row)` holds. It either runs a call (`run`, then the lists reload) or links
 * (`to`). Labelled by `actions.<key>` in the resource's namespace.
 */
export type RowActionDefinition<Row> = {
  key: string;
  icon: SvgIconComponent;
  action: Action;
  /** Only for roles of this group, besides the action's permission. */
  group?: RoleGroup;
  shows?: (row: Row) => boolean;
  destructive?: boolean;
} & (
  | {
      run: (row: Row) => Promise<unknown>;
      /**
       * Asks first (an action that cannot be taken back): the dialog reads the namespace's
       * `confirm.<key>.title`, `.message` and `.button`, filled with what this returns for
       * the row; `option(field, value)` is the label of a status or select value.
       */
      confirm?: (row: Row, option: (field: string, value: string) => string) => ConfirmValues;
    }
  | { to: (row: Row) => string }
  | { dialog: ActionDialogDefinition<Row> }
);

/** The words a row action's confirmation is filled with, e.g. `{ title, audience }`. */
export type ConfirmValues = Record<string, string>;

/** The contract's module, which a dialog or form picks its schema from when it opens. */
export type Contract = typeof ContractModule;

/** A row action that asks for a few fields first (e.g. the role to give a user). */
export type ActionDialogDefinition<Row> = {
  fields: FieldDefinition[];
  /** The contract's schema of what it sends (read when the dialog opens, with the schemas). */
  schema(contract: Contract): z.ZodType;
  values(row: Row): Record<string, unknown>;
  submit(row: Row, values: Record<string, unknown>): Promise<unknown>;
};

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
    sortable: listSorts[name] ?? [],
    api: createResourceApi<RowOf<Name>>(name),
    ...(rowActions && {
      rowActions: rowActions.map((action) =>
        'move' in action ? statusMoveAction(name, action) : action,
      ),
    }),
  };
  return { ...definition, open: (read) => read(definition) };
}

/** The form values of a record: the declared fields, read from the row. */
export function formValuesOf(
  fields: readonly { name: string }[],
  row: BaseRow,
): Record<string, unknown> {
  const record = row as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field.name, record[field.name] ?? null]));
}
