import { adCreateSchema, adListQuerySchema, adSchema, adUpdateSchema } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { defineResource } from '../../crud/resource';
import { ads } from '../../db/schema';
import { prepareAd, useSubscriptionSlot } from './ads.service';

export const adsResource = defineResource({
  label: 'Ad',
  resource: 'ads',
  table: ads,
  schemas: {
    row: adSchema,
    create: adCreateSchema,
    update: adUpdateSchema,
    listQuery: adListQuerySchema,
  },
  searchColumns: [],
  sortColumns: { createdAt: ads.createdAt, startsAt: ads.startsAt, endsAt: ads.endsAt },
  defaultSort: ads.createdAt,
  filters: (query) => [
    query.status === undefined ? undefined : eq(ads.status, query.status),
    query.placement === undefined ? undefined : eq(ads.placement, query.placement),
    query.userId === undefined ? undefined : eq(ads.userId, query.userId),
    query.carId === undefined ? undefined : eq(ads.carId, query.carId),
  ],
  constraints: {
    ads_car_id_cars_id_fk: { field: 'carId', message: 'This car does not exist' },
    ads_subscription_id_subscriptions_id_fk: {
      field: 'subscriptionId',
      message: 'This subscription does not exist',
    },
  },
  prepare: prepareAd,
  onCreated: useSubscriptionSlot,
});
