import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

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
  words,
}: {
  columns: { field: string; name: string }[];
  visibility: ColumnVisibility;
  onChange(visibility: ColumnVisibility): void;
  words: { columns: string; showAll: string };
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const shown = columns.filter((column) => visibility[column.field] !== false);
  return (
    <>
      <IconButton
        size="small"
        aria-label={words.columns}
        title={words.columns}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ViewColumnOutlinedIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
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
        })}
        <Divider />
        <MenuItem
          disabled={shown.length === columns.length}
          onClick={() => {
            setAnchor(null);
            onChange(Object.fromEntries(columns.map((column) => [column.field, true])));
          }}
        >
          {words.showAll}
        </MenuItem>
      </Menu>
    </>
  );
}
