import { defineCrudResource } from '../../crud/resource';
import { ads } from '../../db/schema';
import { adChangeRules, prepareAd, useSubscriptionSlot } from './ads.service';

export const adsResource = defineCrudResource('ads', {
  table: ads,
  constraintMessages: { carId: 'refs.car', subscriptionId: 'refs.subscription' },
  prepare: prepareAd,
  beforeChange: adChangeRules,
  onCreated: useSubscriptionSlot,
});
