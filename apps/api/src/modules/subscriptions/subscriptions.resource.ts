import { defineResource } from '../../crud/resource';
import { subscriptions } from '../../db/schema';
import { prepareSubscription } from './subscriptions.service';

export const subscriptionsResource = defineResource('subscriptions', {
  table: subscriptions,
  refusals: { userId: 'users.missing', packId: 'refs.package' },
  prepare: prepareSubscription,
});
