import { resourceFacts } from '../resource-facts';

/** Sellers’ subscriptions to packages. */
export const subscriptionsFacts = resourceFacts('subscriptions', {
  label: 'Subscription',
  record: 'subscription',
  paths: { root: '/subs', list: '/subs/admin' },
  sorts: ['createdAt', 'startsAt', 'endsAt', 'pricePaid'],
  sentences: {
    en: {
      title: 'Subscriptions',
      resource: 'subscriptions',
      notFound: 'Subscription not found',
      notInTrash: 'Subscription is not in the trash',
      messages: {
        subscriberMember: 'The subscriber must be an active customer or dealer',
        packageOffSale: 'This package is not on sale',
        notActive: 'This subscription is {status}; only an active one can be extended',
        laterEnd: 'Must be later than the current end ({end})',
        endPastRange: 'Starts too late: the package’s {days} days would end after {to}',
      },
    },
    ar: {
      title: 'الاشتراكات',
      resource: 'الاشتراكات',
      notFound: 'الاشتراك غير موجود',
      notInTrash: 'الاشتراك ليس في المهملات',
      messages: {
        subscriberMember: 'يجب أن يكون المشترك عميلًا أو تاجرًا نشطًا',
        packageOffSale: 'هذه الباقة غير معروضة للبيع',
        notActive: 'حالة هذا الاشتراك «{status}»؛ لا يُمدَّد إلا اشتراك نشط',
        laterEnd: 'يجب أن يكون بعد النهاية الحالية ({end})',
        endPastRange: 'البداية متأخرة جدًا: أيام الباقة ({days}) تنتهي بعد {to}',
      },
    },
  },
});
