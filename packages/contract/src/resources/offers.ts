import { resourceFacts } from '../resource-facts';

/** Buyers’ offers on published cars. */
export const offersFacts = resourceFacts('offers', {
  label: 'Offer',
  record: 'offer',
  paths: { root: '/offers' },
  sorts: ['createdAt', 'amount'],
  sentences: {
    en: {
      title: 'Offers',
      resource: 'offers',
      notFound: 'Offer not found',
      notInTrash: 'Offer is not in the trash',
      messages: {
        publishedOnly: 'Offers are made on published cars only',
        buyerMember: 'The buyer must be an active customer or dealer',
        ownCar: 'The seller cannot make an offer on their own car',
        notPending: 'This offer is {status}; only a pending offer can be changed',
      },
    },
    ar: {
      title: 'العروض',
      resource: 'العروض',
      notFound: 'العرض غير موجود',
      notInTrash: 'العرض ليس في المهملات',
      messages: {
        publishedOnly: 'تُقدَّم العروض على السيارات المنشورة فقط',
        buyerMember: 'يجب أن يكون المشتري عميلًا أو تاجرًا نشطًا',
        ownCar: 'لا يمكن للبائع تقديم عرض على سيارته',
        notPending: 'حالة هذا العرض «{status}»؛ لا يُعدَّل إلا عرض قيد المراجعة',
      },
    },
  },
});
