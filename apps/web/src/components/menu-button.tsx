import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import { useId, useState, type ReactNode } from 'react';

/**
 * An icon button that opens a menu below it (WAI-ARIA menu button): `label` names the button,
 * `title` is its hover word. `items` gets `close` for the entries that end the choice.
 */
export function MenuButton({
  label,
  title,
  icon,
  items,
}: {
  label: string;
  title?: string;
  icon: ReactNode;
  items(close: () => void): ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        {...(title ? { title } : {})}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {icon}
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {items(close)}
      </Menu>
    </>
  );
}
