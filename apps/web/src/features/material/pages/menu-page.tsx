import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MoreVert from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard, ShowcasePage } from '../showcase-page';

const actions = [
  { key: 'edit', Icon: EditOutlined },
  { key: 'duplicate', Icon: ContentCopyOutlined },
  { key: 'archive', Icon: ArchiveOutlined },
] as const;
const orders = ['newest', 'oldest', 'cheapest', 'dearest'] as const;
type Order = (typeof orders)[number];

/** A button and the menu it opens: the menu knows the button, and the button its menu. */
function useMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  return {
    anchor,
    close: () => setAnchor(null),
    button: {
      id: buttonId,
      'aria-controls': anchor ? menuId : undefined,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': anchor ? true : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menu: {
      id: menuId,
      anchorEl: anchor,
      open: anchor !== null,
      onClose: () => setAnchor(null),
      slotProps: { list: { 'aria-labelledby': buttonId } },
    },
  };
}

/** `/material/menu`: an actions menu with icons and a menu that shows the current choice. */
export function Component() {
  const { t } = useTranslation('material');
  const actionsMenu = useMenu();
  const sortMenu = useMenu();
  const [chosen, setChosen] = useState<string | null>(null);
  const [order, setOrder] = useState<Order>('newest');
  const choose = (label: string) => {
    setChosen(label);
    actionsMenu.close();
  };
  return (
    <ShowcasePage slug="menu">
      <DemoCard title={t('menu.actions')}>
        <Button variant="outlined" endIcon={<MoreVert />} {...actionsMenu.button}>
          {t('menu.open')}
        </Button>
        <Menu {...actionsMenu.menu}>
          {actions.map(({ key, Icon }) => (
            <MenuItem key={key} onClick={() => choose(t(`menu.${key}`))}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(`menu.${key}`)}</ListItemText>
            </MenuItem>
          ))}
          <Divider />
          <MenuItem onClick={() => choose(t('menu.delete'))} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutline fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('menu.delete')}</ListItemText>
          </MenuItem>
        </Menu>
        <Typography role="status" sx={{ mt: 2 }} data-testid="menu-choice">
          {chosen ? t('menu.chosen', { action: chosen }) : t('menu.nothing')}
        </Typography>
      </DemoCard>
      <DemoCard title={t('menu.sort')}>
        <Button variant="outlined" endIcon={<ExpandMore />} {...sortMenu.button}>
          {t('menu.sortButton', { order: t(`menu.orders.${order}`) })}
        </Button>
        <Menu {...sortMenu.menu}>
          {orders.map((value) => (
            <MenuItem
              key={value}
              selected={value === order}
              onClick={() => {
                setOrder(value);
                sortMenu.close();
              }}
            >
              {t(`menu.orders.${value}`)}
            </MenuItem>
          ))}
        </Menu>
      </DemoCard>
    </ShowcasePage>
  );
}
