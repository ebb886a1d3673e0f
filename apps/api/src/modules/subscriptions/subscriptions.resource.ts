import { defineResource } from '../../crud/resource';
import { subscriptions } from '../../db/schema';
import { prepareSubscription } from './subscriptions.service';

export const subscriptionsResource = defineResource('subscriptions', {
  label: 'Subscription',
  table: subscriptions,
  searchColumns: [],
  defaultSort: subscriptions.createdAt,
  refusals: { userId: 'users.missing', packId: 'refs.pack' },
  prepare: prepareSubscription,
});
