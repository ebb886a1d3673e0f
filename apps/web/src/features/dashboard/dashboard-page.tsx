import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { carStatuses, type Statistics } from '@showroom/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { formatDateTime } from '../../lib/i18n';
import { ChartCard } from './chart-card';
import {
  barsOption,
  dailyLegend,
  dailyOption,
  nameOf,
  partsOf,
  seriesColors,
  statusLegend,
  statusOption,
  type ChartContext,
} from './chart-options';
import { formatDay, useFormats } from './format';
import './i18n';
import { lazyEChart } from './lazy-echart';
import { StatCards, StatusTiles } from './stat-cards';
import { useStatistics } from './statistics-api';
import { visuallyHidden } from '../../components/visually-hidden';

const EChart = lazyEChart(() => import('./echart'));

const CHART_HEIGHT = 300;

export function useChartContext(): ChartContext {
  const theme = useTheme();
  const formats = useFormats();
  const { t } = useTranslation('dashboard');
  return useMemo(() => ({ theme, formats, t }), [theme, formats, t]);
}

/** The text alternatives of the dashboard's charts. */
export function chartSummaries(context: ChartContext, stats: Statistics) {
  const { formats, t } = context;
  const sum = (key: 'newUsers' | 'newCars' | 'newOffers') =>
    stats.daily.reduce((total, day) => total + day[key], 0);
  const busiest = stats.daily.reduce<Statistics['daily'][number] | undefined>(
    (best, day) =>
      !best ||
      day.newUsers + day.newCars + day.newOffers > best.newUsers + best.newCars + best.newOffers
        ? day
        : best,
    undefined,
  );
  const ranked = (rows: Statistics['carsByCategory']) =>
    partsOf(
      rows.map((row) => [nameOf(row, formats.language), row.cars]),
      formats,
      t('charts.none'),
    );
  return {
    daily: t('charts.dailySummary', {
      users: formats.number(sum('newUsers')),
      cars: formats.number(sum('newCars')),
      offers: formats.number(sum('newOffers')),
      busiest: busiest ? formatDay(busiest.date) : t('charts.none'),
    }),
    status: t('charts.carsByStatusSummary', {
      parts: partsOf(
        carStatuses.map((status) => [t(`carStatus.${status}`), stats.totals.carsByStatus[status]]),
        formats,
        t('charts.none'),
      ),
    }),
    categories: t('charts.carsByCategorySummary', { parts: ranked(stats.carsByCategory) }),
    brands: t('charts.topBrandsSummary', { parts: ranked(stats.topBrands) }),
  };
}

/** The charts of the dashboard; each opens the list behind what was clicked. */
function DashboardCharts({ stats }: { stats: Statistics | undefined }) {
  const { t } = useTranslation('dashboard');
  const context = useChartContext();
  const navigate = useNavigate();
  const { theme, formats } = context;

  const charts = useMemo(
    () =>
      stats
        ? {
            daily: dailyOption(context, stats.daily),
            status: statusOption(context, stats.totals.carsByStatus),
            categories: barsOption(context, stats.carsByCategory, {
              seriesName: t('cards.cars'),
              orientation: 'horizontal',
              color: theme.palette.primary.main,
            }),
            brands: barsOption(context, stats.topBrands, {
              seriesName: t('cards.cars'),
              orientation: 'horizontal',
              color: seriesColors(theme)[1] ?? theme.palette.secondary.main,
            }),
            summaries: chartSummaries(context, stats),
          }
        : undefined,
    [context, stats, t, theme],
  );
  const loading = !stats || !charts;
  const carsLinks = (rows: Statistics['carsByCategory'], key: 'categoryId' | 'brandId') =>
    rows
      .filter((row) => row.cars > 0)
      .map((row) => ({
        key: row.id,
        label: `${nameOf(row, formats.language)} · ${formats.number(row.cars)}`,
        to: `/dashboard/cars?${key}=${row.id}`,
      }));

  return (
    <Grid container spacing={2} sx={{ mt: 2 }}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <ChartCard
          testId="chart-daily"
          title={t('charts.daily')}
          legend={dailyLegend(context)}
          height={CHART_HEIGHT}
          loading={loading}
          empty={false}
        >
          {charts ? (
            <EChart option={charts.daily} height={CHART_HEIGHT} label={charts.summaries.daily} />
          ) : null}
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <ChartCard
          testId="chart-status"
          title={t('charts.carsByStatus')}
          legend={statusLegend(context)}
          height={CHART_HEIGHT}
          loading={loading}
          empty={stats?.totals.cars === 0}
        >
          {charts && stats ? (
            <EChart
              option={charts.status}
              height={CHART_HEIGHT}
              label={charts.summaries.status}
              onItemClick={({ dataIndex }) => {
                const status = carStatuses[dataIndex];
                if (status) void navigate(`/dashboard/cars?status=${status}`);
              }}
            />
          ) : null}
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartCard
          testId="chart-categories"
          title={t('charts.carsByCategory')}
          height={CHART_HEIGHT}
          loading={loading}
          empty={!stats || stats.carsByCategory.every((row) => row.cars === 0)}
          links={stats ? carsLinks(stats.carsByCategory, 'categoryId') : []}
        >
          {charts && stats ? (
            <EChart
              option={charts.categories}
              height={CHART_HEIGHT}
              label={charts.summaries.categories}
              onItemClick={({ dataIndex }) => {
                const row = stats.carsByCategory[dataIndex];
                if (row) void navigate(`/dashboard/cars?categoryId=${row.id}`);
              }}
            />
          ) : null}
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartCard
          testId="chart-brands"
          title={t('charts.topBrands')}
          height={CHART_HEIGHT}
          loading={loading}
          empty={!stats || stats.topBrands.every((row) => row.cars === 0)}
          links={stats ? carsLinks(stats.topBrands, 'brandId') : []}
        >
          {charts && stats ? (
            <EChart
              option={charts.brands}
              height={CHART_HEIGHT}
              label={charts.summaries.brands}
              onItemClick={({ dataIndex }) => {
                const row = stats.topBrands[dataIndex];
                if (row) void navigate(`/dashboard/cars?brandId=${row.id}`);
              }}
            />
          ) : null}
        </ChartCard>
      </Grid>
    </Grid>
  );
}

/** A failure to load, with a retry; the page keeps its layout. */
export function StatisticsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {t('retry')}
        </Button>
      }
    >
      {t('error')}
    </Alert>
  );
}

/** `/dashboard/analytics`: the marketplace's figures as cards and charts. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const query = useStatistics();
  const stats = query.data;
  const failed = query.isError && !stats;

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={
          stats ? (
            t('updated', { time: formatDateTime(stats.generatedAt) })
          ) : (
            <Skeleton width={180} component="span" sx={{ display: 'inline-block' }} />
          )
        }
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshOutlined />}
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {t('refresh')}
          </Button>
        }
      />
      {failed ? (
        <StatisticsError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <div aria-busy={query.isPending}>
          {query.isPending ? (
            <Typography role="status" sx={visuallyHidden}>
              {t('loading')}
            </Typography>
          ) : null}
          <StatCards stats={stats} />
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1.5 }}>
            {t('charts.carsByStatus')}
          </Typography>
          <StatusTiles stats={stats} />
          <DashboardCharts stats={stats} />
        </div>
      )}
    </>
  );
}

export default DashboardPage;
export const Component = DashboardPage;
