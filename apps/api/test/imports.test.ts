import { createWriteStream } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Car, ImportFile, ImportJob } from '@showroom/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { auditLog, brands, cars, countries, faqs, importJobs, users } from '../src/db/schema';
import { removeOldImportJobsJob } from '../src/jobs/remove-old-import-jobs';
import { csvRows } from '../src/modules/imports/import-files';
import { runJobOnce } from '../src/jobs/runner';
import { multipart } from './fuzz/multipart';
import {
  ADMIN_EMAIL,
  createTestApp,
  dataOf,
  JWT_SECRET,
  secondProcess,
  type TestApp,
} from './helpers';
import { insertMarketplaceFixtures } from './marketplace-fixtures';

let t: TestApp;
let f: Awaited<ReturnType<typeof insertMarketplaceFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertMarketplaceFixtures(t);
});
afterAll(async () => t.close());

const BOUNDARY = 'showroomimportboundary';
const BOM = '\uFEFF';

/** Sends a CSV file to `POST /imports/<resource>/file`. */
function sendFile(resource: string, csv: string | Buffer, language = 'en') {
  return t.as('SA', {
    method: 'POST',
    url: `/api/v1/imports/${resource}/file`,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'accept-language': language,
    },
    payload: multipart(
      [{ name: 'file', filename: `${resource}.csv`, type: 'text/csv', data: csv }],
      BOUNDARY,
    ),
  });
}

/** Polls a job until it is no longer running. */
async function finished(id: string, language = 'en'): Promise<ImportJob> {
  for (;;) {
    const job = dataOf<ImportJob>(
      await t.as('SA', {
        method: 'GET',
        url: `/api/v1/imports/jobs/${id}`,
        headers: { 'accept-language': language },
      }),
    );
    if (job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The form `POST /imports/<resource>/jobs` takes: its fields, then the file. */
function jobForm(csv: string | Buffer, columns: (string | null)[], commit: boolean | string) {
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(
      [
        { name: 'columns', data: JSON.stringify(columns) },
        { name: 'commit', data: String(commit) },
        { name: 'file', filename: 'import.csv', type: 'text/csv', data: csv },
      ],
      BOUNDARY,
    ),
  };
}

/** Sends a file again with its mapping, to check or import it. */
function startJob(
  resource: string,
  csv: string | Buffer,
  columns: (string | null)[],
  commit: boolean,
) {
  return t.as('SA', {
    method: 'POST',
    url: `/api/v1/imports/${resource}/jobs`,
    ...jobForm(csv, columns, commit),
  });
}

/** Sends a file, maps its columns and runs a check or an import to its end. */
async function importFile(
  resource: string,
  csv: string | Buffer,
  columns: (string | null)[],
  options: { commit: boolean; language?: string },
) {
  const file = dataOf<ImportFile>(await sendFile(resource, csv));
  const job = dataOf<ImportJob>(await startJob(resource, csv, columns, options.commit));
  return { file, job: await finished(job.id, options.language) };
}

/** Checks a file, then imports it. */
async function checkThenImport(resource: string, csv: string | Buffer, columns: (string | null)[]) {
  const file = dataOf<ImportFile>(await sendFile(resource, csv));
  const check = await finished(dataOf<ImportJob>(await startJob(resource, csv, columns, false)).id);
  const done = await finished(dataOf<ImportJob>(await startJob(resource, csv, columns, true)).id);
  return { file, check, done };
}

const fieldErrorsOf = (response: LightMyRequestResponse) =>
  response.json<{ details: { fieldErrors: Record<string, string[]> } }>().details.fieldErrors;

describe('a file sent to import', () => {
  it('is read with a BOM, semicolons and quoted newlines, and answers its header, first rows and fields', async () => {
    const csv = `${BOM}Question (English);Question (Arabic);Answer (English);Active\r\n"How do I sell; fast?";"كيف أبيع؟";"List it.\r\nThen wait, ""patiently""";true\r\n`;
    const file = dataOf<ImportFile>(await sendFile('faqs', csv));
    expect(file).toMatchObject({
      delimiter: ';',
      headers: ['Question (English)', 'Question (Arabic)', 'Answer (English)', 'Active'],
      preview: [
        ['How do I sell; fast?', 'كيف أبيع؟', 'List it.\r\nThen wait, "patiently"', 'true'],
      ],
      key: 'id',
    });
    expect(file.targets.map((target) => target.key)).toEqual(
      expect.arrayContaining(['id', 'questionEn', 'questionAr', 'answerEn', 'isActive']),
    );
  });

  it('takes off the apostrophe an export puts before a cell a spreadsheet would run', async () => {
    // As the web app's export writes "-Where to?" and "'=Not a formula" (guardFormula).
    const csv = `questionEn,answerEn\n"'-Where to?","'+971 500 000 001"\n"''=Not a formula",'As typed\n`;
    const { done } = await checkThenImport('faqs', csv, ['questionEn', 'answerEn']);
    expect(done).toMatchObject({ state: 'done', problems: [] });
    const stored = await t.database.db
      .select({ questionEn: faqs.questionEn, answerEn: faqs.answerEn })
      .from(faqs)
      .where(sql`${faqs.questionEn} in ('-Where to?', '''=Not a formula')`)
      .orderBy(faqs.id);
    expect(stored).toEqual([
      { questionEn: '-Where to?', answerEn: '+971 500 000 001' },
      { questionEn: "'=Not a formula", answerEn: "'As typed" },
    ]);
  });

  it('writes the rows, their quoted newlines kept, each with its audit entry', async () => {
    const csv = `${BOM}questionEn;questionAr;answerEn;isActive\n"How do I sell; fast?";"كيف أبيع؟";"List it.\nThen wait, ""patiently""";false\n`;
    const { check, done } = await checkThenImport('faqs', csv, [
      'questionEn',
      'questionAr',
      'answerEn',
      'isActive',
    ]);
    expect(check.counts).toEqual({ rows: 1, create: 1, update: 0, unchanged: 0, refused: 0 });
    expect(done).toMatchObject({ state: 'done', progress: 1, problems: [] });
    expect(done.counts).toEqual({ rows: 1, create: 1, update: 0, unchanged: 0, refused: 0 });
    const [faq] = await t.database.db
      .select()
      .from(faqs)
      .where(eq(faqs.questionEn, 'How do I sell; fast?'));
    expect(faq).toMatchObject({
      answerEn: 'List it.\nThen wait, "patiently"',
      questionAr: 'كيف أبيع؟',
      isActive: false,
    });
    const [audit] = await t.database.db
      .select({ value: count() })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'faqs'), eq(auditLog.recordId, faq!.id)));
    expect(audit?.value).toBe(1);
  });

  it('refuses a file with no header row, no file, and a mapping that does not fit', async () => {
    expect(fieldErrorsOf(await sendFile('brands', `${BOM}\r\n\r\n`))).toEqual({
      file: ['The file is empty: its first line must name the columns'],
    });
    const noFile = await t.as('SA', {
      method: 'POST',
      url: '/api/v1/imports/brands/file',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart([{ name: 'other', data: 'x' }], BOUNDARY),
    });
    expect(fieldErrorsOf(noFile)).toEqual({ file: ['Attach the CSV file in the field "file"'] });

    const csv = 'a,b\n1,2\n';
    expect(fieldErrorsOf(await startJob('brands', csv, ['nameEn'], false))).toEqual({
      columns: ['The file has 2 columns; the mapping names 1'],
    });
    expect(fieldErrorsOf(await startJob('brands', csv, ['nameEn', 'price'], false))).toEqual({
      'columns.1': ['A column cannot fill "price" here'],
    });
    expect(fieldErrorsOf(await startJob('brands', csv, ['nameEn', 'nameEn'], false))).toEqual({
      'columns.1': ['Two columns fill "nameEn"'],
    });
  });

  it('refuses a file of more columns than an import takes, saying how many it takes', async () => {
    const csv = `${Array.from({ length: 2000 }, (_, n) => `c${n}`).join(',')}\n`;
    const refused = await sendFile('brands', csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'The file has 2000 columns; an import takes at most 200',
      details: {
        fieldErrors: { file: ['The file has 2000 columns; an import takes at most 200'] },
      },
    });
    expect(fieldErrorsOf(await sendFile('brands', csv, 'ar')).file).toEqual([
      'في الملف 2000 من الأعمدة، والاستيراد يقبل 200 عمودًا على الأكثر',
    ]);
  });

  it('refuses a file that is not CSV text up front, on its head and its job, leaving nothing behind', async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#1976d2' },
    })
      .png()
      .toBuffer();
    // A workbook is a zip archive: its header row would hold NULs.
    const workbook = Buffer.concat([
      Buffer.from('504b0304140006000800000021', 'hex'),
      Buffer.from('[Content_Types].xml'),
    ]);
    // A spreadsheet saved in a legacy code page (Windows-1252), not UTF-8.
    const codePage = Buffer.from('nameEn,nameAr\nCitroën,\n', 'latin1');
    const notText = 'This file is not a CSV text file: save it as CSV (UTF-8) and send it again';
    // Files other jobs of this test file still hold are theirs.
    const importFiles = () => readdir(path.join(t.dataDir, 'imports')).catch(() => []);
    const before = new Set(await importFiles());
    for (const file of [png, workbook, codePage]) {
      const head = await sendFile('brands', file);
      expect(head.statusCode).toBe(415);
      expect(head.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: notText,
        details: { fieldErrors: { file: [notText] } },
      });
      const job = await startJob('brands', file, ['nameEn', 'nameAr'], true);
      expect(job.statusCode).toBe(415);
      expect(fieldErrorsOf(job)).toEqual({ file: [notText] });
    }
    expect(fieldErrorsOf(await sendFile('brands', png, 'ar'))).toEqual({
      file: ['هذا الملف ليس ملف CSV نصيًا: احفظه بصيغة CSV (UTF-8) ثم أرسله مرة أخرى'],
    });
    expect((await importFiles()).filter((name) => !before.has(name))).toEqual([]);
    const [brand] = await t.database.db
      .select({ value: count() })
      .from(brands)
      .where(sql`${brands.nameEn} like 'Citro%'`);
    expect(brand?.value).toBe(0);
  });

  it('refuses a job whose fields are malformed, naming them, and one with no file', async () => {
    const send = (form: ReturnType<typeof jobForm>) =>
      t.as('SA', { method: 'POST', url: '/api/v1/imports/brands/jobs', ...form });
    const notJson = jobForm('nameEn\nA\n', ['nameEn'], 'yes');
    notJson.payload = multipart(
      [
        { name: 'columns', data: 'nameEn' },
        { name: 'commit', data: 'yes' },
        { name: 'file', filename: 'b.csv', data: 'nameEn\nA\n' },
      ],
      BOUNDARY,
    );
    const refused = await send(notJson);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsOf(refused)).sort()).toEqual(['columns', 'commit']);
    const noFile = await send({
      ...notJson,
      payload: multipart(
        [
          { name: 'columns', data: '["nameEn"]' },
          { name: 'commit', data: 'false' },
        ],
        BOUNDARY,
      ),
    });
    expect(fieldErrorsOf(noFile)).toEqual({ file: ['Attach the CSV file in the field "file"'] });
  });

  it('is not taken from someone who may not create and change the records', async () => {
    const response = await t.as('GUEST', {
      method: 'POST',
      url: '/api/v1/imports/brands/file',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart([{ name: 'file', filename: 'b.csv', data: 'nameEn\nA\n' }], BOUNDARY),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('matching rows to records', () => {
  it('changes a brand found by its English name whatever its case, creates the others, and leaves unchanged rows alone', async () => {
    const before = await t.database.db.select().from(brands).where(eq(brands.id, f.bmw.id));
    const csv = [
      'Name (English),Name (Arabic),Country,Sort order',
      'toyota,تويوتا,Germany,7',
      'BMW,بي إم دبليو,ألمانيا,0',
      'Lexus,لكزس,Japan,3',
    ].join('\r\n');
    const { check, done } = await checkThenImport('brands', csv, [
      'nameEn',
      'nameAr',
      'countryId:name',
      'sortOrder',
    ]);
    expect(check.counts).toEqual({ rows: 3, create: 1, update: 1, unchanged: 1, refused: 0 });
    expect(done.counts).toEqual(check.counts);
    const stored = await t.database.db.select().from(brands);
    expect(stored.find((brand) => brand.id === f.toyota.id)).toMatchObject({
      nameEn: 'toyota',
      countryId: f.germany.id,
      sortOrder: 7,
      version: 2,
    });
    expect(stored.find((brand) => brand.id === f.bmw.id)?.version).toBe(before[0]!.version);
    expect(stored.find((brand) => brand.nameEn === 'Lexus')).toMatchObject({
      nameAr: 'لكزس',
      countryId: f.japan.id,
      sortOrder: 3,
    });
  });
});

/** The cars file as the list's CSV export writes it (apps/web/src/lib/resource/csv-export.ts). */
const exportHeader =
  'ID,Title,Brand,Brand ID,Category,Category ID,Color,Color ID,Country of origin,Country of origin ID,Year,Price,Price currency,Status,Seller,Seller ID,Listed';
const exportColumns = [
  'id',
  'title',
  'brandId:name',
  'brandId',
  'categoryId:name',
  'categoryId',
  'colorId:name',
  'colorId',
  'countryId:name',
  'countryId',
  'year',
  'price',
  'currency',
  'status',
  null,
  'userId',
  null,
];
const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

describe('the CSV export imported back', () => {
  it('changes nothing: every row is matched by its id and found unchanged', async () => {
    const created: Car[] = [];
    for (const [title, price, currency] of [
      ['Camry, "the family one"', 7_750_000, 'AED'],
      ['X5', 12_500, 'KWD'],
    ] as const) {
      created.push(
        dataOf<Car>(
          await t.as('SA', {
            method: 'POST',
            url: '/api/v1/cars',
            payload: {
              title,
              brandId: f.toyota.id,
              model: 'Model',
              categoryId: f.suv.id,
              colorId: f.white.id,
              countryId: f.japan.id,
              year: 2021,
              price,
              currency,
              transmission: 'automatic',
              fuel: 'petrol',
              userId: f.dealer.id,
              status: 'published',
            },
          }),
        ),
      );
    }
    const lines = created.map((car) =>
      [
        car.id,
        quoted(car.title),
        'Toyota',
        f.toyota.id,
        'SUV',
        f.suv.id,
        'White',
        f.white.id,
        'Japan',
        f.japan.id,
        car.year,
        car.currency === 'KWD' ? (car.price / 1000).toFixed(3) : (car.price / 100).toFixed(2),
        car.currency,
        car.status,
        quoted(f.dealer.name),
        f.dealer.id,
        car.createdAt,
      ].join(','),
    );
    const csv = `${BOM}${[exportHeader, ...lines].join('\r\n')}`;
    const { check, done } = await checkThenImport('cars', csv, exportColumns);
    expect(check.counts).toEqual({ rows: 2, create: 0, update: 0, unchanged: 2, refused: 0 });
    expect(done.counts).toEqual(check.counts);
    for (const car of created) {
      const [stored] = await t.database.db.select().from(cars).where(eq(cars.id, car.id));
      expect(stored).toMatchObject({ version: 1, price: car.price, title: car.title });
    }

    // A status the file would change is refused on its row and column, not passed over: a
    // car's status moves have their own route. The car keeps its status and its version.
    const [first] = created;
    const archived = lines[0]?.replace(',published,', ',archived,') ?? '';
    const moved = await checkThenImport(
      'cars',
      `${BOM}${exportHeader}\r\n${archived}`,
      exportColumns,
    );
    expect(moved.check.counts).toEqual({ rows: 1, create: 0, update: 0, unchanged: 0, refused: 1 });
    expect(moved.check.problems).toEqual([
      {
        row: 2,
        field: 'status',
        message: 'A file sets this only on a new record; change it on the record itself',
      },
    ]);
    expect(moved.done.counts).toEqual(moved.check.counts);
    const [kept] = await t.database.db
      .select()
      .from(cars)
      .where(eq(cars.id, first?.id ?? 0));
    expect(kept).toMatchObject({ status: 'published', version: 1 });
  });
});

const sellerMember = 'The seller must be an active customer or dealer';
const carHeader = 'id,title,brand,model,category,year,price,currency,transmission,fuel,seller';
const carColumns = [
  'id',
  'title',
  'brandId:name',
  'model',
  'categoryId:name',
  'year',
  'price',
  'currency',
  'transmission',
  'fuel',
  'userId:email',
];

describe('refused rows', () => {
  it('names the row, the field and the reason of each, and writes the others', async () => {
    const csv = [
      carHeader,
      ',Good one,toyota,Corolla,sedan,2020,50000.50,AED,manual,petrol,DANA@example.com',
      ',Unknown brand,Trabant,P601,Sedan,1990,100,AED,manual,petrol,dana@example.com',
      ',Unknown seller,Toyota,Yaris,Sedan,2019,100,AED,manual,petrol,nobody@example.com',
      ',Too old,Toyota,Crown,Sedan,1900,100.123,AED,hover,petrol,dana@example.com',
      '999999,Missing car,Toyota,Yaris,Sedan,2019,100,AED,manual,petrol,dana@example.com',
      ',,Toyota,,Sedan,2019,100,AED,manual,petrol,dana@example.com',
      ',Blocked seller,Toyota,Yaris,Sedan,2019,100,AED,manual,petrol,boris@example.com',
      ',Trashed brand,Saab,900,Sedan,1995,100,AED,manual,petrol,dana@example.com',
      'abc,Bad id,Toyota,Yaris,Sedan,2019,100,AED,manual,petrol,dana@example.com',
      ',Negative price,Toyota,Yaris,Sedan,2019,-5,AED,manual,petrol,dana@example.com',
    ].join('\n');
    const { check, done } = await checkThenImport('cars', csv, carColumns);
    expect(check.counts).toEqual({ rows: 10, create: 1, update: 0, unchanged: 0, refused: 9 });
    expect(check.problems).toEqual([
      { row: 3, field: 'brandId', message: 'Nothing is named "Trabant"' },
      { row: 4, field: 'userId', message: 'No account has the email "nobody@example.com"' },
      { row: 5, field: 'year', message: 'Must be 1950 or later' },
      { row: 5, field: 'price', message: expect.any(String) },
      { row: 5, field: 'transmission', message: 'Must be one of: automatic, manual' },
      { row: 6, field: 'id', message: 'Car not found' },
      { row: 7, field: 'title', message: 'Required' },
      { row: 7, field: 'model', message: 'Required' },
      { row: 9, field: 'brandId', message: 'Nothing is named "Saab"' },
      { row: 10, field: 'id', message: expect.any(String) },
      { row: 11, field: 'price', message: 'Must be 0 or more' },
      // A blocked seller is a rule of the write itself, which the check runs too.
      { row: 8, field: 'userId', message: sellerMember },
    ]);
    expect(done.counts).toEqual(check.counts);
    expect(done.problems).toEqual(check.problems);
    const [good] = await t.database.db.select().from(cars).where(eq(cars.title, 'Good one'));
    expect(good).toMatchObject({
      brandId: f.toyota.id,
      categoryId: f.sedan.id,
      userId: f.dealer.id,
      price: 5_000_050,
    });
  });

  it('refuses in its check, as the import does, a car whose seller is no active customer or dealer', async () => {
    const [kept] = await t.database.db
      .insert(cars)
      .values({
        title: 'Kept seller',
        brandId: f.toyota.id,
        model: 'Yaris',
        categoryId: f.sedan.id,
        year: 2019,
        price: 10_000,
        currency: 'AED',
        transmission: 'manual',
        fuel: 'petrol',
        userId: f.dealer.id,
      })
      .returning();
    const [admin] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, ADMIN_EMAIL));
    // Sellers by ID: one no account has, a staff member's; by email: a staff member's, for a
    // new car and for one the file changes.
    const header =
      'id,title,brand,model,category,year,price,currency,transmission,fuel,seller id,seller';
    const columns = [...carColumns.slice(0, -1), 'userId', 'userId:email'];
    const car = (id: string, title: string, sellerId: string, email: string) =>
      `${id},${title},Toyota,Yaris,Sedan,2019,100,AED,manual,petrol,${sellerId},${email}`;
    const csv = [
      header,
      car('', 'Good seller', '', 'dana@example.com'),
      car('', 'No such seller', '999999', ''),
      car('', 'Staff seller', '', ADMIN_EMAIL),
      car(String(kept!.id), 'Kept seller', '', ADMIN_EMAIL),
      car('', 'Staff seller by id', String(admin!.id), ''),
    ].join('\n');
    const { check, done } = await checkThenImport('cars', csv, columns);
    expect(check.counts).toEqual({ rows: 5, create: 1, update: 0, unchanged: 0, refused: 4 });
    expect(check.problems).toEqual(
      [3, 4, 5, 6].map((row) => ({ row, field: 'userId', message: sellerMember })),
    );
    expect(done.counts).toEqual(check.counts);
    expect(done.problems).toEqual(check.problems);
    const written = await t.database.db
      .select({ title: cars.title, userId: cars.userId })
      .from(cars)
      .where(
        sql`${cars.title} in ('Good seller', 'No such seller', 'Staff seller', 'Kept seller', 'Staff seller by id')`,
      );
    expect(written).toEqual(
      expect.arrayContaining([
        { title: 'Good seller', userId: f.dealer.id },
        { title: 'Kept seller', userId: f.dealer.id },
      ]),
    );
    expect(written).toHaveLength(2);
  });

  it('refuses in its check a brand whose country is in the trash, as the import does', async () => {
    const [gone] = await t.database.db
      .insert(countries)
      .values({ nameEn: 'Gone Land', code: 'GL', deletedAt: new Date() })
      .returning();
    const { check, done } = await checkThenImport(
      'brands',
      `nameEn,countryId\nGone Motors,${gone!.id}\nKept Motors,${f.japan.id}\n`,
      ['nameEn', 'countryId'],
    );
    expect(check.counts).toEqual({ rows: 2, create: 1, update: 0, unchanged: 0, refused: 1 });
    expect(check.problems).toEqual([
      { row: 2, field: 'countryId', message: expect.stringMatching(/country/i) },
    ]);
    expect(done.counts).toEqual(check.counts);
    expect(done.problems).toEqual(check.problems);
  });

  it('refuses in its check, as the import does, an English name another country has or an earlier row took', async () => {
    await t.database.db.insert(countries).values([
      { nameEn: 'Narnia', code: 'NA' },
      { nameEn: 'Oz', code: 'OM' },
      { nameEn: 'Ruritania', code: 'RU' },
    ]);
    const csv = [
      'code,nameEn',
      // Japan's name, whatever its case.
      'FR,japan',
      // A country renamed to its own name in another case.
      'NA,narnia',
      'IT,Atlantis',
      // The name the row before took, whatever its case.
      'ES,atlantis',
      // A name given up by a row before, and taken again by one after.
      'OM,Lilliput',
      'PT,Oz',
      'RU,Oz',
    ].join('\n');
    const { check, done } = await checkThenImport('countries', csv, ['code', 'nameEn']);
    expect(check.counts).toEqual({ rows: 7, create: 2, update: 2, unchanged: 0, refused: 3 });
    expect(check.problems).toEqual(
      [2, 5, 8].map((row) => ({
        row,
        field: 'nameEn',
        message: 'A country with this English name already exists',
      })),
    );
    expect(done.counts).toEqual(check.counts);
    expect(done.problems).toEqual(check.problems);
    const stored = await t.database.db
      .select({ code: countries.code, nameEn: countries.nameEn })
      .from(countries)
      .where(sql`${countries.code} in ('FR', 'NA', 'IT', 'ES', 'OM', 'PT', 'RU')`)
      .orderBy(countries.code);
    expect(stored).toEqual([
      { code: 'IT', nameEn: 'Atlantis' },
      { code: 'NA', nameEn: 'narnia' },
      { code: 'OM', nameEn: 'Lilliput' },
      { code: 'PT', nameEn: 'Oz' },
      { code: 'RU', nameEn: 'Ruritania' },
    ]);
  });

  it('refuses in its check an English name a row of an earlier batch took, as the import does', async () => {
    // The first row and 499 refused for their missing code fill the first batch of 500.
    const filler = Array.from({ length: 499 }, (_, n) => `,Filler ${n}`);
    const csv = ['code,nameEn', 'AT,Shangri-La', ...filler, 'AU,shangri-la'].join('\n');
    const { check, done } = await checkThenImport('countries', csv, ['code', 'nameEn']);
    expect(check.counts).toEqual({ rows: 501, create: 1, update: 0, unchanged: 0, refused: 500 });
    expect(check.problems.at(-1)).toEqual({
      row: 502,
      field: 'nameEn',
      message: 'A country with this English name already exists',
    });
    expect(done.counts).toEqual(check.counts);
    expect(done.problems).toEqual(check.problems);
  });

  it('refuses a record twice in one file, and a name two records share', async () => {
    await t.database.db.insert(brands).values([
      { nameEn: 'Twin A', nameAr: 'توأم' },
      { nameEn: 'Twin B', nameAr: 'توأم' },
    ]);
    const { job } = await importFile(
      'cars',
      [carHeader, `,Twin,توأم,M,Sedan,2019,100,AED,manual,petrol,dana@example.com`].join('\n'),
      carColumns,
      { commit: false },
    );
    expect(job.problems).toEqual([
      {
        row: 2,
        field: 'brandId',
        message: '"توأم" names more than one record; give its ID instead',
      },
    ]);
    const brandsFile = await importFile('brands', 'nameEn\nOpel\nopel\n', ['nameEn'], {
      commit: false,
    });
    expect(brandsFile.job.problems).toEqual([
      { row: 3, field: 'nameEn', message: 'Row 2 has the same key; a record is imported once' },
    ]);
  });

  it('refuses a cell holding a NUL character on its row and column, on a check and an import, and writes the others', async () => {
    const nul = 'Must not contain a NUL character';
    // In the key column: the brand is matched by its English name.
    const { check, done } = await checkThenImport(
      'brands',
      'nameEn,nameAr\nNul\u0000Brand,\nClean Brand,\n',
      ['nameEn', 'nameAr'],
    );
    for (const job of [check, done]) {
      expect(job).toMatchObject({ state: 'done', error: null });
      expect(job.counts).toEqual({ rows: 2, create: 1, update: 0, unchanged: 0, refused: 1 });
      expect(job.problems).toEqual([{ row: 2, field: 'nameEn', message: nul }]);
    }
    const stored = await t.database.db
      .select({ nameEn: brands.nameEn })
      .from(brands)
      .where(sql`${brands.nameEn} like 'Nul%' or ${brands.nameEn} = 'Clean Brand'`);
    expect(stored).toEqual([{ nameEn: 'Clean Brand' }]);

    // In another column, and in a name that finds another record.
    const faqsJob = await checkThenImport(
      'faqs',
      'questionEn,answerEn\nNul answer,ans\u0000wer\nClean answer,ok',
      ['questionEn', 'answerEn'],
    );
    for (const job of [faqsJob.check, faqsJob.done]) {
      expect(job.counts).toMatchObject({ rows: 2, create: 1, refused: 1 });
      expect(job.problems).toEqual([{ row: 2, field: 'answerEn', message: nul }]);
    }
    const questions = await t.database.db
      .select({ questionEn: faqs.questionEn })
      .from(faqs)
      .where(sql`${faqs.questionEn} in ('Nul answer', 'Clean answer')`);
    expect(questions).toEqual([{ questionEn: 'Clean answer' }]);

    const carsJob = await importFile(
      'cars',
      [
        carHeader,
        ',Nul brand,Toy\u0000ota,Corolla,Sedan,2020,100,AED,manual,petrol,dana@example.com',
      ].join('\n'),
      carColumns,
      { commit: false },
    );
    expect(carsJob.job.problems).toEqual([{ row: 2, field: 'brandId', message: nul }]);
  });

  it('refuses a cell holding a lone surrogate, which a UTF-16 file can carry, on its row and column', async () => {
    // A spreadsheet's "Unicode text" is UTF-16 with a byte-order mark; half a character in it
    // would otherwise be stored as U+FFFD.
    const csv = Buffer.from(`${BOM}nameEn,nameAr\nLone\ud800 Brand,\nWhole Brand,كيا\n`, 'utf16le');
    const { check, done } = await checkThenImport('brands', csv, ['nameEn', 'nameAr']);
    for (const job of [check, done]) {
      expect(job).toMatchObject({ state: 'done', error: null });
      expect(job.counts).toEqual({ rows: 2, create: 1, update: 0, unchanged: 0, refused: 1 });
      expect(job.problems).toEqual([
        {
          row: 2,
          field: 'nameEn',
          message: 'Must not contain a lone UTF-16 surrogate (half of a character)',
        },
      ]);
    }
    const stored = await t.database.db
      .select({ nameEn: brands.nameEn, nameAr: brands.nameAr })
      .from(brands)
      .where(sql`${brands.nameEn} like 'Lone%' or ${brands.nameEn} = 'Whole Brand'`);
    expect(stored).toEqual([{ nameEn: 'Whole Brand', nameAr: 'كيا' }]);
  });

  it('words the reasons in Arabic when asked', async () => {
    const { job } = await importFile('brands', 'nameEn,nameAr\n,Latin\n', ['nameEn', 'nameAr'], {
      commit: false,
      language: 'ar',
    });
    expect(job.counts.refused).toBe(1);
    for (const problem of job.problems) expect(problem.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('reports a file that cannot be read as CSV on the row it stopped at', async () => {
    const early = await sendFile('colors', 'nameEn,hex\nRed,#FF0000\n"Blue,#0000FF\n');
    expect(early.json()).toMatchObject({
      statusCode: 400,
      message: 'The file cannot be read as CSV near row 3',
    });
    const rows = Array.from({ length: 10 }, (_, n) => `Shade ${n},#00000${n}`);
    const { job } = await importFile(
      'colors',
      ['nameEn,hex', ...rows, 'Broken,"#FF"0000'].join('\n'),
      ['nameEn', 'hex'],
      { commit: false },
    );
    expect(job).toMatchObject({
      state: 'failed',
      error: 'The file cannot be read as CSV near row 12',
    });
  });
});

describe('a kept file gone from the disk while it is read', () => {
  it('ends its rows with the read error, leaving the process running', async () => {
    const gone = path.join(t.dataDir, 'imports', 'gone.csv');
    const read = async () => {
      const rows: unknown[] = [];
      for await (const row of csvRows(gone, ',', { from: 2 })) rows.push(row);
      return rows;
    };
    await expect(read()).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await t.as('SA', { method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });
});

/**
 * Another app on the test's database, as another API process: on PostgreSQL one with a pool of
 * its own; on PGlite (one process's own database) a second app on the same handle.
 */
async function anotherApp() {
  if (process.env.TEST_DATABASE_URL) return secondProcess(t);
  const app = await buildApp(t.config, {
    database: { ...t.database, close: async () => {} },
    jwtSecret: JWT_SECRET,
  });
  await app.ready();
  return { app, close: () => app.close() };
}

const pollThrough = async (app: TestApp['app'], id: string, token: string) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/imports/jobs/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('a job on several API processes', () => {
  it('is polled through another process on the same database, and only by the account that started it', async () => {
    const second = await anotherApp();
    try {
      const csv = ['nameEn,hex', 'Ochre,#CC7722', 'Teal,#008080', ',#000000'].join('\n');
      const started = dataOf<ImportJob>(await startJob('colors', csv, ['nameEn', 'hex'], false));
      const token = (await t.signIn('SA')).accessToken;
      let job = started;
      while (job.state === 'running') {
        job = dataOf<ImportJob>(await pollThrough(second.app, started.id, token));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(job).toMatchObject({ id: started.id, state: 'done', progress: 1 });
      expect(job.counts).toEqual({ rows: 3, create: 2, update: 0, unchanged: 0, refused: 1 });
      expect(job.problems).toEqual([expect.objectContaining({ row: 4, field: 'nameEn' })]);
      // What the other process answered is the table's row, written by the first.
      const [row] = await t.database.db
        .select()
        .from(importJobs)
        .where(eq(importJobs.id, started.id));
      expect(row).toMatchObject({
        state: 'done',
        counts: job.counts,
        finishedAt: expect.any(Date),
      });

      const editor = (await t.signIn('EDITOR')).accessToken;
      const hidden = await pollThrough(second.app, started.id, editor);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json<{ message: string }>().message).toBe('This import is no longer kept');
    } finally {
      await second.close();
    }
  });

  it('ends failed, saying its server stopped, when the process running it closes', async () => {
    const second = await anotherApp();
    const token = (await t.signIn('SA')).accessToken;
    const csv = ['nameEn', ...Array.from({ length: 20_000 }, (_, row) => `Stopped ${row}`)].join(
      '\n',
    );
    const started = await second.app.inject({
      method: 'POST',
      url: '/api/v1/imports/brands/jobs',
      ...jobForm(csv, ['nameEn'], false),
      headers: { ...jobForm('', [], false).headers, authorization: `Bearer ${token}` },
    });
    const { id } = dataOf<ImportJob>(started);
    await second.close();
    const job = dataOf<ImportJob>(await pollThrough(t.app, id, token));
    expect(job).toMatchObject({
      state: 'failed',
      error: 'The server running it stopped before it finished; start it again',
    });
    expect(job.counts.rows).toBeLessThan(20_000);
  });

  it('reads as failed once the process running it has not renewed it for a minute', async () => {
    const token = (await t.signIn('SA')).accessToken;
    const { job } = await importFile('colors', 'nameEn,hex\nSienna,#A0522D\n', ['nameEn', 'hex'], {
      commit: false,
    });
    // As a process that died mid-run leaves its row: running, its heartbeat no longer renewed.
    const leftBehind = (seconds: number) =>
      t.database.db
        .update(importJobs)
        .set({
          state: 'running',
          finishedAt: null,
          heartbeatAt: sql`now() - make_interval(secs => ${seconds})`,
        })
        .where(eq(importJobs.id, job.id));
    await leftBehind(30);
    expect(dataOf<ImportJob>(await pollThrough(t.app, job.id, token)).state).toBe('running');
    await leftBehind(61);
    expect(dataOf<ImportJob>(await pollThrough(t.app, job.id, token))).toMatchObject({
      state: 'failed',
      error: 'The server running it stopped before it finished; start it again',
    });
    expect(
      dataOf<ImportJob>(
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/imports/jobs/${job.id}`,
          headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' },
        }),
      ).error,
    ).toBe('توقف الخادم الذي يشغّله قبل أن ينتهي؛ ابدأه مرة أخرى');
  });

  it('is removed by the jobs runner a day after it finished, not before', async () => {
    const token = (await t.signIn('SA')).accessToken;
    const { job } = await importFile('colors', 'nameEn,hex\nUmber,#635147\n', ['nameEn', 'hex'], {
      commit: false,
    });
    const hour = 60 * 60 * 1000;
    await runJobOnce(t.database.db, removeOldImportJobsJob, new Date(Date.now() + 23 * hour));
    expect((await pollThrough(t.app, job.id, token)).statusCode).toBe(200);
    const removed = await runJobOnce(
      t.database.db,
      removeOldImportJobsJob,
      new Date(Date.now() + 25 * hour),
    );
    expect(removed.processed).toBeGreaterThan(0);
    expect((await pollThrough(t.app, job.id, token)).statusCode).toBe(404);
  });
});

describe('a large file', () => {
  it('checks 100,000 cars as a stream, its heap not growing with the file', async () => {
    const file = path.join(t.dataDir, 'cars-100k.csv');
    const out = createWriteStream(file);
    out.write(`${BOM}${carHeader}\n`);
    for (let row = 1; row <= 100_000; row += 1) {
      const year = row % 1000 === 0 ? 1900 : 2000 + (row % 20);
      out.write(
        `,"Car ${row}, imported",Toyota,Corolla,Sedan,${year},${row}.50,AED,manual,petrol,dana@example.com\n`,
      );
    }
    await new Promise((resolve) => out.end(resolve));
    const csv = await readFile(file);
    await rm(file);
    expect(dataOf<ImportFile>(await sendFile('cars', csv)).headers).toHaveLength(carColumns.length);
    const form = jobForm(csv, carColumns, false);
    // The heap still in use (after a collection) while the rows go through, against before.
    v8.setFlagsFromString('--expose-gc');
    const collect = vm.runInNewContext('gc') as () => void;
    collect();
    const baseline = process.memoryUsage().heapUsed;
    let retained = 0;
    let midway = 0;
    const started = dataOf<ImportJob>(
      await t.as('SA', { method: 'POST', url: '/api/v1/imports/cars/jobs', ...form }),
    );
    let job = started;
    while (job.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = dataOf<ImportJob>(
        await t.as('SA', { method: 'GET', url: `/api/v1/imports/jobs/${started.id}` }),
      );
      if (job.state === 'running' && job.progress > 0.1 && job.progress < 0.9) {
        midway += 1;
        collect();
        retained = Math.max(retained, process.memoryUsage().heapUsed - baseline);
      }
    }
    expect(job.counts).toEqual({
      rows: 100_000,
      create: 99_900,
      update: 0,
      unchanged: 0,
      refused: 100,
    });
    expect(job.problems).toHaveLength(100);
    // Read midway, the run holds a batch of rows: the file's 100,000 rows as objects would
    // hold well over 50 MB.
    expect(midway).toBeGreaterThan(0);
    expect(retained).toBeLessThan(24 * 1024 * 1024);
  }, 300_000);
});
