import { GaugeChart } from 'echarts/charts';
import { use as registerCharts } from 'echarts/core';

registerCharts([GaugeChart]);

export { default } from './echart';
