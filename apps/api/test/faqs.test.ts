import type { Faq } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, auditEntries } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const create = (payload: Record<string, unknown>) =>
  t.as('SA', { method: 'POST', url: '/api/v1/faqs', payload });
const questions = async (query = '') =>
  dataOf<Faq[]>(await t.as('SA', { method: 'GET', url: `/api/v1/faqs/admin?${query}` })).map(
    (f) => f.questionEn,
  );

describe('creating a FAQ', () => {
  it('stores the question and answer in both languages', async () => {
    const faq = dataOf<Faq>(
      await create({
        questionEn: 'How do I sell my car?',
        questionAr: 'كيف أبيع سيارتي؟',
        answerEn: 'Create a listing with photos and a price.',
        answerAr: 'أنشئ إعلانًا مع الصور والسعر.',
        sortOrder: 1,
      }),
    );
    expect(faq).toMatchObject({
      questionEn: 'How do I sell my car?',
      answerAr: 'أنشئ إعلانًا مع الصور والسعر.',
      isActive: true,
      sortOrder: 1,
      version: 1,
    });
  });

  it('names every invalid field', async () => {
    const response = await create({
      questionEn: 'x'.repeat(301),
      questionAr: 'Why?',
      answerAr: 'Because',
      isActive: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      questionEn: ['Must be at most 300 characters'],
      questionAr: ['Must be written in Arabic'],
      answerEn: ['Required'],
      answerAr: ['Must be written in Arabic'],
      isActive: ['Must be true or false'],
    });
  });
});

describe('the plain list at /faqs/admin', () => {
  beforeAll(async () => {
    dataOf(
      await create({
        questionEn: 'Is inspection included?',
        answerEn: 'Yes, for dealers.',
        sortOrder: 3,
      }),
    );
    dataOf(
      await create({
        questionEn: 'Can I pay in instalments?',
        answerEn: 'Ask the dealer about financing.',
        sortOrder: 2,
        isActive: false,
      }),
    );
  });

  it('answers an array in display order', async () => {
    expect(await questions()).toEqual([
      'How do I sell my car?',
      'Can I pay in instalments?',
      'Is inspection included?',
    ]);
  });

  it('searches questions and answers in both languages, and filters by the active flag', async () => {
    expect(await questions('search=financing')).toEqual(['Can I pay in instalments?']);
    expect(await questions(`search=${encodeURIComponent('سيارتي')}`)).toEqual([
      'How do I sell my car?',
    ]);
    expect(await questions('isActive=false')).toEqual(['Can I pay in instalments?']);
  });
});

describe('changing, trashing and restoring a FAQ', () => {
  it('refuses a stale version', async () => {
    const faq = dataOf<Faq>(
      await create({ questionEn: 'Do you deliver?', answerEn: 'Within the UAE.' }),
    );
    const url = `/api/v1/faqs/${faq.id}`;
    dataOf(
      await t.as('EDITOR', { method: 'PATCH', url, payload: { isActive: false, version: 1 } }),
    );
    const stale = await t.as('EDITOR', {
      method: 'PATCH',
      url,
      payload: { sortOrder: 4, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
  });

  it('trashes and restores, with an audit row for each write', async () => {
    const faq = dataOf<Faq>(await create({ questionEn: 'Can I return a car?', answerEn: 'No.' }));
    const url = `/api/v1/faqs/${faq.id}`;
    expect((await t.as('EDITOR', { method: 'DELETE', url })).statusCode).toBe(403);
    dataOf(await t.as('ADMIN', { method: 'DELETE', url }));
    expect(await questions('search=return')).toEqual([]);
    expect(await questions('deleted=true')).toEqual(['Can I return a car?']);
    dataOf(await t.as('ADMIN', { method: 'POST', url: `${url}/restore` }));
    expect(await questions('search=return')).toEqual(['Can I return a car?']);
    const actions = await auditEntries(t, { resource: 'faqs', recordId: faq.id });
    expect(actions.map((r) => r.action)).toEqual(['create', 'delete', 'restore']);
  });
});
