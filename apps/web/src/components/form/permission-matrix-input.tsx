import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Action, Resource } from '@showroom/contract';
import { actions, resources } from '@showroom/contract/access';
import { useTranslation } from 'react-i18next';
import { useFormField } from './field-props';

type Matrix = Partial<Record<Resource, Action[]>>;

export type PermissionMatrixInputProps = {
  name: string;
  label: string;
  helperText?: string;
  /** Resources no custom role may be granted (shown, never ticked). */
  locked?: readonly Resource[];
};

/**
 * The permission matrix: resources × read/create/update/delete, one checkbox each, with a
 * checkbox per row and per column that grants or takes back the whole row or column.
 */
export function PermissionMatrixInput({
  name,
  label,
  helperText,
  locked = [],
}: PermissionMatrixInputProps) {
  const { t } = useTranslation('common');
  const { field, invalid, errorText } = useFormField(name);
  const matrix = (field.value ?? {}) as Matrix;
  const open = resources.filter((resource) => !locked.includes(resource));
  const has = (resource: Resource, action: Action) => matrix[resource]?.includes(action) ?? false;

  function set(cells: [Resource, Action][], on: boolean) {
    const next: Matrix = { ...matrix };
    for (const [resource, action] of cells) {
      const granted = new Set(next[resource] ?? []);
      if (on) granted.add(action);
      else granted.delete(action);
      next[resource] = actions.filter((known) => granted.has(known));
    }
    field.onChange(next);
  }
  const rowCells = (resource: Resource) =>
    actions.map((action): [Resource, Action] => [resource, action]);
  const columnCells = (action: Action) =>
    open.map((resource): [Resource, Action] => [resource, action]);
  const state = (cells: [Resource, Action][]) => {
    const count = cells.filter(([resource, action]) => has(resource, action)).length;
    return {
      checked: count > 0 && count === cells.length,
      indeterminate: count > 0 && count < cells.length,
    };
  };
  const resourceName = (resource: Resource) => t(`permissions.resources.${resource}`);
  const actionName = (action: Action) => t(`permissions.actions.${action}`);

  return (
    <div role="group" aria-labelledby={`${name}-label`}>
      <Typography id={`${name}-label`} variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Table size="small" sx={{ '& td, & th': { px: { xs: 0.5, sm: 1 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('permissions.resource')}</TableCell>
            {actions.map((action) => (
              <TableCell key={action} align="center" padding="checkbox">
                <Checkbox
                  size="small"
                  {...state(columnCells(action))}
                  onChange={(event) => set(columnCells(action), event.target.checked)}
                  slotProps={{
                    input: {
                      'aria-label': t('permissions.column', { action: actionName(action) }),
                    },
                  }}
                />
                <Typography variant="caption" component="div">
                  {actionName(action)}
                </Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {resources.map((resource) => {
            const isLocked = locked.includes(resource);
            return (
              <TableRow key={resource} hover>
                <TableCell component="th" scope="row">
                  <Checkbox
                    size="small"
                    disabled={isLocked}
                    {...state(rowCells(resource))}
                    onChange={(event) => set(rowCells(resource), event.target.checked)}
                    slotProps={{
                      input: {
                        'aria-label': t('permissions.row', { resource: resourceName(resource) }),
                      },
                    }}
                  />
                  {resourceName(resource)}
                </TableCell>
                {actions.map((action) => (
                  <TableCell key={action} align="center" padding="checkbox">
                    <Checkbox
                      size="small"
                      disabled={isLocked}
                      checked={has(resource, action)}
                      onChange={(event) => set([[resource, action]], event.target.checked)}
                      slotProps={{
                        input: {
                          'aria-label': `${resourceName(resource)}: ${actionName(action)}`,
                        },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <FormHelperText error={invalid}>{errorText ?? helperText ?? ' '}</FormHelperText>
    </div>
  );
}
