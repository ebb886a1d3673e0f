import { resourceFacts } from '../resource-facts';

/** Customers, dealers and staff. */
export const usersFacts = resourceFacts('users', {
  label: 'User',
  record: 'user',
  paths: { root: '/auth/users', list: '/auth/users/list' },
  sorts: ['createdAt', 'id', 'name', 'email', 'lastLoginAt'],
  bulkEdit: ['roleId', 'status'],
  sentences: {
    en: {
      title: 'Users',
      resource: 'users',
      notFound: 'User not found',
      notInTrash: 'User is not in the trash',
      messages: {
        staffPassword: 'Staff need a password',
        passwordStaffOnly: 'Only staff accounts have a password here',
        samePassword: 'This is the person’s current password: choose another',
        recentPassword:
          'This person used this password recently: choose one they have not used before',
        roleStaffOnly: 'Only staff accounts have a role',
        roleMissing: 'This role does not exist',
        onlySaGivesRole: 'Only a super admin can give staff a role',
        'lastSuperAdmin.demoted':
          'This is the last active super admin: it cannot be demoted. Make another staff member a super admin first',
        'lastSuperAdmin.deleted':
          'This is the last active super admin: it cannot be deleted. Make another staff member a super admin first',
        'lastSuperAdmin.blocked':
          'This is the last active super admin: it cannot be blocked. Make another staff member a super admin first',
        staysStaff: 'A staff account stays staff; block or delete it instead',
        notStaff: 'A customer or dealer cannot become staff; create a staff account instead',
        'onlySa.block': 'Only a super admin can block a super admin',
        'onlySa.unblock': 'Only a super admin can unblock a super admin',
        'onlySa.delete': 'Only a super admin can delete a super admin',
        'onlySa.restore': 'Only a super admin can restore a super admin',
        onlySaChangesSa: 'Only a super admin can change a super admin’s account',
        credentialsOwner:
          'Only the account’s owner or a super admin can change a staff member’s email, phone or password',
        ownRole: 'You cannot change your own role',
        ownDelete: 'You cannot delete your own account',
        ownBlock: 'You cannot block your own account',
        emailTaken: 'A user with this email already exists',
        usernameTaken: 'This username is taken',
        phoneTaken: 'A user with this phone number already exists',
        missing: 'This user does not exist',
      },
    },
    ar: {
      title: 'المستخدمون',
      resource: 'المستخدمين',
      notFound: 'المستخدم غير موجود',
      notInTrash: 'المستخدم ليس في المهملات',
      messages: {
        staffPassword: 'حسابات الموظفين تحتاج إلى كلمة مرور',
        passwordStaffOnly: 'حسابات الموظفين وحدها لها كلمة مرور هنا',
        samePassword: 'هذه كلمة المرور الحالية لهذا الشخص: اختر غيرها',
        recentPassword: 'استخدم هذا الشخص كلمة المرور هذه مؤخرًا: اختر كلمة مرور لم يستخدمها من قبل',
        roleStaffOnly: 'حسابات الموظفين وحدها لها دور',
        roleMissing: 'هذا الدور غير موجود',
        onlySaGivesRole: 'لا يمنح الموظفين دورًا إلا المشرف الأعلى',
        'lastSuperAdmin.demoted':
          'هذا آخر مشرف أعلى نشط، فلا يمكن خفض دوره. اجعل موظفًا آخر مشرفًا أعلى أولًا',
        'lastSuperAdmin.deleted':
          'هذا آخر مشرف أعلى نشط، فلا يمكن حذفه. اجعل موظفًا آخر مشرفًا أعلى أولًا',
        'lastSuperAdmin.blocked':
          'هذا آخر مشرف أعلى نشط، فلا يمكن حظره. اجعل موظفًا آخر مشرفًا أعلى أولًا',
        staysStaff: 'حساب الموظف يبقى حساب موظف؛ احظره أو احذفه بدلًا من ذلك',
        notStaff: 'لا يمكن أن يصبح العميل أو التاجر موظفًا؛ أنشئ حساب موظف بدلًا من ذلك',
        'onlySa.block': 'لا يحظر المشرفَ الأعلى إلا مشرف أعلى',
        'onlySa.unblock': 'لا يرفع الحظر عن المشرف الأعلى إلا مشرف أعلى',
        'onlySa.delete': 'لا يحذف المشرفَ الأعلى إلا مشرف أعلى',
        'onlySa.restore': 'لا يستعيد المشرفَ الأعلى إلا مشرف أعلى',
        onlySaChangesSa: 'لا يعدّل حساب المشرف الأعلى إلا مشرف أعلى',
        credentialsOwner:
          'لا يغيّر البريد الإلكتروني أو الهاتف أو كلمة المرور لموظف إلا صاحب الحساب أو مشرف أعلى',
        ownRole: 'لا يمكنك تغيير دورك بنفسك',
        ownDelete: 'لا يمكنك حذف حسابك بنفسك',
        ownBlock: 'لا يمكنك حظر حسابك بنفسك',
        emailTaken: 'يوجد مستخدم بهذا البريد الإلكتروني بالفعل',
        usernameTaken: 'اسم المستخدم هذا مستخدم بالفعل',
        phoneTaken: 'يوجد مستخدم بهذا الرقم بالفعل',
        missing: 'هذا المستخدم غير موجود',
      },
    },
  },
});
