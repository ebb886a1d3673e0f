import CancelOutlined from '@mui/icons-material/CancelOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { offerStatuses } from '@showroom/contract/values';
import { defineResource } from '../../lib/resource/define-resource';
import { column } from '../../lib/resource/presets';
import { offersTranslations } from './i18n';

/** Buyers' offers on cars: read here, and a pending one can be cancelled (no form). */
export const offersResource = defineResource('offers', {
  strings: offersTranslations,
  nav: { group: 'marketplace', icon: LocalOfferOutlined },
  filters: [
    { field: 'status', kind: 'tabs', options: offerStatuses },
    { field: 'buyerId', kind: 'reference', reference: 'users' },
  ],
  columns: [
    column.id({ width: 90 }),
    // On a phone an offer's card is titled by its car (many offers carry no message).
    { field: 'carId', kind: 'reference', reference: 'cars', hideBelow: 'md', card: 'title' },
    { field: 'buyerId', kind: 'reference', reference: 'users', hideBelow: 'lg' },
    // An offer's amount is in minor units of its car's currency, which the offer row does not
    // carry: the grid and the CSV export read it from the car; AED, the default currency,
    // stands in until then (or for a role that may not read cars).
    {
      field: 'amount',
      kind: 'money',
      currencyFrom: { field: 'carId', reference: 'cars' },
      currency: 'AED',
    },
    { field: 'message', kind: 'text', hideBelow: 'lg', card: false },
    {
      field: 'status',
      kind: 'status',
      colors: { pending: 'warning', accepted: 'success', rejected: 'error', cancelled: 'default' },
    },
    { field: 'createdAt', kind: 'date', hideBelow: 'md' },
  ],
  rowActions: [
    {
      key: 'cancel',
      icon: CancelOutlined,
      move: { from: 'pending', to: 'cancelled' },
      destructive: true,
    },
  ],
});
