import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { LogoLoader } from '../../components/logo-loader';
import { usePermissions } from '../../lib/auth';
import { directionOf } from '../../lib/i18n';
import { filterNavigation, navigation } from '../navigation';
import { ForbiddenPage, WaitingForAccessPage } from '../pages/access-pages';
import { CommandCenter } from '../palette/command-center';
import { allows, isRouteHandle, opensToGuests, type RouteAccess } from '../route-handle';
import { SecondFactorBanner } from '../../features/account/second-factor-banner';
import { signOut } from '../session';
import { useSettings } from '../theme/settings';
import { topbarThemeUnder } from '../theme/themes';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { Footer } from './footer';
import { Sidebar } from './sidebar';
import { Topbar } from './topbar';

/** The settings panel, loaded when it is first opened. */
const SettingsPanel = lazy(() =>
  import('./settings-panel').then(({ SettingsPanel }) => ({ default: SettingsPanel })),
);

/** The deepest access a matched route declares. */
function useRouteAccess(): RouteAccess | undefined {
  const matches = useMatches();
  let access: RouteAccess | undefined;
  for (const match of matches)
    if (isRouteHandle(match.handle) && match.handle.access) access = match.handle.access;
  return access;
}

/** What the signed-in area shows in its content: the page, 403, or the GUEST waiting page. */
function GuardedOutlet() {
  const permissions = usePermissions();
  const access = useRouteAccess();
  const { t } = useTranslation('common');
  if (permissions.isGuest && !opensToGuests(access)) return <WaitingForAccessPage />;
  if (!allows(permissions, access)) return <ForbiddenPage />;
  return (
    <Suspense fallback={<LogoLoader label={t('loading')} />}>
      <Outlet />
    </Suspense>
  );
}

/** Route module (lazy): the signed-in shell — sidebar, top bar, breadcrumb, content, footer. */
export function Component() {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const [settings, updateSettings] = useSettings();
  const permissions = usePermissions();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Null until the settings panel is first opened: it is not loaded before.
  const [settingsOpen, setSettingsOpen] = useState<boolean | null>(null);
  const direction = directionOf(settings.language);

  const items = permissions.isGuest
    ? []
    : filterNavigation(navigation, (access) => allows(permissions, access));
  if (!permissions.admin) return null;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          zIndex: 2000,
          p: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          '&:focus': { top: 8 },
        }}
      >
        {t('nav.skip')}
      </Box>
      <Sidebar
        items={items}
        mode={settings.sidebarMode}
        themeName={settings.sidebarTheme}
        direction={direction}
        mobile={mobile}
        mobileOpen={drawerOpen}
        onMobileClose={() => setDrawerOpen(false)}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Topbar
          admin={permissions.admin}
          themeName={topbarThemeUnder(settings.theme, settings.topbarTheme)}
          direction={direction}
          mobile={mobile}
          sidebarCompact={settings.sidebarMode === 'compact'}
          onToggleSidebar={() =>
            mobile
              ? setDrawerOpen(true)
              : updateSettings({
                  sidebarMode: settings.sidebarMode === 'full' ? 'compact' : 'full',
                })
          }
          onOpenSettings={() => setSettingsOpen(true)}
          onToggleLanguage={() =>
            updateSettings({ language: settings.language === 'en' ? 'ar' : 'en' })
          }
          onSignOut={() => {
            void signOut().then(() => navigate('/session/signin', { replace: true }));
          }}
        />
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flex: 1, p: { xs: 2, md: 3 }, minWidth: 0, outline: 'none' }}
        >
          <AppBreadcrumbs />
          <SecondFactorBanner />
          <GuardedOutlet />
        </Box>
        {settings.footer.show ? <Footer fixed={settings.footer.fixed} /> : null}
      </Box>
      {permissions.isGuest ? null : <CommandCenter />}
      {settingsOpen === null ? null : (
        <Suspense fallback={null}>
          <SettingsPanel open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
