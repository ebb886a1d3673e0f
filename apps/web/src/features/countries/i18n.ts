import type { TranslationBundle } from '../../lib/i18n';

export const countriesTranslations: TranslationBundle = {
  namespace: 'countries',
  en: {
    title: 'Countries',
    singular: 'Country',
    item: 'country',
    plural: 'countries',
    items_one: '{{count}} country',
    items_other: '{{count}} countries',
    fields: {
      id: 'ID',
      code: 'Code',
      nameEn: 'Name (English)',
      nameAr: 'Name (Arabic)',
      isActive: 'Active',
      updatedAt: 'Updated',
    },
    helpers: {
      nameAr: 'Optional; written in Arabic letters.',
      code: 'The two-letter ISO 3166 code, e.g. AE.',
      isActive: 'Inactive countries are not offered for new brands.',
    },
  },
  ar: {
    title: 'الدول',
    singular: 'دولة',
    item: 'دولة',
    plural: 'دول',
    items_zero: 'لا دول',
    items_one: 'دولة واحدة',
    items_two: 'دولتان',
    items_few: '{{count}} دول',
    items_many: '{{count}} دولة',
    items_other: '{{count}} دولة',
    fields: {
      id: 'المعرّف',
      code: 'الرمز',
      nameEn: 'الاسم (بالإنجليزية)',
      nameAr: 'الاسم (بالعربية)',
      isActive: 'نشطة',
      updatedAt: 'آخر تعديل',
    },
    helpers: {
      nameAr: 'اختياري؛ يُكتب بحروف عربية.',
      code: 'رمز ISO 3166 المكوّن من حرفين، مثل AE.',
      isActive: 'الدول غير النشطة لا تُعرض للعلامات الجديدة.',
    },
  },
};
