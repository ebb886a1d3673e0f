import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid, { type GridProps } from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { LegendItem } from './chart-options';
import type { ChartItemClick, ChartOption } from './echart';

export type ChartLink = { key: string | number; label: string; to: string };

/**
 * A titled card holding one chart. Its height is fixed, so the skeleton, the empty state
 * and the chart take the same room. `links` are the lists behind the chart, reachable by
 * keyboard (the chart itself takes clicks too).
 */
export function ChartCard({
  title,
  height,
  loading,
  empty,
  links,
  legend,
  children,
  testId,
}: {
  title: string;
  height: number;
  loading: boolean;
  empty: boolean;
  links?: ChartLink[];
  legend?: LegendItem[];
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Card component="section" aria-label={title} data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {legend ? (
          <Box
            component="ul"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 2,
              rowGap: 0.5,
              listStyle: 'none',
              p: 0,
              m: 0,
              mb: 1,
              minHeight: 20,
            }}
          >
            {legend.map((item) => (
              <Typography
                key={item.label}
                component="li"
                variant="caption"
                color="text.secondary"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
              >
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: item.color }}
                />
                {item.label}
              </Typography>
            ))}
          </Box>
        ) : null}
        {loading ? (
          <Skeleton variant="rounded" height={height} />
        ) : empty ? (
          <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
            <Typography color="text.secondary">{t('noData')}</Typography>
          </Box>
        ) : (
          children
        )}
        {links && loading ? <Skeleton variant="rounded" height={24} sx={{ mt: 1 }} /> : null}
        {links && links.length > 0 && !loading ? (
          <Box
            component="ul"
            aria-label={t('charts.links')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
          >
            {links.map((link) => (
              <li key={link.key}>
                <Chip
                  component={RouterLink}
                  to={link.to}
                  clickable
                  size="small"
                  variant="outlined"
                  label={link.label}
                />
              </li>
            ))}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** One chart of a page's grid: where it sits, what it draws, where a click on an item leads. */
export type ChartTile = {
  id: string;
  title: string;
  size: GridProps['size'];
  legend?: LegendItem[];
  /** Undefined while the figures load. */
  chart: { option: ChartOption; label: string } | undefined;
  empty?: boolean;
  links?: ChartLink[];
  itemPath?: (dataIndex: number) => string | undefined;
};

type ChartComponent = ComponentType<{
  option: ChartOption;
  height: number;
  label: string;
  onItemClick?: (item: ChartItemClick) => void;
}>;

/** A page's charts, each in its card, drawn by the page's own (lazy) chart component. */
export function ChartGrid({
  tiles,
  height,
  chart: Chart,
  sx,
}: {
  tiles: ChartTile[];
  height: number;
  chart: ChartComponent;
  sx?: GridProps['sx'];
}) {
  const navigate = useNavigate();
  const openItem =
    (itemPath: (dataIndex: number) => string | undefined) => (item: ChartItemClick) => {
      const path = itemPath(item.dataIndex);
      if (path) void navigate(path);
    };
  return (
    <Grid container spacing={2} sx={sx}>
      {tiles.map((tile) => (
        <Grid key={tile.id} size={tile.size}>
          <ChartCard
            testId={`chart-${tile.id}`}
            title={tile.title}
            legend={tile.legend}
            height={height}
            loading={!tile.chart}
            empty={tile.empty ?? false}
            links={tile.links}
          >
            {tile.chart ? (
              <Chart
                option={tile.chart.option}
                height={height}
                label={tile.chart.label}
                onItemClick={tile.itemPath ? openItem(tile.itemPath) : undefined}
              />
            ) : null}
          </ChartCard>
        </Grid>
      ))}
    </Grid>
  );
}
