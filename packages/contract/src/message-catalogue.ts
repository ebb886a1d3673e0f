/**
 * The sentences of Showroom's API and of the messages the web app takes from the contract,
 * by stable key. `{name}` marks a parameter; both languages name the same ones (a test
 * checks it). Arabic sentences are written whole, never assembled from English parts.
 */
export const catalogue = {
  // The envelope's own messages.
  'success.ok': { en: 'OK', ar: 'تمت العملية بنجاح' },
  'success.resetSent': {
    en: 'If the account exists, a reset link is on its way',
    ar: 'إن كان الحساب موجودًا، فرابط إعادة التعيين في طريقه إليك',
  },
  'success.queryReceived': {
    en: 'Thank you, we will get back to you soon',
    ar: 'شكرًا لك، سنرد عليك قريبًا',
  },
  'errors.internal': { en: 'Something went wrong on our side', ar: 'حدث خطأ من جانبنا' },
  'errors.validation': { en: 'Some fields are not valid', ar: 'بعض الحقول غير صالحة' },
  'errors.routeNotFound': { en: 'Route not found', ar: 'المسار غير موجود' },
  'errors.badRequest': { en: 'The request is not valid', ar: 'الطلب غير صالح' },
  'errors.invalidJson': { en: 'The request body is not valid JSON', ar: 'نص الطلب ليس JSON صالحًا' },
  'errors.emptyJson': {
    en: 'The request body is empty but its content type is JSON',
    ar: 'نص الطلب فارغ مع أن نوع محتواه JSON',
  },
  'errors.contentLength': {
    en: 'The Content-Length header does not match the body',
    ar: 'ترويسة Content-Length لا تطابق نص الطلب',
  },
  'errors.contentType': {
    en: 'The Content-Type header is not valid',
    ar: 'ترويسة Content-Type غير صالحة',
  },
  'errors.bodyTooLarge': { en: 'The request body is too large', ar: 'نص الطلب كبير جدًا' },
  'errors.mediaType': {
    en: 'This content type is not supported here',
    ar: 'نوع المحتوى هذا غير مدعوم هنا',
  },
  'errors.badUrl': { en: 'The URL is not valid', ar: 'الرابط غير صالح' },
  'errors.urlTooLong': { en: 'The URL is too long', ar: 'الرابط طويل جدًا' },
  'errors.fileTooLarge': { en: 'The file is too large', ar: 'الملف كبير جدًا' },
  'errors.oneFile': { en: 'Send one file at a time', ar: 'أرسل ملفًا واحدًا في كل مرة' },
  'errors.tooManyFields': { en: 'The form has too many fields', ar: 'في النموذج حقول كثيرة جدًا' },
  'errors.tooManyParts': { en: 'The form has too many parts', ar: 'في النموذج أجزاء كثيرة جدًا' },
  'errors.notMultipart': {
    en: 'The request must be multipart/form-data',
    ar: 'يجب أن يكون الطلب من نوع multipart/form-data',
  },
  'errors.badForm': { en: 'The form data is not valid', ar: 'بيانات النموذج غير صالحة' },
  'errors.unavailable': {
    en: 'The service is briefly unavailable, try again in a moment',
    ar: 'الخدمة غير متاحة مؤقتًا، حاول مرة أخرى بعد قليل',
  },
  'errors.notReady': {
    en: 'Not ready: {checks} down',
    ar: 'الخدمة غير جاهزة: {checks} لا يعمل',
  },
  'errors.rateLimited': {
    en: 'Too many attempts, try again later',
    ar: 'محاولات كثيرة جدًا، حاول لاحقًا',
  },
  'errors.headersTooLarge': {
    en: 'The request headers are too large',
    ar: 'ترويسات الطلب كبيرة جدًا',
  },
  'errors.requestTimeout': {
    en: 'The request took too long to arrive',
    ar: 'استغرق وصول الطلب وقتًا طويلًا جدًا',
  },
  'errors.unreadable': { en: 'The request could not be read', ar: 'تعذّرت قراءة الطلب' },
  'errors.staleVersion': {
    en: 'Someone else changed this record; reload it and try again',
    ar: 'قام شخص آخر بتعديل هذا السجل؛ أعد تحميله وحاول مرة أخرى',
  },
  'errors.invalidTransition': {
    en: 'This record cannot go from {from} to {to}; allowed from {from}: {allowed}',
    ar: 'لا يمكن نقل هذا السجل من الحالة «{from}» إلى «{to}»؛ المسموح به من «{from}»: {allowed}',
  },
  'errors.duplicate': {
    en: 'A record with these values already exists',
    ar: 'يوجد سجل بهذه القيم بالفعل',
  },
  'errors.missingReference': {
    en: 'Refers to a record that does not exist',
    ar: 'يشير إلى سجل غير موجود',
  },

  // Sessions and permissions.
  'auth.signIn': { en: 'Sign in to continue', ar: 'سجّل الدخول للمتابعة' },
  'auth.expired': {
    en: 'Your session has expired, sign in again',
    ar: 'انتهت صلاحية جلستك، سجّل الدخول مرة أخرى',
  },
  'auth.ended': {
    en: 'Your session has ended, sign in again',
    ar: 'انتهت جلستك، سجّل الدخول مرة أخرى',
  },
  'auth.invalid': {
    en: 'Your session is not valid, sign in again',
    ar: 'جلستك غير صالحة، سجّل الدخول مرة أخرى',
  },
  'auth.blocked': { en: 'This account is blocked', ar: 'هذا الحساب محظور' },
  'auth.credentials': {
    en: 'Invalid email or password',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  'auth.exists': { en: 'User already exists!', ar: 'المستخدم موجود بالفعل!' },
  'auth.resetLink': {
    en: 'This reset link is invalid or has expired',
    ar: 'رابط إعادة التعيين هذا غير صالح أو انتهت صلاحيته',
  },
  'auth.uploadDenied': {
    en: 'You do not have permission to upload files',
    ar: 'ليس لديك إذن لرفع الملفات',
  },
  'auth.denied.read': {
    en: 'You do not have permission to view {resource}',
    ar: 'ليس لديك إذن لعرض {resource}',
  },
  'auth.denied.create': {
    en: 'You do not have permission to create {resource}',
    ar: 'ليس لديك إذن لإنشاء {resource}',
  },
  'auth.denied.update': {
    en: 'You do not have permission to change {resource}',
    ar: 'ليس لديك إذن لتعديل {resource}',
  },
  'auth.denied.delete': {
    en: 'You do not have permission to delete {resource}',
    ar: 'ليس لديك إذن لحذف {resource}',
  },

  // The permission matrix's resources, as the denial sentences name them.
  'resources.cars': { en: 'cars', ar: 'السيارات' },
  'resources.brands': { en: 'brands', ar: 'العلامات التجارية' },
  'resources.categories': { en: 'categories', ar: 'الفئات' },
  'resources.colors': { en: 'colors', ar: 'الألوان' },
  'resources.countries': { en: 'countries', ar: 'الدول' },
  'resources.offers': { en: 'offers', ar: 'العروض' },
  'resources.ads': { en: 'ads', ar: 'الإعلانات' },
  'resources.subscriptions': { en: 'subscriptions', ar: 'الاشتراكات' },
  'resources.packs': { en: 'packs', ar: 'الباقات' },
  'resources.users': { en: 'users', ar: 'المستخدمين' },
  'resources.roles': { en: 'roles', ar: 'الأدوار' },
  'resources.banners': { en: 'banners', ar: 'الشرائح' },
  'resources.faqs': { en: 'faqs', ar: 'الأسئلة الشائعة' },
  'resources.subjects': { en: 'subjects', ar: 'مواضيع التواصل' },
  'resources.queries': { en: 'queries', ar: 'استفسارات العملاء' },
  'resources.notifications': { en: 'notifications', ar: 'الإشعارات' },
  'resources.pages': { en: 'pages', ar: 'الصفحات' },
  'resources.statistics': { en: 'statistics', ar: 'الإحصاءات' },
  'resources.audit': { en: 'audit', ar: 'سجل التدقيق' },

  // Statuses, as the transition sentences name them.
  'status.pending': { en: 'pending', ar: 'قيد المراجعة' },
  'status.published': { en: 'published', ar: 'منشور' },
  'status.rejected': { en: 'rejected', ar: 'مرفوض' },
  'status.sold': { en: 'sold', ar: 'مُباع' },
  'status.archived': { en: 'archived', ar: 'مؤرشف' },
  'status.active': { en: 'active', ar: 'نشط' },
  'status.paused': { en: 'paused', ar: 'متوقف مؤقتًا' },
  'status.expired': { en: 'expired', ar: 'منتهٍ' },
  'status.blocked': { en: 'blocked', ar: 'محظور' },
  'status.new': { en: 'new', ar: 'جديد' },
  'status.in_progress': { en: 'in_progress', ar: 'قيد المعالجة' },
  'status.resolved': { en: 'resolved', ar: 'محلول' },
  'status.accepted': { en: 'accepted', ar: 'مقبول' },
  'status.cancelled': { en: 'cancelled', ar: 'ملغى' },
  'status.none': { en: 'none', ar: 'لا شيء' },

  // Records: each its own whole sentences (Arabic agrees in gender).
  'records.user.notFound': { en: 'User not found', ar: 'المستخدم غير موجود' },
  'records.user.notInTrash': { en: 'User is not in the trash', ar: 'المستخدم ليس في المهملات' },
  'records.user.cannotMove': {
    en: 'A user cannot go from {from} to {to}; allowed from {from}: {allowed}',
    ar: 'لا يمكن نقل المستخدم من الحالة «{from}» إلى «{to}»؛ المسموح به من «{from}»: {allowed}',
  },
  'records.engineCapacity.notFound': {
    en: 'Engine capacity not found',
    ar: 'سعة المحرك غير موجودة',
  },
  'records.engineCapacity.notInTrash': {
    en: 'Engine capacity is not in the trash',
    ar: 'سعة المحرك ليست في المهملات',
  },
  'records.cylinderCount.notFound': {
    en: 'Cylinder count not found',
    ar: 'عدد الأسطوانات غير موجود',
  },
  'records.cylinderCount.notInTrash': {
    en: 'Cylinder count is not in the trash',
    ar: 'عدد الأسطوانات ليس في المهملات',
  },
  'records.subject.notFound': { en: 'Subject not found', ar: 'الموضوع غير موجود' },
  'records.subject.notInTrash': {
    en: 'Subject is not in the trash',
    ar: 'الموضوع ليس في المهملات',
  },
  'records.query.notFound': { en: 'Query not found', ar: 'الاستفسار غير موجود' },
  'records.query.notInTrash': {
    en: 'Query is not in the trash',
    ar: 'الاستفسار ليس في المهملات',
  },
  'records.query.cannotMove': {
    en: 'A query cannot go from {from} to {to}; allowed from {from}: {allowed}',
    ar: 'لا يمكن نقل الاستفسار من الحالة «{from}» إلى «{to}»؛ المسموح به من «{from}»: {allowed}',
  },
  'records.offer.notFound': { en: 'Offer not found', ar: 'العرض غير موجود' },
  'records.offer.notInTrash': { en: 'Offer is not in the trash', ar: 'العرض ليس في المهملات' },
  'records.offer.cannotMove': {
    en: 'An offer cannot go from {from} to {to}; allowed from {from}: {allowed}',
    ar: 'لا يمكن نقل العرض من الحالة «{from}» إلى «{to}»؛ المسموح به من «{from}»: {allowed}',
  },
  'records.category.notFound': { en: 'Category not found', ar: 'الفئة غير موجودة' },
  'records.category.notInTrash': {
    en: 'Category is not in the trash',
    ar: 'الفئة ليست في المهملات',
  },
  'records.car.notFound': { en: 'Car not found', ar: 'السيارة غير موجودة' },
  'records.car.notInTrash': { en: 'Car is not in the trash', ar: 'السيارة ليست في المهملات' },
  'records.car.cannotMove': {
    en: 'A car cannot go from {from} to {to}; allowed from {from}: {allowed}',
    ar: 'لا يمكن نقل السيارة من الحالة «{from}» إلى «{to}»؛ المسموح به من «{from}»: {allowed}',
  },
  'records.notification.notFound': { en: 'Notification not found', ar: 'الإشعار غير موجود' },
  'records.notification.notInTrash': {
    en: 'Notification is not in the trash',
    ar: 'الإشعار ليس في المهملات',
  },
  'records.settings.notFound': { en: 'Settings not found', ar: 'الإعدادات غير موجودة' },
  'records.settings.notInTrash': {
    en: 'Settings is not in the trash',
    ar: 'الإعدادات ليست في المهملات',
  },
  'records.pack.notFound': { en: 'Pack not found', ar: 'الباقة غير موجودة' },
  'records.pack.notInTrash': { en: 'Pack is not in the trash', ar: 'الباقة ليست في المهملات' },
  'records.brand.notFound': { en: 'Brand not found', ar: 'العلامة التجارية غير موجودة' },
  'records.brand.notInTrash': {
    en: 'Brand is not in the trash',
    ar: 'العلامة التجارية ليست في المهملات',
  },
  'records.role.notFound': { en: 'Role not found', ar: 'الدور غير موجود' },
  'records.role.notInTrash': { en: 'Role is not in the trash', ar: 'الدور ليس في المهملات' },
  'records.banner.notFound': { en: 'Banner not found', ar: 'الشريحة غير موجودة' },
  'records.banner.notInTrash': {
    en: 'Banner is not in the trash',
    ar: 'الشريحة ليست في المهملات',
  },
  'records.country.notFound': { en: 'Country not found', ar: 'الدولة غير موجودة' },
  'records.country.notInTrash': {
    en: 'Country is not in the trash',
    ar: 'الدولة ليست في المهملات',
  },
  'records.faq.notFound': { en: 'FAQ not found', ar: 'السؤال غير موجود' },
  'records.faq.notInTrash': { en: 'FAQ is not in the trash', ar: 'السؤال ليس في المهملات' },
  'records.subscription.notFound': { en: 'Subscription not found', ar: 'الاشتراك غير موجود' },
  'records.subscription.notInTrash': {
    en: 'Subscription is not in the trash',
    ar: 'الاشتراك ليس في المهملات',
  },
  'records.subscription.cannotMove': {
    en: 'A subscription cannot go from {from} to {to}; allowed from {from}: {allowed}',
    ar: 'لا يمكن نقل الاشتراك من الحالة «{from}» إلى «{to}»؛ المسموح به من «{from}»: {allowed}',
  },
  'records.color.notFound': { en: 'Color not found', ar: 'اللون غير موجود' },
  'records.color.notInTrash': { en: 'Color is not in the trash', ar: 'اللون ليس في المهملات' },
  'records.page.notFound': { en: 'Page not found', ar: 'الصفحة غير موجودة' },
  'records.page.notInTrash': { en: 'Page is not in the trash', ar: 'الصفحة ليست في المهملات' },
  'records.ad.notFound': { en: 'Ad not found', ar: 'الإعلان غير موجود' },
  'records.ad.notInTrash': { en: 'Ad is not in the trash', ar: 'الإعلان ليس في المهملات' },
  'records.ad.cannotMove': {
    en: 'An ad cannot go from {from} to {to}; allowed from {from}: {allowed}',
    ar: 'لا يمكن نقل الإعلان من الحالة «{from}» إلى «{to}»؛ المسموح به من «{from}»: {allowed}',
  },

  // Field checks shared by every form.
  'validation.required': { en: 'Required', ar: 'هذا الحقل مطلوب' },
  'validation.invalid': { en: 'Is not valid', ar: 'القيمة غير صالحة' },
  'validation.unknownField': { en: 'Unknown field', ar: 'حقل غير معروف' },
  'validation.nul': {
    en: 'Must not contain a NUL character',
    ar: 'يجب ألا يحتوي على محرف NUL',
  },
  'validation.number': { en: 'Must be a number', ar: 'يجب أن تكون القيمة رقمًا' },
  'validation.wholeNumber': { en: 'Must be a whole number', ar: 'يجب أن تكون القيمة عددًا صحيحًا' },
  'validation.minorUnits': {
    en: 'Must be a whole number of minor units (fils, cents)',
    ar: 'يجب أن يكون المبلغ عددًا صحيحًا من الوحدات الصغرى (الفلس، السنت)',
  },
  'validation.boolean': { en: 'Must be true or false', ar: 'يجب أن تكون القيمة صحيحة أو خاطئة' },
  'validation.text': { en: 'Must be text', ar: 'يجب أن تكون القيمة نصًا' },
  'validation.list': { en: 'Must be a list', ar: 'يجب أن تكون القيمة قائمة' },
  'validation.positiveId': { en: 'Must be a positive id', ar: 'يجب أن يكون المعرّف رقمًا موجبًا' },
  'validation.tooLarge': { en: 'Is too large', ar: 'القيمة كبيرة جدًا' },
  'validation.atLeast': { en: 'Must be {min} or more', ar: 'يجب ألا تقل القيمة عن {min}' },
  'validation.atLeastN': { en: 'Must be at least {min}', ar: 'يجب ألا تقل القيمة عن {min}' },
  'validation.greaterThan': { en: 'Must be more than {min}', ar: 'يجب أن تزيد القيمة على {min}' },
  'validation.atMost': { en: 'Must be at most {max}', ar: 'يجب ألا تزيد القيمة على {max}' },
  'validation.minLength': {
    en: 'Must be at least {min} characters',
    ar: 'يجب ألا يقل عدد الأحرف عن {min}',
  },
  'validation.maxLength': {
    en: 'Must be at most {max} characters',
    ar: 'يجب ألا يزيد عدد الأحرف على {max}',
  },
  'validation.minItems': {
    en: 'Must have at least {min} items',
    ar: 'يجب ألا يقل عدد العناصر عن {min}',
  },
  'validation.maxItems': {
    en: 'Must have at most {max} items',
    ar: 'يجب ألا يزيد عدد العناصر على {max}',
  },
  'validation.oneOf': { en: 'Must be one of: {values}', ar: 'يجب أن تكون إحدى القيم: {values}' },
  'validation.sortDirection': { en: 'Must be ASC or DESC', ar: 'يجب أن يكون الترتيب ASC أو DESC' },
  'validation.email': {
    en: 'Must be a valid email address',
    ar: 'يجب أن يكون عنوان بريد إلكتروني صالحًا',
  },
  'validation.dateTime': {
    en: 'Must be a date-time with a time zone',
    ar: 'يجب أن يكون تاريخًا ووقتًا مع المنطقة الزمنية',
  },
  'validation.dateTimeExample': {
    en: 'Must be a date and time like {example}',
    ar: 'يجب أن يكون تاريخًا ووقتًا مثل {example}',
  },
  'validation.format': { en: 'Is not in the expected format', ar: 'الصيغة غير صحيحة' },
  'validation.arabic': { en: 'Must be written in Arabic', ar: 'يجب أن يُكتب باللغة العربية' },
  'validation.fileUrl': {
    en: 'Must be an uploaded file or an http(s) URL',
    ar: 'يجب أن يكون ملفًا مرفوعًا أو رابط http(s)',
  },
  'validation.linkUrl': {
    en: 'Must be an http(s) URL or a path in the app starting with /',
    ar: 'يجب أن يكون رابط http(s) أو مسارًا في التطبيق يبدأ بـ /',
  },
  'validation.socialLink': {
    en: 'Must be an https link to {network} ({hosts})',
    ar: 'يجب أن يكون رابط https إلى {network} ({hosts})',
  },
  'validation.version': {
    en: 'The record version is required',
    ar: 'رقم نسخة السجل مطلوب',
  },
  'validation.phone': {
    en: 'Must be an international number like +971501234567',
    ar: 'يجب أن يكون رقمًا دوليًا مثل ‎+971501234567',
  },
  'validation.username': {
    en: 'Use letters, digits, dots, dashes and underscores only',
    ar: 'استخدم الحروف والأرقام والنقاط والشرطات والشرطات السفلية فقط',
  },
  'validation.countryCode': {
    en: 'Must be an ISO 3166-1 alpha-2 country code, like AE',
    ar: 'يجب أن يكون رمز دولة وفق ISO 3166-1 alpha-2، مثل AE',
  },
  'validation.currencyCode': {
    en: 'Must be an ISO 4217 currency code, like AED',
    ar: 'يجب أن يكون رمز عملة وفق ISO 4217، مثل AED',
  },
  'validation.colorHex': {
    en: 'Must be a colour like #1A2B3C',
    ar: 'يجب أن يكون لونًا مثل ‎#1A2B3C',
  },
  'validation.afterStart': { en: 'Must be after the start', ar: 'يجب أن يكون بعد البداية' },
  'validation.beforeEnd': { en: 'Must be before the end', ar: 'يجب أن يكون قبل النهاية' },
  'validation.notBeforeRangeStart': {
    en: 'Must not be before the start of the range',
    ar: 'يجب ألا يسبق بداية النطاق',
  },
  'validation.inFuture': { en: 'Must be in the future', ar: 'يجب أن يكون في المستقبل' },
  'validation.someText': { en: 'Must contain some text', ar: 'يجب أن يحتوي على بعض النص' },
  'validation.imageList': {
    en: 'Must be a list of image URLs',
    ar: 'يجب أن تكون قائمة بروابط الصور',
  },
  'validation.maxImages': {
    en: 'At most {max} images',
    ar: 'يجب ألا يزيد عدد الصور على {max}',
  },
  'validation.sameImage': {
    en: 'The same image is listed twice',
    ar: 'الصورة نفسها مدرجة مرتين',
  },
  'validation.carYearLatest': {
    en: 'Must be {max} or earlier',
    ar: 'يجب ألا تكون السنة بعد {max}',
  },
  'validation.carYear': { en: 'Must be {min} or later', ar: 'يجب ألا تكون السنة قبل {min}' },
  'validation.yearRange': {
    en: 'Must not be before yearFrom',
    ar: 'يجب ألا تسبق السنة قيمة yearFrom',
  },
  'validation.priceRange': {
    en: 'Must not be below priceFrom',
    ar: 'يجب ألا يقل السعر عن قيمة priceFrom',
  },

  // Users and roles.
  'users.staffPassword': { en: 'Staff need a password', ar: 'حسابات الموظفين تحتاج إلى كلمة مرور' },
  'users.passwordStaffOnly': {
    en: 'Only staff accounts have a password here',
    ar: 'حسابات الموظفين وحدها لها كلمة مرور هنا',
  },
  'users.roleStaffOnly': {
    en: 'Only staff accounts have a role',
    ar: 'حسابات الموظفين وحدها لها دور',
  },
  'users.roleMissing': { en: 'This role does not exist', ar: 'هذا الدور غير موجود' },
  'users.onlySaGivesRole': {
    en: 'Only a super admin can give staff a role',
    ar: 'لا يمنح الموظفين دورًا إلا المشرف الأعلى',
  },
  'users.lastSuperAdmin.demoted': {
    en: 'This is the last active super admin: it cannot be demoted. Make another staff member a super admin first',
    ar: 'هذا آخر مشرف أعلى نشط، فلا يمكن خفض دوره. اجعل موظفًا آخر مشرفًا أعلى أولًا',
  },
  'users.lastSuperAdmin.deleted': {
    en: 'This is the last active super admin: it cannot be deleted. Make another staff member a super admin first',
    ar: 'هذا آخر مشرف أعلى نشط، فلا يمكن حذفه. اجعل موظفًا آخر مشرفًا أعلى أولًا',
  },
  'users.lastSuperAdmin.blocked': {
    en: 'This is the last active super admin: it cannot be blocked. Make another staff member a super admin first',
    ar: 'هذا آخر مشرف أعلى نشط، فلا يمكن حظره. اجعل موظفًا آخر مشرفًا أعلى أولًا',
  },
  'users.staysStaff': {
    en: 'A staff account stays staff; block or delete it instead',
    ar: 'حساب الموظف يبقى حساب موظف؛ احظره أو احذفه بدلًا من ذلك',
  },
  'users.notStaff': {
    en: 'A customer or dealer cannot become staff; create a staff account instead',
    ar: 'لا يمكن أن يصبح العميل أو التاجر موظفًا؛ أنشئ حساب موظف بدلًا من ذلك',
  },
  'users.onlySa.block': {
    en: 'Only a super admin can block a super admin',
    ar: 'لا يحظر المشرفَ الأعلى إلا مشرف أعلى',
  },
  'users.onlySa.unblock': {
    en: 'Only a super admin can unblock a super admin',
    ar: 'لا يرفع الحظر عن المشرف الأعلى إلا مشرف أعلى',
  },
  'users.onlySa.delete': {
    en: 'Only a super admin can delete a super admin',
    ar: 'لا يحذف المشرفَ الأعلى إلا مشرف أعلى',
  },
  'users.onlySa.restore': {
    en: 'Only a super admin can restore a super admin',
    ar: 'لا يستعيد المشرفَ الأعلى إلا مشرف أعلى',
  },
  'users.onlySaChangesSa': {
    en: 'Only a super admin can change a super admin’s account',
    ar: 'لا يعدّل حساب المشرف الأعلى إلا مشرف أعلى',
  },
  'users.credentialsOwner': {
    en: 'Only the account’s owner or a super admin can change a staff member’s email, phone or password',
    ar: 'لا يغيّر البريد الإلكتروني أو الهاتف أو كلمة المرور لموظف إلا صاحب الحساب أو مشرف أعلى',
  },
  'users.ownRole': { en: 'You cannot change your own role', ar: 'لا يمكنك تغيير دورك بنفسك' },
  'users.ownDelete': {
    en: 'You cannot delete your own account',
    ar: 'لا يمكنك حذف حسابك بنفسك',
  },
  'users.ownBlock': { en: 'You cannot block your own account', ar: 'لا يمكنك حظر حسابك بنفسك' },
  'users.emailTaken': {
    en: 'A user with this email already exists',
    ar: 'يوجد مستخدم بهذا البريد الإلكتروني بالفعل',
  },
  'users.usernameTaken': { en: 'This username is taken', ar: 'اسم المستخدم هذا مستخدم بالفعل' },
  'users.phoneTaken': {
    en: 'A user with this phone number already exists',
    ar: 'يوجد مستخدم بهذا الرقم بالفعل',
  },
  'users.missing': { en: 'This user does not exist', ar: 'هذا المستخدم غير موجود' },
  'roles.superAdminFixed': {
    en: 'The Super Admin role cannot be changed',
    ar: 'لا يمكن تعديل دور المشرف الأعلى',
  },
  'roles.systemKeeps.name': {
    en: 'A system role keeps its name',
    ar: 'يحتفظ دور النظام باسمه',
  },
  'roles.systemKeeps.level': {
    en: 'A system role keeps its level',
    ar: 'يحتفظ دور النظام بمستواه',
  },
  'roles.systemDelete': {
    en: 'System roles cannot be deleted',
    ar: 'لا يمكن حذف أدوار النظام',
  },
  'roles.inUse': {
    en: 'This role is given to {count} users; give them another role first',
    ar: 'هذا الدور ممنوح لمستخدمين عددهم {count}؛ امنحهم دورًا آخر أولًا',
  },
  'roles.inUseOne': {
    en: 'This role is given to 1 user; give them another role first',
    ar: 'هذا الدور ممنوح لمستخدم واحد؛ امنحه دورًا آخر أولًا',
  },
  'roles.nameTaken': {
    en: 'A role with this name already exists',
    ar: 'يوجد دور بهذا الاسم بالفعل',
  },
  'roles.rolesSaOnly': {
    en: 'Only the Super Admin role manages roles',
    ar: 'لا يدير الأدوار إلا دور المشرف الأعلى',
  },
  'roles.actionOnce': { en: 'Name each action once', ar: 'اذكر كل إجراء مرة واحدة' },

  // Catalogue records.
  'brands.nameTaken': {
    en: 'A brand with this English name already exists',
    ar: 'توجد علامة تجارية بهذا الاسم الإنجليزي بالفعل',
  },
  'categories.nameTaken': {
    en: 'A category with this English name already exists',
    ar: 'توجد فئة بهذا الاسم الإنجليزي بالفعل',
  },
  'colors.nameTaken': {
    en: 'A color with this English name already exists',
    ar: 'يوجد لون بهذا الاسم الإنجليزي بالفعل',
  },
  'countries.codeTaken': {
    en: 'A country with this code already exists',
    ar: 'توجد دولة بهذا الرمز بالفعل',
  },
  'countries.nameTaken': {
    en: 'A country with this English name already exists',
    ar: 'توجد دولة بهذا الاسم الإنجليزي بالفعل',
  },
  'countries.inUseOne': {
    en: 'This country is the origin of 1 brand; move it to another country first',
    ar: 'هذه الدولة منشأ علامة تجارية واحدة؛ انقلها إلى دولة أخرى أولًا',
  },
  'countries.inUse': {
    en: 'This country is the origin of {count} brands; move them to another country first',
    ar: 'هذه الدولة منشأ علامات تجارية عددها {count}؛ انقلها إلى دولة أخرى أولًا',
  },
  'subjects.nameTaken': {
    en: 'A subject with this English name already exists',
    ar: 'يوجد موضوع بهذا الاسم الإنجليزي بالفعل',
  },
  'packs.nameTaken': {
    en: 'A pack with this English name already exists',
    ar: 'توجد باقة بهذا الاسم الإنجليزي بالفعل',
  },
  'packs.featuredOverAds': {
    en: 'Must not exceed the ads limit ({limit})',
    ar: 'يجب ألا يتجاوز حد الإعلانات ({limit})',
  },
  'metaLists.capacityTaken': {
    en: 'This engine capacity is already in the list',
    ar: 'سعة المحرك هذه موجودة في القائمة بالفعل',
  },
  'metaLists.cylindersTaken': {
    en: 'This cylinder count is already in the list',
    ar: 'عدد الأسطوانات هذا موجود في القائمة بالفعل',
  },
  'refs.brand': { en: 'This brand does not exist', ar: 'هذه العلامة التجارية غير موجودة' },
  'refs.category': { en: 'This category does not exist', ar: 'هذه الفئة غير موجودة' },
  'refs.color': { en: 'This color does not exist', ar: 'هذا اللون غير موجود' },
  'refs.country': { en: 'This country does not exist', ar: 'هذه الدولة غير موجودة' },
  'refs.car': { en: 'This car does not exist', ar: 'هذه السيارة غير موجودة' },
  'refs.pack': { en: 'This pack does not exist', ar: 'هذه الباقة غير موجودة' },
  'refs.subscription': { en: 'This subscription does not exist', ar: 'هذا الاشتراك غير موجود' },

  // Marketplace.
  'cars.rejectReason': { en: 'Say why the car is rejected', ar: 'اذكر سبب رفض السيارة' },
  'cars.sellerMember': {
    en: 'The seller must be an active customer or dealer',
    ar: 'يجب أن يكون البائع عميلًا أو تاجرًا نشطًا',
  },
  'offers.publishedOnly': {
    en: 'Offers are made on published cars only',
    ar: 'تُقدَّم العروض على السيارات المنشورة فقط',
  },
  'offers.buyerMember': {
    en: 'The buyer must be an active customer or dealer',
    ar: 'يجب أن يكون المشتري عميلًا أو تاجرًا نشطًا',
  },
  'offers.ownCar': {
    en: 'The seller cannot make an offer on their own car',
    ar: 'لا يمكن للبائع تقديم عرض على سيارته',
  },
  'offers.notPending': {
    en: 'This offer is {status}; only a pending offer can be changed',
    ar: 'حالة هذا العرض «{status}»؛ لا يُعدَّل إلا عرض قيد المراجعة',
  },
  'subscriptions.subscriberMember': {
    en: 'The subscriber must be an active customer or dealer',
    ar: 'يجب أن يكون المشترك عميلًا أو تاجرًا نشطًا',
  },
  'subscriptions.packOffSale': {
    en: 'This pack is not on sale',
    ar: 'هذه الباقة غير معروضة للبيع',
  },
  'subscriptions.notActive': {
    en: 'This subscription is {status}; only an active one can be extended',
    ar: 'حالة هذا الاشتراك «{status}»؛ لا يُمدَّد إلا اشتراك نشط',
  },
  'subscriptions.laterEnd': {
    en: 'Must be later than the current end ({end})',
    ar: 'يجب أن يكون بعد النهاية الحالية ({end})',
  },
  'ads.publishedOnly': {
    en: 'Only a published car can be advertised',
    ar: 'لا يُعلَن إلا عن سيارة منشورة',
  },
  'ads.sellersSubscription': {
    en: 'Must be a subscription of the car’s seller',
    ar: 'يجب أن يكون اشتراكًا لبائع السيارة',
  },
  'ads.subscriptionInactive': {
    en: 'This subscription is not active',
    ar: 'هذا الاشتراك غير نشط',
  },
  'ads.afterSubscription': {
    en: 'Must not be after the subscription ends ({end})',
    ar: 'يجب ألا يكون بعد نهاية الاشتراك ({end})',
  },
  'ads.adsUsed': {
    en: 'This subscription has used all its {limit} ads',
    ar: 'استنفد هذا الاشتراك كل إعلاناته ({limit})',
  },
  'ads.featuredUsed': {
    en: 'This subscription has used all its {limit} featured ads',
    ar: 'استنفد هذا الاشتراك كل إعلاناته المميزة ({limit})',
  },
  'ads.endsAtRequired': {
    en: 'Required for an ad without a subscription',
    ar: 'مطلوب لإعلان بلا اشتراك',
  },
  'ads.final': {
    en: 'This ad is {status} and can no longer be changed',
    ar: 'حالة هذا الإعلان «{status}» ولم يعد تعديله ممكنًا',
  },
  'ads.carUnpublished': {
    en: 'This ad’s car is no longer published; the ad cannot run again',
    ar: 'سيارة هذا الإعلان لم تعد منشورة؛ فلا يمكن تشغيل الإعلان مجددًا',
  },
  'ads.subscriptionEnded': {
    en: 'This ad’s subscription is no longer active',
    ar: 'اشتراك هذا الإعلان لم يعد نشطًا',
  },

  // Contact, notifications, pages, uploads.
  'queries.subject': {
    en: 'Choose one of the subjects on the form',
    ar: 'اختر أحد المواضيع الواردة في النموذج',
  },
  'queries.resolved': {
    en: 'This query is resolved; it takes no more replies',
    ar: 'هذا الاستفسار محلول، فلا يقبل ردودًا أخرى',
  },
  'queries.mailFailed': {
    en: 'The reply could not be mailed, so it was not saved; try again shortly',
    ar: 'تعذّر إرسال الرد بالبريد فلم يُحفظ؛ حاول مرة أخرى بعد قليل',
  },
  'notifications.timeOrNow': {
    en: 'Choose a time or send it now, not both',
    ar: 'اختر موعدًا أو أرسله الآن، لا الاثنين معًا',
  },
  'notifications.sentNoChange': {
    en: 'This notification was sent; it can no longer be changed',
    ar: 'أُرسل هذا الإشعار، فلم يعد تعديله ممكنًا',
  },
  'notifications.sentNoDelete': {
    en: 'This notification was sent; it can no longer be deleted',
    ar: 'أُرسل هذا الإشعار، فلم يعد حذفه ممكنًا',
  },
  'uploads.attach': {
    en: 'Attach the image in the field "file"',
    ar: 'أرفق الصورة في الحقل "file"',
  },
  'uploads.damaged': {
    en: 'The image is damaged or cannot be read',
    ar: 'الصورة تالفة أو تتعذّر قراءتها',
  },
  'uploads.types': {
    en: 'Only JPEG, PNG, WebP and AVIF images are accepted',
    ar: 'لا تُقبل إلا صور JPEG وPNG وWebP وAVIF',
  },
  'uploads.tooManyPixels': {
    en: 'The image is too large: at most {megapixels} megapixels',
    ar: 'الصورة كبيرة جدًا: الحد الأقصى {megapixels} ميغابكسل',
  },
  'uploads.busy': {
    en: 'Many images are being processed, try again in a moment',
    ar: 'تجري معالجة صور كثيرة، حاول مرة أخرى بعد قليل',
  },

  // Staff notices (the bell), stored as tokens and rendered for the reader.
  'notices.cars.heading': { en: 'Cars', ar: 'السيارات' },
  'notices.cars.pending': {
    en: 'A new car waits for review',
    ar: 'سيارة جديدة بانتظار المراجعة',
  },
  'notices.queries.heading': { en: 'Customer queries', ar: 'استفسارات العملاء' },
  'notices.queries.new': { en: 'New query from {name}', ar: 'استفسار جديد من {name}' },
  'notices.system.heading': { en: 'System', ar: 'النظام' },
  'notices.system.jobFailed': {
    en: 'The job "{job}" failed',
    ar: 'فشلت المهمة "{job}"',
  },
} as const satisfies Record<string, { en: string; ar: string }>;

/** Record names as the API's declarations write them, and their key in `records.*`. */
export const recordNames = {
  User: 'user',
  'Engine capacity': 'engineCapacity',
  'Cylinder count': 'cylinderCount',
  Subject: 'subject',
  Query: 'query',
  Offer: 'offer',
  Category: 'category',
  Car: 'car',
  Notification: 'notification',
  Settings: 'settings',
  Pack: 'pack',
  Brand: 'brand',
  Role: 'role',
  Banner: 'banner',
  Country: 'country',
  FAQ: 'faq',
  Subscription: 'subscription',
  Color: 'color',
  Page: 'page',
  Ad: 'ad',
} as const;
