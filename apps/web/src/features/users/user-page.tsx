import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  Ad,
  Car,
  CrudResource,
  CustomerQuery,
  Offer,
  Resource,
  Subscription,
  User,
} from '@showroom/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate } from 'react-router';
import { ReferenceMoney, ReferenceName, StatusChip } from '../../components/data-table/cells';
import { PageHeader } from '../../components/page-header';
import { FactList } from '../../components/resource/fact-list';
import { RowActionPrompt } from '../../components/resource/action-dialog';
import { RecordPageActions } from '../../components/resource/record-page-actions';
import { useRecordOfUrl } from '../../components/resource/use-record-of-url';
import { RecordPageSkeleton } from '../../components/resource/record-page-skeleton';
import { useRowActions } from '../../components/resource/use-resource-actions';
import { getErrorMessage } from '../../lib/api-error';
import { usePermissions } from '../../lib/auth';
import { formatDateTime } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { editPath, type ScreenProps } from '../../lib/resource/define-resource';
import { defaultListParams } from '../../lib/resource/list-params';
import { createResourceApi, type BaseRow } from '../../lib/resource/resource-api';
import { showsOn } from '../../lib/resource/row-actions';
import { isMember } from './user-kinds';

/** How many records each of the person's lists shows here; the rest are a link away. */
const SHOWN = 5;

/**
 * Route module (lazy): `dashboard/users/:id`, a customer's or dealer's page: who they are,
 * their status (block and unblock, with the reason), and their cars, offers, subscriptions,
 * ads and queries. A staff account opens its form instead.
 */
export function Component({ resource }: ScreenProps<User>) {
  const { t } = useTranslation(['common', 'users']);
  const { record: user, unavailable } = useRecordOfUrl(resource.api.detailQuery, {
    listPath: resource.basePath,
    notFound: t('users:sentences.notFound'),
    skeleton: <RecordPageSkeleton split={4} main={240} side={480} />,
  });
  if (!user) return unavailable;
  if (!isMember(user)) return <Navigate replace to={editPath(resource, user.id)} />;
  return <MemberPage user={user} resource={resource} />;
}

function MemberPage({ user, resource }: { user: User } & ScreenProps<User>) {
  const { t } = useTranslation(['common', 'users']);
  const permissions = usePermissions();
  const actions = useRowActions(resource);
  // Block and unblock, as the list offers them: only the move the status allows.
  const statusMoves = (resource.rowActions ?? []).filter(
    (action) =>
      (action.key === 'block' || action.key === 'unblock') &&
      permissions.can(resource.permission, action.action) &&
      showsOn(action, user, permissions.admin),
  );
  const kind = t(`users:options.kind.${user.kind}`);
  const facts: [string, ReactNode][] = [
    ['email', <span dir="ltr">{user.email}</span>],
    ['phone', user.phone ? <span dir="ltr">{user.phone}</span> : null],
    ['username', <span dir="ltr">{user.username}</span>],
    ['kind', kind],
    ['createdAt', formatDateTime(user.createdAt)],
    ['lastLoginAt', user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('users:profile.never')],
  ];

  return (
    <>
      <PageHeader
        title={user.name}
        subtitle={
          <Stack component="span" direction="row" spacing={1} sx={{ mt: 0.5 }}>
            <span>{kind}</span>
            <StatusChip
              label={t(`users:options.status.${user.status}`)}
              color={user.status === 'blocked' ? 'error' : 'success'}
            />
          </Stack>
        }
        actions={
          <RecordPageActions
            resource={resource}
            record={user}
            canEdit={permissions.can(resource.permission, 'update')}
            moves={statusMoves}
            actions={actions}
          />
        }
      />
      {user.status === 'blocked' ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {user.blockedReason
            ? t('users:profile.blockedBecause', { reason: user.blockedReason })
            : t('users:profile.blockedNoReason')}
        </Alert>
      ) : null}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={t('users:profile.about')}>
            <FactList
              facts={facts}
              label={(field) =>
                t(field === 'createdAt' ? 'users:profile.joined' : `users:fields.${field}`)
              }
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Grid container spacing={3}>
            <MemberList<Car>
              resource="cars"
              filter={{ userId: user.id }}
              itemPath={(car) => `/dashboard/cars/${car.id}/details`}
              render={(car) => ({
                primary: car.title,
                secondary: formatMoney(car.price, car.currency),
                status: car.status,
              })}
            />
            <MemberList<Offer>
              resource="offers"
              filter={{ buyerId: user.id }}
              render={(offer) => ({
                primary: <ReferenceName reference="cars" id={offer.carId} />,
                secondary: (
                  <ReferenceMoney
                    minor={offer.amount}
                    reference="cars"
                    id={offer.carId}
                    fallback="AED"
                  />
                ),
                status: offer.status,
              })}
            />
            <MemberList<Subscription>
              resource="subscriptions"
              filter={{ userId: user.id }}
              render={(subscription) => ({
                primary: <ReferenceName reference="packages" id={subscription.packId} />,
                secondary: formatDateTime(subscription.endsAt),
                status: subscription.status,
              })}
            />
            <MemberList<Ad>
              resource="ads"
              filter={{ userId: user.id }}
              render={(ad) => ({
                primary: <ReferenceName reference="cars" id={ad.carId} />,
                secondary: formatDateTime(ad.endsAt),
                status: ad.status,
              })}
            />
            <MemberList<CustomerQuery>
              resource="queries"
              filter={{ userId: user.id }}
              itemPath={(query) => `/dashboard/queries/${query.id}`}
              render={(query) => ({
                primary: query.message,
                secondary: formatDateTime(query.createdAt),
                status: query.status,
              })}
            />
          </Grid>
        </Grid>
      </Grid>
      <RowActionPrompt resource={resource} actions={actions} />
    </>
  );
}

/**
 * The person's first records of one resource (newest first), each opening its page where it
 * has one, and a link to the whole list filtered to them. Shown to roles that may read it.
 */
function MemberList<Row extends BaseRow & { status: string }>({
  resource,
  filter,
  itemPath,
  render,
}: {
  resource: CrudResource & Resource;
  filter: Record<string, number>;
  itemPath?: (row: Row) => string;
  render: (row: Row) => { primary: ReactNode; secondary: ReactNode; status: string };
}) {
  const { t } = useTranslation(['common', 'users', resource]);
  const readable = usePermissions().can(resource, 'read');
  const filters = Object.fromEntries(
    Object.entries(filter).map(([field, value]) => [field, String(value)]),
  );
  const list = useQuery({
    ...createResourceApi<Row>(resource).listQuery({ ...defaultListParams, limit: SHOWN, filters }),
    enabled: readable,
  });
  if (!readable) return null;
  const all = `/dashboard/${resource}?${new URLSearchParams(filters).toString()}`;
  const title = t(`${resource}:title`);
  return (
    <Grid size={{ xs: 12, lg: 6 }}>
      <Section
        title={list.data ? t('users:profile.counted', { title, count: list.data.count }) : title}
        action={
          list.data && list.data.count > 0 ? (
            <Button size="small" component={RouterLink} to={all}>
              {t('users:profile.seeAll', { title })}
            </Button>
          ) : null
        }
        label={title}
        fill
      >
        {list.isPending ? (
          <Skeleton variant="rounded" height={96} />
        ) : list.isError ? (
          <Alert severity="error">{getErrorMessage(list.error)}</Alert>
        ) : list.data.rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('users:profile.none', { title })}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={title}>
            {list.data.rows.map((row) => {
              const { primary, secondary, status } = render(row);
              return (
                <ListItem key={row.id} disableGutters divider>
                  <ListItemText
                    primary={
                      itemPath ? (
                        <Link component={RouterLink} to={itemPath(row)} dir="auto">
                          {primary}
                        </Link>
                      ) : (
                        primary
                      )
                    }
                    secondary={secondary}
                    slotProps={{ primary: { noWrap: true }, secondary: { component: 'span' } }}
                  />
                  <Box sx={{ flexShrink: 0, ms: 1 }}>
                    <StatusChip
                      label={t(`${resource}:options.status.${status}`, { defaultValue: status })}
                      color="default"
                    />
                  </Box>
                </ListItem>
              );
            })}
          </List>
        )}
      </Section>
    </Grid>
  );
}

/** A titled card of the page; its title is a heading of the page's outline. */
function Section({
  title,
  action,
  label,
  fill = false,
  children,
}: {
  title: string;
  action?: ReactNode;
  label?: string;
  /** As tall as its row (the lists side by side). */
  fill?: boolean;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={label ?? title} sx={{ height: fill ? 1 : 'auto' }}>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
