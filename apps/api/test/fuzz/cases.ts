import type { Level } from '@showroom/contract';
import { copyOf, RawJson, setKey, toJsonText } from './json-text';
import type { Operation } from './routes';
import { samplesOf, type JsonSchema } from './schema-arbitrary';

export type Role = Level | null;

/** One request the fuzz sends, with the reason it was made. */
export type FuzzRequest = {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  role: Role;
};

/** A small seeded generator (mulberry32) for the choices made around the generated values. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
export type Random = ReturnType<typeof random>;

const roleWeights: [Role, number][] = [
  ['SA', 35],
  ['ADMIN', 20],
  ['EDITOR', 15],
  ['GUEST', 15],
  [null, 15],
];
export function pickRole(rng: Random): Role {
  let roll = rng.int(100);
  for (const [role, weight] of roleWeights) {
    if (roll < weight) return role;
    roll -= weight;
  }
  return 'SA';
}

// ——— Edge values ———

export const dangerousKeys = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'prototype',
  'isPrototypeOf',
  '__defineGetter__',
];

const stringEdges: string[] = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f\u007f',
  'line\nbreak\r\ttab',
  '\u2028\u2029',
  '\ud800',
  'x\udfff',
  '😀🚗',
  '\u202eevil',
  'zero\u200bwidth',
  'e\u0301\u0301\u0301\u0301',
  '   ',
  '',
  ' padded ',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  'NaN',
  'null',
  '\ufeffbom',
  'ﷺ'.repeat(40),
  '٣٤٥',
  '１２３',
  'A'.repeat(256),
  'B'.repeat(5_000),
  'C'.repeat(120_000),
  'javascript:alert(1)',
  'https://',
  '/uploads/../../package.json',
  'D\u0000'.repeat(100),
];

const numberEdges: unknown[] = [
  -1,
  0,
  1.5,
  -0.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  1e15,
  1e21,
  Number.MAX_SAFE_INTEGER,
  new RawJson('9007199254740993'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1E2'),
  new RawJson('-0'),
  new RawJson('0.0000001'),
  new RawJson('1.0'),
  '0x1',
  '+1',
  '01',
  '1e3',
  '1',
  ' 1',
  '',
  'Infinity',
  'NaN',
  true,
  null,
  [1],
  { $gt: 0 },
];

const wrongTypes: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  '',
  'text',
  [],
  {},
  ['a'],
  { a: 1 },
  [null],
  new RawJson('1e400'),
];

/** Path and query text, as written in the URL (already percent-encoded where it must be). */
const urlValueEdges: string[] = [
  '0',
  '-1',
  '1.5',
  '0x1',
  '0X1F',
  '+1',
  '%2B1',
  '01',
  '001',
  '1e3',
  '1E0',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '9007199254740993',
  '-0',
  'Infinity',
  'NaN',
  'abc',
  '%201',
  '1%20',
  '%00',
  '1%00',
  '%01',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '%E2%80%AE1',
  '%EF%BC%91',
  '%D9%A3',
  '1,2',
  '1;2',
  '..',
  '%2e%2e',
  '%2F',
  '%ZZ',
  '%',
  '%C3',
  '%F0%9F%98%80',
  '%ED%A0%80',
  'A'.repeat(5_000),
  '%0A%0D',
  "'%20OR%201=1",
];

const queryExtraKeys = [
  'unknownField',
  ...dangerousKeys,
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  'a[b]',
  'a.b',
  '',
  '%00',
  'limit[]',
];

// ——— Building requests ———

const jsonHeaders = { 'content-type': 'application/json' };

function pathWith(operation: Operation, params: Record<string, string>): string {
  return operation.path.replace(/\{([^}]+)\}|\*$/g, (_, name: string | undefined) => {
    const value = params[name ?? '*'];
    return value ?? '1';
  });
}

function queryText(query: [string, string][]): string {
  if (query.length === 0) return '';
  return `?${query.map(([key, value]) => (key === '\u0000raw' ? value : `${key}=${value}`)).join('&')}`;
}

const encodeValue = (value: unknown) =>
  encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

function entriesOf(query: Record<string, unknown> | undefined): [string, string][] {
  return Object.entries(query ?? {}).map(([key, value]) => [key, encodeValue(value)]);
}

/** Path-parameter schemas tightened by what the 200 answer says a value may be (page keys). */
function paramsSchemaOf(operation: Operation): JsonSchema | undefined {
  const params = operation.params;
  if (!params?.properties) return params;
  const properties = Object.fromEntries(
    Object.entries(params.properties).map(([name, schema]) => {
      const known = operation.data?.properties?.[name];
      return [name, known?.enum ? { ...schema, enum: known.enum } : schema];
    }),
  );
  return { ...params, properties };
}

/** Each node of a value with the schema that describes it, present or not. */
type Node = { path: (string | number)[]; schema: JsonSchema; present: boolean };

function branchFor(schema: JsonSchema, value: unknown): JsonSchema {
  const union = schema.anyOf ?? schema.oneOf;
  if (!union) return schema;
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  const matches = (member: JsonSchema) => {
    const types = Array.isArray(member.type) ? member.type : [member.type];
    return types.some((t) => t === kind || (t === 'integer' && kind === 'number'));
  };
  return union.find(matches) ?? union.find((m) => m.type !== 'null') ?? schema;
}

function nodesOf(value: unknown, schema: JsonSchema, path: (string | number)[] = []): Node[] {
  const resolved = branchFor(schema, value);
  const nodes: Node[] = [{ path, schema: resolved, present: true }];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      nodes.push(...nodesOf(item, resolved.items ?? {}, [...path, index]));
    });
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const properties = resolved.properties ?? {};
    for (const [key, child] of Object.entries(properties)) {
      if (key in record) nodes.push(...nodesOf(record[key], child, [...path, key]));
      else nodes.push({ path: [...path, key], schema: child, present: false });
    }
    const extra = resolved.additionalProperties;
    for (const key of Object.keys(record)) {
      if (key in properties) continue;
      nodes.push(...nodesOf(record[key], typeof extra === 'object' ? extra : {}, [...path, key]));
    }
  }
  return nodes;
}

/** A copy of `root` with the node at `path` replaced (or removed when `value` is `REMOVE`). */
const REMOVE = Symbol('remove');
function replaced(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = copyOf(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === REMOVE) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else Reflect.deleteProperty(parent, last);
  } else if (Array.isArray(parent)) {
    parent[Number(last)] = value;
  } else {
    setKey(parent, String(last), value);
  }
  return copy;
}

const typesOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A value at a node that the schema should refuse, or at least a client should not send. */
function mutate(rng: Random, root: unknown, node: Node): { kind: string; value: unknown } {
  const types = typesOf(node.schema);
  const choices: (() => { kind: string; value: unknown })[] = [
    () => ({ kind: 'wrong type', value: replaced(root, node.path, rng.pick(wrongTypes)) }),
  ];
  if (node.present && node.path.length > 0) {
    choices.push(() => ({ kind: 'field removed', value: replaced(root, node.path, REMOVE) }));
  }
  if (types.includes('string') || node.schema.enum) {
    const edge = () => ({
      kind: 'edge string',
      value: replaced(root, node.path, rng.pick(stringEdges)),
    });
    choices.push(edge, edge, edge);
  }
  if (types.includes('integer') || types.includes('number')) {
    const edge = () => ({
      kind: 'edge number',
      value: replaced(root, node.path, rng.pick(numberEdges)),
    });
    choices.push(edge, edge, edge);
  }
  if (types.includes('object') || (!node.present && node.path.length === 0)) {
    const extra = () => {
      const target = node.present ? copyOf(pathValue(root, node.path)) : {};
      const object =
        target !== null && typeof target === 'object' && !Array.isArray(target)
          ? (target as Record<string, unknown>)
          : {};
      const key = rng.pick([...dangerousKeys, ...dangerousKeys, 'unknownField', '', 'a.b', '0']);
      setKey(object, key, rng.pick([1, 'x', null, {}, { isAdmin: true }, []]));
      return { kind: `extra key ${JSON.stringify(key)}`, value: replaced(root, node.path, object) };
    };
    choices.push(extra, extra, extra);
  }
  if (types.includes('array')) {
    choices.push(() => ({
      kind: 'long array',
      value: replaced(
        root,
        node.path,
        Array.from({ length: 1_000 }, (_, i) => `/uploads/${i}.jpg`),
      ),
    }));
  }
  choices.push(() => ({
    kind: 'wrapped',
    value: replaced(
      root,
      node.path,
      rng.next() < 0.5 ? [pathValue(root, node.path)] : { value: pathValue(root, node.path) },
    ),
  }));
  return rng.pick(choices)();
}

function pathValue(root: unknown, path: (string | number)[]): unknown {
  let value = root;
  for (const step of path) value = (value as Record<string | number, unknown> | null)?.[step];
  return value;
}

/** The value at the schema's limits: every string at its longest, every number at one end. */
function atLimits(value: unknown, schema: JsonSchema, side: 'max' | 'min', name = ''): unknown {
  const resolved = branchFor(schema, value);
  if (Array.isArray(value)) {
    const list: unknown[] = value;
    const items = resolved.items ?? {};
    const filled =
      side === 'max' && resolved.maxItems !== undefined && list.length > 0
        ? Array.from({ length: resolved.maxItems }, (_, i) => list[i % list.length])
        : list;
    return filled.map((item) => atLimits(item, items, side, name));
  }
  if (value !== null && typeof value === 'object') {
    const record = copyOf(value as Record<string, unknown>);
    for (const key of Object.keys(record)) {
      const child =
        resolved.properties?.[key] ??
        (typeof resolved.additionalProperties === 'object' ? resolved.additionalProperties : {});
      setKey(record, key, atLimits(record[key], child, side, key));
    }
    return record;
  }
  if (typeof value === 'number') {
    const low = resolved.minimum ?? (resolved.exclusiveMinimum ?? -1) + 1;
    const high = resolved.maximum ?? (resolved.exclusiveMaximum ?? 1e9) - 1;
    return side === 'max' ? high : low;
  }
  if (typeof value === 'string' && !resolved.enum && !resolved.pattern && !resolved.format) {
    const max = resolved.maxLength;
    if (side === 'min' || max === undefined) return value;
    const lower = name.toLowerCase();
    if (lower.endsWith('url')) return `https://example.com/${'a'.repeat(Math.max(0, max - 20))}`;
    if (lower.includes('email'))
      return `${'a'.repeat(Math.min(64, Math.max(1, max - 12)))}@example.com`;
    if (name.endsWith('Ar')) return 'ب'.repeat(max);
    return 'x'.repeat(max);
  }
  if (typeof value === 'string' && resolved.format === 'date-time') {
    return side === 'max' ? '9999-12-31T23:59:59.999Z' : '1970-01-01T00:00:00.000Z';
  }
  return value;
}

/** Whole bodies no route should take: not JSON, not an object, the wrong content type. */
function bodyLevelCases(
  validText: string,
): { kind: string; headers: Record<string, string>; payload?: string | Buffer }[] {
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  return [
    { kind: 'empty JSON body', headers: jsonHeaders, payload: '' },
    { kind: 'JSON null', headers: jsonHeaders, payload: 'null' },
    { kind: 'JSON array', headers: jsonHeaders, payload: '[]' },
    { kind: 'JSON array of the body', headers: jsonHeaders, payload: `[${validText}]` },
    { kind: 'JSON string', headers: jsonHeaders, payload: '"text"' },
    { kind: 'JSON number', headers: jsonHeaders, payload: '1' },
    { kind: 'JSON true', headers: jsonHeaders, payload: 'true' },
    { kind: 'empty object', headers: jsonHeaders, payload: '{}' },
    { kind: 'malformed JSON', headers: jsonHeaders, payload: validText.slice(0, -1) },
    { kind: 'malformed JSON', headers: jsonHeaders, payload: '{"a":}' },
    { kind: 'malformed JSON', headers: jsonHeaders, payload: "{'a':1}" },
    { kind: 'malformed JSON', headers: jsonHeaders, payload: `${validText}}` },
    { kind: 'malformed JSON', headers: jsonHeaders, payload: '{"a":NaN}' },
    { kind: 'malformed JSON', headers: jsonHeaders, payload: '{"a":1,}' },
    { kind: 'NUL in JSON text', headers: jsonHeaders, payload: `${validText}\u0000` },
    { kind: 'BOM before JSON', headers: jsonHeaders, payload: `\ufeff${validText}` },
    {
      kind: 'duplicate keys',
      headers: jsonHeaders,
      payload: validText.replace(/^\{/, '{"version":"x",'),
    },
    { kind: 'deep nesting', headers: jsonHeaders, payload: deep(20_000) },
    { kind: 'deep nesting', headers: jsonHeaders, payload: deepObject(5_000) },
    { kind: 'text/plain', headers: { 'content-type': 'text/plain' }, payload: validText },
    {
      kind: 'form body',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1&__proto__=x',
    },
    { kind: 'xml body', headers: { 'content-type': 'application/xml' }, payload: '<a>1</a>' },
    {
      kind: 'multipart body',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    },
    {
      kind: 'multipart without boundary',
      headers: { 'content-type': 'multipart/form-data' },
      payload: validText,
    },
    {
      kind: 'JSON in UTF-16 charset',
      headers: { 'content-type': 'application/json; charset=utf-16' },
      payload: validText,
    },
    {
      kind: 'JSON in latin1 charset',
      headers: { 'content-type': 'application/json; charset=latin1' },
      payload: validText,
    },
    {
      kind: 'upper-case JSON type',
      headers: { 'content-type': 'Application/JSON' },
      payload: validText,
    },
    {
      kind: 'vendor JSON type',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: validText,
    },
    { kind: 'no content type', headers: {}, payload: validText },
    { kind: 'content type without a body', headers: { 'content-type': 'application/json' } },
    {
      kind: 'bad content length',
      headers: { ...jsonHeaders, 'content-length': '3' },
      payload: validText,
    },
    {
      kind: 'body over the limit',
      headers: jsonHeaders,
      payload: `{"a":"${'x'.repeat(1_100_000)}"}`,
    },
    {
      kind: 'invalid UTF-8',
      headers: jsonHeaders,
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]),
    },
  ];
}

/** Headers that must not break any route, whatever else the request says. */
function headerCases(
  token: string | undefined,
): { kind: string; headers: Record<string, string> }[] {
  return [
    { kind: 'bearer without token', headers: { authorization: 'Bearer' } },
    { kind: 'bearer empty', headers: { authorization: 'Bearer ' } },
    { kind: 'garbage token', headers: { authorization: 'Bearer x' } },
    { kind: 'JWT-shaped garbage', headers: { authorization: 'Bearer a.b.c' } },
    {
      kind: 'JWT with alg none',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
    },
    { kind: 'basic auth', headers: { authorization: 'Basic Zm9vOmJhcg==' } },
    { kind: 'lower-case scheme', headers: token ? { authorization: `bearer ${token}` } : {} },
    { kind: 'token with a tail', headers: token ? { authorization: `Bearer ${token}x` } : {} },
    { kind: 'oversize authorization', headers: { authorization: `Bearer ${'A'.repeat(100_000)}` } },
    { kind: 'oversize cookie', headers: { cookie: `a=${'b'.repeat(50_000)}` } },
    { kind: 'long request id', headers: { 'x-request-id': 'r'.repeat(10_000) } },
    { kind: 'odd request id', headers: { 'x-request-id': '../../\t<id>' } },
    { kind: 'Arabic', headers: { 'accept-language': 'ar' } },
    { kind: 'odd language', headers: { 'accept-language': 'ar;q=0.1, xx-YY, *;q=0.5' } },
    { kind: 'long language', headers: { 'accept-language': 'en,'.repeat(3_000) } },
    { kind: 'forwarded for', headers: { 'x-forwarded-for': '127.0.0.9, bad, ::1' } },
  ];
}

export type CaseOptions = {
  seed: number;
  /** Valid inputs generated from the schema. */
  valid: number;
  /** Valid inputs pushed to the schema's limits: longest strings, largest and smallest numbers. */
  boundaries: number;
  /** Inputs with one node of a valid input changed. */
  mutations: number;
  /** Whole-body cases (content types, malformed JSON…) per route that reads a body. */
  bodies: number;
  /** Edge values of each path parameter. */
  params: number;
  /** Header, method and path variants. */
  extras: number;
  /** The access token of a role, for the header variants that reuse it. */
  tokenOf(role: Role): string | undefined;
};

/** The requests for one operation: valid inputs, mutated ones and edge cases, in a fixed order. */
export function casesFor(operation: Operation, index: number, options: CaseOptions): FuzzRequest[] {
  const seed = options.seed + index * 7919;
  const rng = random(seed);
  const paramsSchema = paramsSchemaOf(operation);
  const validParams = paramsSchema
    ? (samplesOf(paramsSchema, seed + 1, options.valid + options.mutations) as Record<
        string,
        unknown
      >[])
    : [];
  const validQueries = operation.query
    ? (samplesOf(operation.query, seed + 2, options.valid + options.mutations) as Record<
        string,
        unknown
      >[])
    : [];
  const validBodies = operation.body
    ? samplesOf(operation.body, seed + 3, options.valid + options.mutations)
    : [];
  const paramsAt = (i: number) =>
    Object.fromEntries(
      Object.entries(validParams[i] ?? {}).map(([k, v]) => [k, encodeValue(v)]),
    ) as Record<string, string>;
  const sendsBody = operation.body !== undefined;
  const requests: FuzzRequest[] = [];
  const add = (request: Omit<FuzzRequest, 'role'> & { role?: Role }) =>
    requests.push({ ...request, role: request.role === undefined ? pickRole(rng) : request.role });

  const request = (
    kind: string,
    i: number,
    parts: { params?: Record<string, string>; query?: [string, string][]; body?: unknown },
  ) => {
    const url =
      pathWith(operation, parts.params ?? paramsAt(i)) +
      queryText(parts.query ?? entriesOf(validQueries[i]));
    const body = 'body' in parts ? parts.body : validBodies[i];
    add({
      kind,
      method: operation.method,
      url,
      headers: sendsBody ? { ...jsonHeaders } : {},
      ...(sendsBody ? { payload: toJsonText(body) } : {}),
    });
  };

  for (let i = 0; i < options.valid; i++) request('valid', i, {});

  if (sendsBody) {
    for (let b = 0; b < options.boundaries; b++) {
      const i = b % Math.max(1, options.valid);
      const side = b % 2 === 0 ? 'max' : 'min';
      request(`boundary ${side}`, i, { body: atLimits(validBodies[i], operation.body!, side) });
    }
  }

  for (let m = 0; m < options.mutations; m++) {
    const i = options.valid + m;
    if (sendsBody && (operation.method !== 'GET' || !operation.query) && rng.next() < 0.75) {
      const base = validBodies[i];
      const node = rng.pick(nodesOf(base, operation.body!));
      const { kind, value } = mutate(rng, base, node);
      request(`body: ${kind} at ${node.path.join('.') || '(root)'}`, i, { body: value });
    } else if (operation.query && rng.next() < 0.85) {
      const query = entriesOf(validQueries[i]);
      const names = Object.keys(operation.query.properties ?? {});
      const roll = rng.int(4);
      if (roll === 0 || query.length === 0) {
        const key = rng.pick(queryExtraKeys);
        query.push([key, rng.pick(['1', 'x', '', '%00', 'true'])]);
        request(`query: extra key ${JSON.stringify(key)}`, i, { query });
      } else if (roll === 1) {
        const name = rng.pick(names);
        query.push([name, rng.pick(urlValueEdges)], [name, '1']);
        request(`query: repeated ${name}`, i, { query });
      } else {
        const name = rng.pick(names);
        const kept = query.filter(([key]) => key !== name);
        kept.push([name, rng.pick([...urlValueEdges, 'asc', 'desc', 'TRUE', '1', '0'])]);
        request(`query: edge value of ${name}`, i, { query: kept });
      }
    } else {
      const raw = rng.pick([
        '%',
        '&&&',
        '=',
        '=1',
        'a',
        'offset',
        '%00=1',
        'search=%C3',
        '__proto__=1&__proto__=2',
        'a=1&a=2&a=3',
        'x'.repeat(20_000) + '=1',
      ]);
      request(`query: raw ${JSON.stringify(raw.slice(0, 30))}`, i, { query: [['\u0000raw', raw]] });
    }
  }

  if (sendsBody) {
    const validText = toJsonText(validBodies[0] ?? {});
    const cases = bodyLevelCases(validText);
    const start = rng.int(cases.length);
    for (let b = 0; b < options.bodies; b++) {
      const c = cases[(start + b) % cases.length]!;
      add({
        kind: `body: ${c.kind}`,
        method: operation.method,
        url: pathWith(operation, paramsAt(0)),
        headers: c.headers,
        ...(c.payload === undefined ? {} : { payload: c.payload }),
      });
    }
  }

  const paramNames = Object.keys(operation.params?.properties ?? {});
  if (paramNames.length > 0) {
    const start = rng.int(urlValueEdges.length);
    for (let p = 0; p < options.params; p++) {
      const name = rng.pick(paramNames);
      const value = urlValueEdges[(start + p * 7) % urlValueEdges.length]!;
      const params = { ...paramsAt(p), [name]: value };
      request(`param: ${name}=${value.slice(0, 30)}`, p, { params });
    }
  }

  const headers = headerCases(undefined);
  for (let e = 0; e < options.extras; e++) {
    const roll = e % 4;
    const base = {
      method: operation.method,
      url: pathWith(operation, paramsAt(e)) + queryText(entriesOf(validQueries[e])),
      ...(sendsBody ? { payload: toJsonText(validBodies[e]) } : {}),
    };
    const bodyHeaders: Record<string, string> = sendsBody ? { ...jsonHeaders } : {};
    if (roll === 0 || roll === 1) {
      const role = pickRole(rng);
      const all = headerCases(options.tokenOf(role));
      const c = all[(rng.int(all.length) + e) % all.length] ?? headers[0]!;
      add({
        ...base,
        kind: `header: ${c.kind}`,
        headers: { ...bodyHeaders, ...c.headers },
        role: c.headers.authorization ? null : role,
      });
    } else if (roll === 2) {
      const method = rng.pick(
        ['PUT', 'PATCH', 'DELETE', 'POST', 'OPTIONS', 'HEAD'].filter((m) => m !== operation.method),
      );
      add({ ...base, kind: `method ${method}`, method, headers: bodyHeaders });
    } else {
      const variant = rng.pick([
        (u: string) => u.replace('/api/v1/', '/api/v1//'),
        (u: string) => u.replace(/(\?|$)/, '/$1'),
        (u: string) => u.replace('/api/v1/', '/API/V1/'),
        (u: string) => u.replace(/(\?|$)/, ';x=1$1'),
        (u: string) => u.replace('/api/v1/', '/api/v1/./'),
        (u: string) => u.replace('/api/v1/', '/api/v1/%2e%2e/v1/'),
        (u: string) => u.replace(/(\?|$)/, '%00$1'),
        (u: string) => u.replace(/(\?|$)/, '#frag$1'),
      ]);
      add({ ...base, kind: 'path variant', url: variant(base.url), headers: bodyHeaders });
    }
  }
  return requests;
}
