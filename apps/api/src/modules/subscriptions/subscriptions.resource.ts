import { defineResource } from '../../crud/resource';
import { subscriptions } from '../../db/schema';
import { prepareSubscription } from './subscriptions.service';

export const subscriptionsResource = defineResource('subscriptions', {
  label: 'Subscription',
  table: subscriptions,
  searchColumns: [],
  defaultSort: subscriptions.createdAt,
  constraints: {
    subscriptions_user_id_users_id_fk: { field: 'userId', message: 'users.missing' },
    subscriptions_pack_id_packs_id_fk: { field: 'packId', message: 'refs.pack' },
  },
  prepare: prepareSubscription,
});
