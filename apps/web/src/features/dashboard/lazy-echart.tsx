import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type EChartComponent from './echart';

type EChartProps = ComponentProps<typeof EChartComponent>;

/**
 * ECharts in its own chunk, asked for as soon as the page's code runs: the cards show
 * while it arrives, and its place is held by a skeleton of the chart's height.
 */
export function lazyEChart(load: () => Promise<{ default: ComponentType<EChartProps> }>) {
  const loading = load();
  const Chart = lazy(() => loading);
  return function EChart(props: EChartProps) {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={props.height} />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}
