import Box from '@mui/material/Box';
import {
  BarChart,
  LineChart,
  PieChart,
  type BarSeriesOption,
  type GaugeSeriesOption,
  type LineSeriesOption,
  type PieSeriesOption,
} from 'echarts/charts';
import {
  GridComponent,
  TooltipComponent,
  type GridComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { init, use as registerCharts, type ComposeOption, type ECharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// The parts every chart uses; each page registers its own series types.
// What the dashboard draws; the charts page adds the gauge (`echart-with-gauge`).
registerCharts([SVGRenderer, GridComponent, TooltipComponent, LineChart, BarChart, PieChart]);

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | GaugeSeriesOption
  | GridComponentOption
  | TooltipComponentOption
>;

export type ChartItemClick = { seriesIndex: number; dataIndex: number };

/**
 * One Apache ECharts chart (SVG) that fills its box and follows its size. The chart is an
 * image to assistive technology: `label` is its text alternative.
 */
export default function EChart({
  option,
  height,
  label,
  onItemClick,
}: {
  option: ChartOption;
  height: number;
  label: string;
  onItemClick?: (item: ChartItemClick) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const clickRef = useRef(onItemClick);
  useEffect(() => {
    clickRef.current = onItemClick;
  }, [onItemClick]);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const instance = init(element, null, { renderer: 'svg' });
    chart.current = instance;
    instance.on('click', (params) => {
      if (typeof params.dataIndex === 'number')
        clickRef.current?.({ seriesIndex: params.seriesIndex ?? 0, dataIndex: params.dataIndex });
    });
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <Box
      ref={box}
      role="img"
      aria-label={label}
      // zrender lays its text out itself: an inherited right-to-left direction would move
      // it. An attribute, not CSS, which the right-to-left style plugin would flip.
      dir="ltr"
      sx={{ width: '100%', height }}
    />
  );
}
