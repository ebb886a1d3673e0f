import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import type { Admin } from '@showroom/contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { accountPage } from '../../features/account/account-page-meta';
import { usePermissions } from '../../lib/auth';
import { roleName } from '../../lib/role-names';
import { TOPBAR_HEIGHT } from '../theme/create-app-theme';
import { surfaceOf, textOn, type ThemeName } from '../theme/themes';
import { PaletteButton } from '../palette/palette-button';
import { NotificationBell } from './notification-bell';

type TopbarProps = {
  admin: Admin;
  themeName: ThemeName;
  direction: 'ltr' | 'rtl';
  mobile: boolean;
  sidebarCompact: boolean;
  onToggleSidebar(): void;
  onOpenSettings(): void;
  onToggleLanguage(): void;
  onSignOut(): void;
};

/**
 * The 64 px top bar: sidebar toggle, the palette's button, language, the live notifications bell, settings and the
 * user menu with sign-out.
 */
export function Topbar(props: TopbarProps) {
  const { t } = useTranslation('shell');
  const pageTheme = useTheme();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // A Guest is never rung and may not follow live events (the API refuses its stream).
  const { isGuest } = usePermissions();
  const surface = surfaceOf(props.themeName);
  const theme = useMemo(
    () =>
      createTheme({
        direction: props.direction,
        palette: {
          mode: surface.mode,
          primary: { main: surface.accent, contrastText: textOn(surface.accent) },
          background: { paper: surface.background },
        },
        typography: { button: { textTransform: 'none' } },
      }),
    [props.direction, surface.accent, surface.background, surface.mode],
  );
  const initials = (props.admin.name || props.admin.username).slice(0, 1).toUpperCase();

  return (
    <ThemeProvider theme={theme}>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{
          height: TOPBAR_HEIGHT,
          bgcolor: surface.background,
          color: surface.text,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar sx={{ minHeight: `${TOPBAR_HEIGHT}px !important`, gap: 1 }}>
          <Tooltip title={props.mobile ? t('topbar.openMenu') : t('topbar.toggleSidebar')}>
            <IconButton
              color="inherit"
              edge="start"
              onClick={props.onToggleSidebar}
              aria-label={props.mobile ? t('topbar.openMenu') : t('topbar.toggleSidebar')}
            >
              {props.mobile || props.sidebarCompact ? (
                <MenuIcon />
              ) : (
                <MenuOpenIcon
                  sx={{ transform: props.direction === 'rtl' ? 'scaleX(-1)' : 'none' }}
                />
              )}
            </IconButton>
          </Tooltip>
          <Box sx={{ flex: 1 }} />
          {isGuest ? null : <PaletteButton mobile={props.mobile} />}
          <Button
            color="inherit"
            startIcon={<TranslateIcon />}
            onClick={props.onToggleLanguage}
            title={t('topbar.languageLabel')}
            lang={props.direction === 'rtl' ? 'en' : 'ar'}
          >
            {t('topbar.language')}
          </Button>
          {isGuest ? null : <NotificationBell pageTheme={pageTheme} />}
          <Tooltip title={t('topbar.settings')}>
            <IconButton
              color="inherit"
              onClick={props.onOpenSettings}
              aria-label={t('topbar.settings')}
            >
              <SettingsOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('topbar.account')}>
            <IconButton
              onClick={(event) => setMenuAnchor(event.currentTarget)}
              aria-label={t('topbar.account')}
              aria-haspopup="menu"
              aria-controls={menuAnchor ? menuId : undefined}
              aria-expanded={menuAnchor ? true : undefined}
              sx={{ p: 0.5 }}
            >
              <Avatar
                src={props.admin.avatarUrl ?? undefined}
                alt=""
                sx={{
                  width: 36,
                  height: 36,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {initials}
              </Avatar>
            </IconButton>
          </Tooltip>
          <Menu
            id={menuId}
            anchorEl={menuAnchor}
            open={menuAnchor !== null}
            onClose={() => setMenuAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            <Box sx={{ px: 2, py: 1, minWidth: 220 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {props.admin.name || props.admin.username}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {props.admin.email}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('topbar.role', { role: roleName(props.admin.role) })}
              </Typography>
            </Box>
            <Divider />
            <MenuItem
              component={RouterLink}
              to={accountPage.path}
              onClick={() => setMenuAnchor(null)}
            >
              <ListItemIcon>
                <ManageAccountsOutlined fontSize="small" />
              </ListItemIcon>
              {t('topbar.myAccount')}
            </MenuItem>
            <MenuItem
              onClick={() => {
                setMenuAnchor(null);
                props.onSignOut();
              }}
            >
              <ListItemIcon>
                <LogoutIcon fontSize="small" />
              </ListItemIcon>
              {t('topbar.signOut')}
            </MenuItem>
          </Menu>
        </Toolbar>
      </AppBar>
    </ThemeProvider>
  );
}
