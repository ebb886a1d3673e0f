import type { TranslationBundle } from '../../lib/i18n';

/** Strings of the about, privacy-policy and terms-and-conditions screens, namespace `sitePages`. */
export const sitePagesTranslations: TranslationBundle = {
  namespace: 'sitePages',
  en: {
    titles: {
      about: 'About',
      'privacy-policy': 'Privacy policy',
      'terms-and-conditions': 'Terms and conditions',
    },
    editTitles: {
      about: 'Edit the about page',
      'privacy-policy': 'Edit the privacy policy',
      'terms-and-conditions': 'Edit the terms and conditions',
    },
    item: 'page',
    languages: { en: 'English', ar: 'Arabic' },
    fields: { contentEn: 'English text', contentAr: 'Arabic text' },
    helpers: {
      contentEn:
        'Required. Headings, lists, links, bold and italic are kept; any other formatting is removed when you save.',
      contentAr: 'Optional. Until it is written, visitors reading in Arabic see the English text.',
    },
    emptyEn: 'No English text yet.',
    emptyAr: 'No Arabic text yet: visitors reading in Arabic see the English text.',
    nothingYet: 'This page has no text yet.',
    writeIt: 'Write it',
    updated: 'Last updated {{date}}',
    edit: 'Edit',
    backToPage: 'Back to the page',
    openPublic: 'Open the public page',
    saved: '{{title}} saved',
    loadFailed: 'This page could not be loaded: {{reason}}',
    public: {
      language: 'Language',
      notPublished: 'This page has not been published yet. Please come back later.',
      englishOnly: 'This page is not available in Arabic yet; it is shown in English.',
      staff: 'Staff sign-in',
      footer: '© {{year}} Showroom',
    },
  },
  ar: {
    titles: {
      about: 'من نحن',
      'privacy-policy': 'سياسة الخصوصية',
      'terms-and-conditions': 'الشروط والأحكام',
    },
    editTitles: {
      about: 'تعديل صفحة من نحن',
      'privacy-policy': 'تعديل سياسة الخصوصية',
      'terms-and-conditions': 'تعديل الشروط والأحكام',
    },
    item: 'صفحة',
    languages: { en: 'الإنجليزية', ar: 'العربية' },
    fields: { contentEn: 'النص الإنجليزي', contentAr: 'النص العربي' },
    helpers: {
      contentEn:
        'مطلوب. تُحفظ العناوين والقوائم والروابط والخط الغامق والمائل، ويُزال أي تنسيق آخر عند الحفظ.',
      contentAr: 'اختياري. إلى أن يُكتب، يرى الزوار الذين يقرؤون بالعربية النص الإنجليزي.',
    },
    emptyEn: 'لا يوجد نص إنجليزي بعد.',
    emptyAr: 'لا يوجد نص عربي بعد: يرى الزوار الذين يقرؤون بالعربية النص الإنجليزي.',
    nothingYet: 'لا يوجد نص في هذه الصفحة بعد.',
    writeIt: 'اكتبه الآن',
    updated: 'آخر تحديث {{date}}',
    edit: 'تعديل',
    backToPage: 'العودة إلى الصفحة',
    openPublic: 'فتح الصفحة العامة',
    saved: 'تم حفظ {{title}}',
    loadFailed: 'تعذّر تحميل هذه الصفحة: {{reason}}',
    public: {
      language: 'اللغة',
      notPublished: 'لم تُنشر هذه الصفحة بعد. يُرجى العودة لاحقًا.',
      englishOnly: 'هذه الصفحة غير متوفرة بالعربية بعد، لذا تُعرض بالإنجليزية.',
      staff: 'دخول الموظفين',
      footer: '© {{year}} شوروم',
    },
  },
};
