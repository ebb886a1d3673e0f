import type { Faker } from '@faker-js/faker';
import type { SitePageKey } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { sanitizePageHtml } from '../../lib/rich-text';
import type { Executor } from '../client';
import { banners, faqs, sitePages, settings } from '../schema';
import type { FileStorage } from '../../modules/uploads';
import { demoBannerKey, writeDemoBanners, type DemoBanner } from './demo-images';

/** English title, Arabic title, link, days from the start of the demo year it starts/ends. */
const bannerRows: [string, string, string | null, number | null, number | null][] = [
  [
    'Certified used cars, inspected on 150 points',
    'سيارات مستعملة معتمدة بفحص 150 نقطة',
    '/cars?condition=used',
    null,
    null,
  ],
  [
    'New SUVs for the whole family',
    'سيارات دفع رباعي جديدة لكل العائلة',
    '/cars?category=suv',
    null,
    null,
  ],
  ['Ramadan offers: free first service', 'عروض رمضان: صيانة أولى مجانية', '/offers', 47, 78],
  [
    'Electric week: test drive the latest EVs',
    'أسبوع السيارات الكهربائية: جرّب أحدث الطرازات',
    'https://showroom.example/electric-week',
    300,
    307,
  ],
  ['Sell your car in 24 hours', 'بِع سيارتك خلال 24 ساعة', '/sell', null, null],
  ['Winter service check-up', 'فحص الشتاء الشامل', '/offers/winter', 330, 364],
];

/** Each banner's picture, in the order of `bannerRows`. */
const bannerLooks: Omit<DemoBanner, 'key'>[] = [
  { from: '#0d47a1', to: '#1976d2', shape: 'sedan', paint: '#e0e0e0' },
  { from: '#1b5e20', to: '#43a047', shape: 'suv', paint: '#263238' },
  { from: '#4a148c', to: '#8e24aa', shape: 'sedan', paint: '#ffb300' },
  { from: '#006064', to: '#26c6da', shape: 'suv', paint: '#fafafa' },
  { from: '#bf360c', to: '#ff7043', shape: 'pickup', paint: '#37474f' },
  { from: '#263238', to: '#607d8b', shape: 'pickup', paint: '#b71c1c' },
];
const demoBanners: DemoBanner[] = bannerLooks.map((look, index) => ({
  key: `banner-${index + 1}`,
  ...look,
}));

const faqRows: [string, string, string, string][] = [
  [
    'How do I list my car for sale?',
    'كيف أعرض سيارتي للبيع؟',
    'Sign in, choose “Sell my car”, add at least five photos, the mileage and your price. Our team reviews every listing before it is published, usually within a few hours.',
    'سجّل الدخول واختر «بيع سيارتي»، ثم أضف خمس صور على الأقل والمسافة المقطوعة والسعر. يراجع فريقنا كل إعلان قبل نشره، عادةً خلال ساعات قليلة.',
  ],
  [
    'Why was my listing rejected?',
    'لماذا رُفض إعلاني؟',
    'Listings are rejected when photos are missing or unclear, the price is unrealistic, or details do not match the car. The rejection reason is shown on your listing; fix it and submit again.',
    'تُرفض الإعلانات عندما تكون الصور ناقصة أو غير واضحة، أو السعر غير واقعي، أو التفاصيل لا تطابق السيارة. يظهر سبب الرفض في إعلانك؛ صحّحه وأعد الإرسال.',
  ],
  [
    'How long does a listing stay online?',
    'كم يبقى الإعلان منشورًا؟',
    'A published listing stays online until you mark the car as sold or archive it. Listings without updates for 90 days are archived automatically and can be republished.',
    'يبقى الإعلان المنشور ظاهرًا حتى تحدد السيارة كمباعة أو تؤرشفها. تُؤرشف الإعلانات التي لم تُحدَّث منذ 90 يومًا تلقائيًا ويمكن إعادة نشرها.',
  ],
  [
    'What do the dealer packages include?',
    'ماذا تشمل باقات المعارض؟',
    'Each package sets how many listings and featured ads a dealer may run and for how long. You can compare packages and subscribe from your dealer dashboard.',
    'تحدد كل باقة عدد الإعلانات والإعلانات المميزة التي يمكن للمعرض نشرها ومدتها. يمكنك مقارنة الباقات والاشتراك من لوحة تحكم المعرض.',
  ],
  [
    'How do offers work?',
    'كيف تعمل العروض؟',
    'Buyers can send an offer on any published car. The seller can accept or reject it; either way the buyer is notified. An accepted offer is not a sale until both sides meet.',
    'يمكن للمشتري إرسال عرض على أي سيارة منشورة. يستطيع البائع قبوله أو رفضه، ويُبلَّغ المشتري في الحالتين. العرض المقبول ليس بيعًا حتى يلتقي الطرفان.',
  ],
  [
    'Is the car inspected before I buy?',
    'هل تُفحص السيارة قبل الشراء؟',
    'Cars marked “Certified” passed our 150-point inspection. For other cars we recommend an independent inspection before paying.',
    'السيارات التي تحمل علامة «معتمدة» اجتازت فحصنا المكوّن من 150 نقطة. لباقي السيارات ننصح بفحص مستقل قبل الدفع.',
  ],
  [
    'Can I pay in instalments?',
    'هل يمكنني الدفع بالتقسيط؟',
    'Many dealers offer financing through partner banks. Ask the dealer from the car’s page; the terms are agreed between you, the dealer and the bank.',
    'يوفر كثير من المعارض التمويل عبر بنوك شريكة. تواصل مع المعرض من صفحة السيارة؛ يُتفق على الشروط بينك وبين المعرض والبنك.',
  ],
  [
    'How do I feature my ad on the home page?',
    'كيف أميّز إعلاني في الصفحة الرئيسية؟',
    'Choose “Promote” on a published listing and pick a placement. Featured ads use your package’s allowance and start once approved.',
    'اختر «ترويج» على إعلان منشور وحدد مكان الظهور. تُحتسب الإعلانات المميزة من رصيد باقتك وتبدأ بعد الموافقة.',
  ],
  [
    'How do I contact support?',
    'كيف أتواصل مع الدعم؟',
    'Use the contact form and pick a subject, or call us on the number at the bottom of every page. We answer within one working day.',
    'استخدم نموذج التواصل واختر الموضوع، أو اتصل بنا على الرقم الموجود أسفل كل صفحة. نرد خلال يوم عمل واحد.',
  ],
  [
    'Can I delete my account?',
    'هل يمكنني حذف حسابي؟',
    'Yes. Ask support to close your account; your listings are removed and your personal data is deleted as described in our privacy policy.',
    'نعم. اطلب من الدعم إغلاق حسابك؛ تُزال إعلاناتك وتُحذف بياناتك الشخصية كما هو موضح في سياسة الخصوصية.',
  ],
];

const pageContent: Record<SitePageKey, { en: string; ar: string }> = {
  about: {
    en: `<h2>About Showroom</h2>
<p>Showroom is a car marketplace for the Gulf: private sellers and dealers list new and used cars, and buyers compare, make offers and meet sellers with confidence.</p>
<h3>What we stand for</h3>
<ul><li><strong>Honest listings</strong>: every car is reviewed before it is published.</li><li><strong>Fair prices</strong>: offers are open and sellers answer them in one place.</li><li><strong>Real people</strong>: our team answers every query within one working day.</li></ul>
<p>Questions? See our <a href="/privacy-policy">privacy policy</a> or write to <a href="mailto:hello@showroom.ae">hello@showroom.ae</a>.</p>`,
    ar: `<h2 dir="rtl">عن شوروم</h2>
<p dir="rtl">شوروم سوق للسيارات في الخليج: يعرض فيه البائعون والمعارض السيارات الجديدة والمستعملة، ويقارن المشترون ويقدّمون عروضهم ويلتقون بالبائعين بثقة.</p>
<h3 dir="rtl">ما نؤمن به</h3>
<ul dir="rtl"><li><strong>إعلانات صادقة</strong>: نراجع كل سيارة قبل نشرها.</li><li><strong>أسعار عادلة</strong>: العروض واضحة ويرد عليها البائع في مكان واحد.</li><li><strong>فريق حقيقي</strong>: نرد على كل استفسار خلال يوم عمل واحد.</li></ul>
<p dir="rtl">لديك سؤال؟ اطّلع على <a href="/privacy-policy">سياسة الخصوصية</a> أو راسلنا على <a href="mailto:hello@showroom.ae">hello@showroom.ae</a>.</p>`,
  },
  'privacy-policy': {
    en: `<h2>Privacy policy</h2>
<p>This policy explains what Showroom collects, why, and the choices you have.</p>
<h3>What we collect</h3>
<ul><li>Account details: name, email address and phone number.</li><li>Listings you publish, with their photos and prices.</li><li>Messages and offers you send through Showroom.</li></ul>
<h3>How we use it</h3>
<p>We use your data to run your account, show your listings, pass offers between buyers and sellers, and keep the marketplace safe. We <em>never</em> sell personal data.</p>
<h3>Your rights</h3>
<ol><li>See the data we hold about you.</li><li>Correct it.</li><li>Ask us to delete your account and data.</li></ol>
<p>Contact <a href="mailto:privacy@showroom.ae">privacy@showroom.ae</a> for any request.</p>`,
    ar: `<h2 dir="rtl">سياسة الخصوصية</h2>
<p dir="rtl">توضح هذه السياسة ما يجمعه شوروم من بيانات، ولماذا، والخيارات المتاحة لك.</p>
<h3 dir="rtl">ما نجمعه</h3>
<ul dir="rtl"><li>بيانات الحساب: الاسم والبريد الإلكتروني ورقم الهاتف.</li><li>الإعلانات التي تنشرها مع صورها وأسعارها.</li><li>الرسائل والعروض التي ترسلها عبر شوروم.</li></ul>
<h3 dir="rtl">كيف نستخدمها</h3>
<p dir="rtl">نستخدم بياناتك لإدارة حسابك وعرض إعلاناتك وإيصال العروض بين المشترين والبائعين والحفاظ على أمان السوق. <em>لا</em> نبيع البيانات الشخصية أبدًا.</p>
<h3 dir="rtl">حقوقك</h3>
<ol dir="rtl"><li>الاطلاع على بياناتك.</li><li>تصحيحها.</li><li>طلب حذف حسابك وبياناتك.</li></ol>
<p dir="rtl">راسل <a href="mailto:privacy@showroom.ae">privacy@showroom.ae</a> لأي طلب.</p>`,
  },
  'terms-and-conditions': {
    en: `<h2>Terms and conditions</h2>
<p>By using Showroom you agree to these terms.</p>
<h3>Listings</h3>
<ul><li>You may only list cars you own or are authorised to sell.</li><li>Photos, mileage and history must be accurate.</li><li>We may reject or remove a listing that breaks these rules.</li></ul>
<h3>Offers and sales</h3>
<p>Showroom connects buyers and sellers; the sale itself is agreed between them. Inspect the car and its papers before paying.</p>
<h3>Packages</h3>
<p>Dealer packages are paid in advance for their full duration and are <strong>not refundable</strong> once ads have been published.</p>`,
    ar: `<h2 dir="rtl">الشروط والأحكام</h2>
<p dir="rtl">باستخدامك شوروم فإنك توافق على هذه الشروط.</p>
<h3 dir="rtl">الإعلانات</h3>
<ul dir="rtl"><li>لا يجوز عرض سيارة إلا إذا كنت تملكها أو مخوّلًا ببيعها.</li><li>يجب أن تكون الصور والمسافة المقطوعة والتاريخ دقيقة.</li><li>يحق لنا رفض أو إزالة أي إعلان يخالف هذه القواعد.</li></ul>
<h3 dir="rtl">العروض والبيع</h3>
<p dir="rtl">يربط شوروم بين المشترين والبائعين، ويتم الاتفاق على البيع بينهما. افحص السيارة وأوراقها قبل الدفع.</p>
<h3 dir="rtl">الباقات</h3>
<p dir="rtl">تُدفع باقات المعارض مقدمًا عن مدتها كاملة، و<strong>لا تُسترد</strong> بعد نشر الإعلانات.</p>`,
  },
};

const DEMO_YEAR_START = Date.UTC(2026, 0, 1);
const day = (n: number) => new Date(DEMO_YEAR_START + n * 86_400_000);

/**
 * Banners, FAQs, the three pages and the contact details, the same every time. The banners'
 * pictures are rendered into `storage` when it is given (their URLs say where they would be
 * on local disk otherwise).
 */
export async function seedSiteContent(
  db: Executor,
  faker: Faker,
  options: { storage?: FileStorage | undefined } = {},
) {
  const { storage } = options;
  if (storage) await writeDemoBanners(storage, demoBanners);
  const bannerUrls = demoBanners.map((banner) => {
    const key = demoBannerKey(banner);
    return storage ? storage.urlFor(key) : `/uploads/${key}`;
  });
  await db.insert(banners).values(
    bannerRows.map(([titleEn, titleAr, linkUrl, starts, ends], index) => ({
      titleEn,
      titleAr,
      imageUrl: bannerUrls[index % bannerUrls.length] ?? '',
      linkUrl,
      sortOrder: index + 1,
      // One campaign is paused, to show the active filter.
      isActive: index !== 4,
      startsAt: starts === null ? null : day(starts),
      endsAt: ends === null ? null : day(ends),
      createdAt: faker.date.between({ from: day(0), to: day(40) }),
    })),
  );

  await db.insert(faqs).values(
    faqRows.map(([questionEn, questionAr, answerEn, answerAr], index) => ({
      questionEn,
      questionAr,
      answerEn,
      answerAr,
      sortOrder: index + 1,
      isActive: index !== faqRows.length - 1,
    })),
  );

  // The page and settings rows come from a migration; the demo fills them in.
  for (const [key, content] of Object.entries(pageContent) as [
    SitePageKey,
    { en: string; ar: string },
  ][]) {
    await db
      .update(sitePages)
      .set({ contentEn: sanitizePageHtml(content.en), contentAr: sanitizePageHtml(content.ar) })
      .where(eq(sitePages.key, key));
  }

  await db
    .update(settings)
    .set({
      email: 'hello@showroom.ae',
      phone: '+97142345678',
      whatsapp: '+971501234567',
      addressEn: 'Showroom HQ, Office 1204, Sheikh Zayed Road, Dubai, United Arab Emirates',
      addressAr: 'مقر شوروم، مكتب 1204، شارع الشيخ زايد، دبي، الإمارات العربية المتحدة',
      facebookUrl: 'https://www.facebook.com/showroom.ae',
      instagramUrl: 'https://www.instagram.com/showroom.ae',
      xUrl: 'https://x.com/showroom_ae',
      youtubeUrl: 'https://www.youtube.com/@showroom-ae',
      tiktokUrl: 'https://www.tiktok.com/@showroom.ae',
      defaultCurrency: 'AED',
    })
    .where(eq(settings.id, 1));
}
