import CancelOutlined from '@mui/icons-material/CancelOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import {
  offerCreateSchema,
  offerListQuerySchema,
  offerSchema,
  offerStatuses,
  offerUpdateSchema,
  resourcePaths,
  type Offer,
  type OfferStatus,
} from '@showroom/contract';
import { z } from 'zod';
import { api } from '../../lib/api';
import { defineResource } from '../../lib/resource/define-resource';
import { column } from '../../lib/resource/presets';
import { offersTranslations } from './i18n';

/**
 * An offer's amount is in minor units of its car's currency, which the offer row does not
 * carry: the grid and the CSV export read it from the car; AED, the default currency, stands
 * in until then (or for a role that may not read cars).
 */
const offerRowSchema = offerSchema.extend({ currency: z.string().default('AED') });

const move = (offer: Offer, status: OfferStatus) =>
  api.post(`${resourcePaths.offers.root}/${offer.id}/status`, { status });

/** Buyers' offers on cars: read here, and a pending one can be cancelled (no form). */
export const offersResource = defineResource({
  permission: 'offers',
  strings: offersTranslations,
  basePath: '/dashboard/offers',
  nav: { group: 'marketplace', icon: LocalOfferOutlined },
  screens: { list: () => import('./offer-list-page') },
  schemas: {
    row: offerRowSchema,
    create: offerCreateSchema,
    update: offerUpdateSchema,
    listQuery: offerListQuerySchema,
  },
  title: (offer) => `#${offer.id}`,
  searchable: false,
  filters: [{ field: 'status', kind: 'tabs', options: offerStatuses }],
  columns: [
    column.id({ width: 90 }),
    { field: 'carId', kind: 'reference', reference: 'cars', hideBelow: 'md' },
    { field: 'buyerId', kind: 'reference', reference: 'users', hideBelow: 'lg' },
    {
      field: 'amount',
      kind: 'money',
      currencyFrom: { field: 'carId', reference: 'cars' },
    },
    { field: 'message', kind: 'text', hideBelow: 'lg' },
    {
      field: 'status',
      kind: 'status',
      colors: { pending: 'warning', accepted: 'success', rejected: 'error', cancelled: 'default' },
    },
    { field: 'createdAt', kind: 'date', hideBelow: 'md' },
  ],
  fields: [],
  emptyValues: { carId: 0, buyerId: 0, amount: 0 },
  rowActions: [
    {
      key: 'cancel',
      icon: CancelOutlined,
      action: 'update',
      destructive: true,
      shows: (offer) => offer.status === 'pending',
      run: (offer) => move(offer, 'cancelled'),
    },
  ],
});
