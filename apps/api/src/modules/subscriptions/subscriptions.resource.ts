import { defineCrudResource } from '../../crud/resource';
import { subscriptions } from '../../db/schema';
import { prepareSubscription } from './subscriptions.service';

export const subscriptionsResource = defineCrudResource('subscriptions', {
  table: subscriptions,
  constraintMessages: { userId: 'users.missing', packId: 'refs.package' },
  prepare: prepareSubscription,
});
