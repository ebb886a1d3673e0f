import type { TranslationBundle } from '../../lib/i18n';

export const brandsTranslations: TranslationBundle = {
  namespace: 'brands',
  en: {
    title: 'Brands',
    singular: 'Brand',
    fields: {
      id: 'ID',
      logoUrl: 'Logo',
      nameEn: 'Name (English)',
      nameAr: 'Name (Arabic)',
      isActive: 'Active',
      sortOrder: 'Sort order',
      countryId: 'Country ID',
      createdAt: 'Created',
      updatedAt: 'Updated',
    },
    helpers: {
      nameAr: 'Optional; written in Arabic letters.',
      sortOrder: 'Lower numbers come first in the app.',
      countryId:
        'Optional: the id of the country of origin (a country picker comes with the countries screens).',
      isActive: 'Inactive brands are hidden from the marketplace.',
    },
  },
  ar: {
    title: 'العلامات التجارية',
    singular: 'علامة تجارية',
    fields: {
      id: 'المعرّف',
      logoUrl: 'الشعار',
      nameEn: 'الاسم (بالإنجليزية)',
      nameAr: 'الاسم (بالعربية)',
      isActive: 'نشطة',
      sortOrder: 'ترتيب العرض',
      countryId: 'معرّف الدولة',
      createdAt: 'تاريخ الإنشاء',
      updatedAt: 'آخر تعديل',
    },
    helpers: {
      nameAr: 'اختياري؛ يُكتب بحروف عربية.',
      sortOrder: 'الأرقام الأصغر تظهر أولًا في التطبيق.',
      countryId: 'اختياري: معرّف بلد المنشأ (سيتوفر اختيار الدولة مع شاشات الدول).',
      isActive: 'العلامات غير النشطة لا تظهر في السوق.',
    },
  },
};
