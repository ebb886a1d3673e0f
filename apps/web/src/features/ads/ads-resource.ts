import type { SvgIconComponent } from '@mui/icons-material';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import {
  adCreateSchema,
  adListQuerySchema,
  adPlacements,
  adSchema,
  adStatuses,
  adUpdateSchema,
  resourcePaths,
  type Ad,
  type AdStatus,
} from '@showroom/contract';
import { api } from '../../lib/api';
import { defineResource, type RowActionDefinition } from '../../lib/resource/define-resource';
import { column } from '../../lib/resource/presets';
import { adsTranslations } from './i18n';

const move = (ad: Ad, status: AdStatus) =>
  api.post(`${resourcePaths.ads.root}/${ad.id}/status`, { status });

/** A status move as a row action: shown on an ad in status `from`, it moves it to `to`. */
const moveAction = (
  key: string,
  icon: SvgIconComponent,
  { from, to, destructive }: { from: AdStatus; to: AdStatus; destructive?: true },
): RowActionDefinition<Ad> => ({
  key,
  icon,
  action: 'update',
  ...(destructive ? { destructive } : {}),
  shows: (ad) => ad.status === from,
  run: (ad) => move(ad, to),
});

/**
 * Paid placements of cars. Staff review them: a pending ad is approved or rejected, an
 * active one paused and resumed (expiry is the server's job). No form.
 */
export const adsResource = defineResource({
  permission: 'ads',
  strings: adsTranslations,
  basePath: '/dashboard/ads',
  nav: { group: 'marketplace', icon: CampaignOutlined },
  screens: { list: () => import('./ad-list-page') },
  schemas: {
    row: adSchema,
    create: adCreateSchema,
    update: adUpdateSchema,
    listQuery: adListQuerySchema,
  },
  title: (ad) => `#${ad.id}`,
  searchable: false,
  filters: [
    { field: 'status', kind: 'tabs', options: adStatuses },
    { field: 'placement', kind: 'select', options: adPlacements },
  ],
  columns: [
    column.id({ width: 90 }),
    { field: 'carId', kind: 'reference', reference: 'cars', hideBelow: 'md' },
    { field: 'userId', kind: 'reference', reference: 'users', hideBelow: 'lg' },
    { field: 'placement', kind: 'status', hideBelow: 'sm' },
    {
      field: 'status',
      kind: 'status',
      colors: {
        pending: 'warning',
        active: 'success',
        paused: 'info',
        rejected: 'error',
        expired: 'default',
      },
    },
    { field: 'startsAt', kind: 'date', hideBelow: 'lg' },
    { field: 'endsAt', kind: 'date', hideBelow: 'md' },
  ],
  fields: [],
  emptyValues: { carId: 0, placement: 'home' },
  rowActions: [
    moveAction('approve', CheckCircleOutlined, { from: 'pending', to: 'active' }),
    moveAction('reject', BlockOutlined, { from: 'pending', to: 'rejected', destructive: true }),
    moveAction('pause', PauseCircleOutlined, { from: 'active', to: 'paused' }),
    moveAction('resume', PlayCircleOutlined, { from: 'paused', to: 'active' }),
  ],
});
