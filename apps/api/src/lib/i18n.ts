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
  'Must not contain a NUL character': 'يجب ألا يحتوي على محرف NUL',
  'Must be a number': 'يجب أن يكون رقمًا',
  'Must be a positive id': 'يجب أن يكون معرّفًا موجبًا',
  'Is too large': 'كبير جدًا',
  'Unknown field': 'حقل غير معروف',
  'Must be an uploaded file or an http(s) URL': 'يجب أن يكون ملفًا مرفوعًا أو رابط http(s)',
  'The form data is not valid': 'بيانات النموذج غير صالحة',
  'The request headers are too large': 'ترويسات الطلب كبيرة جدًا',
  'The request body is too large': 'نص الطلب كبير جدًا',
  'The file is too large': 'الملف كبير جدًا',
  'The image is too large: at most 60 megapixels': 'الصورة كبيرة جدًا: 60 ميغابكسل على الأكثر',
  'The URL is not valid': 'الرابط غير صالح',
  'This content type is not supported here': 'نوع المحتوى هذا غير مدعوم هنا',
  'The service is briefly unavailable, try again in a moment':
    'الخدمة غير متاحة مؤقتًا، حاول مرة أخرى بعد قليل',
  'Many images are being processed, try again in a moment':
    'تجري معالجة صور كثيرة، حاول مرة أخرى بعد قليل',
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
