/**
 * Arabic translations of the messages people see most. A message without a translation
 * is returned in English, as DESIGN §2 allows.
 */
const arabic: Record<string, string> = {
  'Something went wrong on our side': 'حدث خطأ من جانبنا',
  'Invalid email or password': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'User already exists!': 'المستخدم موجود بالفعل!',
  'Some fields are not valid': 'بعض الحقول غير صالحة',
  Required: 'مطلوب',
  'Sign in to continue': 'سجّل الدخول للمتابعة',
  'Your session has expired, sign in again': 'انتهت صلاحية جلستك، سجّل الدخول مرة أخرى',
  'Your session has ended, sign in again': 'انتهت جلستك، سجّل الدخول مرة أخرى',
  'Your session is not valid, sign in again': 'جلستك غير صالحة، سجّل الدخول مرة أخرى',
  'You do not have permission to upload files': 'ليس لديك إذن لرفع الملفات',
  'This account is blocked': 'هذا الحساب محظور',
  'The request body is not valid JSON': 'نص الطلب ليس JSON صالحًا',
  'Too many attempts, try again later': 'محاولات كثيرة جدًا، حاول لاحقًا',
  'Route not found': 'المسار غير موجود',
  'Someone else changed this record; reload it and try again':
    'قام شخص آخر بتعديل هذا السجل؛ أعد تحميله وحاول مرة أخرى',
};

export type Language = 'en' | 'ar';

export function languageOf(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

export function translate(message: string, language: Language): string {
  return language === 'ar' ? (arabic[message] ?? message) : message;
}
