import { defineResource } from '../../crud/resource';
import { ads } from '../../db/schema';
import { adChangeRules, prepareAd, useSubscriptionSlot } from './ads.service';

export const adsResource = defineResource('ads', {
  label: 'Ad',
  table: ads,
  searchColumns: [],
  defaultSort: ads.createdAt,
  refusals: { carId: 'refs.car', subscriptionId: 'refs.subscription' },
  prepare: prepareAd,
  beforeChange: adChangeRules,
  onCreated: useSubscriptionSlot,
});
