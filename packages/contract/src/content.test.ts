import { describe, expect, it } from 'vitest';
import { bannerCreateSchema, linkUrlSchema } from './banners';
import { hexColorSchema } from './colors';
import { countryCodeSchema } from './countries';
import { currencyCodeSchema } from './currency';
import { countryCodes, currencyCodes } from './iso-codes';
import { engineCapacityCreateSchema } from './meta-lists';
import { contactDetailsUpdateSchema } from './contact-details';

describe('catalogue and site content schemas', () => {
  it('knows the 249 ISO 3166-1 country codes and the circulating ISO 4217 currencies', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    expect(currencyCodes).toContain('AED');
    expect(countryCodeSchema.parse(' ae ')).toBe('AE');
    expect(countryCodeSchema.safeParse('UK').success).toBe(false);
    expect(currencyCodeSchema.parse('sar')).toBe('SAR');
    expect(currencyCodeSchema.safeParse('XAU').success).toBe(false);
  });

  it('upper-cases a hex colour and refuses short forms', () => {
    expect(hexColorSchema.parse('#c0ffee')).toBe('#C0FFEE');
    expect(hexColorSchema.safeParse('#fff').success).toBe(false);
  });

  it('accepts banner links to http(s) sites and app paths only', () => {
    expect(linkUrlSchema.safeParse('https://example.com/a?b=c').success).toBe(true);
    expect(linkUrlSchema.safeParse('/cars/1').success).toBe(true);
    expect(linkUrlSchema.safeParse('//example.com').success).toBe(false);
    expect(linkUrlSchema.safeParse('/\\example.com').success).toBe(false);
    expect(linkUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
  });

  it('reads banner dates as Dates and wants the end after the start', () => {
    const base = { titleEn: 'Sale', imageUrl: '/uploads/a.webp' };
    const parsed = bannerCreateSchema.parse({ ...base, startsAt: '2026-01-01T00:00:00Z' });
    expect(parsed.startsAt).toEqual(new Date('2026-01-01T00:00:00Z'));
    const backwards = bannerCreateSchema.safeParse({
      ...base,
      startsAt: '2026-01-02T00:00:00Z',
      endsAt: '2026-01-01T00:00:00Z',
    });
    expect(backwards.error?.issues.map((i) => i.path)).toEqual([['endsAt']]);
  });

  it('bounds engine capacities to 50..10000 cc', () => {
    expect(engineCapacityCreateSchema.safeParse({ cc: 49 }).success).toBe(false);
    expect(engineCapacityCreateSchema.safeParse({ cc: 10_000 }).success).toBe(true);
  });

  it('takes social links only as https links to their own network', () => {
    const base = { email: 'a@b.co', defaultCurrency: 'AED', version: 1 };
    expect(
      contactDetailsUpdateSchema.safeParse({
        ...base,
        instagramUrl: 'https://www.instagram.com/x',
      }).success,
    ).toBe(true);
    expect(
      contactDetailsUpdateSchema.safeParse({
        ...base,
        instagramUrl: 'https://evilinstagram.com/x',
      }).success,
    ).toBe(false);
  });
});
