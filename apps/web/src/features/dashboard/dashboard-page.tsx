import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Statistics } from '@showroom/contract';
import { carStatuses } from '@showroom/contract/values';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { formatDateTime } from '../../lib/i18n';
import { ChartGrid, type ChartTile } from './chart-card';
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
import { useFormats } from '../../lib/format';
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
      busiest: busiest ? formats.day(busiest.date) : t('charts.none'),
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
  const { theme, formats } = context;

  const charts = useMemo(() => {
    if (!stats) return undefined;
    const summaries = chartSummaries(context, stats);
    const bars = (rows: Statistics['carsByCategory'], color: string) =>
      barsOption(context, rows, { seriesName: t('cards.cars'), orientation: 'horizontal', color });
    return {
      daily: { option: dailyOption(context, stats.daily), label: summaries.daily },
      status: { option: statusOption(context, stats.totals.carsByStatus), label: summaries.status },
      categories: {
        option: bars(stats.carsByCategory, theme.palette.primary.main),
        label: summaries.categories,
      },
      brands: {
        option: bars(stats.topBrands, seriesColors(theme)[1] ?? theme.palette.secondary.main),
        label: summaries.brands,
      },
    };
  }, [context, stats, t, theme]);

  /** The cars of a category or brand: a tile per row, and the chart's bars, open them. */
  const ranked = (
    id: 'categories' | 'brands',
    title: string,
    rows: Statistics['carsByCategory'] | undefined,
    filter: 'categoryId' | 'brandId',
  ): ChartTile => ({
    id,
    title,
    size: { xs: 12, lg: 6 },
    chart: charts?.[id],
    empty: !rows || rows.every((row) => row.cars === 0),
    links: (rows ?? [])
      .filter((row) => row.cars > 0)
      .map((row) => ({
        key: row.id,
        label: `${nameOf(row, formats.language)} · ${formats.number(row.cars)}`,
        to: `/dashboard/cars?${filter}=${row.id}`,
      })),
    itemPath: (index) => {
      const row = rows?.[index];
      return row ? `/dashboard/cars?${filter}=${row.id}` : undefined;
    },
  });

  const tiles: ChartTile[] = [
    {
      id: 'daily',
      title: t('charts.daily'),
      size: { xs: 12, lg: 8 },
      legend: dailyLegend(context),
      chart: charts?.daily,
    },
    {
      id: 'status',
      title: t('charts.carsByStatus'),
      size: { xs: 12, lg: 4 },
      legend: statusLegend(context),
      chart: charts?.status,
      empty: stats?.totals.cars === 0,
      itemPath: (index) => {
        const status = carStatuses[index];
        return status ? `/dashboard/cars?status=${status}` : undefined;
      },
    },
    ranked('categories', t('charts.carsByCategory'), stats?.carsByCategory, 'categoryId'),
    ranked('brands', t('charts.topBrands'), stats?.topBrands, 'brandId'),
  ];

  return <ChartGrid tiles={tiles} height={CHART_HEIGHT} chart={EChart} sx={{ mt: 2 }} />;
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
