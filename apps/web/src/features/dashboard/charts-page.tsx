import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { ChartCard } from './chart-card';
import {
  barsOption,
  cumulativeCarsOption,
  dailyLegend,
  dailyOption,
  gaugeOption,
  statusLegend,
  statusOption,
  type LegendItem,
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

  const card = (
    key: keyof NonNullable<typeof charts>,
    title: string,
    size: { xs: number; md?: number; lg?: number },
    legend?: LegendItem[],
  ) => (
    <Grid size={size}>
      <ChartCard
        testId={`chart-${key}`}
        title={title}
        legend={legend}
        height={HEIGHT}
        loading={!charts}
        empty={false}
      >
        {charts ? (
          <EChart option={charts[key].option} height={HEIGHT} label={charts[key].label} />
        ) : null}
      </ChartCard>
    </Grid>
  );

  return (
    <>
      <PageHeader title={t('chartsPage.title')} subtitle={t('chartsPage.subtitle')} />
      {query.isError && !stats ? (
        <StatisticsError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <Grid container spacing={2}>
          {card('line', t('chartsPage.line'), { xs: 12, lg: 8 }, dailyLegend(context))}
          {card('gauge', t('chartsPage.gauge'), { xs: 12, md: 6, lg: 4 })}
          {card('bar', t('chartsPage.bar'), { xs: 12, md: 6, lg: 4 })}
          {card('pie', t('chartsPage.pie'), { xs: 12, md: 6, lg: 4 }, statusLegend(context))}
          {card('area', t('chartsPage.area'), { xs: 12, md: 6, lg: 4 })}
        </Grid>
      )}
    </>
  );
}

export const Component = ChartsPage;
