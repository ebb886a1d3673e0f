import { defineResource } from '../../crud/resource';
import { ads } from '../../db/schema';
import { adChangeRules, prepareAd, useSubscriptionSlot } from './ads.service';

export const adsResource = defineResource('ads', {
  table: ads,
  refusals: { carId: 'refs.car', subscriptionId: 'refs.subscription' },
  prepare: prepareAd,
  beforeChange: adChangeRules,
  onCreated: useSubscriptionSlot,
});
