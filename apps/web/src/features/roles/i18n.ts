import type { TranslationBundle } from '../../lib/i18n';

const levelsEn = { SA: 'Super admin', ADMIN: 'Admin', EDITOR: 'Editor', GUEST: 'Guest' };
const levelsAr = { SA: 'مشرف عام', ADMIN: 'مدير', EDITOR: 'محرر', GUEST: 'ضيف' };

export const rolesTranslations: TranslationBundle = {
  namespace: 'roles',
  en: {
    title: 'Roles',
    singular: 'Role',
    item: 'role',
    plural: 'roles',
    sentences: {
      new: 'New Role',
      edit: 'Edit Role: {{title}}',
      create: 'Create Role',
      notFound: 'This role does not exist or was deleted.',
      readOnly: 'This role is built in: it can be viewed, not changed.',
      deleteTitle: 'Delete this role?',
      created: 'Role “{{title}}” created',
      updated: 'Role “{{title}}” saved',
      empty: 'No roles yet.',
    },
    items_one: '{{count}} role',
    items_other: '{{count}} roles',
    fields: {
      id: 'ID',
      name: 'Name',
      level: 'Level',
      description: 'Description',
      isSystem: 'Built in',
      permissions: 'Permissions',
    },
    helpers: {
      level: 'Which screens the role opens: most need Admin, the charts need Editor.',
      permissions: 'Tick what the role may do; the row and column boxes tick a whole line.',
    },
    options: { level: levelsEn },
  },
  ar: {
    title: 'الأدوار',
    singular: 'دور',
    item: 'دور',
    plural: 'أدوار',
    sentences: {
      new: 'دور جديد',
      edit: 'تعديل الدور: {{title}}',
      create: 'إنشاء الدور',
      notFound: 'هذا الدور غير موجود أو حُذف.',
      readOnly: 'هذا الدور مدمج في النظام: يمكن عرضه دون تعديله.',
      deleteTitle: 'حذف هذا الدور؟',
      created: 'تم إنشاء الدور «{{title}}»',
      updated: 'تم حفظ الدور «{{title}}»',
      empty: 'لا توجد أدوار بعد.',
    },
    items_zero: 'لا أدوار',
    items_one: 'دور واحد',
    items_two: 'دوران',
    items_few: '{{count}} أدوار',
    items_many: '{{count}} دورًا',
    items_other: '{{count}} دور',
    fields: {
      id: 'المعرّف',
      name: 'الاسم',
      level: 'المستوى',
      description: 'الوصف',
      isSystem: 'مدمج',
      permissions: 'الصلاحيات',
    },
    helpers: {
      level:
        'الشاشات التي يفتحها الدور: معظمها يتطلب مستوى مدير، والرسوم البيانية تتطلب مستوى محرر.',
      permissions: 'حدّد ما يمكن للدور فعله؛ مربعات الصفوف والأعمدة تحدد سطرًا كاملًا.',
    },
    options: { level: levelsAr },
  },
};
