import { resourceFacts } from '../resource-facts';

/** Staff roles and their permission matrices, read whole. */
export const rolesFacts = resourceFacts('roles', {
  label: 'Role',
  record: 'role',
  paths: { root: '/role', list: '/role/admin', plain: true },
  sorts: ['id', 'name', 'level', 'createdAt'],
  sentences: {
    en: {
      title: 'Roles',
      resource: 'roles',
      notFound: 'Role not found',
      notInTrash: 'Role is not in the trash',
      messages: {
        superAdminFixed: 'The Super Admin role cannot be changed',
        'systemKeeps.name': 'A system role keeps its name',
        'systemKeeps.level': 'A system role keeps its level',
        systemDelete: 'System roles cannot be deleted',
        inUse: 'This role is given to {count} users; give them another role first',
        inUseOne: 'This role is given to 1 user; give them another role first',
        nameTaken: 'A role with this name already exists',
        rolesSaOnly: 'Only the Super Admin role manages roles',
        actionOnce: 'Name each action once',
      },
    },
    ar: {
      title: 'الأدوار',
      resource: 'الأدوار',
      notFound: 'الدور غير موجود',
      notInTrash: 'الدور ليس في المهملات',
      messages: {
        superAdminFixed: 'لا يمكن تعديل دور المشرف الأعلى',
        'systemKeeps.name': 'يحتفظ دور النظام باسمه',
        'systemKeeps.level': 'يحتفظ دور النظام بمستواه',
        systemDelete: 'لا يمكن حذف أدوار النظام',
        inUse: 'هذا الدور ممنوح لمستخدمين عددهم {count}؛ امنحهم دورًا آخر أولًا',
        inUseOne: 'هذا الدور ممنوح لمستخدم واحد؛ امنحه دورًا آخر أولًا',
        nameTaken: 'يوجد دور بهذا الاسم بالفعل',
        rolesSaOnly: 'لا يدير الأدوار إلا دور المشرف الأعلى',
        actionOnce: 'اذكر كل إجراء مرة واحدة',
      },
    },
  },
});
