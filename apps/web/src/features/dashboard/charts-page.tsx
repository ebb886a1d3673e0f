import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { ChartGrid, type ChartTile } from './chart-card';
import {
  barsOption,
  cumulativeCarsOption,
  dailyLegend,
  dailyOption,
  gaugeOption,
  statusLegend,
  statusOption,
} from './chart-options';
import { chartSummaries, StatisticsError, useChartContext } from './dashboard-page';
import { lazyEChart } from './lazy-echart';
import './i18n';
import { useStatistics } from './statistics-api';

const EChart = lazyEChart(() => import('./echart-with-gauge'));

const HEIGHT = 320;

/** `/charts/echarts`: the template's charts page, drawn from the live statistics. */
export default function ChartsPage() {
  const { t } = useTranslation('dashboard');
  const context = useChartContext();
  const query = useStatistics();
  const stats = query.data;

  const charts = useMemo(() => {
    if (!stats) return undefined;
    const { formats } = context;
    const published = stats.totals.cars
      ? stats.totals.carsByStatus.published / stats.totals.cars
      : 0;
    const summaries = chartSummaries(context, stats);
    const added = stats.daily.reduce((total, day) => total + day.newCars, 0);
    return {
      line: { option: dailyOption(context, stats.daily), label: summaries.daily },
      bar: {
        option: barsOption(context, stats.carsByCategory, {
          seriesName: t('cards.cars'),
          orientation: 'vertical',
        }),
        label: summaries.categories,
      },
      pie: { option: statusOption(context, stats.totals.carsByStatus), label: summaries.status },
      gauge: {
        option: gaugeOption(context, published, t('chartsPage.gauge')),
        label: t('chartsPage.gaugeSummary', { value: formats.percent(published) }),
      },
      area: {
        option: cumulativeCarsOption(context, stats.daily),
        label: t('chartsPage.areaSummary', { total: formats.number(added) }),
      },
    };
  }, [context, stats, t]);

  const wide = { xs: 12, lg: 8 };
  const narrow = { xs: 12, md: 6, lg: 4 };
  type Placed = Pick<ChartTile, 'size' | 'legend'> & { id: keyof NonNullable<typeof charts> };
  const layout: Placed[] = [
    { id: 'line', size: wide, legend: dailyLegend(context) },
    { id: 'gauge', size: narrow },
    { id: 'bar', size: narrow },
    { id: 'pie', size: narrow, legend: statusLegend(context) },
    { id: 'area', size: narrow },
  ];
  const tiles: ChartTile[] = layout.map((tile) => ({
    ...tile,
    title: t(`chartsPage.${tile.id}`),
    chart: charts?.[tile.id],
  }));

  return (
    <>
      <PageHeader title={t('chartsPage.title')} subtitle={t('chartsPage.subtitle')} />
      {query.isError && !stats ? (
        <StatisticsError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <ChartGrid tiles={tiles} height={HEIGHT} chart={EChart} />
      )}
    </>
  );
}

export const Component = ChartsPage;
