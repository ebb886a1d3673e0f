import type { SvgIconComponent } from '@mui/icons-material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { SIDEBAR_COMPACT_WIDTH, SIDEBAR_WIDTH, TOPBAR_HEIGHT } from '../theme/create-app-theme';
import type { SidebarMode } from '../theme/settings';
import { surfaceOf, type ThemeName } from '../theme/themes';
import { liveBadgePaths, useLiveBadges } from '../../lib/events';
import type { NavBadge, NavItem } from '../navigation';
import { visuallyHidden } from '../../components/visually-hidden';

type SidebarProps = {
  items: NavItem[];
  mode: SidebarMode;
  themeName: ThemeName;
  direction: 'ltr' | 'rtl';
  /** Below `md` the sidebar is a temporary drawer. */
  mobile: boolean;
  mobileOpen: boolean;
  onMobileClose(): void;
};

function Badge({ badge, description }: { badge: NavBadge; description?: string }) {
  return (
    <Chip
      size="small"
      label={
        description ? (
          <>
            <span aria-hidden="true">{badge.value}</span>
            <Box component="span" sx={visuallyHidden}>
              {description}
            </Box>
          </>
        ) : (
          badge.value
        )
      }
      color={badge.color}
      sx={{
        height: 20,
        fontSize: 11,
        fontWeight: 700,
        // The theme's red is too light under white text on the dark sidebars.
        ...(badge.color === 'error' ? { bgcolor: '#c62828', color: '#ffffff' } : {}),
      }}
    />
  );
}

function useLiveBadge(path: string): { badge: NavBadge; description: string } | null {
  const { t } = useTranslation('bell');
  const counts = useLiveBadges();
  // Shown while the count is above zero and only to those the server sends it to.
  const key = liveBadgePaths[path];
  const count = key ? counts[key] : undefined;
  if (!key || !count) return null;
  return {
    badge: { value: count > 99 ? '99+' : count, color: 'error' },
    description: t(`badges.${key}`, { count }),
  };
}

/** A link's own badge, else its live count. */
function LinkBadge({ path, badge }: { path: string; badge: NavBadge | undefined }) {
  const live = useLiveBadge(path);
  if (badge) return <Badge badge={badge} />;
  return live ? <Badge badge={live.badge} description={live.description} /> : null;
}

const isActive = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

function containsActive(item: NavItem, pathname: string): boolean {
  if (item.type === 'link') return isActive(pathname, item.path);
  if (item.type === 'group') return item.children.some((child) => containsActive(child, pathname));
  return false;
}

/** The icon, and the label while the sidebar is expanded, of a row. */
function RowContent(props: { icon: SvgIconComponent; label: string; expanded: boolean }) {
  const Icon = props.icon;
  return (
    <>
      <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
        <Icon />
      </ListItemIcon>
      {props.expanded ? <ListItemText primary={props.label} /> : null}
    </>
  );
}

type RowProps = {
  item: Extract<NavItem, { type: 'link' | 'external' }>;
  expanded: boolean;
  depth: number;
  onNavigate?: () => void;
};

/**
 * A link in the app or to another site. Collapsed, it shows only its icon: the label moves
 * to a tooltip and to the accessible name.
 */
function NavRow({ item, expanded, depth, onNavigate }: RowProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const label = t(item.label);
  const shared = {
    onClick: onNavigate,
    'aria-label': expanded ? undefined : label,
    sx: { pl: expanded ? 2 + depth * 2 : 2.5, borderRadius: 2, mx: 1, mb: 0.5 },
  };
  const content = <RowContent icon={item.icon} label={label} expanded={expanded} />;
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Tooltip title={expanded ? '' : label} placement="right">
        {item.type === 'link' ? (
          <ListItemButton
            component={NavLink}
            to={item.path}
            selected={isActive(pathname, item.path)}
            {...shared}
          >
            {content}
            {expanded ? <LinkBadge path={item.path} badge={item.badge} /> : null}
          </ListItemButton>
        ) : (
          <ListItemButton
            component="a"
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            {...shared}
          >
            {content}
            {expanded && item.badge ? <Badge badge={item.badge} /> : null}
            {expanded ? <OpenInNew fontSize="inherit" sx={{ ml: 1, opacity: 0.7 }} /> : null}
          </ListItemButton>
        )}
      </Tooltip>
    </Box>
  );
}

type EntriesProps = {
  items: NavItem[];
  expanded: boolean;
  depth?: number;
  onNavigate?: () => void;
};

function NavEntries({ items, expanded, depth = 0, onNavigate }: EntriesProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>({});

  return items.map((item) => {
    const key = `${item.type}:${item.label}`;
    switch (item.type) {
      case 'label':
        return expanded ? (
          <ListSubheader
            key={key}
            disableSticky
            sx={{
              bgcolor: 'transparent',
              color: 'text.secondary',
              fontSize: 11,
              letterSpacing: 1,
              textTransform: 'uppercase',
              lineHeight: '32px',
              mt: 1,
            }}
          >
            {t(item.label)}
          </ListSubheader>
        ) : (
          <Box
            key={key}
            component="li"
            role="separator"
            sx={{ my: 1, mx: 2, borderTop: 1, borderColor: 'divider' }}
          />
        );
      case 'link':
      case 'external':
        return (
          <NavRow
            key={key}
            item={item}
            expanded={expanded}
            depth={depth}
            {...(onNavigate ? { onNavigate } : {})}
          />
        );
      case 'group': {
        const label = t(item.label);
        const open = openGroups[key] ?? containsActive(item, pathname);
        // In a collapsed sidebar a group shows its children's icons directly.
        if (!expanded)
          return (
            <NavEntries
              key={key}
              items={item.children}
              expanded={false}
              depth={depth}
              {...(onNavigate ? { onNavigate } : {})}
            />
          );
        return (
          <Box component="li" key={key} sx={{ listStyle: 'none' }}>
            <ListItemButton
              onClick={() => setOpenGroups((groups) => ({ ...groups, [key]: !open }))}
              aria-expanded={open}
              sx={{ pl: 2 + depth * 2, borderRadius: 2, mx: 1, mb: 0.5 }}
            >
              <RowContent icon={item.icon} label={label} expanded />
              {open ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            <Collapse in={open} timeout="auto" unmountOnExit>
              <List disablePadding component="ul">
                <NavEntries
                  items={item.children}
                  expanded
                  depth={depth + 1}
                  {...(onNavigate ? { onNavigate } : {})}
                />
              </List>
            </Collapse>
          </Box>
        );
      }
      default: {
        const unknown: never = item;
        return unknown;
      }
    }
  });
}

/**
 * The sidebar: 260 px full, 80 px compact (widening over the content on hover), painted in
 * the sidebar theme; a temporary drawer on small screens.
 */
export function Sidebar(props: SidebarProps) {
  const { t } = useTranslation(['shell', 'common']);
  const [hovered, setHovered] = useState(false);
  const surface = useMemo(() => surfaceOf(props.themeName), [props.themeName]);
  const sidebarTheme = useMemo(
    () =>
      createTheme({
        direction: props.direction,
        palette: {
          mode: surface.mode,
          primary: { main: surface.accent },
          background: { paper: surface.background, default: surface.background },
          text: { primary: surface.text, secondary: surface.secondaryText },
        },
        typography: { button: { textTransform: 'none' } },
        components: {
          MuiListItemButton: {
            styleOverrides: {
              root: {
                '&.Mui-selected, &.Mui-selected:hover, &.Mui-selected.Mui-focusVisible': {
                  backgroundColor: surface.selected,
                },
              },
            },
          },
        },
      }),
    [props.direction, surface],
  );

  const compact = props.mode === 'compact' && !props.mobile;
  const expanded = !compact || hovered;
  const width = expanded ? SIDEBAR_WIDTH : SIDEBAR_COMPACT_WIDTH;

  const content = (
    <Box
      component="nav"
      aria-label={t('shell:nav.navigation')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' }}
    >
      <Box
        sx={{
          height: TOPBAR_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2.5,
          flexShrink: 0,
        }}
      >
        <Box component="img" src="/logo.svg" alt="" sx={{ width: 32, height: 32 }} />
        {expanded ? (
          <Typography variant="h6" component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {t('common:appName')}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', pb: 2 }}>
        <List component="div" disablePadding>
          <Box component="ul" sx={{ p: 0, m: 0 }}>
            <NavEntries
              items={props.items}
              expanded={expanded}
              {...(props.mobile ? { onNavigate: props.onMobileClose } : {})}
            />
          </Box>
        </List>
      </Box>
    </Box>
  );

  return (
    <ThemeProvider theme={sidebarTheme}>
      <Box
        data-testid="sidebar"
        data-mode={props.mobile ? 'drawer' : props.mode}
        sx={{
          width: props.mobile
            ? 0
            : props.mode === 'compact'
              ? SIDEBAR_COMPACT_WIDTH
              : SIDEBAR_WIDTH,
          flexShrink: 0,
          transition: 'width 200ms',
        }}
      >
        {props.mobile ? (
          <Drawer
            variant="temporary"
            open={props.mobileOpen}
            onClose={props.onMobileClose}
            // Not kept mounted: on a phone every page would render the whole menu unseen, and
            // the closed drawer's slide measures the page (a forced layout) as it mounts.
            slotProps={{
              // The open drawer is a dialog: it needs a name of its own.
              paper: {
                'aria-label': t('shell:nav.navigation'),
                sx: { width: SIDEBAR_WIDTH, bgcolor: 'background.paper', backgroundImage: 'none' },
              } as object,
            }}
          >
            {content}
          </Drawer>
        ) : (
          <Drawer
            variant="permanent"
            open
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={() => setHovered(true)}
            onBlur={() => setHovered(false)}
            slotProps={{
              paper: {
                'data-testid': 'sidebar-panel',
                sx: {
                  width,
                  transition: 'width 200ms',
                  bgcolor: 'background.paper',
                  backgroundImage: 'none',
                  borderRight: 0,
                  boxShadow: compact && hovered ? 8 : 0,
                  overflowX: 'hidden',
                },
              } as object,
            }}
          >
            {content}
          </Drawer>
        )}
      </Box>
    </ThemeProvider>
  );
}
