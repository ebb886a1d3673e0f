import { defineCrudResource } from '../../crud/resource';
import { ofReferenced } from '../../crud/search';
import { beforeFromNow } from '../../db/queries';
import { packages, subscriptions, users } from '../../db/schema';
import { activeMembers } from '../marketplace';
import { prepareSubscription } from './subscriptions.service';

export const subscriptionsResource = defineCrudResource('subscriptions', {
  table: subscriptions,
  // A subscription is found by its seller's name, email or phone, or its package's name,
  // kept in `searchText` by the database.
  searchColumns: [subscriptions.searchText],
  found: {
    title: ofReferenced(users.name, users.id, subscriptions.userId),
    detail: ofReferenced(packages.nameEn, packages.id, subscriptions.packId),
  },
  privateColumns: ['searchText'],
  constraintMessages: { userId: 'users.missing', packId: 'refs.package' },
  liveReferences: {
    userId: { message: 'subscriptions.subscriberMember', where: activeMembers },
    packId: 'refs.package',
  },
  customFilters: { endsBefore: (hours) => beforeFromNow(subscriptions.endsAt, hours) },
  prepare: prepareSubscription,
});
