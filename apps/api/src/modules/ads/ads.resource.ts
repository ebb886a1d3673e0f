import { defineResource } from '../../crud/resource';
import { ads } from '../../db/schema';
import { adChangeRules, prepareAd, useSubscriptionSlot } from './ads.service';

export const adsResource = defineResource('ads', {
  label: 'Ad',
  table: ads,
  searchColumns: [],
  defaultSort: ads.createdAt,
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
