import type { TranslationBundle } from '../../lib/i18n';

export const colorsTranslations: TranslationBundle = {
  namespace: 'colors',
  en: {
    title: 'Colors',
    singular: 'Color',
    item: 'color',
    plural: 'colors',
    items_one: '{{count}} color',
    items_other: '{{count}} colors',
    fields: {
      id: 'ID',
      hex: 'Color',
      nameEn: 'Name (English)',
      nameAr: 'Name (Arabic)',
      updatedAt: 'Updated',
    },
    helpers: {
      nameAr: 'Optional; written in Arabic letters.',
      hex: 'A code like #1A2B3C, or pick it from the swatch.',
    },
  },
  ar: {
    title: 'الألوان',
    singular: 'لون',
    item: 'لون',
    plural: 'ألوان',
    items_zero: 'لا ألوان',
    items_one: 'لون واحد',
    items_two: 'لونان',
    items_few: '{{count}} ألوان',
    items_many: '{{count}} لونًا',
    items_other: '{{count}} لون',
    fields: {
      id: 'المعرّف',
      hex: 'اللون',
      nameEn: 'الاسم (بالإنجليزية)',
      nameAr: 'الاسم (بالعربية)',
      updatedAt: 'آخر تعديل',
    },
    helpers: {
      nameAr: 'اختياري؛ يُكتب بحروف عربية.',
      hex: 'رمز مثل ‎#1A2B3C‎، أو اختره من المربع.',
    },
  },
};
