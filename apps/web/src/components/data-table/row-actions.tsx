import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { MenuButton } from '../menu-button';

/** One action of a row: a link (`to`) or a button (`onClick`). */
export type RowAction = {
  key: string;
  /** The accessible name, e.g. "Edit Kia"; also the menu entry on small screens. */
  label: string;
  /** The short word shown on hover, e.g. "Edit". */
  tooltip: string;
  icon: ReactElement;
  to?: string;
  onClick?: () => void;
  destructive?: boolean;
};

/** A link renders as a router link; the rest is the same for a button and a menu entry. */
const linkProps = (action: RowAction) =>
  action.to ? ({ component: RouterLink, to: action.to } as const) : {};
const colorOf = (action: RowAction) => (action.destructive ? { color: 'error.main' } : {});

/**
 * A row's actions: icon buttons side by side, or, when `inMenu`, one "More actions" button
 * that opens them as a menu (a phone has no room for several).
 */
export function RowActions({
  actions,
  inMenu,
  moreLabel,
}: {
  actions: RowAction[];
  inMenu: boolean;
  moreLabel: string;
}) {
  if (!inMenu)
    return (
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        {actions.map((action) => (
          <IconButton
            key={action.key}
            size="small"
            aria-label={action.label}
            title={action.tooltip}
            sx={colorOf(action)}
            {...linkProps(action)}
            {...(action.onClick ? { onClick: action.onClick } : {})}
          >
            {action.icon}
          </IconButton>
        ))}
      </Stack>
    );
  return (
    <MenuButton
      label={moreLabel}
      icon={<MoreVertIcon fontSize="small" />}
      items={(close) =>
        actions.map((action) => (
          <MenuItem
            key={action.key}
            sx={colorOf(action)}
            {...linkProps(action)}
            onClick={() => {
              close();
              action.onClick?.();
            }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>{action.icon}</ListItemIcon>
            {action.label}
          </MenuItem>
        ))
      }
    />
  );
}
