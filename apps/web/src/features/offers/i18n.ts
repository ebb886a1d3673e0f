import type { TranslationBundle } from '../../lib/i18n';

export const offersTranslations: TranslationBundle = {
  namespace: 'offers',
  en: {
    title: 'Offers',
    singular: 'Offer',
    item: 'offer',
    plural: 'offers',
    items_one: '{{count}} offer',
    items_other: '{{count}} offers',
    fields: {
      id: 'Offer',
      carId: 'Car',
      buyerId: 'Buyer',
      amount: 'Amount',
      message: 'Message',
      status: 'Status',
      createdAt: 'Made',
    },
    options: {
      status: {
        pending: 'Pending',
        accepted: 'Accepted',
        rejected: 'Rejected',
        cancelled: 'Cancelled',
      },
    },
    filters: { status: 'Status' },
    actions: { cancel: 'Cancel offer' },
  },
  ar: {
    title: 'العروض',
    singular: 'عرض',
    item: 'عرض',
    plural: 'عروض',
    items_zero: 'لا عروض',
    items_one: 'عرض واحد',
    items_two: 'عرضان',
    items_few: '{{count}} عروض',
    items_many: '{{count}} عرضًا',
    items_other: '{{count}} عرض',
    fields: {
      id: 'العرض',
      carId: 'السيارة',
      buyerId: 'المشتري',
      amount: 'المبلغ',
      message: 'الرسالة',
      status: 'الحالة',
      createdAt: 'تاريخ التقديم',
    },
    options: {
      status: {
        pending: 'قيد الانتظار',
        accepted: 'مقبول',
        rejected: 'مرفوض',
        cancelled: 'ملغى',
      },
    },
    filters: { status: 'الحالة' },
    actions: { cancel: 'إلغاء العرض' },
  },
};
