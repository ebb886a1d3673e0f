import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches } from 'react-router';
import { usePermissions } from '../../lib/auth';
import { listHref } from '../../lib/resource/list-memory';
import { allows, isRouteHandle, opensToGuests, type RouteAccess } from '../route-handle';

/** The spec's breadcrumb collapses when it has more than this many items. */
export const BREADCRUMB_MAX_ITEMS = 8;

export type Crumb = { label: string; to: string };

/**
 * Home link to `/`, then one link per route segment that declares a crumb; a list's crumb
 * goes back to the list as it was left (`listHref`).
 */
export function CrumbTrail({ crumbs, homeLabel }: { crumbs: Crumb[]; homeLabel: string }) {
  const { t } = useTranslation('shell');
  return (
    <Breadcrumbs
      maxItems={BREADCRUMB_MAX_ITEMS}
      aria-label={t('crumbs.trail')}
      expandText={t('crumbs.expand')}
      sx={{ mb: 2 }}
    >
      <Link
        component={RouterLink}
        to="/"
        color="inherit"
        aria-label={homeLabel}
        sx={{ display: 'flex', alignItems: 'center' }}
      >
        <HomeOutlined fontSize="small" />
      </Link>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.to} color="text.primary" aria-current="page" variant="body2">
            {crumb.label}
          </Typography>
        ) : (
          <Link
            key={crumb.to}
            component={RouterLink}
            to={listHref(crumb.to)}
            color="inherit"
            underline="hover"
            variant="body2"
          >
            {crumb.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

type CrumbMatch = { pathname: string; params: Record<string, string | undefined>; handle: unknown };

/**
 * The crumbs of the matched routes, as far as the role may open them: a route's access is
 * the deepest one declared along its path, and a GUEST opens nothing yet.
 */
export function crumbsFor(
  matches: readonly CrumbMatch[],
  may: (access: RouteAccess | undefined) => boolean,
  label: (key: string, params: Record<string, string | undefined>) => string,
): Crumb[] {
  const crumbs: Crumb[] = [];
  let access: RouteAccess | undefined;
  for (const match of matches) {
    if (!isRouteHandle(match.handle)) continue;
    access = match.handle.access ?? access;
    if (!match.handle.crumb) continue;
    if (!may(access)) break;
    const to = match.handle.to ?? (match.pathname.replace(/\/+$/, '') || '/');
    if (crumbs.at(-1)?.to === to) continue;
    crumbs.push({ label: label(match.handle.crumb, { ...match.params }), to });
  }
  return crumbs;
}

export function AppBreadcrumbs() {
  const { t } = useTranslation('shell');
  const matches = useMatches();
  const permissions = usePermissions();
  const crumbs = crumbsFor(
    matches,
    (access) => (!permissions.isGuest || opensToGuests(access)) && allows(permissions, access),
    (key, params) => t(key, params),
  );
  return <CrumbTrail crumbs={crumbs} homeLabel={t('crumbs.home')} />;
}
