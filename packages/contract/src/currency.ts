import { z } from 'zod';

/** Active ISO 4217 currency codes (funds and precious metals left out). */
export const isoCurrencyCodes: readonly string[] = `
  AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN
  BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD
  FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY
  KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP
  MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR
  RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT
  TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR
  ZMW ZWG
`
  .trim()
  .split(/\s+/);

const known = new Set(isoCurrencyCodes);

/** A three-letter ISO 4217 code; lower case is accepted and stored upper case. */
export const currencyCodeSchema = z
  .string({ error: 'Must be an ISO 4217 currency code' })
  .trim()
  .toUpperCase()
  .refine((code) => known.has(code), 'Must be an ISO 4217 currency code such as AED or USD');

/** Money in minor units (fils, cents): a whole number, never a float. */
export const minorUnits = (options: { min: 0 | 1; max?: number }) =>
  z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number of minor units (fils, cents)')
    .min(options.min, options.min === 0 ? 'Must be 0 or more' : 'Must be more than 0')
    .max(options.max ?? 1_000_000_000_000, 'Is too large');
