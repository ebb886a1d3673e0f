import { i18n, type TranslationBundle } from '../../lib/i18n';

/** The dashboard's and the charts page's strings, namespace `dashboard`. */
export const dashboardTranslations: TranslationBundle = {
  namespace: 'dashboard',
  en: {
    title: 'Dashboard',
    updated: 'Figures as of {{time}}',
    refresh: 'Refresh',
    loading: 'Loading the figures',
    error: 'The figures could not be loaded.',
    retry: 'Try again',
    noData: 'Nothing to show yet',
    noStatistics: 'Your role does not include the statistics. Choose an area to work on.',
    cards: {
      users: 'Users',
      usersDetail: '{{customers}} customers · {{dealers}} dealers',
      cars: 'Cars',
      carsDetail: '{{pending}} waiting for review',
      offers: 'Offers',
      offersDetail: '{{pending}} pending',
      activeSubscriptions: 'Active subscriptions',
      activeAds: 'Active ads',
      openQueries: 'Open customer queries',
      revenue: 'Subscription revenue, last 30 days',
      revenueNone: 'No subscriptions started',
    },
    carStatus: {
      pending: 'Pending',
      published: 'Published',
      rejected: 'Rejected',
      sold: 'Sold',
      archived: 'Archived',
    },
    charts: {
      daily: 'The last 30 days',
      newUsers: 'New users',
      newCars: 'New cars',
      newOffers: 'New offers',
      dailySummary:
        'Line chart of the last 30 days: {{users}} new users, {{cars}} new cars and {{offers}} new offers in all; busiest day {{busiest}}.',
      carsByStatus: 'Cars by status',
      carsByStatusSummary: 'Doughnut chart of cars by status: {{parts}}.',
      carsByCategory: 'Cars by category',
      carsByCategorySummary: 'Bar chart of cars per category: {{parts}}.',
      topBrands: 'Top brands',
      topBrandsSummary: 'Bar chart of the brands with the most cars: {{parts}}.',
      links: 'Open the filtered list',
      none: 'none',
    },
    chartsPage: {
      title: 'Charts',
      subtitle: 'The marketplace in charts, from the live statistics',
      line: 'Daily activity',
      bar: 'Cars per category',
      pie: 'Cars by status',
      gauge: 'Published share of cars',
      gaugeSummary: 'Gauge: {{value}} of all cars are published.',
      area: 'Cars added, running total over 30 days',
      areaSummary: 'Area chart: {{total}} cars added over the last 30 days.',
    },
  },
  ar: {
    title: 'لوحة التحكم',
    updated: 'الأرقام حتى {{time}}',
    refresh: 'تحديث',
    loading: 'جارٍ تحميل الأرقام',
    error: 'تعذّر تحميل الأرقام.',
    retry: 'إعادة المحاولة',
    noData: 'لا شيء لعرضه بعد',
    noStatistics: 'دورك لا يشمل الإحصاءات. اختر قسمًا للعمل عليه.',
    cards: {
      users: 'المستخدمون',
      usersDetail: '{{customers}} عملاء · {{dealers}} تجار',
      cars: 'السيارات',
      carsDetail: '{{pending}} بانتظار المراجعة',
      offers: 'العروض',
      offersDetail: '{{pending}} قيد الانتظار',
      activeSubscriptions: 'الاشتراكات النشطة',
      activeAds: 'الإعلانات النشطة',
      openQueries: 'استفسارات العملاء المفتوحة',
      revenue: 'إيرادات الاشتراكات، آخر 30 يومًا',
      revenueNone: 'لم يبدأ أي اشتراك',
    },
    carStatus: {
      pending: 'قيد المراجعة',
      published: 'منشورة',
      rejected: 'مرفوضة',
      sold: 'مباعة',
      archived: 'مؤرشفة',
    },
    charts: {
      daily: 'آخر 30 يومًا',
      newUsers: 'مستخدمون جدد',
      newCars: 'سيارات جديدة',
      newOffers: 'عروض جديدة',
      dailySummary:
        'مخطط خطي لآخر 30 يومًا: {{users}} مستخدمين جدد و{{cars}} سيارات جديدة و{{offers}} عروض جديدة إجمالًا؛ أكثر الأيام نشاطًا {{busiest}}.',
      carsByStatus: 'السيارات حسب الحالة',
      carsByStatusSummary: 'مخطط دائري للسيارات حسب الحالة: {{parts}}.',
      carsByCategory: 'السيارات حسب الفئة',
      carsByCategorySummary: 'مخطط أعمدة لعدد السيارات في كل فئة: {{parts}}.',
      topBrands: 'أكثر العلامات التجارية',
      topBrandsSummary: 'مخطط أعمدة للعلامات التجارية الأكثر سيارات: {{parts}}.',
      links: 'فتح القائمة المصفّاة',
      none: 'لا شيء',
    },
    chartsPage: {
      title: 'المخططات',
      subtitle: 'السوق في مخططات، من الإحصاءات الحية',
      line: 'النشاط اليومي',
      bar: 'السيارات في كل فئة',
      pie: 'السيارات حسب الحالة',
      gauge: 'نسبة السيارات المنشورة',
      gaugeSummary: 'مقياس: {{value}} من كل السيارات منشورة.',
      area: 'السيارات المضافة، مجموع تراكمي خلال 30 يومًا',
      areaSummary: 'مخطط مساحي: أُضيفت {{total}} سيارة خلال آخر 30 يومًا.',
    },
  },
};

/**
 * Adds the namespace when the page's code loads (the app's i18n set-up knows only the
 * shell's bundles); safe to call more than once.
 */
export function registerDashboardTranslations() {
  const { namespace, en, ar } = dashboardTranslations;
  const add = () => {
    if (!i18n.hasResourceBundle('en', namespace)) {
      i18n.addResourceBundle('en', namespace, en, true, true);
      i18n.addResourceBundle('ar', namespace, ar, true, true);
    }
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}

registerDashboardTranslations();
