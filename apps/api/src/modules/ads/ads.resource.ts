import { adCreateSchema, adListQuerySchema, adSchema, adUpdateSchema } from '@showroom/contract';
import { defineResource, equalsIfGiven } from '../../crud/resource';
import { ads } from '../../db/schema';
import { adChangeRules, prepareAd, useSubscriptionSlot } from './ads.service';

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
    equalsIfGiven(ads.status, query.status),
    equalsIfGiven(ads.placement, query.placement),
    equalsIfGiven(ads.userId, query.userId),
    equalsIfGiven(ads.carId, query.carId),
  ],
  constraints: {
    ads_car_id_cars_id_fk: { field: 'carId', message: 'refs.car' },
    ads_subscription_id_subscriptions_id_fk: {
      field: 'subscriptionId',
      message: 'refs.subscription',
    },
  },
  prepare: prepareAd,
  beforeChange: adChangeRules,
  onCreated: useSubscriptionSlot,
});
