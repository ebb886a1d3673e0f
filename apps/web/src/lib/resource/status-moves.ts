import type { SvgIconComponent } from '@mui/icons-material';
import type { CrudResource } from '@showroom/contract';
import { resourcePaths } from '@showroom/contract/values';
import { api } from '../api';
import type { RowActionDefinition } from './row-actions';
import type { BaseRow } from './resource-api';

/** The statuses a record may be in: none for a resource without a status. */
type StatusOf<Row> = Row extends { status: infer Status extends string } ? Status : never;

/**
 * A row action that moves a record along its status machine: shown on a record in status
 * `from`, it asks the API for `to` (`POST <root>/:id/status`, the contract's status route).
 * Labelled by `actions.<key>` in the resource's namespace, as every row action.
 */
export type StatusMove<Row> = {
  key: string;
  icon: SvgIconComponent;
  move: { from: StatusOf<Row>; to: StatusOf<Row> };
  destructive?: boolean;
};

/**
 * Asks the API to move a record to another status: `POST <root>/:id/status`, the contract's
 * status route (a car's rejection also says why).
 */
export const moveStatus = (
  resource: CrudResource,
  id: number,
  body: { status: string; reason?: string },
) => api.post(`${resourcePaths[resource].root}/${id}/status`, body);

/** The row action a status move of the resource `resource` stands for. */
export function statusMoveAction<Row extends BaseRow & { status?: unknown }>(
  resource: CrudResource,
  { move: { from, to }, ...action }: StatusMove<Row>,
): RowActionDefinition<Row> {
  return {
    ...action,
    action: 'update',
    shows: (row) => row.status === from,
    run: (row) => moveStatus(resource, row.id, { status: to }),
  };
}
