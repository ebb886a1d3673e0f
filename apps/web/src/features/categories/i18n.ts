import type { TranslationBundle } from '../../lib/i18n';

export const categoriesTranslations: TranslationBundle = {
  namespace: 'categories',
  en: {
    title: 'Categories',
    singular: 'Category',
    item: 'category',
    plural: 'categories',
    items_one: '{{count}} category',
    items_other: '{{count}} categories',
    fields: {
      id: 'ID',
      imageUrl: 'Image',
      nameEn: 'Name (English)',
      nameAr: 'Name (Arabic)',
      isActive: 'Active',
      sortOrder: 'Sort order',
      updatedAt: 'Updated',
    },
    helpers: {
      nameAr: 'Optional; written in Arabic letters.',
      sortOrder: 'Lower numbers come first in the app.',
      isActive: 'Inactive categories are hidden from the marketplace.',
    },
  },
  ar: {
    title: 'الفئات',
    singular: 'فئة',
    item: 'فئة',
    plural: 'فئات',
    items_zero: 'لا فئات',
    items_one: 'فئة واحدة',
    items_two: 'فئتان',
    items_few: '{{count}} فئات',
    items_many: '{{count}} فئة',
    items_other: '{{count}} فئة',
    fields: {
      id: 'المعرّف',
      imageUrl: 'الصورة',
      nameEn: 'الاسم (بالإنجليزية)',
      nameAr: 'الاسم (بالعربية)',
      isActive: 'نشطة',
      sortOrder: 'ترتيب العرض',
      updatedAt: 'آخر تعديل',
    },
    helpers: {
      nameAr: 'اختياري؛ يُكتب بحروف عربية.',
      sortOrder: 'الأرقام الأصغر تظهر أولًا في التطبيق.',
      isActive: 'الفئات غير النشطة لا تظهر في السوق.',
    },
  },
};
