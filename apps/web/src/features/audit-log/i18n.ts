import { commonTranslations } from '../../components/i18n';
import type { Language, TranslationBundle } from '../../lib/i18n';

/**
 * The names of the resources the log files records under: the permission matrix's
 * (namespace `common`), so each is worded once; the log adds the few it alone names.
 */
const permissionResources = (language: Language) =>
  (commonTranslations[language] as { permissions: { resources: Record<string, string> } })
    .permissions.resources;

export const auditTranslations: TranslationBundle = {
  namespace: 'audit',
  en: {
    title: 'Audit log',
    count_one: '{{count}} change',
    count_other: '{{count}} changes',
    fields: {
      at: 'When',
      actorName: 'By',
      action: 'Action',
      resource: 'Resource',
      recordId: 'Record',
      changes: 'Changed fields',
    },
    filters: {
      label: 'Filters',
      resource: 'Resource',
      recordId: 'Record ID',
      actorId: 'By',
      from: 'From',
      to: 'To',
      all: 'All',
      anyone: 'Anyone',
      clear: 'Clear filters',
      recordIdInvalid: 'Enter a record ID: a whole number from 1.',
      rangeInvalid: 'The end date must not be before the start date.',
    },
    options: {
      resource: {
        ...permissionResources('en'),
        // The screens call them packages; the permission matrix keeps the API's word.
        packs: 'Packages',
        engine_capacities: 'Engine capacities',
        cylinder_counts: 'Cylinder counts',
        settings: 'Contact details',
      },
    },
    system: 'System',
    noFields: 'None',
    empty: 'No change has been recorded yet.',
    emptyFiltered: 'No change matches these filters.',
    emptyHint: 'Clear a filter or widen the dates to see more.',
    show: 'Show changes',
    showEntry: 'Show the changes of entry {{id}}',
    dialog: {
      title: '{{action}}: {{resource}} #{{id}}',
      titleNoRecord: '{{action}}: {{resource}}',
      by: 'By {{name}} ({{email}})',
      bySystem: 'By the system',
      from: 'From the address {{ip}}',
      recordHistory: 'Show every change to this record',
      close: 'Close',
    },
  },
  ar: {
    title: 'سجل التدقيق',
    count_zero: 'لا تغييرات',
    count_one: 'تغيير واحد',
    count_two: 'تغييران',
    count_few: '{{count}} تغييرات',
    count_many: '{{count}} تغييرًا',
    count_other: '{{count}} تغيير',
    fields: {
      at: 'الوقت',
      actorName: 'بواسطة',
      action: 'الإجراء',
      resource: 'المورد',
      recordId: 'السجل',
      changes: 'الحقول المتغيّرة',
    },
    filters: {
      label: 'عوامل التصفية',
      resource: 'المورد',
      recordId: 'رقم السجل',
      actorId: 'بواسطة',
      from: 'من',
      to: 'إلى',
      all: 'الكل',
      anyone: 'أي شخص',
      clear: 'مسح عوامل التصفية',
      recordIdInvalid: 'أدخل رقم سجل: عددًا صحيحًا من 1 فأكثر.',
      rangeInvalid: 'يجب ألا يسبق تاريخُ النهاية تاريخَ البداية.',
    },
    options: {
      resource: {
        ...permissionResources('ar'),
        engine_capacities: 'سعات المحرك',
        cylinder_counts: 'أعداد الأسطوانات',
        settings: 'بيانات التواصل',
      },
    },
    system: 'النظام',
    noFields: 'لا شيء',
    empty: 'لم يُسجَّل أي تغيير بعد.',
    emptyFiltered: 'لا يوجد تغيير يطابق عوامل التصفية هذه.',
    emptyHint: 'امسح أحد عوامل التصفية أو وسّع نطاق التواريخ لرؤية المزيد.',
    show: 'عرض التغييرات',
    showEntry: 'عرض تغييرات القيد {{id}}',
    dialog: {
      title: '{{action}}: {{resource}} رقم {{id}}',
      titleNoRecord: '{{action}}: {{resource}}',
      by: 'بواسطة {{name}} ({{email}})',
      bySystem: 'بواسطة النظام',
      from: 'من العنوان {{ip}}',
      recordHistory: 'عرض كل تغييرات هذا السجل',
      close: 'إغلاق',
    },
  },
};
