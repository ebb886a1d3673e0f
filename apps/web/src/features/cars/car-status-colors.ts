import type { CarStatus } from '@showroom/contract';
import type { StatusColor } from '../../lib/resource/define-resource';

/** A car's status chip, on the list and on the details page. */
export const statusColors = {
  pending: 'warning',
  published: 'success',
  rejected: 'error',
  sold: 'info',
  archived: 'default',
} as const satisfies Record<CarStatus, StatusColor>;
