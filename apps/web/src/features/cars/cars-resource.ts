import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { Car, CarStatus } from '@showroom/contract';
import {
  MAX_CAR_IMAGES,
  carBulkStatuses,
  carConditions,
  carFuels,
  carStatusMoves,
  carStatuses,
  carTransmissions,
  currencyCodes,
} from '@showroom/contract/values';
import { defineResource } from '../../lib/resource/define-resource';
import { column } from '../../lib/resource/presets';
import type { RowActionDefinition } from '../../lib/resource/row-actions';
import { moveStatus } from '../../lib/resource/status-moves';
import { statusColors } from './car-status-colors';
import { carsTranslations } from './i18n';

const moveTo = (car: Car, status: CarStatus, reason?: string) =>
  moveStatus('cars', car.id, { status, ...(reason ? { reason } : {}) });

/** Whether the server lets the car move to `status` (the contract's moves). */
const canMove = (status: CarStatus) => (car: Car) => carStatusMoves[car.status].includes(status);

/** A status move as a row action (and a button on the details page); rejecting asks why. */
const moves: RowActionDefinition<Car>[] = [
  { key: 'publish', icon: CheckCircleOutlined, to: 'published' as const },
  { key: 'resubmit', icon: ReplayOutlined, to: 'pending' as const },
  { key: 'markSold', icon: SellOutlined, to: 'sold' as const },
  { key: 'archive', icon: ArchiveOutlined, to: 'archived' as const },
].map(({ key, icon, to }) => ({
  key,
  icon,
  action: 'update',
  shows: canMove(to),
  run: (car: Car) => moveTo(car, to),
}));

/**
 * The cars sellers list: search, status tabs, brand, category and seller filters, year and
 * price ranges (all in the URL); a form with the catalogue's pickers and the photo gallery;
 * a details page; and the status moves the server allows.
 */
export const carsResource = defineResource('cars', {
  strings: carsTranslations,
  paths: { edit: '/dashboard/cars/:id/edit' },
  nav: { group: 'vehicles', icon: DirectionsCarOutlined },
  extraScreens: [
    {
      path: ':id/details',
      crumb: 'cars:crumbs.details',
      action: 'read',
      screen: () => import('./car-details-page'),
    },
  ],
  title: (car) => car.title,
  filters: [
    { field: 'status', kind: 'tabs', options: carStatuses },
    { field: 'brandId', kind: 'reference', reference: 'brands' },
    { field: 'categoryId', kind: 'reference', reference: 'categories' },
    { field: 'userId', kind: 'reference', reference: 'members' },
    { field: 'year', kind: 'range' },
    { field: 'price', kind: 'range', currency: 'AED' },
    // Relative to now, so a saved view of the cars still waiting stays true (ADR 053).
    { field: 'createdBefore', kind: 'select', options: ['-24h', '-48h', '-7d'] },
  ],
  columns: [
    column.id({ hidden: true }),
    { field: 'title', kind: 'text', flex: 2 },
    { field: 'brandId', kind: 'reference', reference: 'brands', hideBelow: 'lg' },
    // Hidden at first; the "Columns" menu shows them, and the CSV export names them.
    { field: 'categoryId', kind: 'reference', reference: 'categories', hidden: true },
    { field: 'colorId', kind: 'reference', reference: 'colors', hidden: true },
    { field: 'countryId', kind: 'reference', reference: 'carCountries', hidden: true },
    { field: 'year', kind: 'number', hideBelow: 'md' },
    { field: 'price', kind: 'money', hideBelow: 'sm' },
    {
      field: 'status',
      kind: 'status',
      colors: statusColors,
    },
    { field: 'userId', kind: 'reference', reference: 'members', hideBelow: 'lg' },
    { field: 'createdAt', kind: 'date', hideBelow: 'lg' },
  ],
  fields: [
    { name: 'title', kind: 'text', required: true, autoFocus: true },
    { name: 'userId', kind: 'reference', reference: 'sellers', required: true, span: 'half' },
    {
      name: 'status',
      kind: 'select',
      options: ['pending', 'published'],
      on: 'create',
      span: 'half',
    },
    { name: 'brandId', kind: 'reference', reference: 'brands', required: true, span: 'half' },
    { name: 'model', kind: 'text', required: true, span: 'half' },
    {
      name: 'categoryId',
      kind: 'reference',
      reference: 'categories',
      required: true,
      span: 'half',
    },
    { name: 'year', kind: 'number', required: true, span: 'half' },
    {
      name: 'price',
      kind: 'money',
      currency: 'AED',
      currencyField: 'currency',
      required: true,
      span: 'half',
    },
    { name: 'currency', kind: 'select', options: currencyCodes, span: 'half', initial: 'AED' },
    { name: 'mileageKm', kind: 'number', span: 'half' },
    { name: 'condition', kind: 'select', options: carConditions, span: 'half', initial: 'used' },
    {
      name: 'transmission',
      kind: 'select',
      options: carTransmissions,
      required: true,
      span: 'half',
    },
    { name: 'fuel', kind: 'select', options: carFuels, required: true, span: 'half' },
    {
      name: 'engineCapacityCc',
      kind: 'reference',
      reference: 'engineCapacities',
      nullable: true,
      span: 'half',
    },
    {
      name: 'cylinders',
      kind: 'reference',
      reference: 'cylinderCounts',
      nullable: true,
      span: 'half',
    },
    { name: 'colorId', kind: 'reference', reference: 'colors', nullable: true, span: 'half' },
    {
      name: 'countryId',
      kind: 'reference',
      reference: 'carCountries',
      nullable: true,
      span: 'half',
    },
    { name: 'city', kind: 'text', nullable: true, span: 'half' },
    { name: 'isFeatured', kind: 'switch', span: 'half' },
    { name: 'description', kind: 'multiline', nullable: true },
    { name: 'images', kind: 'gallery', max: MAX_CAR_IMAGES },
  ],
  // Many cars move at once only where the server allows the move (a rejection needs a reason).
  bulkFields: [{ name: 'status', kind: 'select', options: carBulkStatuses }],
  rowActions: [
    {
      key: 'details',
      icon: VisibilityOutlined,
      action: 'read',
      to: (car) => `/dashboard/cars/${car.id}/details`,
    },
    ...moves,
    {
      key: 'reject',
      icon: DoNotDisturbOnOutlined,
      action: 'update',
      destructive: true,
      shows: canMove('rejected'),
      dialog: {
        fields: [{ name: 'reason', kind: 'multiline', required: true, autoFocus: true }],
        schema: ({ carStatusSchema }) => carStatusSchema,
        values: () => ({ status: 'rejected', reason: '' }),
        submit: (car, values) =>
          moveTo(car, 'rejected', typeof values.reason === 'string' ? values.reason : ''),
      },
    },
  ],
});
