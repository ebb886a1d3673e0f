/** Reference data a car marketplace in the Gulf starts with. */

export const countryRows = [
  ['United Arab Emirates', 'الإمارات العربية المتحدة', 'AE'],
  ['Saudi Arabia', 'المملكة العربية السعودية', 'SA'],
  ['Qatar', 'قطر', 'QA'],
  ['Kuwait', 'الكويت', 'KW'],
  ['Bahrain', 'البحرين', 'BH'],
  ['Oman', 'عُمان', 'OM'],
  ['Egypt', 'مصر', 'EG'],
  ['Jordan', 'الأردن', 'JO'],
  ['Japan', 'اليابان', 'JP'],
  ['Germany', 'ألمانيا', 'DE'],
  ['United States', 'الولايات المتحدة', 'US'],
  ['South Korea', 'كوريا الجنوبية', 'KR'],
  ['United Kingdom', 'المملكة المتحدة', 'GB'],
  ['Italy', 'إيطاليا', 'IT'],
  ['France', 'فرنسا', 'FR'],
  ['Sweden', 'السويد', 'SE'],
  ['China', 'الصين', 'CN'],
] as const;

/** English name, Arabic name, country code. */
export const brandRows = [
  ['Toyota', 'تويوتا', 'JP'],
  ['Nissan', 'نيسان', 'JP'],
  ['Honda', 'هوندا', 'JP'],
  ['Lexus', 'لكزس', 'JP'],
  ['Mitsubishi', 'ميتسوبيشي', 'JP'],
  ['Mazda', 'مازدا', 'JP'],
  ['Infiniti', 'إنفينيتي', 'JP'],
  ['Mercedes-Benz', 'مرسيدس بنز', 'DE'],
  ['BMW', 'بي إم دبليو', 'DE'],
  ['Audi', 'أودي', 'DE'],
  ['Volkswagen', 'فولكس فاجن', 'DE'],
  ['Porsche', 'بورشه', 'DE'],
  ['Ford', 'فورد', 'US'],
  ['Chevrolet', 'شيفروليه', 'US'],
  ['GMC', 'جي إم سي', 'US'],
  ['Jeep', 'جيب', 'US'],
  ['Dodge', 'دودج', 'US'],
  ['Cadillac', 'كاديلاك', 'US'],
  ['Tesla', 'تسلا', 'US'],
  ['Hyundai', 'هيونداي', 'KR'],
  ['Kia', 'كيا', 'KR'],
  ['Genesis', 'جينيسيس', 'KR'],
  ['Land Rover', 'لاند روفر', 'GB'],
  ['Bentley', 'بنتلي', 'GB'],
  ['Rolls-Royce', 'رولز رويس', 'GB'],
  ['Ferrari', 'فيراري', 'IT'],
  ['Lamborghini', 'لامبورغيني', 'IT'],
  ['Peugeot', 'بيجو', 'FR'],
  ['Volvo', 'فولفو', 'SE'],
  ['MG', 'إم جي', 'CN'],
  ['Geely', 'جيلي', 'CN'],
  ['Changan', 'شانجان', 'CN'],
] as const;

export const categoryRows = [
  ['Sedan', 'سيدان'],
  ['SUV', 'دفع رباعي'],
  ['Hatchback', 'هاتشباك'],
  ['Coupe', 'كوبيه'],
  ['Convertible', 'مكشوفة'],
  ['Pickup', 'بيك أب'],
  ['Van', 'فان'],
  ['Crossover', 'كروس أوفر'],
  ['Wagon', 'ستيشن'],
  ['Sports car', 'رياضية'],
] as const;

export const colorRows = [
  ['White', 'أبيض', '#FFFFFF'],
  ['Black', 'أسود', '#000000'],
  ['Silver', 'فضي', '#C0C0C0'],
  ['Grey', 'رمادي', '#808080'],
  ['Red', 'أحمر', '#C62828'],
  ['Blue', 'أزرق', '#1565C0'],
  ['Green', 'أخضر', '#2E7D32'],
  ['Beige', 'بيج', '#D7C4A3'],
  ['Brown', 'بني', '#6D4C41'],
  ['Gold', 'ذهبي', '#C9A227'],
  ['Orange', 'برتقالي', '#EF6C00'],
  ['Yellow', 'أصفر', '#F9A825'],
] as const;

export const engineCapacityValues = [
  1000, 1200, 1300, 1400, 1500, 1600, 1800, 2000, 2400, 2500, 3000, 3500, 4000, 4600, 5000, 5700,
  6200,
];

export const cylinderCountValues = [3, 4, 5, 6, 8, 10, 12];
