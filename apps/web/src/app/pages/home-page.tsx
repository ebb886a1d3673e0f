import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { usePermissions } from '../../lib/auth';
import { filterNavigation, navigation, type NavItem } from '../navigation';
import { allows } from '../route-handle';

type LinkItem = Extract<NavItem, { type: 'link' }>;

function linksOf(items: NavItem[]): LinkItem[] {
  return items.flatMap((item) =>
    item.type === 'link' ? [item] : item.type === 'group' ? linksOf(item.children) : [],
  );
}

/**
 * Route module (lazy): `/dashboard/analytics`, where `/` leads: the statistics dashboard,
 * or, for a role without the statistics, a start page with the areas it may open.
 */
export function Component() {
  const permissions = usePermissions();
  return permissions.can('statistics', 'read') ? <DashboardPage /> : <StartPage />;
}

function StartPage() {
  const { t } = useTranslation(['shell', 'dashboard']);
  const permissions = usePermissions();
  const links = linksOf(
    filterNavigation(navigation, (access) => allows(permissions, access)),
  ).filter((item) => item.path !== '/dashboard/analytics');
  return (
    <>
      <PageHeader
        title={t('home.title', { name: permissions.admin?.name || permissions.admin?.username })}
        subtitle={t('dashboard:noStatistics')}
      />
      {links.length === 0 ? (
        <Typography color="text.secondary">{t('home.nothing')}</Typography>
      ) : null}
      <Grid container spacing={2}>
        {links.map((item) => {
          const Icon = item.icon;
          return (
            <Grid key={item.path} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Card>
                <CardActionArea component={RouterLink} to={item.path} sx={{ p: 1 }}>
                  <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    <Icon color="primary" fontSize="large" />
                    <Typography variant="h6" component="h2">
                      {t(item.label)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
}
