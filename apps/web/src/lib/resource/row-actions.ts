import type { SvgIconComponent } from '@mui/icons-material';
import type { Action, Admin, RoleGroup } from '@showroom/contract';
import type * as ContractModule from '@showroom/contract';
import type { z } from 'zod';
import type { FieldDefinition } from './fields';

/**
 * A row action besides edit and delete, shown when the role has `action` on the resource
 * and `shows(row, actor)` holds for the signed-in person (`actor`). It either runs a call (`run`, then the lists reload) or links
 * (`to`). Labelled by `actions.<key>` in the resource's namespace.
 */
export type RowActionDefinition<Row> = {
  key: string;
  icon: SvgIconComponent;
  action: Action;
  /** Only for roles of this group, besides the action's permission. */
  group?: RoleGroup;
  shows?: (row: Row, actor: Admin) => boolean;
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

/** Whether a row action is offered on `row` to the signed-in person (nobody: none is). */
export const showsOn = <Row>(
  action: Pick<RowActionDefinition<Row>, 'shows'>,
  row: Row,
  actor: Admin | null,
) => actor !== null && (action.shows?.(row, actor) ?? true);

/** The words a row action's confirmation is filled with, e.g. `{ title, audience }`. */
export type ConfirmValues = Record<string, string>;

/** The contract's module, which a dialog or form picks its schema from when it opens. */
export type Contract = typeof ContractModule;

/** A row action that asks for a few fields first (e.g. the role to give a user). */
export type ActionDialogDefinition<Row> = {
  fields: FieldDefinition[];
  /**
   * The contract's schema of what it sends (read when the dialog opens, with the schemas),
   * with any rule that depends on the record as it was read (`row`).
   */
  schema(contract: Contract, row: Row): z.ZodType;
  values(row: Row): Record<string, unknown>;
  submit(row: Row, values: Record<string, unknown>): Promise<unknown>;
};
