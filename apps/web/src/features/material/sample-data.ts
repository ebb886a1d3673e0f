import type { CarStatus } from '@showroom/contract';

/**
 * Bundled sample data of the template pages: nothing here is read from or sent to the API. The
 * cars' statuses, fuels, conditions and gearboxes are the marketplace's own lists.
 */
export {
  carConditions as conditions,
  carFuels as fuels,
  carStatuses,
  carTransmissions as transmissions,
} from '@showroom/contract/values';
export type { CarStatus } from '@showroom/contract';

export type SampleBrand = { name: string; country: string };

export const sampleBrands: readonly SampleBrand[] = [
  { name: 'Audi', country: 'DE' },
  { name: 'BMW', country: 'DE' },
  { name: 'Chevrolet', country: 'US' },
  { name: 'Ferrari', country: 'IT' },
  { name: 'Ford', country: 'US' },
  { name: 'Honda', country: 'JP' },
  { name: 'Hyundai', country: 'KR' },
  { name: 'Kia', country: 'KR' },
  { name: 'Land Rover', country: 'GB' },
  { name: 'Lexus', country: 'JP' },
  { name: 'Mercedes-Benz', country: 'DE' },
  { name: 'Nissan', country: 'JP' },
  { name: 'Porsche', country: 'DE' },
  { name: 'Tesla', country: 'US' },
  { name: 'Toyota', country: 'JP' },
  { name: 'Volvo', country: 'SE' },
];

export type SampleCar = {
  id: number;
  version: number;
  title: string;
  brand: string;
  year: number;
  /** Minor units of `currency`. */
  price: number;
  currency: string;
  status: CarStatus;
  color: string;
  country: string;
  isFeatured: boolean;
  createdAt: string;
};

// title, brand, year, price in dirhams, status, colour, featured
const cars: readonly [string, string, number, number, CarStatus, string, boolean][] = [
  ['Land Cruiser GXR', 'Toyota', 2023, 289_000, 'published', '#F5F5F5', true],
  ['Patrol Platinum', 'Nissan', 2024, 315_500, 'pending', '#1B1B1B', false],
  ['X5 xDrive40i', 'BMW', 2022, 238_000, 'published', '#1E3A8A', true],
  ['G 63 AMG', 'Mercedes-Benz', 2021, 612_000, 'sold', '#2F4F4F', false],
  ['Model Y Long Range', 'Tesla', 2024, 196_900, 'published', '#C0C0C0', false],
  ['Range Rover Sport', 'Land Rover', 2023, 455_000, 'pending', '#0B3D2E', true],
  ['Civic Sport', 'Honda', 2022, 79_500, 'published', '#B22222', false],
  ['Tucson Hybrid', 'Hyundai', 2024, 112_000, 'rejected', '#708090', false],
  ['Sportage GT-Line', 'Kia', 2023, 98_000, 'published', '#FFFFFF', false],
  ['LX 600', 'Lexus', 2022, 420_000, 'archived', '#000000', false],
  ['Cayenne Coupé', 'Porsche', 2023, 389_000, 'published', '#8B0000', true],
  ['Mustang GT', 'Ford', 2020, 142_000, 'sold', '#FFD700', false],
  ['Tahoe High Country', 'Chevrolet', 2024, 329_000, 'pending', '#36454F', false],
  ['Q7 55 TFSI', 'Audi', 2021, 176_000, 'published', '#4682B4', false],
  ['XC90 Recharge', 'Volvo', 2023, 268_000, 'published', '#E5E4E2', false],
  ['Roma', 'Ferrari', 2022, 985_000, 'published', '#DC143C', true],
  ['Camry Hybrid', 'Toyota', 2024, 118_500, 'pending', '#A9A9A9', false],
  ['Accord Touring', 'Honda', 2021, 86_000, 'archived', '#191970', false],
  ['EV9 GT-Line', 'Kia', 2024, 259_000, 'published', '#556B2F', false],
  ['Sunny SV', 'Nissan', 2019, 32_000, 'sold', '#FFFFFF', false],
  ['Elantra N', 'Hyundai', 2023, 128_000, 'published', '#0047AB', false],
  ['S-Class S 500', 'Mercedes-Benz', 2024, 645_000, 'pending', '#2C2C2C', true],
  ['F-150 Raptor', 'Ford', 2022, 298_000, 'rejected', '#FF8C00', false],
  ['ES 350', 'Lexus', 2020, 99_000, 'published', '#6B4226', false],
];

const countryOf = (brand: string) => sampleBrands.find((row) => row.name === brand)?.country ?? '';

export const sampleCars: readonly SampleCar[] = cars.map(
  ([title, brand, year, dirhams, status, color, isFeatured], index) => ({
    id: index + 1,
    version: 1,
    title: `${brand} ${title}`,
    brand,
    year,
    price: dirhams * 100,
    currency: 'AED',
    status,
    color,
    country: countryOf(brand),
    isFeatured,
    // One listing every 31 hours going back from a fixed day, so the sample reads the same everywhere.
    createdAt: new Date(Date.UTC(2026, 10, 20, 9, 30) - index * 31 * 3_600_000).toISOString(),
  }),
);

export const carFeatures = [
  'sunroof',
  'leather',
  'navigation',
  'sensors',
  'camera',
  'cruise',
] as const;
export type CarFeature = (typeof carFeatures)[number];

export const cities = [
  'dubai',
  'abuDhabi',
  'sharjah',
  'ajman',
  'rasAlKhaimah',
  'fujairah',
  'ummAlQuwain',
] as const;

export type SampleFaq = {
  questionEn: string;
  questionAr: string;
  answerEn: string;
  answerAr: string;
};

export const sampleFaqs: readonly SampleFaq[] = [
  {
    questionEn: 'How long does the review of a new listing take?',
    questionAr: 'كم تستغرق مراجعة الإعلان الجديد؟',
    answerEn:
      'Most listings are reviewed within one working day. The seller is told by email once the car is published or, with the reason, if it is rejected.',
    answerAr:
      'تُراجع معظم الإعلانات خلال يوم عمل واحد. ويُبلَّغ البائع بالبريد الإلكتروني عند نشر السيارة، أو بسبب الرفض إن رُفضت.',
  },
  {
    questionEn: 'Can a dealer feature more than one car?',
    questionAr: 'هل يمكن للمعرض تمييز أكثر من سيارة؟',
    answerEn:
      'Yes. Each package sets how many featured ads a dealer may run at once; the limit is shown on the subscription.',
    answerAr:
      'نعم. تحدد كل باقة عدد الإعلانات المميزة التي يمكن للمعرض تشغيلها في الوقت نفسه، ويظهر الحد في الاشتراك.',
  },
  {
    questionEn: 'What happens to offers when a car is sold?',
    questionAr: 'ماذا يحدث للعروض عند بيع السيارة؟',
    answerEn:
      'Pending offers on a sold car can no longer be accepted. Buyers see the car as sold and may look for similar ones.',
    answerAr:
      'لا يمكن قبول العروض المعلّقة على سيارة مُباعة. ويرى المشترون السيارة مُباعة ويمكنهم البحث عن سيارات مشابهة.',
  },
  {
    questionEn: 'Which photo formats can sellers upload?',
    questionAr: 'ما صيغ الصور التي يمكن للبائعين رفعها؟',
    answerEn:
      'JPEG, PNG, WebP and AVIF, up to 10 MB each and 20 photos per car. Photos are resized and their location data removed.',
    answerAr:
      'JPEG وPNG وWebP وAVIF، بحد أقصى 10 ميغابايت للصورة و20 صورة لكل سيارة. ويُعاد تحجيم الصور وتُزال منها بيانات الموقع.',
  },
];
