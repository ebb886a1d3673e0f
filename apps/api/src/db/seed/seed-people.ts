import { en, base, Faker } from '@faker-js/faker';
import type { Level, PermissionMatrix } from '@showroom/contract';
import { count } from 'drizzle-orm';
import type { Executor } from '../client';
import {
  contactSubjects,
  customerQueries,
  customerQueryReplies,
  notifications,
  roles,
  users,
} from '../schema';
import { activeAccounts } from '../queries';

const SEED = 20261122;

/** Custom roles a marketplace team typically sets up beside the four system ones. */
const customRoles: {
  name: string;
  description: string;
  level: Level;
  permissions: PermissionMatrix;
}[] = [
  {
    name: 'Content Manager',
    description: 'Banners, FAQs, pages and notifications to app users',
    level: 'EDITOR',
    permissions: {
      banners: ['read', 'create', 'update', 'delete'],
      faqs: ['read', 'create', 'update', 'delete'],
      pages: ['read', 'update'],
      notifications: ['read', 'create', 'update', 'delete'],
      statistics: ['read'],
    },
  },
  {
    name: 'Support Agent',
    description: 'Answers customer queries',
    level: 'EDITOR',
    permissions: { queries: ['read', 'update'], subjects: ['read'], users: ['read'] },
  },
  {
    name: 'Sales Manager',
    description: 'Listings, offers, ads, packages and subscriptions',
    level: 'ADMIN',
    permissions: {
      cars: ['read', 'create', 'update', 'delete'],
      offers: ['read', 'update'],
      ads: ['read', 'create', 'update', 'delete'],
      packages: ['read', 'create', 'update'],
      subscriptions: ['read', 'update'],
      users: ['read'],
      statistics: ['read'],
    },
  },
  {
    name: 'Auditor',
    description: 'Reads the audit log and the statistics, changes nothing',
    level: 'GUEST',
    permissions: { audit: ['read'], statistics: ['read'] },
  },
];

const customStaff = [
  { name: 'Rana Aziz', username: 'rana', email: 'content@showroom.local', role: 'Content Manager' },
  {
    name: 'Karim Fares',
    username: 'karim',
    email: 'support@showroom.local',
    role: 'Support Agent',
  },
  {
    name: 'Dina Yousef',
    username: 'dina',
    email: 'support2@showroom.local',
    role: 'Support Agent',
  },
  {
    name: 'Tariq Mansour',
    username: 'tariq',
    email: 'sales@showroom.local',
    role: 'Sales Manager',
  },
  { name: 'Noura Salem', username: 'noura', email: 'auditor@showroom.local', role: 'Auditor' },
] as const;

const subjectRows = [
  ['Buying a car', 'شراء سيارة', true],
  ['Selling my car', 'بيع سيارتي', true],
  ['Financing and insurance', 'التمويل والتأمين', true],
  ['Dealer accounts and packs', 'حسابات المعارض والباقات', true],
  ['Technical problem', 'مشكلة تقنية', true],
  ['Ramadan campaign 2026', 'حملة رمضان 2026', false],
] as const;

const questions = [
  'Is the {car} in the listing still available? I can come this weekend.',
  'Can I get financing for the {car} over 48 months?',
  'My ad for a {car} was rejected and I do not understand why.',
  'How do I upgrade my dealer pack to list more cars?',
  'The photos of my {car} do not upload from my phone.',
  'Is the price of the {car} negotiable? Does it have a service history?',
  'I want to report a listing of a {car} that looks like a scam.',
  'Can you inspect a {car} before I buy it?',
];
const answers = [
  'Thank you for reaching out. The seller confirmed the car is available; we shared your number with them.',
  'Our finance partners offer up to 60 months. An advisor will call you within one working day.',
  'The ad needed clearer photos of the odometer. Please upload them and it will be reviewed again.',
  'You can upgrade from Subscriptions in your dealer account; the new limit applies at once.',
  'We fixed an issue with large photos today. Please try again and tell us if it still fails.',
];
const cars = [
  'Toyota Land Cruiser',
  'Nissan Patrol',
  'Lexus LX 600',
  'Kia Sportage',
  'BMW X5',
  'Hyundai Tucson',
];

/**
 * Demo roles, staff on them, contact-us subjects and queries in every status, and general
 * notifications sent, scheduled and drafted. Deterministic: same rows every run.
 */
export async function seedPeople(db: Executor, options: { staffPasswordHash: string }) {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(SEED);

  const insertedRoles = await db
    .insert(roles)
    .values(customRoles)
    .returning({ id: roles.id, name: roles.name });
  const roleId = new Map(insertedRoles.map((r) => [r.name, r.id]));

  const staff = await db
    .insert(users)
    .values(
      customStaff.map((s, i) => ({
        name: s.name,
        username: s.username,
        email: s.email,
        phone: `+97150${String(3_000_000 + i * 104_729).slice(0, 7)}`,
        passwordHash: options.staffPasswordHash,
        roleId: roleId.get(s.role) ?? null,
        kind: 'staff' as const,
        createdAt: new Date(Date.UTC(2026, 1, 1 + i * 9)),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const agents = staff.filter((s) => s.email.startsWith('support')).map((s) => s.id);
  const author = staff.find((s) => s.email.startsWith('content'))?.id ?? null;

  const subjects = await db
    .insert(contactSubjects)
    .values(
      subjectRows.map(([nameEn, nameAr, isActive], i) => ({
        nameEn,
        nameAr,
        isActive,
        sortOrder: i,
      })),
    )
    .returning({ id: contactSubjects.id, isActive: contactSubjects.isActive });
  const activeSubjects = subjects.filter((s) => s.isActive).map((s) => s.id);

  const subjectFor = (i: number) => {
    const id = activeSubjects[i % activeSubjects.length];
    if (id === undefined) throw new Error('the demo needs an active subject');
    return id;
  };
  const statuses = ['new', 'in_progress', 'resolved'] as const;
  const queries = await db
    .insert(customerQueries)
    .values(
      Array.from({ length: 45 }, (_, i) => {
        const status = statuses[i % 3] ?? 'new';
        const firstName = faker.person.firstName();
        const lastName = faker.person.lastName();
        const createdAt = faker.date.between({
          from: '2026-08-01T00:00:00Z',
          to: '2026-11-15T00:00:00Z',
        });
        const answered = status === 'resolved' || (status === 'in_progress' && i % 2 === 0);
        return {
          subjectId: subjectFor(i),
          name: `${firstName} ${lastName}`,
          email: faker.internet
            .email({ firstName, lastName, provider: 'example.com' })
            .toLowerCase(),
          phone: i % 4 === 0 ? null : `+9665${String(40_000_000 + i * 15_485).slice(0, 8)}`,
          message: faker.helpers
            .arrayElement(questions)
            .replace('{car}', faker.helpers.arrayElement(cars)),
          status,
          reply: answered ? faker.helpers.arrayElement(answers) : null,
          repliedAt: answered ? new Date(createdAt.getTime() + (2 + (i % 20)) * 3_600_000) : null,
          repliedBy: answered ? (agents[i % agents.length] ?? null) : null,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({
      queryId: customerQueries.id,
      text: customerQueries.reply,
      sentBy: customerQueries.repliedBy,
      sentAt: customerQueries.repliedAt,
    });
  // An answered query keeps its reply among its replies, as one answered through the API does.
  const replies = queries.flatMap(({ queryId, text, sentBy, sentAt }) =>
    text !== null && sentAt !== null ? [{ queryId, text, sentBy, sentAt, createdAt: sentAt }] : [],
  );
  if (replies.length > 0) await db.insert(customerQueryReplies).values(replies);

  // Sent ones record how many active marketplace users they reached when they went out.
  const reach = async (kinds: ('customer' | 'dealer')[]) => {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(activeAccounts(...kinds));
    return row?.n ?? 0;
  };
  const recipients = {
    all: await reach(['customer', 'dealer']),
    customers: await reach(['customer']),
    dealers: await reach(['dealer']),
  };
  const notices = [
    [
      'Welcome to Showroom',
      'مرحباً بك في شوروم',
      'Find your next car among thousands of listings.',
      'ابحث عن سيارتك القادمة بين آلاف الإعلانات.',
      'all',
      '2026-03-01T08:00:00Z',
      true,
    ],
    [
      'Ramadan Kareem',
      'رمضان كريم',
      'Special dealer offers all month long.',
      'عروض خاصة من المعارض طوال الشهر.',
      'all',
      '2026-02-18T17:00:00Z',
      true,
    ],
    [
      'New dealer packs',
      'باقات جديدة للمعارض',
      'List up to 200 cars with the Gold pack.',
      'أعلن عن ما يصل إلى 200 سيارة مع الباقة الذهبية.',
      'dealers',
      '2026-05-10T07:30:00Z',
      true,
    ],
    [
      'Sell your car faster',
      'بع سيارتك أسرع',
      'Featured ads now appear at the top of every search.',
      'الإعلانات المميزة تظهر الآن أعلى كل بحث.',
      'customers',
      '2026-07-04T09:00:00Z',
      true,
    ],
    [
      'Eid Al-Adha offers',
      'عروض عيد الأضحى',
      'Zero-interest finance on selected SUVs.',
      'تمويل بدون فوائد على سيارات دفع رباعي مختارة.',
      'all',
      '2026-05-26T06:00:00Z',
      true,
    ],
    [
      'Safety recall notice',
      'إشعار استدعاء للسلامة',
      'Check whether your car is part of the latest recall.',
      'تحقق مما إذا كانت سيارتك ضمن الاستدعاء الأخير.',
      'customers',
      '2026-09-15T10:00:00Z',
      true,
    ],
    [
      'National Day sale',
      'تخفيضات اليوم الوطني',
      'Discounts from our partner dealers this week.',
      'خصومات من المعارض الشريكة هذا الأسبوع.',
      'all',
      '2026-12-01T08:00:00Z',
      false,
    ],
    [
      'Year-end clearance',
      'تصفية نهاية العام',
      'Dealers clear 2026 stock at their best prices.',
      'المعارض تصفي مخزون 2026 بأفضل الأسعار.',
      'all',
      '2026-12-20T08:00:00Z',
      false,
    ],
    [
      'Renew your pack',
      'جدد باقتك',
      'Renew before January and get a free featured ad.',
      'جدد قبل يناير واحصل على إعلان مميز مجاناً.',
      'dealers',
      '2026-12-28T07:00:00Z',
      false,
    ],
  ] as const;
  await db.insert(notifications).values([
    ...notices.map(([titleEn, titleAr, bodyEn, bodyAr, audience, at, sent]) => ({
      titleEn,
      titleAr,
      bodyEn,
      bodyAr,
      audience,
      scheduledAt: new Date(at),
      sentAt: sent ? new Date(at) : null,
      recipientsCount: sent ? recipients[audience] : null,
      createdBy: author,
      // Written a few days before going out; the scheduled ones a little before the demo's "now".
      createdAt: sent
        ? new Date(new Date(at).getTime() - 3 * 86_400_000)
        : new Date('2026-11-12T09:00:00Z'),
    })),
    {
      titleEn: 'Spring service check',
      bodyEn: 'Book a free 20-point check at partner garages.',
      audience: 'customers' as const,
      createdBy: author,
      createdAt: new Date('2026-11-10T12:00:00Z'),
    },
  ]);
}
