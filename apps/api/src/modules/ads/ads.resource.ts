import { defineCrudResource } from '../../crud/resource';
import { ofReferenced } from '../../crud/search';
import { ads, cars, users } from '../../db/schema';
import { adChangeRules, prepareAd, useSubscriptionSlot } from './ads.service';

export const adsResource = defineCrudResource('ads', {
  table: ads,
  // An ad is found by its car's title or its seller's name, email or phone, kept in
  // `searchText` by the database.
  searchColumns: [ads.searchText],
  found: {
    title: ofReferenced(cars.title, cars.id, ads.carId),
    detail: ofReferenced(users.name, users.id, ads.userId),
  },
  privateColumns: ['searchText'],
  constraintMessages: { carId: 'refs.car', subscriptionId: 'refs.subscription' },
  prepare: prepareAd,
  beforeChange: adChangeRules,
  onCreated: useSubscriptionSlot,
});
