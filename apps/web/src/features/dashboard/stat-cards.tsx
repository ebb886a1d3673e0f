import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Resource, Statistics } from '@showroom/contract';
import { carStatuses } from '@showroom/contract/values';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../lib/auth';
import { statusColors } from './chart-options';
import { useFormats } from '../../lib/format';

type CardLink = { to: string; resource: Resource };

/**
 * One figure. Its text keeps its line height while loading (the skeleton sits inside the
 * same typography), so nothing moves when the numbers arrive. With a link the whole card
 * opens the list behind the figure — when the role may read that list.
 */
function StatCard({
  label,
  value,
  detail,
  icon: Icon,
  accent,
  link,
  testId,
}: {
  label: string;
  value: ReactNode | undefined;
  detail?: ReactNode;
  icon?: SvgIconComponent;
  accent?: string;
  link?: CardLink;
  testId: string;
}) {
  const permissions = usePermissions();
  const loading = value === undefined;
  const content = (
    <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, height: '100%' }}>
      {Icon ? (
        <Box
          aria-hidden
          sx={{
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: 2,
            color: accent ?? 'primary.main',
            bgcolor: 'action.hover',
          }}
        >
          <Icon />
        </Box>
      ) : null}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          data-testid={testId}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {loading ? <Skeleton width="50%" /> : value}
        </Typography>
        {detail !== undefined ? (
          <Typography variant="caption" color="text.secondary" component="p">
            {loading ? <Skeleton width="70%" /> : detail}
          </Typography>
        ) : null}
      </Box>
    </CardContent>
  );
  const linked = link && permissions.can(link.resource, 'read');
  return (
    <Card sx={{ height: '100%', borderInlineStart: accent ? `4px solid ${accent}` : undefined }}>
      {linked ? (
        <CardActionArea component={RouterLink} to={link.to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

type Totals = Statistics['totals'];

/**
 * The counted totals, each opening its list. The label is `cards.<total>`, the detail line
 * `cards.<total>Detail` filled with the numbers `detail` picks.
 */
const totalCards: {
  total: 'users' | 'cars' | 'offers' | 'activeSubscriptions' | 'activeAds' | 'openQueries';
  icon: SvgIconComponent;
  resource: Resource;
  filter?: string;
  detail?: (totals: Totals) => Record<string, number>;
}[] = [
  {
    total: 'users',
    icon: PeopleAltOutlined,
    resource: 'users',
    detail: (totals) => ({ customers: totals.customers, dealers: totals.dealers }),
  },
  {
    total: 'cars',
    icon: DirectionsCarOutlined,
    resource: 'cars',
    detail: (totals) => ({ pending: totals.carsByStatus.pending }),
  },
  {
    total: 'offers',
    icon: LocalOfferOutlined,
    resource: 'offers',
    detail: (totals) => ({ pending: totals.offersByStatus.pending }),
  },
  {
    total: 'activeSubscriptions',
    icon: CardMembershipOutlined,
    resource: 'subscriptions',
    filter: 'status=active',
  },
  { total: 'activeAds', icon: CampaignOutlined, resource: 'ads', filter: 'status=active' },
  { total: 'openQueries', icon: QuestionAnswerOutlined, resource: 'queries' },
];

const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The totals: users, cars, offers, subscriptions, ads, queries and 30-day revenue. */
export function StatCards({ stats }: { stats: Statistics | undefined }) {
  const { t } = useTranslation('dashboard');
  const formats = useFormats();
  const totals = stats?.totals;
  const revenue = totals?.subscriptionRevenue30d.filter((row) => row.amount !== 0);
  const [mainRevenue, ...otherRevenue] = revenue ?? [];
  const detailOf = (card: (typeof totalCards)[number]) => {
    if (!card.detail) return undefined;
    // Any defined detail keeps its line (as a skeleton) while the figures load.
    if (!totals) return null;
    const numbers: Record<string, string> = {};
    for (const [name, value] of Object.entries(card.detail(totals))) {
      numbers[name] = formats.number(value);
    }
    return t(`cards.${card.total}Detail`, numbers);
  };

  return (
    <Grid container spacing={2}>
      {totalCards.map((card) => (
        <Grid key={card.total} size={{ xs: 6, md: 4, lg: 3 }}>
          <StatCard
            testId={`stat-${kebabCase(card.total)}`}
            label={t(`cards.${card.total}`)}
            value={totals ? formats.number(totals[card.total]) : undefined}
            detail={detailOf(card)}
            icon={card.icon}
            link={{
              to: `/dashboard/${card.resource}${card.filter ? `?${card.filter}` : ''}`,
              resource: card.resource,
            }}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 12, lg: 6 }}>
        <StatCard
          testId="stat-revenue"
          label={t('cards.revenue')}
          value={
            totals === undefined
              ? undefined
              : mainRevenue
                ? formats.money(mainRevenue.amount, mainRevenue.currency)
                : formats.number(0)
          }
          detail={
            mainRevenue
              ? otherRevenue.map((row) => formats.money(row.amount, row.currency)).join(' · ') ||
                '\u00a0'
              : t('cards.revenueNone')
          }
          icon={AccountBalanceWalletOutlined}
          link={{ to: '/dashboard/subscriptions', resource: 'subscriptions' }}
        />
      </Grid>
    </Grid>
  );
}

/** One tile per car status, each opening the cars list filtered by it. */
export function StatusTiles({ stats }: { stats: Statistics | undefined }) {
  const { t } = useTranslation('dashboard');
  const formats = useFormats();
  const colors = statusColors(useTheme());
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {carStatuses.map((status) => (
        <Grid key={status} component="li" size={{ xs: 6, sm: 4, md: 'grow' }}>
          <StatCard
            testId={`stat-cars-${status}`}
            label={t(`carStatus.${status}`)}
            value={stats ? formats.number(stats.totals.carsByStatus[status]) : undefined}
            accent={colors[status]}
            link={{ to: `/dashboard/cars?status=${status}`, resource: 'cars' }}
          />
        </Grid>
      ))}
    </Grid>
  );
}
