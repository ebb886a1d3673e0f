import fc from 'fast-check';

/** The part of JSON Schema that `z.toJSONSchema` writes for the contract's request schemas. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

/** Ids the demo data holds in every table, so generated references reach the rules. */
export const SMALL_ID_MAX = 25;

const isIdSchema = (schema: JsonSchema) =>
  schema.exclusiveMinimum === 0 && schema.maximum === 2_147_483_647;

const arabicWords = ['سيارة', 'جديدة', 'مستعملة', 'عرض', 'خاص', 'مرحبا', 'الرياض', 'أحمر'];
const englishWords = ['Sedan', 'blue', 'family', 'car', 'offer', 'Riyadh', 'new', 'sport'];

const words = (pool: string[], max: number) =>
  fc
    .array(fc.constantFrom(...pool), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join(' ').slice(0, Math.max(1, max)));

/** Strings that a careful client would send for a field, guessed from its name and rules. */
function stringArbitrary(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2032-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.pattern && isDigitsPattern(schema.pattern)) {
    return digitsArbitrary(name);
  }
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' }).filter(fits);
  }
  const lower = name.toLowerCase();
  if (lower.includes('email')) {
    return fc.oneof(
      fc.emailAddress({ size: 'small' }).filter(fits),
      fc.constantFrom('buyer@showroom.test', 'someone@example.com'),
    );
  }
  if (lower.endsWith('url')) {
    return fc.oneof(
      fc.constant('/uploads/2026/01/0b9c2f7e-5f7a-4d7e-9a3e-2b1f8c6d4e5a.jpg'),
      fc.webUrl({ validSchemes: ['https'], size: 'small' }).filter(fits),
    );
  }
  if (lower.includes('phone') || lower === 'whatsapp') {
    return fc.stringMatching(/^\+9665\d{8}$/);
  }
  if (lower === 'currency' || lower === 'defaultcurrency') {
    return fc.constantFrom('USD', 'SAR', 'AED', 'EUR', 'KWD');
  }
  if (lower.includes('password')) {
    return fc.stringMatching(/^[A-Za-z]{6}\d{3}$/);
  }
  if (name.endsWith('Ar')) return words(arabicWords, max).filter(fits);
  if (lower === 'username') return fc.stringMatching(/^[a-z][a-z0-9_]{3,12}$/);
  return fc.oneof(
    { arbitrary: words(englishWords, max).filter(fits), weight: 3 },
    {
      arbitrary: fc
        .string({ minLength: Math.max(min, 1), maxLength: Math.min(max, 30) })
        .filter((s) => s.trim().length > 0 && fits(s)),
      weight: 1,
    },
  );
}

/** A path or query number (`^-?(0|[1-9][0-9]*)$`): its range lives after a transform. */
const isDigitsPattern = (pattern: string) => {
  const regex = new RegExp(pattern);
  return regex.test('12') && regex.test('0') && !regex.test('a') && !regex.test('1.5');
};

/** Numbers a careful client writes in a path or a query, guessed from the name. */
function digitsArbitrary(name: string): fc.Arbitrary<string> {
  const range = (min: number, max: number) => fc.integer({ min, max }).map(String);
  if (name === 'id' || /Id$/.test(name)) return range(1, SMALL_ID_MAX);
  if (name === 'limit') return range(1, 100);
  if (name === 'offset') return fc.oneof(range(0, 40), range(0, 100_000));
  if (/year/i.test(name)) return range(1990, 2027);
  return fc.oneof(range(0, 100), range(0, 1_000_000));
}

function integerArbitrary(schema: JsonSchema, name: string): fc.Arbitrary<number> {
  const min = Math.max(
    schema.minimum ?? Number.MIN_SAFE_INTEGER,
    schema.exclusiveMinimum === undefined ? Number.MIN_SAFE_INTEGER : schema.exclusiveMinimum + 1,
  );
  const max = Math.min(
    schema.maximum ?? Number.MAX_SAFE_INTEGER,
    schema.exclusiveMaximum === undefined ? Number.MAX_SAFE_INTEGER : schema.exclusiveMaximum - 1,
  );
  const near = (low: number, high: number) =>
    fc.integer({ min: Math.max(min, low), max: Math.min(max, Math.max(low, high)) });
  if (isIdSchema(schema) || /Id$/.test(name)) {
    return fc.oneof(
      { arbitrary: near(1, SMALL_ID_MAX), weight: 5 },
      { arbitrary: near(1, max), weight: 1 },
    );
  }
  if (name === 'version') return near(0, 3);
  if (name === 'year' || /^year/.test(name)) return near(1990, 2027);
  if (min > max) return fc.constant(min);
  return fc.oneof(
    { arbitrary: near(min, min + 1000), weight: 3 },
    { arbitrary: fc.integer({ min, max }), weight: 1 },
  );
}

/**
 * A fast-check arbitrary of values the schema accepts (as far as JSON Schema can say:
 * the contract's refinements, such as "written in Arabic", are only guessed from names).
 */
export function arbitraryOf(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((member) => arbitraryOf(member, name)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], name);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, name)));
  }
  switch (types[0] ?? 'any') {
    case 'string':
      return stringArbitrary(schema, name);
    case 'integer':
      return integerArbitrary(schema, name);
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectArbitrary(schema);
    default:
      return fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, key)]),
  );
  const fixed = fc.record(model, { requiredKeys: schema.required ?? [] });
  const extra = schema.additionalProperties;
  if (!extra || typeof extra !== 'object') return fixed;
  const keys = schema.propertyNames
    ? (arbitraryOf(schema.propertyNames) as fc.Arbitrary<string>)
    : fc.string({ minLength: 1, maxLength: 12 });
  return fc
    .tuple(fixed, fc.dictionary(keys, arbitraryOf(extra), { maxKeys: 6 }))
    .map(([known, more]) => ({ ...more, ...known }));
}

/** `count` values of the schema, the same ones for the same seed. */
export function samplesOf(schema: JsonSchema, seed: number, count: number, name = ''): unknown[] {
  return fc.sample(arbitraryOf(schema, name), { seed, numRuns: count });
}
