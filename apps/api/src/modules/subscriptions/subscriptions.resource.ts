import {
  subscriptionCreateSchema,
  subscriptionListQuerySchema,
  subscriptionSchema,
  subscriptionUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../crud/resource';
import { subscriptions } from '../../db/schema';
import { prepareSubscription } from './subscriptions.service';

export const subscriptionsResource = defineResource({
  label: 'Subscription',
  resource: 'subscriptions',
  table: subscriptions,
  schemas: {
    row: subscriptionSchema,
    create: subscriptionCreateSchema,
    update: subscriptionUpdateSchema,
    listQuery: subscriptionListQuerySchema,
  },
  searchColumns: [],
  defaultSort: subscriptions.createdAt,
  constraints: {
    subscriptions_user_id_users_id_fk: { field: 'userId', message: 'users.missing' },
    subscriptions_pack_id_packs_id_fk: { field: 'packId', message: 'refs.pack' },
  },
  prepare: prepareSubscription,
});
