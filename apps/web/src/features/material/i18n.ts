import type { TranslationBundle } from '../../lib/i18n';

/**
 * The template pages' titles (sidebar entries and breadcrumbs), loaded with the app. What the
 * pages show is in `showcase-i18n.ts`, loaded with their code.
 */
export const materialTranslations: TranslationBundle = {
  namespace: 'material',
  en: {
    titles: {
      table: 'Table',
      form: 'Form',
      buttons: 'Buttons',
      icons: 'Icons',
      progress: 'Progress',
      menu: 'Menu',
      checkbox: 'Checkbox',
      switch: 'Switch',
      radio: 'Radio',
      slider: 'Slider',
      autocomplete: 'Autocomplete',
      'expansion-panel': 'Expansion panel',
      dialog: 'Dialog',
      snackbar: 'Snackbar',
    },
  },
  ar: {
    titles: {
      table: 'الجدول',
      form: 'النموذج',
      buttons: 'الأزرار',
      icons: 'الأيقونات',
      progress: 'مؤشرات التقدم',
      menu: 'القوائم',
      checkbox: 'مربعات الاختيار',
      switch: 'المفاتيح',
      radio: 'أزرار الاختيار',
      slider: 'المنزلقات',
      autocomplete: 'الإكمال التلقائي',
      'expansion-panel': 'اللوحات القابلة للتوسيع',
      dialog: 'مربعات الحوار',
      snackbar: 'الإشعارات المنبثقة',
    },
  },
};
