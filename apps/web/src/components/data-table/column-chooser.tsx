import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { MenuButton } from '../menu-button';

/** Which columns a person chose to see: a field set to `false` is hidden. */
export type ColumnVisibility = Record<string, boolean>;

/**
 * The "Columns" button of a table's header: a menu that shows or hides each column (it stays
 * open for the next choice), and shows them all. The last shown column cannot be hidden.
 */
export function ColumnChooser({
  columns,
  visibility,
  onChange,
  labels,
}: {
  columns: { field: string; name: string }[];
  visibility: ColumnVisibility;
  onChange(visibility: ColumnVisibility): void;
  labels: { columns: string; showAll: string };
}) {
  const shown = columns.filter((column) => visibility[column.field] !== false);
  return (
    <MenuButton
      label={labels.columns}
      title={labels.columns}
      icon={<ViewColumnOutlinedIcon fontSize="small" />}
      items={(close) => [
        ...columns.map((column) => {
          const checked = visibility[column.field] !== false;
          return (
            <MenuItem
              key={column.field}
              role="menuitemcheckbox"
              aria-checked={checked}
              disabled={checked && shown.length === 1}
              onClick={() => onChange({ ...visibility, [column.field]: !checked })}
            >
              <ListItemIcon sx={{ color: checked ? 'primary.main' : undefined }}>
                {checked ? (
                  <CheckBoxIcon fontSize="small" />
                ) : (
                  <CheckBoxOutlineBlankIcon fontSize="small" />
                )}
              </ListItemIcon>
              {column.name}
            </MenuItem>
          );
        }),
        <Divider key="divider" />,
        <MenuItem
          key="all"
          disabled={shown.length === columns.length}
          onClick={() => {
            close();
            onChange(Object.fromEntries(columns.map((column) => [column.field, true])));
          }}
        >
          {labels.showAll}
        </MenuItem>,
      ]}
    />
  );
}
