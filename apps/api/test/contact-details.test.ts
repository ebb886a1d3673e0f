import type { ContactDetails } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, auditEntries } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const url = '/api/v1/settings/contact';
const read = async () => dataOf<ContactDetails>(await t.as('SA', { method: 'GET', url }));
const put = (payload: Record<string, unknown>, level: 'SA' | 'EDITOR' | 'GUEST' = 'SA') =>
  t.as(level, { method: 'PUT', url, payload });

const full = {
  email: ' Hello@Showroom.AE ',
  phone: '+971 4 123 4567',
  whatsapp: '+971 (50) 765-4321',
  addressEn: 'Showroom HQ, Sheikh Zayed Road, Dubai',
  addressAr: 'مقر شوروم، شارع الشيخ زايد، دبي',
  facebookUrl: 'https://www.facebook.com/showroom',
  instagramUrl: 'https://instagram.com/showroom',
  xUrl: 'https://x.com/showroom',
  youtubeUrl: 'https://www.youtube.com/@showroom',
  tiktokUrl: 'https://www.tiktok.com/@showroom',
  defaultCurrency: 'aed',
};

describe('the contact details', () => {
  it('exist from the start, with a default currency', async () => {
    expect(await read()).toMatchObject({
      id: 1,
      email: 'contact@showroom.local',
      phone: null,
      defaultCurrency: 'AED',
      version: 1,
    });
  });

  it('are replaced whole, normalised, with the version read, and audited', async () => {
    const editor = await t.signIn('EDITOR');
    const saved = dataOf<ContactDetails>(await put({ ...full, version: 1 }, 'EDITOR'));
    expect(saved).toMatchObject({
      email: 'hello@showroom.ae',
      phone: '+97141234567',
      whatsapp: '+971507654321',
      addressAr: 'مقر شوروم، شارع الشيخ زايد، دبي',
      xUrl: 'https://x.com/showroom',
      defaultCurrency: 'AED',
      version: 2,
    });
    expect(await read()).toEqual(saved);
    const audit = await auditEntries(t, { resource: 'contactDetails', recordId: 1 });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'update',
      actorId: editor.admin.id,
      before: { email: 'contact@showroom.local', version: 1 },
      after: { email: 'hello@showroom.ae', version: 2 },
    });
  });

  it('clear a field that the replacement leaves out or sends empty', async () => {
    const { version } = await read();
    const saved = dataOf<ContactDetails>(
      await put({ email: 'hello@showroom.ae', whatsapp: '', defaultCurrency: 'SAR', version }),
    );
    expect(saved).toMatchObject({
      phone: null,
      whatsapp: null,
      facebookUrl: null,
      defaultCurrency: 'SAR',
    });
  });

  it('refuse a stale version', async () => {
    const { version } = await read();
    dataOf(await put({ ...full, version }));
    const stale = await put({ ...full, email: 'old@showroom.ae', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_VERSION',
      details: { currentVersion: version + 1 },
    });
  });

  it('name every invalid field', async () => {
    const response = await put({
      email: 'not-an-email',
      phone: '050 123 4567',
      whatsapp: '+0123',
      addressAr: 'Dubai',
      facebookUrl: 'http://facebook.com/showroom',
      instagramUrl: 'https://instagram.com.evil.test/showroom',
      xUrl: 'https://facebook.com/showroom',
      youtubeUrl: 'javascript:alert(1)',
      tiktokUrl: 'tiktok.com/@showroom',
      defaultCurrency: 'XYZ',
      version: 1,
      fax: '+97141234568',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      email: ['Must be a valid email address'],
      phone: ['Must be an international number like +971501234567'],
      whatsapp: ['Must be an international number like +971501234567'],
      addressAr: ['Must be written in Arabic'],
      facebookUrl: ['Must be an https link to Facebook (facebook.com or fb.com)'],
      instagramUrl: ['Must be an https link to Instagram (instagram.com)'],
      xUrl: ['Must be an https link to X (x.com or twitter.com)'],
      youtubeUrl: ['Must be an https link to YouTube (youtube.com or youtu.be)'],
      tiktokUrl: ['Must be an https link to TikTok (tiktok.com)'],
      defaultCurrency: ['Must be an ISO 4217 currency code, like AED'],
      fax: ['Unknown field'],
    });
  });

  it('are read and written with the pages permission', async () => {
    expect((await t.as('GUEST', { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.as('EDITOR', { method: 'GET', url })).statusCode).toBe(200);
    const guest = await put({ ...full, version: 1 }, 'GUEST');
    expect(guest.statusCode).toBe(403);
    expect(guest.json().message).toBe('You do not have permission to change pages');
    expect((await t.as(null, { method: 'GET', url })).statusCode).toBe(401);
  });
});
