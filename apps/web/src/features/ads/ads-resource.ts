import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { adPlacements, adStatuses } from '@showroom/contract/values';
import { defineResource } from '../../lib/resource/define-resource';
import { column } from '../../lib/resource/presets';
import { adsTranslations } from './i18n';

/**
 * Paid placements of cars. Staff review them: a pending ad is approved or rejected, an
 * active one paused and resumed (expiry is the server's job). No form.
 */
export const adsResource = defineResource('ads', {
  strings: adsTranslations,
  nav: { group: 'marketplace', icon: CampaignOutlined },
  filters: [
    { field: 'status', kind: 'tabs', options: adStatuses },
    { field: 'placement', kind: 'select', options: adPlacements },
    { field: 'userId', kind: 'reference', reference: 'users' },
  ],
  columns: [
    column.id({ width: 90 }),
    { field: 'carId', kind: 'reference', reference: 'cars', hideBelow: 'md' },
    { field: 'userId', kind: 'reference', reference: 'users', hideBelow: 'lg' },
    // Wide enough for "Top of search" and its Arabic, the longest of their chips.
    { field: 'placement', kind: 'status', hideBelow: 'sm', width: 170 },
    {
      field: 'status',
      kind: 'status',
      width: 150,
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
  rowActions: [
    { key: 'approve', icon: CheckCircleOutlined, move: { from: 'pending', to: 'active' } },
    {
      key: 'reject',
      icon: BlockOutlined,
      move: { from: 'pending', to: 'rejected' },
      destructive: true,
    },
    { key: 'pause', icon: PauseCircleOutlined, move: { from: 'active', to: 'paused' } },
    { key: 'resume', icon: PlayCircleOutlined, move: { from: 'paused', to: 'active' } },
  ],
});
