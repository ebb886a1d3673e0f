import type { CarStatus, Statistics } from '@showroom/contract';
import { carStatuses } from '@showroom/contract/values';
import { decomposeColor, type Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import type { ChartOption } from './echart';
import type { Formats } from '../../lib/format';

type Named = Statistics['carsByCategory'][number];

/** What every chart takes from the MUI theme: colours, font and the text direction. */
export type ChartContext = {
  theme: Theme;
  formats: Formats;
  t: TFunction<'dashboard'>;
};

const rtlOf = (theme: Theme) => theme.direction === 'rtl';

export function statusColors(theme: Theme): Record<CarStatus, string> {
  return {
    pending: theme.palette.warning.main,
    published: theme.palette.success.main,
    rejected: theme.palette.error.main,
    sold: theme.palette.info.main,
    archived: theme.palette.grey[theme.palette.mode === 'dark' ? 600 : 500],
  };
}

/** Distance of two colours in RGB space (0..441). */
function distance(a: string, b: string) {
  const [r1 = 0, g1 = 0, b1 = 0] = decomposeColor(a).values;
  const [r2 = 0, g2 = 0, b2 = 0] = decomposeColor(b).values;
  return Math.hypot(r1 - r2, g1 - g2, b1 - b2);
}

/**
 * Series colours from the theme: the primary first, then the secondary and the status
 * colours, leaving out any too close to one already taken (some themes share an accent).
 */
export function seriesColors(theme: Theme): string[] {
  const { palette } = theme;
  const candidates = [
    palette.secondary.main,
    palette.success.main,
    palette.info.main,
    palette.warning.main,
    palette.error.main,
  ];
  const chosen = [palette.primary.main];
  for (const color of candidates)
    if (chosen.every((taken) => distance(taken, color) > 90)) chosen.push(color);
  return chosen;
}

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Font, text colours and the tooltip of the theme; no background (the card's shows). */
function base({ theme, formats }: ChartContext): ChartOption {
  const { palette } = theme;
  return {
    animation: !reducedMotion(),
    backgroundColor: 'transparent',
    color: seriesColors(theme),
    textStyle: { fontFamily: theme.typography.fontFamily, color: palette.text.secondary },
    tooltip: tooltip({ theme, formats }),
  };
}

type TooltipOption = Exclude<NonNullable<ChartOption['tooltip']>, unknown[]>;

function tooltip(
  { theme, formats }: Pick<ChartContext, 'theme' | 'formats'>,
  extra: TooltipOption = {},
): TooltipOption {
  const { palette } = theme;
  return {
    confine: true,
    backgroundColor: palette.background.paper,
    borderColor: palette.divider,
    textStyle: { color: palette.text.primary, fontFamily: theme.typography.fontFamily },
    // The chart box is left to right for zrender; the tooltip is HTML and reads as the page.
    extraCssText: theme.direction === 'rtl' ? 'direction: rtl; text-align: right;' : '',
    valueFormatter: (value) => (typeof value === 'number' ? formats.number(value) : String(value)),
    ...extra,
  };
}

function axisStyle(theme: Theme) {
  return {
    axisLabel: { color: theme.palette.text.secondary },
    axisLine: { lineStyle: { color: theme.palette.divider } },
    axisTick: { lineStyle: { color: theme.palette.divider } },
    splitLine: { lineStyle: { color: theme.palette.divider } },
  };
}

const grid = (top: number) => ({
  top,
  left: 20,
  right: 20,
  bottom: 8,
  outerBoundsMode: 'same' as const,
  outerBoundsContain: 'axisLabel' as const,
});

/** A name in the page's language (the Arabic name when there is one). */
export const nameOf = (row: Named, language: string) =>
  language === 'ar' && row.nameAr ? row.nameAr : row.nameEn;

/** Whole counts along an axis, formatted in the page's locale. */
function countAxis({ theme, formats }: ChartContext) {
  const style = axisStyle(theme);
  return {
    type: 'value' as const,
    minInterval: 1,
    ...style,
    axisLabel: { ...style.axisLabel, formatter: (value: number) => formats.number(value) },
  };
}

/** The side a vertical axis stands on: the start side of the page's direction. */
const startSide = (theme: Theme) => (rtlOf(theme) ? ('right' as const) : ('left' as const));

/** Days along the bottom (mirrored in Arabic), whole counts up the side. */
function dailyAxes(context: ChartContext, daily: Statistics['daily']) {
  const { theme } = context;
  return {
    xAxis: {
      type: 'category' as const,
      inverse: rtlOf(theme),
      boundaryGap: false,
      data: daily.map((day) => context.formats.day(day.date)),
      ...axisStyle(theme),
      splitLine: { show: false },
    },
    yAxis: { ...countAxis(context), position: startSide(theme) },
  };
}

/** The daily series: time runs from the start side (right to left in Arabic). */
export function dailyOption(
  context: ChartContext,
  daily: Statistics['daily'],
  { area = false }: { area?: boolean } = {},
): ChartOption {
  const { t } = context;
  const series = (['newUsers', 'newCars', 'newOffers'] as const).map((key) => ({
    type: 'line' as const,
    name: t(`charts.${key}`),
    data: daily.map((day) => day[key]),
    smooth: 0.3,
    smoothMonotone: 'x' as const,
    showSymbol: false,
    ...(area ? { areaStyle: { opacity: 0.15 } } : {}),
  }));
  return {
    ...base(context),
    grid: grid(16),
    tooltip: tooltip(context, { trigger: 'axis' }),
    ...dailyAxes(context, daily),
    series,
  };
}

/** Running total of cars added over the 30 days, as an area. */
export function cumulativeCarsOption(
  context: ChartContext,
  daily: Statistics['daily'],
): ChartOption {
  const { theme, t } = context;
  let total = 0;
  const data = daily.map((day) => (total += day.newCars));
  return {
    ...base(context),
    color: [seriesColors(theme)[1] ?? theme.palette.secondary.main],
    grid: grid(16),
    tooltip: tooltip(context, { trigger: 'axis' }),
    ...dailyAxes(context, daily),
    series: [
      {
        type: 'line',
        name: t('charts.newCars'),
        data,
        smooth: 0.3,
        smoothMonotone: 'x',
        showSymbol: false,
        areaStyle: { opacity: 0.3 },
      },
    ],
  };
}

/** Cars by status as a doughnut, each status in its own colour. */
export function statusOption(
  context: ChartContext,
  byStatus: Statistics['totals']['carsByStatus'],
): ChartOption {
  const { theme, t } = context;
  const colors = statusColors(theme);
  return {
    ...base(context),
    tooltip: tooltip(context, { trigger: 'item' }),
    series: [
      {
        type: 'pie',
        name: t('charts.carsByStatus'),
        radius: ['45%', '72%'],
        center: ['50%', '50%'],
        avoidLabelOverlap: true,
        label: { show: false },
        itemStyle: { borderColor: theme.palette.background.paper, borderWidth: 2 },
        data: carStatuses.map((status) => ({
          name: t(`carStatus.${status}`),
          value: byStatus[status],
          itemStyle: { color: colors[status] },
        })),
      },
    ],
  };
}

/**
 * Cars per named row as bars: `horizontal` ranks them (the largest at the top, the value axis
 * growing towards the end side), `vertical` stands them as columns from the start side.
 */
export function barsOption(
  context: ChartContext,
  rows: Named[],
  {
    seriesName,
    orientation,
    color,
  }: { seriesName: string; orientation: 'horizontal' | 'vertical'; color?: string },
): ChartOption {
  const { theme, formats } = context;
  const rtl = rtlOf(theme);
  const style = axisStyle(theme);
  const horizontal = orientation === 'horizontal';
  const names = {
    type: 'category' as const,
    data: rows.map((row) => nameOf(row, formats.language)),
    ...style,
    splitLine: { show: false },
  };
  const counts = countAxis(context);
  return {
    ...base(context),
    tooltip: tooltip(context, { trigger: 'axis', axisPointer: { type: 'shadow' } }),
    grid: grid(horizontal ? 8 : 16),
    ...(horizontal
      ? {
          xAxis: { ...counts, inverse: rtl },
          yAxis: {
            ...names,
            inverse: true,
            position: startSide(theme),
            axisLabel: { ...style.axisLabel, width: 110, overflow: 'truncate' as const },
          },
        }
      : {
          xAxis: {
            ...names,
            inverse: rtl,
            axisLabel: {
              ...style.axisLabel,
              interval: 0,
              rotate: 40,
              width: 80,
              overflow: 'truncate' as const,
            },
          },
          yAxis: { ...counts, position: startSide(theme) },
        }),
    series: [
      {
        type: 'bar',
        name: seriesName,
        data: rows.map((row) => row.cars),
        itemStyle: {
          ...(color ? { color } : {}),
          borderRadius: horizontal ? (rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]) : [4, 4, 0, 0],
        },
        barMaxWidth: horizontal ? 22 : 36,
      },
    ],
  };
}

/** A gauge of a share (0..1), in percent. */
export function gaugeOption(context: ChartContext, share: number, name: string): ChartOption {
  const { theme, formats } = context;
  return {
    ...base(context),
    series: [
      {
        type: 'gauge',
        name,
        min: 0,
        max: 100,
        progress: { show: true, width: 14, itemStyle: { color: theme.palette.primary.main } },
        axisLine: { lineStyle: { width: 14, color: [[1, theme.palette.action.selected]] } },
        axisTick: { show: false },
        splitLine: { length: 8, lineStyle: { color: theme.palette.divider, width: 2 } },
        axisLabel: {
          distance: 20,
          color: theme.palette.text.secondary,
          formatter: (value: number) => formats.number(value),
        },
        pointer: { show: false },
        anchor: { show: false },
        title: { show: false },
        detail: {
          valueAnimation: true,
          offsetCenter: [0, 0],
          fontSize: 28,
          fontWeight: 600,
          color: theme.palette.text.primary,
          formatter: (value: number) => formats.percent(value / 100),
        },
        data: [{ value: Math.round(share * 1000) / 10, name }],
      },
    ],
  };
}

/** "Sedan 12, SUV 9": the text alternative of a ranking. */
export const partsOf = (entries: [string, number][], formats: Formats, none: string) =>
  entries.length
    ? entries
        .map(([name, n]) => `${name} ${formats.number(n)}`)
        .join(formats.language === 'ar' ? '، ' : ', ')
    : none;

/** A legend entry, drawn as HTML beside the chart (it wraps and follows the text direction). */
export type LegendItem = { label: string; color: string };

export function dailyLegend({ theme, t }: ChartContext): LegendItem[] {
  const colors = seriesColors(theme);
  return (['newUsers', 'newCars', 'newOffers'] as const).map((key, i) => ({
    label: t(`charts.${key}`),
    color: colors[i % colors.length] ?? theme.palette.primary.main,
  }));
}

export function statusLegend({ theme, t }: ChartContext): LegendItem[] {
  const colors = statusColors(theme);
  return carStatuses.map((status) => ({ label: t(`carStatus.${status}`), color: colors[status] }));
}
