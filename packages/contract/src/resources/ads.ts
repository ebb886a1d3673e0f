import { resourceFacts } from '../resource-facts';

/** Paid placements of published cars. */
export const adsFacts = resourceFacts('ads', {
  label: 'Ad',
  record: 'ad',
  paths: { root: '/advert', list: '/advert/admin' },
  sorts: ['createdAt', 'startsAt', 'endsAt'],
  sentences: {
    en: {
      title: 'Ads',
      resource: 'ads',
      notFound: 'Ad not found',
      notInTrash: 'Ad is not in the trash',
      messages: {
        publishedOnly: 'Only a published car can be advertised',
        sellersSubscription: 'Must be a subscription of the car’s seller',
        subscriptionInactive: 'This subscription is not active',
        afterSubscription: 'Must not be after the subscription ends ({end})',
        adsUsed: 'This subscription has used all its {limit} ads',
        featuredUsed: 'This subscription has used all its {limit} featured ads',
        endsAtRequired: 'Required for an ad without a subscription',
        final: 'This ad is {status} and can no longer be changed',
        carUnpublished: 'This ad’s car is no longer published; the ad cannot run again',
        subscriptionEnded: 'This ad’s subscription is no longer active',
      },
    },
    ar: {
      title: 'الإعلانات',
      resource: 'الإعلانات',
      notFound: 'الإعلان غير موجود',
      notInTrash: 'الإعلان ليس في المهملات',
      messages: {
        publishedOnly: 'لا يُعلَن إلا عن سيارة منشورة',
        sellersSubscription: 'يجب أن يكون اشتراكًا لبائع السيارة',
        subscriptionInactive: 'هذا الاشتراك غير نشط',
        afterSubscription: 'يجب ألا يكون بعد نهاية الاشتراك ({end})',
        adsUsed: 'استنفد هذا الاشتراك كل إعلاناته ({limit})',
        featuredUsed: 'استنفد هذا الاشتراك كل إعلاناته المميزة ({limit})',
        endsAtRequired: 'مطلوب لإعلان بلا اشتراك',
        final: 'حالة هذا الإعلان «{status}» ولم يعد تعديله ممكنًا',
        carUnpublished: 'سيارة هذا الإعلان لم تعد منشورة؛ فلا يمكن تشغيل الإعلان مجددًا',
        subscriptionEnded: 'اشتراك هذا الإعلان لم يعد نشطًا',
      },
    },
  },
});
